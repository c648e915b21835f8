/**
 * The tab's one socket (socket.io-client, loaded after the first paint): its namespace from the
 * token's tenant and subject, the token itself in the handshake (read again at every attempt, so a
 * reconnection carries the refreshed one), the seeds' timing, and the five states for the header.
 * Events are checked against their schemas before the screens hear them. While connected a health
 * ping goes every 3 s; an unanswered one closes the transport so reconnection starts at once
 * instead of after socket.io's own 45 s heartbeat. After the five attempts give up, the tab tries
 * again when it comes back online or to the foreground, or a minute later (polling covers the gap).
 */
import { io, type Socket } from 'socket.io-client';
import {
  CLIENT_EVENTS,
  type RealtimeEventName,
  realtimeEventSchemas,
  SOCKET_ENGINE_PATH,
  SOCKET_TIMING,
  type SocketError,
  socketNamespace,
} from '../../domain/realtime';
import {
  type ClientToServerEvents,
  isSocketRefusal,
  type ServerToClientEvents,
} from '../../domain/realtimeAnswers';
import { type LiveStatus, liveHub } from './liveHub';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** After the reconnection attempts gave up, the next try on its own. */
export const RETRY_AFTER_GIVING_UP_MS = 60_000;

export interface LiveConnectionOptions {
  tenant: string;
  userId: string;
  /** The access token in force now (the handshake asks at every attempt). */
  token: () => string | undefined;
  /** The server found the token expired: refresh it (the session's change then reconnects). */
  refreshSession: () => Promise<boolean>;
  /** The API's origin (default: this page's). */
  origin?: string;
  /**
   * This connection replaces one that was up (a new token): events may have come in between, so
   * its first connection, too, tells the screens to read again.
   */
  catchUp?: boolean;
}

export interface LiveConnection {
  close(): void;
}

/** A failed acknowledged emit, in the words the header can say. */
export class LiveEmitError extends Error {
  constructor(readonly reason: SocketError) {
    super(reason);
    this.name = 'LiveEmitError';
  }
}

const EVENT_NAMES = Object.keys(realtimeEventSchemas) as RealtimeEventName[];

export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const origin = options.origin ?? window.location.origin;
  const set = (state: LiveStatus['state'], error: SocketError | null = liveHub.status().error) =>
    liveHub.setStatus({ state, error });

  const socket: LiveSocket = io(`${origin}${socketNamespace(options.tenant, options.userId)}`, {
    path: SOCKET_ENGINE_PATH,
    auth: (send) => send({ token: options.token() ?? '' }),
    reconnectionAttempts: SOCKET_TIMING.reconnectionAttempts,
    reconnectionDelay: SOCKET_TIMING.reconnectionDelayMs,
    reconnectionDelayMax: SOCKET_TIMING.reconnectionDelayMaxMs,
    timeout: SOCKET_TIMING.connectTimeoutMs,
    ackTimeout: SOCKET_TIMING.ackTimeoutMs,
    autoConnect: false,
    // A connection of its own: a new session never inherits the previous one's manager.
    forceNew: true,
  });

  let closed = false;
  let everConnected = options.catchUp ?? false;
  let pinging = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  /** An emit the server acknowledges, within the ack timeout; refused at once when not connected. */
  async function request<A>(send: (timed: LiveSocket) => Promise<A>): Promise<A> {
    if (!socket.connected) throw new LiveEmitError('notConnected');
    try {
      return await send(socket.timeout(SOCKET_TIMING.ackTimeoutMs));
    } catch {
      throw new LiveEmitError(socket.connected ? 'emitTimeout' : 'notConnected');
    }
  }

  function ping(): void {
    if (pinging || !socket.connected) return;
    pinging = true;
    request((timed) => timed.emitWithAck(CLIENT_EVENTS.ping))
      .catch((error: unknown) => {
        if (!(error instanceof LiveEmitError) || error.reason !== 'emitTimeout') return;
        set('reconnecting', 'emitTimeout');
        // The connection is dead in all but name: drop it and let reconnection begin.
        socket.io.engine?.close();
      })
      .finally(() => {
        pinging = false;
      });
  }

  function watch(orderId: string): void {
    request((timed) => timed.emitWithAck(CLIENT_EVENTS.watchOrder, orderId))
      .then((answer) => liveHub.setWatchAdmitted(orderId, answer.ok))
      .catch(() => liveHub.setWatchAdmitted(orderId, false));
  }

  const detach = liveHub.attach({
    watch: (orderId) => socket.connected && watch(orderId),
    unwatch: (orderId) => {
      if (socket.connected)
        void request((timed) => timed.emitWithAck(CLIENT_EVENTS.unwatchOrder, orderId)).catch(() => {});
    },
  });

  for (const name of EVENT_NAMES) {
    socket.on(name, (payload: unknown) => {
      const parsed = realtimeEventSchemas[name].safeParse(payload);
      if (parsed.success) liveHub.dispatch(name, parsed.data);
    });
  }

  socket.on('connect', () => {
    set('connected', null);
    for (const orderId of liveHub.watchedOrders()) watch(orderId);
    if (everConnected) liveHub.resync();
    everConnected = true;
    clearInterval(pingTimer);
    pingTimer = setInterval(ping, SOCKET_TIMING.pingEveryMs);
  });

  socket.on('disconnect', (reason) => {
    clearInterval(pingTimer);
    if (closed) return;
    if (reason === 'io server disconnect') {
      // The server ended the session's socket (its token ran out): refresh if needed, then again.
      set('reconnecting');
      void options.refreshSession().then((ok) => {
        if (ok && !closed) socket.connect();
      });
      return;
    }
    // socket.io reconnects by itself from here.
    set('reconnecting');
  });

  socket.on('connect_error', (error: Error & { data?: { code?: unknown } }) => {
    if (closed) return;
    const refusal = error.data?.code;
    if (socket.active) {
      // A network failure: socket.io goes on trying by itself.
      if (error.message === 'timeout') set(liveHub.status().state, 'connectionTimeout');
      return;
    }
    // The server answered, and no: socket.io does not try again on its own.
    if (refusal === 'TOKEN_EXPIRED') {
      set('connecting', null);
      void options.refreshSession();
    } else if (isSocketRefusal(refusal)) {
      set('error', 'identityRequired');
    } else {
      // The server could not check (its database away): later, as after giving up.
      set('error', null);
      retryLater();
    }
  });

  socket.io.on('reconnect_attempt', () => set('reconnecting'));
  function retryLater(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(tryAgain, RETRY_AFTER_GIVING_UP_MS);
  }
  socket.io.on('reconnect_failed', () => {
    set('error', 'reconnectionTimeout');
    retryLater();
  });

  function tryAgain(): void {
    if (closed || socket.connected || liveHub.status().state !== 'error') return;
    clearTimeout(retryTimer);
    set('connecting');
    socket.connect();
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') tryAgain();
  };
  window.addEventListener('online', tryAgain);
  document.addEventListener('visibilitychange', onVisible);

  set('connecting', null);
  socket.connect();

  return {
    close() {
      if (closed) return;
      closed = true;
      clearInterval(pingTimer);
      clearTimeout(retryTimer);
      window.removeEventListener('online', tryAgain);
      document.removeEventListener('visibilitychange', onVisible);
      detach();
      socket.disconnect();
      socket.removeAllListeners();
      set('disconnected', null);
    },
  };
}
