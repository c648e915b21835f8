/**
 * The service worker (public/sw.js) run against a fake worker scope: a push becomes a system
 * notification with the message's texts; a click focuses an open window of the app and moves it to
 * the notification's page, or opens one; only this site's own paths are ever opened.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const SOURCE = readFileSync(join(__dirname, '../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://bo.example.com';

interface FakeWindow {
  url: string;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

type Handler = (event: Record<string, unknown>) => void;

function startWorker({ windows = [] as FakeWindow[], language = 'es-MX' } = {}) {
  const handlers = new Map<string, Handler>();
  const scope = {
    navigator: { language },
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', SOURCE)(scope);
  /** Dispatches an event and waits for what it asked the browser to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { scope, dispatch };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => String(value),
});

const openWindow = (path: string): FakeWindow => ({
  url: `${ORIGIN}${path}`,
  postMessage: vi.fn(),
  focus: vi.fn(async () => undefined),
});

describe('a push', () => {
  it('shows the message as a system notification, its page kept for the click', async () => {
    const { scope, dispatch } = startWorker();
    await dispatch('push', {
      data: pushData({
        title: 'Orden liberada',
        body: 'La orden 1042 fue liberada',
        url: '/orders/42',
        tag: 'n1',
      }),
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Orden liberada', {
      body: 'La orden 1042 fue liberada',
      tag: 'n1',
      data: { url: '/orders/42' },
    });
  });

  it('without readable content still shows something, in the browser’s language', async () => {
    const es = startWorker();
    await es.dispatch('push', { data: null });
    expect(es.scope.registration.showNotification).toHaveBeenCalledWith(
      'Nueva notificación',
      expect.objectContaining({ body: 'Abre la aplicación para verla.', data: { url: '/' } }),
    );
    const en = startWorker({ language: 'en-US' });
    await en.dispatch('push', { data: pushData('{not json') });
    expect(en.scope.registration.showNotification).toHaveBeenCalledWith(
      'New notification',
      expect.objectContaining({ body: '{not json' }),
    );
  });
});

describe('a click on the notification', () => {
  const click = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

  it('moves an open window of the app to the page and focuses it', async () => {
    const window = openWindow('/dashboard');
    const { scope, dispatch } = startWorker({ windows: [window] });
    const event = click('/orders/42');
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(window.postMessage).toHaveBeenCalledWith({ type: 'bo-push-open', url: '/orders/42' });
    expect(window.focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the page when no window of the app is open', async () => {
    const other = { ...openWindow('/'), url: 'https://elsewhere.example.com/' };
    const { scope, dispatch } = startWorker({ windows: [other] });
    await dispatch('notificationclick', click('/orders/42'));
    expect(scope.clients.openWindow).toHaveBeenCalledWith('/orders/42');
    expect(other.postMessage).not.toHaveBeenCalled();
  });

  it.each([['https://evil.example.com/x'], ['//evil.example.com/x'], [undefined]])(
    'opens the home page for %s',
    async (url) => {
      const { scope, dispatch } = startWorker();
      await dispatch('notificationclick', click(url));
      expect(scope.clients.openWindow).toHaveBeenCalledWith('/');
    },
  );
});
