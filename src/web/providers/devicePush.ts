/**
 * The little of browser push that the frame and the sign-out need, small enough to ride in the
 * first download: whether this browser can push, this device's subscription, and what the device
 * remembers (who it pushes for, who declined). The prompt and the subscribing are in ../push (downloaded later).
 */

/** The service worker, at the site's root so its scope covers every page. */
export const SERVICE_WORKER_URL = '/sw.js';
/** A sign-out never waits on the browser longer than this to learn the device's endpoint. */
const LOOKUP_TIMEOUT_MS = 1000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This device's push subscription, or null (none, unsupported, or the browser too slow to say). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const lookup = navigator.serviceWorker
    .getRegistration('/')
    .then((registration) => registration?.pushManager.getSubscription() ?? null);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS));
  return Promise.race([lookup, timeout]).catch(() => null);
}

export interface PushOwner {
  tenant: string;
  userId: string;
}

const OWNER_KEY = 'bo_push_owner';
const declinedKey = (owner: PushOwner) => `bo_push_declined:${owner.tenant}:${owner.userId}`;

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the device only forgets, nothing breaks.
  }
}

/** Who this device's subscription was saved for, with its endpoint. */
export function deviceOwner(): (PushOwner & { endpoint: string }) | null {
  try {
    return JSON.parse(readStorage(OWNER_KEY) ?? 'null') as (PushOwner & { endpoint: string }) | null;
  } catch {
    return null;
  }
}
export const rememberDeviceOwner = (owner: PushOwner, endpoint: string) =>
  writeStorage(OWNER_KEY, JSON.stringify({ tenant: owner.tenant, userId: owner.userId, endpoint }));
export const forgetDeviceOwner = () => writeStorage(OWNER_KEY, null);

/** 'No, gracias' is remembered per user on this device: the prompt does not come back for them. */
export const hasDeclined = (owner: PushOwner) => readStorage(declinedKey(owner)) !== null;
export const rememberDecline = (owner: PushOwner) =>
  writeStorage(declinedKey(owner), new Date().toISOString());

/**
 * At sign-out: the endpoint to send with it (the server forgets the device for the user), and the
 * browser's subscription ended too, so nothing more arrives here even if that request failed.
 */
export async function releaseDevice(): Promise<{ endpoint?: string; unsubscribe: () => void }> {
  const subscription = await deviceSubscription();
  return {
    endpoint: subscription?.endpoint,
    unsubscribe: () => {
      forgetDeviceOwner();
      subscription?.unsubscribe().catch(() => undefined);
    },
  };
}

/** What the service worker posts when a notification is clicked in an open window. */
export const OPEN_MESSAGE = 'bo-push-open';

/** The in-app path of such a message, or null: only this site's own paths are followed. */
export function pathToOpen(data: unknown): string | null {
  const message = data as { type?: unknown; url?: unknown } | null;
  if (message?.type !== OPEN_MESSAGE || typeof message.url !== 'string') return null;
  const url = message.url;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
