/**
 * The rooms a socket sits in: its tenant's, its user's and those of the order pages it watches.
 * Names carry the tenant, so no target can reach another tenant's sockets even by a shared id.
 */
import type { RealtimeTarget } from './publisher';

export const tenantRoom = (tenantId: string) => `tenant:${tenantId}`;
export const userRoom = (tenantId: string, userId: string) => `user:${tenantId}:${userId}`;
export const orderRoom = (tenantId: string, orderId: string) => `order:${tenantId}:${orderId}`;

export function roomOf(tenantId: string, target: RealtimeTarget): string {
  if ('userId' in target) return userRoom(tenantId, target.userId);
  if ('orderId' in target) return orderRoom(tenantId, target.orderId);
  return tenantRoom(tenantId);
}
