/** Shared steps of the browser tests: sign in through the API (fast) and place the session cookies. */
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { businessDay } from '../src/domain/dates';

export const PASSWORD = 'Demo1234';

export async function apiLogin(request: APIRequestContext, email: string, tenant = 'main') {
  const res = await request.post('/api/auth/login', {
    headers: { 'x-tenant': tenant },
    data: { email, password: PASSWORD },
  });
  if (res.status() !== 200) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

export async function setSession(
  context: BrowserContext,
  baseURL: string,
  tokens: { accessToken: string; refreshToken: string },
  options: { pushPrompt?: boolean } = {},
) {
  const url = new URL(baseURL);
  await context.addCookies([
    { name: 'bo_access', value: tokens.accessToken, domain: url.hostname, path: '/', sameSite: 'Lax' },
    { name: 'bo_refresh', value: tokens.refreshToken, domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
  if (!options.pushPrompt) await answerPushPrompt(context, tokens.accessToken);
}

/**
 * The browser-push invitation already answered 'No, gracias' for the token's user, as the cookie
 * banner is accepted: a spec that is not about it does not find it over the page (e2e/push.spec.ts is).
 */
export async function answerPushPrompt(context: BrowserContext, accessToken: string) {
  let claims: { tenant?: string; sub?: string } = {};
  try {
    claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return;
  }
  const key = `bo_push_declined:${claims.tenant}:${claims.sub}`;
  await context.addInitScript((declined) => {
    try {
      localStorage.setItem(declined, 'e2e');
    } catch {
      // A page without storage (about:blank) has no prompt either.
    }
  }, key);
}

export async function signedIn(page: Page, baseURL: string, email: string, language: 'es' | 'en' = 'es') {
  const tokens = await apiLogin(page.request, email);
  await setSession(page.context(), baseURL, tokens);
  const url = new URL(baseURL);
  await page.context().addCookies([
    { name: 'bo_lang', value: language, domain: url.hostname, path: '/', sameSite: 'Lax' },
    { name: 'bo_cookie_consent', value: 'accepted', domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
  return tokens;
}

/**
 * A fresh order of the seller's for a demo customer (CAL-HID-25 in sacks, delivered today by the
 * delivery partner to the customer's first address), created through the API. Answers its id and
 * the seller's headers for further calls.
 */
export async function createSellerOrder(
  request: APIRequestContext,
  options: { seller?: string; customer?: string; extra?: Record<string, unknown> } = {},
) {
  const { accessToken } = await apiLogin(request, options.seller ?? 'seller@demo.local');
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const customers = await get<{ data: { id: string }[] }>(
    `/api/customers?searchParam=${encodeURIComponent(options.customer ?? 'Cerámica Industrial')}`,
  );
  const customer = customers.data[0]!;
  const [address] = await get<{ id: string }[]>(`/api/addresses/customer?customer=${customer.id}`);
  const products = await get<{ data: { id: string; reference: string }[] }>(
    '/api/products?active=true&q=CAL-HID-25',
  );
  const product = products.data.find((p) => p.reference === 'CAL-HID-25')!;
  const res = await request.post('/api/orders', {
    headers,
    data: {
      currency: 'USD',
      customer: { id: customer.id },
      items: [{ productId: product.id, presentation: 'BAG', quantity: '1000', targetPrice: '2.5' }],
      deliveryModel: 'DELIVERY_PARTNER',
      addressId: address!.id,
      deliveryDate: businessDay(),
      ...options.extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { data: { id: string }[] }).data[0]!.id, headers };
}
