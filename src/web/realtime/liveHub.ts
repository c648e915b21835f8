/**
 * The tab's meeting point between its live connection and its screens: the connection state the
 * header shows, the events screens listen to, a "catch up" signal after a reconnection (events of
 * the gap were lost), and the orders the open pages watch. Part of the first download, so it holds
 * no socket code: the connection (liveConnection.ts, loaded after the first paint) feeds it.
 */
import type {
  ConnectionState,
  RealtimeEventName,
  RealtimeEventPayload,
  SocketError,
} from '../../domain/realtime';

export interface LiveStatus {
  state: ConnectionState;
  /** The last problem, shown while the connection is not up. */
  error: SocketError | null;
}

/** What the connection does for the hub: tell the server which order pages are open. */
export interface LiveLink {
  watch(orderId: string): void;
  unwatch(orderId: string): void;
}

type Handler<E extends RealtimeEventName> = (payload: RealtimeEventPayload<E>) => void;
type AnyHandler = (payload: unknown) => void;

const DISCONNECTED: LiveStatus = { state: 'disconnected', error: null };

let status: LiveStatus = DISCONNECTED;
const statusListeners = new Set<() => void>();
const handlers = new Map<RealtimeEventName, Set<AnyHandler>>();
const resyncListeners = new Set<() => void>();
/** Open pages per order (a page may mount twice), and whether the server admitted the watch. */
const watchers = new Map<string, number>();
const admitted = new Set<string>();
let link: LiveLink | null = null;

function changed(): void {
  for (const listener of [...statusListeners]) listener();
}

export const liveHub = {
  status: (): LiveStatus => status,

  setStatus(next: LiveStatus): void {
    if (next.state === status.state && next.error === status.error) return;
    if (next.state !== 'connected') admitted.clear();
    status = next;
    changed();
  },

  /** Listens to state and watch changes (useSyncExternalStore's subscribe). */
  subscribe(listener: () => void): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },

  on<E extends RealtimeEventName>(name: E, handler: Handler<E>): () => void {
    const set = handlers.get(name) ?? new Set<AnyHandler>();
    handlers.set(name, set);
    set.add(handler as AnyHandler);
    return () => set.delete(handler as AnyHandler);
  },

  dispatch<E extends RealtimeEventName>(name: E, payload: RealtimeEventPayload<E>): void {
    for (const handler of [...(handlers.get(name) ?? [])]) handler(payload);
  },

  /** After a reconnection: what the screens show may have changed unheard. */
  onResync(listener: () => void): () => void {
    resyncListeners.add(listener);
    return () => resyncListeners.delete(listener);
  },

  resync(): void {
    for (const listener of [...resyncListeners]) listener();
  },

  /** An order page is open: the server is asked (now or once connected) to send its changes. */
  watchOrder(orderId: string): () => void {
    const count = watchers.get(orderId) ?? 0;
    watchers.set(orderId, count + 1);
    if (count === 0) link?.watch(orderId);
    return () => {
      const left = (watchers.get(orderId) ?? 1) - 1;
      if (left > 0) {
        watchers.set(orderId, left);
        return;
      }
      watchers.delete(orderId);
      if (admitted.delete(orderId)) changed();
      link?.unwatch(orderId);
    };
  },

  watchedOrders: (): string[] => [...watchers.keys()],

  /** The server admitted (or refused) a watch; only an admitted one replaces the page's polling. */
  setWatchAdmitted(orderId: string, ok: boolean): void {
    const had = admitted.has(orderId);
    if (ok && watchers.has(orderId)) admitted.add(orderId);
    else admitted.delete(orderId);
    if (had !== admitted.has(orderId)) changed();
  },

  isWatched: (orderId: string): boolean => status.state === 'connected' && admitted.has(orderId),

  /** The connection plugs in (and out, when it closes). */
  attach(next: LiveLink): () => void {
    link = next;
    return () => {
      if (link === next) link = null;
    };
  },
};
