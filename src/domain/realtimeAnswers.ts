/**
 * What the socket server answers besides events: why it refused a connection (the `data.code` of
 * the client's connect error) or an order watch (the acknowledgement), and the typed events of both
 * directions. Codes, not texts: the web app says them with its own catalogue. No zod here, so the
 * browser's first download may import it.
 */
import type { RealtimeEventName, RealtimeEventPayload } from './realtime';

/**
 * - IDENTITY_REQUIRED: no access token in the handshake;
 * - TOKEN_EXPIRED / TOKEN_INVALID: the token is out of date, tampered with or not an access token;
 * - SESSION_ENDED: signed out, blocked, or the token's version is no longer the user's;
 * - TENANT_MISMATCH: the namespace's tenant is not the token's (or is not active);
 * - NAMESPACE_MISMATCH: the namespace's user is not the token's subject.
 */
export const SOCKET_REFUSALS = [
  'IDENTITY_REQUIRED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'SESSION_ENDED',
  'TENANT_MISMATCH',
  'NAMESPACE_MISMATCH',
] as const;
export type SocketRefusal = (typeof SOCKET_REFUSALS)[number];

export function isSocketRefusal(value: unknown): value is SocketRefusal {
  return typeof value === 'string' && (SOCKET_REFUSALS as readonly string[]).includes(value);
}

/**
 * The order page's watch: the same refusals as `GET /api/orders/{id}` (404, 403), a bad id, an
 * ended session, too many pages watched by one tab, or the server failing to check.
 */
export const WATCH_REFUSALS = [
  'BAD_REQUEST',
  'FORBIDDEN',
  'ORDER_FORBIDDEN',
  'NOT_FOUND',
  'SESSION_ENDED',
  'TOO_MANY_WATCHES',
  'UNAVAILABLE',
] as const;
export type WatchRefusal = (typeof WATCH_REFUSALS)[number];
export type WatchAnswer = { ok: true } | { ok: false; code: WatchRefusal };

/** The health ping's acknowledgement: the server's clock, for the curious. */
export interface PingAnswer {
  ok: true;
  at: number;
}

export type ServerToClientEvents = {
  [E in RealtimeEventName]: (payload: RealtimeEventPayload<E>) => void;
};

export interface ClientToServerEvents {
  ping: (ack: (answer: PingAnswer) => void) => void;
  'order:watch': (orderId: string, ack: (answer: WatchAnswer) => void) => void;
  'order:unwatch': (orderId: string, ack: (answer: WatchAnswer) => void) => void;
}
