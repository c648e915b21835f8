/**
 * What screens use of the live connection: its state, whether it is up (their polling is the
 * fallback while it is not), its events, the catch-up signal after a reconnection, and the watch of
 * an open order page.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEventName, RealtimeEventPayload } from '../../domain/realtime';
import { type LiveStatus, liveHub } from './liveHub';

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveHub.subscribe, liveHub.status, liveHub.status);
}

/** True while the socket is connected: events arrive, polling may rest. */
export function useLiveConnected(): boolean {
  const read = () => liveHub.status().state === 'connected';
  return useSyncExternalStore(liveHub.subscribe, read, read);
}

/** Calls the latest `handler` for each event of `name` while mounted. */
export function useLiveEvent<E extends RealtimeEventName>(
  name: E,
  handler: (payload: RealtimeEventPayload<E>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => liveHub.on(name, (payload) => latest.current(payload)), [name]);
}

/** Calls the latest `handler` after each reconnection (events of the gap were lost). */
export function useLiveResync(handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => liveHub.onResync(() => latest.current()), []);
}

/** Whether the server sends this order's changes now (a part of the page that watches nothing itself). */
export function useOrderIsLive(orderId: string | undefined): boolean {
  const read = () => (orderId ? liveHub.isWatched(orderId) : false);
  return useSyncExternalStore(liveHub.subscribe, read, read);
}

/** Watches an order while mounted; true once the server sends its changes (polling may rest). */
export function useWatchedOrder(orderId: string | undefined): boolean {
  useEffect(() => (orderId ? liveHub.watchOrder(orderId) : undefined), [orderId]);
  return useOrderIsLive(orderId);
}
