/**
 * The web app's service worker, served from the site's root so its scope is every page (never
 * cached by the server: a new version is picked up on the next visit). It does one thing: browser
 * push. A message the server pushed ({ title, body, url, tag }) becomes a system notification; a
 * click on it focuses an open window of the app and moves it to that page, or opens a new one.
 * It caches nothing and answers no request: the app works exactly as without it.
 */

/** Shown if a push service delivers a message without its content (the browser insists on one). */
const FALLBACK = {
  es: { title: 'Nueva notificación', body: 'Abre la aplicación para verla.' },
  en: { title: 'New notification', body: 'Open the app to see it.' },
};
const OPEN_MESSAGE = 'bo-push-open';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readMessage(data) {
  const fallback = FALLBACK[(self.navigator.language || 'es').startsWith('en') ? 'en' : 'es'];
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data ? data.text() : '' };
  }
  return {
    title: typeof message.title === 'string' && message.title ? message.title : fallback.title,
    body: typeof message.body === 'string' && message.body ? message.body : fallback.body,
    url: typeof message.url === 'string' ? message.url : '/',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
  };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

/** Only this site's own pages: anything else opens the home page. */
function pathOf(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

async function openPage(path) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(path);
  // The app moves itself (no reload): it listens for this message while signed in.
  open.postMessage({ type: OPEN_MESSAGE, url: path });
  return open.focus();
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pathOf(event.notification.data?.url)));
});
