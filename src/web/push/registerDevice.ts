/**
 * Subscribes this device for the signed-in user and saves the subscription on the server. A device
 * pushes for one user: a subscription left by someone else (a session that expired without a
 * sign-out) or made with another server key is ended and a new one made, so its old endpoint dies
 * at the push service and that user's messages stop arriving here.
 */
import type { PushSubscriptionBody } from '../../domain/push';
import { statusOf } from '../providers/apiErrors';
import {
  deviceOwner,
  type PushOwner,
  rememberDeviceOwner,
  SERVICE_WORKER_URL,
} from '../providers/devicePush';

export interface PushApi {
  getPushPublicKey(): Promise<string>;
  savePushSubscription(subscription: PushSubscriptionBody): Promise<unknown>;
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

const isOwnedBy = (subscription: PushSubscription, owner: PushOwner) => {
  const saved = deviceOwner();
  return (
    saved?.endpoint === subscription.endpoint &&
    saved.tenant === owner.tenant &&
    saved.userId === owner.userId
  );
};

async function freshSubscription(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Needs the notification permission granted; fails as the browser or the API does (callers swallow). */
export async function registerDevice(api: PushApi, owner: PushOwner): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(await api.getPushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (
    subscription &&
    (!sameBytes(subscription.options.applicationServerKey, key) || !isOwnedBy(subscription, owner))
  ) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await freshSubscription(registration, key);
  try {
    await api.savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  } catch (error) {
    // The endpoint is still another tenant's on the server: a new endpoint, saved once more.
    if (statusOf(error) !== 409) throw error;
    await subscription.unsubscribe();
    subscription = await freshSubscription(registration, key);
    await api.savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  }
  rememberDeviceOwner(owner, subscription.endpoint);
  return subscription;
}
