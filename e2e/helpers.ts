/** Shared steps of the browser tests: sign in through the API (fast) and place the session cookies. */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

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
) {
  const url = new URL(baseURL);
  await context.addCookies([
    { name: 'bo_access', value: tokens.accessToken, domain: url.hostname, path: '/', sameSite: 'Lax' },
    { name: 'bo_refresh', value: tokens.refreshToken, domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
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
