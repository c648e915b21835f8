/**
 * The live connection between a signed-in tab and the API: where it connects, its timing, the
 * states the header shows and the events the server sends. One contract for server and client.
 */
import { z } from 'zod';
import { notificationSchema } from './notifications';

/** socket.io's engine path on the API host (behind the same `/api` prefix a proxy forwards). */
export const SOCKET_ENGINE_PATH = '/api/socket.io';

/**
 * The namespace a tab joins: `/api/tenant/{tenant}/user/{userId}`. The server checks it against the
 * access token (tenant and subject); it is never trusted on its own.
 */
export function socketNamespace(tenant: string, userId: string): string {
  return `/api/tenant/${encodeURIComponent(tenant)}/user/${encodeURIComponent(userId)}`;
}
export const SOCKET_NAMESPACE_PATTERN = /^\/api\/tenant\/([a-z0-9-]+)\/user\/([0-9a-f-]{36})$/;

export const SOCKET_TIMING = {
  reconnectionAttempts: 5,
  reconnectionDelayMs: 1000,
  reconnectionDelayMaxMs: 5000,
  connectTimeoutMs: 20_000,
  ackTimeoutMs: 5000,
  /** The client's health ping (emit with acknowledgement) while connected. */
  pingEveryMs: 3000,
} as const;

export const CONNECTION_STATES = [
  'disconnected',
  'connecting',
  'connected',
  'reconnecting',
  'error',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** Socket error keys; their texts are the web catalogue's `realtime.errors.*`. */
export const SOCKET_ERRORS = [
  'identityRequired',
  'connectionTimeout',
  'reconnectionTimeout',
  'emitTimeout',
  'notConnected',
] as const;
export type SocketError = (typeof SOCKET_ERRORS)[number];

/** The parts of an order page an event can change; the page refetches only those. */
export const ORDER_SECTIONS = [
  'header',
  'items',
  'finance',
  'logistics',
  'documents',
  'comments',
  'history',
] as const;
export type OrderSection = (typeof ORDER_SECTIONS)[number];

export const realtimeEventSchemas = {
  /** To one user: a new notification and their unread total (the bell badge). */
  'notification:created': z.object({ notification: notificationSchema, unreadCount: z.number().int() }),
  /** To the tenant: counts of the queues, the pipeline or the calendar may have moved. */
  'queues:changed': z.object({ orderIds: z.array(z.uuid()).max(500) }),
  /** To the tabs watching an order: which sections to refetch and the order's new version. */
  'order:changed': z.object({
    orderId: z.uuid(),
    sections: z.array(z.enum(ORDER_SECTIONS)).min(1),
    version: z.number().int().optional(),
  }),
} as const;
export type RealtimeEventName = keyof typeof realtimeEventSchemas;
export type RealtimeEventPayload<E extends RealtimeEventName> = z.infer<(typeof realtimeEventSchemas)[E]>;
export type RealtimeEvent = {
  [E in RealtimeEventName]: { name: E; payload: RealtimeEventPayload<E> };
}[RealtimeEventName];

/** Client → server: the health ping (answered by its acknowledgement) and watching an order page. */
export const CLIENT_EVENTS = {
  ping: 'ping',
  watchOrder: 'order:watch',
  unwatchOrder: 'order:unwatch',
} as const;
