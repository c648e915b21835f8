/**
 * Who receives a live event: one user, every user of a tenant, or the tabs watching one order.
 * The socket server implements it (with the Redis adapter, across processes); without one, events
 * are dropped: the web app falls back to polling when its socket is down.
 */
import type { RealtimeEvent } from '../../domain/realtime';

export type RealtimeTarget = { userId: string } | { tenant: true } | { orderId: string };

export interface RealtimePublisher {
  publish(tenantId: string, target: RealtimeTarget, event: RealtimeEvent): Promise<void>;
}

export const silentPublisher: RealtimePublisher = {
  publish: async () => {},
};
