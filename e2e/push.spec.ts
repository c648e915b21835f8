/**
 * Browser push in Chromium: the invitation after sign-in, its two answers, the service worker at
 * the site's root showing a pushed message, and the device saved and forgotten at sign-out.
 *
 * Playwright's browser contexts are incognito profiles, where Chromium has no Push API (its
 * subscribe() refuses) and no push service could be reached from here anyway. So the first test
 * follows the real browser to that refusal, which the app swallows; the device's lifecycle test
 * stands in for the browser's push service with a subscription made in the page (real P-256 keys,
 * an https endpoint), and everything after it — the API, the database, the sign-out — is real.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, setSession } from './helpers';

const PROMPT_ES = '¿Recibir notificaciones?';

async function signInForPrompt(page: Page, baseURL: string, email: string, language: 'es' | 'en' = 'es') {
  const tokens = await apiLogin(page.request, email);
  await setSession(page.context(), baseURL, tokens, { pushPrompt: true });
  const { hostname } = new URL(baseURL);
  await page.context().addCookies([
    { name: 'bo_lang', value: language, domain: hostname, path: '/', sameSite: 'Lax' },
    { name: 'bo_cookie_consent', value: 'accepted', domain: hostname, path: '/', sameSite: 'Lax' },
  ]);
  return tokens;
}

async function devicesOf(
  page: Page,
  email: string,
): Promise<{ endpoint: string; userAgent: string | null }[]> {
  const { accessToken } = await apiLogin(page.request, email);
  const res = await page.request.get('/api/push/subscriptions', {
    headers: { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { endpoint: string; userAgent: string | null }[] }).data;
}

/** Replaces the browser's push service: subscribe() hands out a subscription with real keys. */
async function standInPushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const p256dh = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = crypto.getRandomValues(new Uint8Array(16));
      const endpoint = `https://push.example.net/e2e/${crypto.randomUUID()}`;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: options?.applicationServerKey ?? null, userVisibleOnly: true },
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: { p256dh: toBase64Url(p256dh), auth: toBase64Url(auth) },
        }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      current = subscription as unknown as PushSubscription;
      return current;
    };
  });
}

test('the invitation after sign-in; the browser refusing to subscribe is swallowed', async ({
  page,
  context,
  baseURL,
}) => {
  await signInForPrompt(page, baseURL!, 'seller@demo.local');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/push/subscriptions')) saves.push(r.url());
  });
  await page.goto('/dashboard');
  const prompt = page.getByRole('dialog', { name: PROMPT_ES });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'No, gracias' })).toBeVisible();

  await context.grantPermissions(['notifications']);
  const publicKey = page.waitForResponse((r) => r.url().endsWith('/api/push/public-key'));
  await prompt.getByRole('button', { name: 'Sí, activar' }).click();
  await expect(prompt).toBeHidden();
  expect((await publicKey).status()).toBe(200);

  // The service worker is served from the root, allowed by the page's policy, and active.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state),
    )
    .toBe('activated');
  // What the app met: this browser refuses a push subscription.
  const refusal = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const key = new Uint8Array(65);
    return registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .then(() => 'subscribed')
      .catch((error: Error) => error.name);
  });
  expect(refusal).not.toBe('subscribed');
  expect(saves).toEqual([]);
  expect(await devicesOf(page, 'seller@demo.local')).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('welcome')).toBeVisible();

  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toContain('javascript');
});

test("'No, gracias' is remembered on the device; English texts", async ({ page, baseURL }) => {
  await signInForPrompt(page, baseURL!, 'seller@demo.local', 'en');
  await page.goto('/dashboard');
  const prompt = page.getByRole('dialog', { name: 'Receive notifications?' });
  await expect(prompt.getByRole('button', { name: 'Yes, turn on' })).toBeVisible();
  await prompt.getByRole('button', { name: 'No, thanks' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Receive notifications?' })).toHaveCount(0);
});

test('a device subscribed is saved for the user and forgotten when they sign out on it', async ({
  page,
  context,
  baseURL,
}) => {
  await standInPushService(context);
  await signInForPrompt(page, baseURL!, 'finance.credit@demo.local');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const prompt = page.getByRole('dialog', { name: PROMPT_ES });
  await expect(prompt).toBeVisible();
  // The person will say yes to the browser's own question.
  await context.grantPermissions(['notifications']);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/push/subscriptions'),
  );
  await prompt.getByRole('button', { name: 'Sí, activar' }).click();
  expect((await saved).status()).toBe(201);
  const [device, ...others] = await devicesOf(page, 'finance.credit@demo.local');
  expect(others).toEqual([]);
  expect(device!.endpoint).toMatch(/^https:\/\/push\.example\.net\/e2e\//);
  expect(device!.userAgent).toContain('Chrome');

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  expect((await logout).postDataJSON()).toMatchObject({ pushEndpoint: device!.endpoint });
  await expect(page).toHaveURL(/\/login$/);
  expect(await devicesOf(page, 'finance.credit@demo.local')).toEqual([]);
});

test('the service worker shows a pushed message as a notification carrying its order’s page', async ({
  page,
  context,
  baseURL,
}) => {
  const tokens = await apiLogin(page.request, 'seller@demo.local');
  await setSession(context, baseURL!, tokens);
  await context.grantPermissions(['notifications']);
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state),
    )
    .toBe('activated');

  // DevTools delivers a push to the registration, as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const orderPath = '/orders/5b0c3e62-4b8e-4d1f-9a57-0d8c1c2f7a11';
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'Orden liberada',
      body: 'Crédito liberó la orden 1042',
      url: orderPath,
      tag: 't1',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([{ title: 'Orden liberada', body: 'Crédito liberó la orden 1042', url: orderPath }]);
});
