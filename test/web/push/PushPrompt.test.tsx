// @vitest-environment jsdom
/**
 * The push prompt as the frame mounts it, for a signed-in user, against an msw fake of /api/push
 * and a fake of the browser's push (jsdom has none): when it shows, what each answer does, and
 * that failures of the browser or the API are swallowed.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import { pushDeviceSchema, pushPublicKeySchema } from '../../../src/domain/push';
import { DevicePush } from '../../../src/web/push/DevicePush';
import { base64UrlToBytes } from '../../../src/web/push/registerDevice';
import { answer, refusal } from '../support/apiAnswers';
import { currentPath, renderAdmin } from '../support/renderAdmin';
import { type FakeBrowserPush, fakeSubscription, installBrowserPush } from './fakeBrowserPush';

const PUBLIC_KEY = `B${'q'.repeat(86)}`;
const USER_ID = '11111111-1111-4111-8111-111111111111';
const DECLINED_KEY = `bo_push_declined:main:${USER_ID}`;

const server = setupServer();
let browser: FakeBrowserPush;
let saved: unknown[];
let saveStatus: number[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  saved = [];
  saveStatus = [];
  server.use(
    mock.get('/api/push/public-key', () => answer(pushPublicKeySchema, { publicKey: PUBLIC_KEY })),
    mock.post('/api/push/subscriptions', async ({ request }) => {
      const body = (await request.json()) as { endpoint: string };
      saved.push(body);
      const status = saveStatus.shift() ?? 201;
      if (status === 409) return refusal(409, 'CONFLICT', 'Este dispositivo ya recibe notificaciones');
      if (status >= 500) return refusal(status, 'INTERNAL_ERROR', 'Ocurrió un error inesperado');
      return answer(
        pushDeviceSchema,
        {
          id: crypto.randomUUID(),
          endpoint: body.endpoint,
          userAgent: null,
          createdAt: new Date().toISOString(),
          lastSuccessAt: null,
        },
        { status },
      );
    }),
  );
});
afterEach(() => {
  // Unmounted while the fake browser is still there, then the fake removed.
  cleanup();
  server.resetHandlers();
  browser?.uninstall();
});

function renderFrame(locale: Locale = 'es') {
  return renderAdmin(<DevicePush />, {
    path: '/',
    locale,
    viewer: { role: 'seller', permissions: ['ORDER_LISTING_READ'] },
  });
}

const prompt = () => screen.findByRole('dialog', { name: '¿Recibir notificaciones?' });

describe('the prompt', () => {
  it('asks in Spanish once the user is signed in and the browser has not been asked', async () => {
    browser = installBrowserPush();
    renderFrame();
    const dialog = await prompt();
    expect(dialog.textContent).toContain(
      'Te avisaremos cuando tus órdenes cambien, aunque no tengas esta pestaña abierta.',
    );
    expect(screen.getByRole('button', { name: 'No, gracias' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sí, activar' })).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('asks in English', async () => {
    browser = installBrowserPush();
    renderFrame('en');
    await screen.findByRole('dialog', { name: 'Receive notifications?' });
    expect(screen.getByRole('button', { name: 'No, thanks' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, turn on' })).toBeTruthy();
  });

  it("'Sí, activar' asks the browser, subscribes with the server's key and saves the device", async () => {
    browser = installBrowserPush({ answer: 'granted' });
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, activar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.registered).toEqual(['/sw.js']);
    expect([...browser.subscribeKeys[0]!]).toEqual([...base64UrlToBytes(PUBLIC_KEY)]);
    expect(saved[0]).toEqual(browser.current!.toJSON());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('bo_push_owner')!)).toEqual({
      tenant: 'main',
      userId: USER_ID,
      endpoint: browser.current!.endpoint,
    });
  });

  it("'No, gracias' closes it for good on this device: no permission asked, nothing saved", async () => {
    browser = installBrowserPush();
    const first = renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(DECLINED_KEY)).not.toBeNull();
    first.unmount();

    renderFrame();
    // The frame is up (its route renders) and the prompt does not come back.
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('is not shown where the browser already said no, nor where it cannot push', async () => {
    browser = installBrowserPush({ permission: 'denied' });
    const denied = renderFrame();
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    denied.unmount();
    browser.uninstall();

    // jsdom as it is: no service worker, no PushManager.
    renderFrame();
    await screen.findByTestId('location');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved).toEqual([]);
  });
});

describe('a device already allowed', () => {
  it('is subscribed again silently for the user who signs in', async () => {
    browser = installBrowserPush({ permission: 'granted' });
    renderFrame();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('gets a new subscription when the one it has was made for someone else', async () => {
    browser = installBrowserPush({ permission: 'granted' });
    const previous = fakeSubscription(base64UrlToBytes(PUBLIC_KEY));
    browser.current = previous;
    localStorage.setItem(
      'bo_push_owner',
      JSON.stringify({ tenant: 'main', userId: 'someone-else', endpoint: previous.endpoint }),
    );
    renderFrame();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(previous.unsubscribed).toBe(true);
    expect((saved[0] as { endpoint: string }).endpoint).not.toBe(previous.endpoint);
  });

  it('keeps its subscription when it is the same user’s', async () => {
    browser = installBrowserPush({ permission: 'granted' });
    const mine = fakeSubscription(base64UrlToBytes(PUBLIC_KEY));
    browser.current = mine;
    localStorage.setItem(
      'bo_push_owner',
      JSON.stringify({ tenant: 'main', userId: USER_ID, endpoint: mine.endpoint }),
    );
    renderFrame();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(mine.unsubscribed).toBe(false);
    expect((saved[0] as { endpoint: string }).endpoint).toBe(mine.endpoint);
  });

  it('subscribes afresh when the server says the endpoint is another tenant’s (409)', async () => {
    browser = installBrowserPush({ permission: 'granted' });
    saveStatus = [409];
    renderFrame();
    await waitFor(() => expect(saved).toHaveLength(2));
    const [first, second] = saved as { endpoint: string }[];
    expect(second!.endpoint).not.toBe(first!.endpoint);
  });
});

describe('failures are swallowed', () => {
  it('the push service refusing to subscribe: nothing saved, nothing shown', async () => {
    browser = installBrowserPush({ answer: 'granted' });
    browser.failSubscribe = true;
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, activar' }));
    await waitFor(() => expect(browser.subscribeKeys).toHaveLength(1));
    expect(saved).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the API failing: no message, the prompt gone', async () => {
    browser = installBrowserPush({ answer: 'granted' });
    saveStatus = [500];
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, activar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the browser permission refused: nothing subscribed', async () => {
    browser = installBrowserPush({ answer: 'denied' });
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, activar' }));
    await waitFor(() => expect(browser.requestPermission).toHaveBeenCalled());
    expect(browser.subscribeKeys).toEqual([]);
    expect(saved).toEqual([]);
  });
});

describe('a click on a pushed notification', () => {
  it('moves the open window to its page', async () => {
    browser = installBrowserPush({ permission: 'denied' });
    renderFrame();
    await waitFor(() => expect(browser.listeners).toHaveLength(1));
    const orderPath = '/orders/5b0c3e62-4b8e-4d1f-9a57-0d8c1c2f7a11';
    browser.listeners[0]!(new MessageEvent('message', { data: { type: 'bo-push-open', url: orderPath } }));
    await waitFor(() => expect(currentPath()).toBe(orderPath));
    browser.listeners[0]!(
      new MessageEvent('message', { data: { type: 'bo-push-open', url: '//evil.example.com' } }),
    );
    browser.listeners[0]!(new MessageEvent('message', { data: { type: 'other', url: '/users' } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentPath()).toBe(orderPath);
  });
});
