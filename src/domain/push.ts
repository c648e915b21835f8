/**
 * Browser push: the subscription a browser hands over (the standard `PushSubscription.toJSON()`),
 * the device list, and what one push message carries to the service worker (public/sw.js).
 */
import { z } from 'zod';
import type { Notification } from './notifications';

/** Push services' endpoints are long capability URLs; 2 KB is far above any browser's. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

/** Hosts a push service may be reached at without TLS, outside production (tests' own service). */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may send to this endpoint: https to a named host (never an address literal or
 * a single-label name, which would point the server's requests into its own network); plain http
 * only to this machine, and only where `allowLocalHttp` (not in production).
 */
export function isAllowedPushEndpoint(value: string, allowLocalHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || /\s/.test(value)) return false;
  if (url.protocol === 'http:') return allowLocalHttp && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:') return false;
  if (allowLocalHttp && LOCAL_HOSTS.has(url.hostname)) return true;
  const host = url.hostname;
  const addressLiteral = host.startsWith('[') || /^[\d.]+$/.test(host);
  return !addressLiteral && host.includes('.') && host !== 'localhost';
}

/** The browser's P-256 public key: 65 bytes, uncompressed (first byte 0x04, so base64url 'B…'). */
const p256dhSchema = z
  .string({ error: 'validation.required' })
  .regex(/^B[A-Za-z0-9_-]{86}={0,1}$/, 'validation.push.p256dh');
/** The browser's authentication secret: 16 bytes in base64url. */
const authSecretSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[A-Za-z0-9_-]{22}(?:==)?$/, 'validation.push.auth');

/**
 * A browser's `PushSubscription` as JSON. Keys a future browser may add are ignored, not refused.
 * Which endpoints are accepted depends on the deployment (`allowLocalHttp` outside production).
 */
export function pushSubscriptionBodySchema(allowLocalHttp: boolean) {
  return z.object({
    endpoint: z
      .string({ error: 'validation.required' })
      .max(MAX_PUSH_ENDPOINT_LENGTH, 'validation.tooLong')
      .refine((v) => isAllowedPushEndpoint(v, allowLocalHttp), 'validation.push.endpoint'),
    /** When the push service will end the subscription (ms since the epoch), if it says. */
    expirationTime: z.number().int().min(0).nullable().optional(),
    keys: z.object({ p256dh: p256dhSchema, auth: authSecretSchema }, { error: 'validation.required' }),
  });
}
export type PushSubscriptionBody = z.infer<ReturnType<typeof pushSubscriptionBodySchema>>;

/** Which of the user's devices to forget: its endpoint (any string; unknown ones answer 404). */
export const pushEndpointBodySchema = z.object({
  endpoint: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(MAX_PUSH_ENDPOINT_LENGTH, 'validation.tooLong'),
});

export const pushPublicKeySchema = z.object({
  /** The server's VAPID public key (base64url), the browser's `applicationServerKey`. */
  publicKey: z.string(),
});

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  endpoint: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The last time the push service accepted a message for this device. */
  lastSuccessAt: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ data: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** What the service worker receives: it shows `title` and `body` and opens `url` on a click. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** One notification per bell item: a repeated send replaces instead of stacking. */
  tag: string;
}

/** A push message travels in one encrypted record of at most 4 KB: long texts are cut. */
const MAX_TITLE = 120;
const MAX_BODY = 600;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function pushMessageOf(notification: Notification): PushMessage {
  const orderId = notification.metadata.order?.id;
  const requestId = notification.metadata.priceRequest?.id;
  return {
    title: cut(notification.title, MAX_TITLE),
    body: cut(notification.message, MAX_BODY),
    url: orderId ? `/orders/${orderId}` : requestId ? `/price-request/${requestId}` : '/',
    tag: notification.id,
  };
}
