// @vitest-environment jsdom
/** Signing out on a device that receives push: the server is told its endpoint, the browser ends it. */
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../src/web/providers/authProvider';
import { createHttpClient } from '../../../src/web/providers/httpClient';
import { session } from '../../../src/web/providers/session';
import { accessToken, clearCookies } from '../tokens';
import { type FakeBrowserPush, fakeSubscription, installBrowserPush } from './fakeBrowserPush';

const BASE = 'http://localhost:3000/api';
const server = setupServer();
let browser: FakeBrowserPush;
let sent: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sent = [];
  session.store({ accessToken: accessToken(), refreshToken: 'r9' });
  server.use(
    mock.post(`${BASE}/auth/logout`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'ok' });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  browser?.uninstall();
});

const signOut = () =>
  createAuthProvider(
    createHttpClient({ baseURL: BASE, tenant: () => 'main', onSessionEnd: () => {}, sleep: async () => {} }),
  ).logout({});

describe('signing out', () => {
  it('sends this device’s endpoint with the sign-out and ends the browser’s subscription', async () => {
    browser = installBrowserPush({ permission: 'granted' });
    browser.registered.push('/sw.js');
    const subscription = fakeSubscription(null);
    browser.current = subscription;
    localStorage.setItem(
      'bo_push_owner',
      JSON.stringify({ tenant: 'main', userId: 'u1', endpoint: subscription.endpoint }),
    );

    expect(await signOut()).toBe('/login');
    expect(sent).toEqual([{ refreshToken: 'r9', pushEndpoint: subscription.endpoint }]);
    expect(subscription.unsubscribed).toBe(true);
    expect(localStorage.getItem('bo_push_owner')).toBeNull();
    expect(session.hasTokens()).toBe(false);
  });

  it('sends no endpoint from a device without a subscription', async () => {
    browser = installBrowserPush({ permission: 'default' });
    await signOut();
    expect(sent).toEqual([{ refreshToken: 'r9' }]);
  });
});
