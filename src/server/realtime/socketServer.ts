/**
 * socket.io on the API's own HTTP server (engine path SOCKET_ENGINE_PATH). Each signed-in tab opens
 * its namespace `/api/tenant/{tenant}/user/{userId}`, admitted by its access token, and sits in its
 * tenant's and user's rooms, plus those of the order pages it watches. The health ping answers by
 * acknowledgement.
 *
 * Between processes: a user's namespace exists only on the process the tab reached, so a broadcast
 * through namespaces cannot cross processes. Instead each event is delivered by the process that
 * publishes it to its own tabs and, with REDIS_URL, handed to every other process through the Redis
 * adapter of the main namespace (`serverSideEmit`), which each process delivers to its own tabs.
 * The tabs' namespaces keep the in-memory adapter: delivery to them is always local.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { type ExtendedError, type Namespace, Server, type Socket } from 'socket.io';
import { localeFromAcceptLanguage } from '../../domain/i18n';
import {
  CLIENT_EVENTS,
  type RealtimeEvent,
  SOCKET_ENGINE_PATH,
  SOCKET_NAMESPACE_PATTERN,
} from '../../domain/realtime';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SocketRefusal,
  WatchAnswer,
} from '../../domain/realtimeAnswers';
import type { AppContext } from '../context';
import { MAX_WATCHED_ORDERS, mayWatchOrder } from './orderWatch';
import type { RealtimePublisher, RealtimeTarget } from './publisher';
import { openRedisLink, type RedisLink } from './redisLink';
import { orderRoom, roomOf, tenantRoom, userRoom } from './rooms';
import { admit, type SocketIdentity, sessionStands } from './socketAdmission';

/** One event on its way to the tabs of every process. */
interface Delivery {
  tenantId: string;
  target: RealtimeTarget;
  event: RealtimeEvent;
}

interface ServerSideEvents {
  'realtime:deliver': (delivery: Delivery) => void;
}

type Io = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketIdentity>;
type Tabs = Namespace<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketIdentity>;
type TabSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketIdentity>;

/** Longest timer Node keeps (about 24 days); a view-as token lasts a week at most anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SocketServer {
  publisher: RealtimePublisher;
  /** Resolves once Redis's subscriptions are in force (at once without Redis). */
  ready(): Promise<void>;
  /** Drops every tab's connection (their clients reconnect elsewhere or later) and Redis. */
  close(): Promise<void>;
}

function refusal(code: SocketRefusal): ExtendedError {
  const error: ExtendedError = new Error(code);
  error.data = { code };
  return error;
}

/** Emits one event through a room selection; the switch keeps each name with its own payload type. */
function emitEvent(to: ReturnType<Tabs['to']>, event: RealtimeEvent): void {
  switch (event.name) {
    case 'notification:created':
      to.emit(event.name, event.payload);
      return;
    case 'queues:changed':
      to.emit(event.name, event.payload);
      return;
    case 'order:changed':
      to.emit(event.name, event.payload);
      return;
  }
}

export function startSocketServer(
  ctx: AppContext,
  httpServer: HttpServer,
  log: FastifyBaseLogger,
): SocketServer {
  let closing = false;
  const io: Io = new Server(httpServer, {
    path: SOCKET_ENGINE_PATH,
    serveClient: false,
    cleanupEmptyChildNamespaces: true,
    // Clients send ids and pings only.
    maxHttpBufferSize: 16 * 1024,
    // A process that is shutting down takes no new tabs: they reconnect to the next one.
    allowRequest: (_req, answer) => answer(null, !closing),
  });

  const redis: RedisLink | undefined = ctx.env.REDIS_URL
    ? openRedisLink(ctx.env.REDIS_URL, ctx.env.REALTIME_REDIS_CHANNEL, log)
    : undefined;
  if (redis) {
    // Until set otherwise, the server's adapter is socket.io's in-memory class.
    const InMemory = io.adapter() as new (nsp: Namespace) => Namespace['adapter'];
    const viaRedis = createAdapter(redis.pub, redis.sub, { key: ctx.env.REALTIME_REDIS_CHANNEL });
    // socket.io constructs the adapter with `new`, which an arrow function refuses.
    io.adapter(function adapterOf(nsp: Namespace) {
      return nsp.name === '/' ? viaRedis(nsp) : new InMemory(nsp);
    });
  }

  // The main namespace carries the processes' messages; no tab joins it.
  io.use((_socket, next) => next(refusal('NAMESPACE_MISMATCH')));

  const tabs: Tabs = io.of(SOCKET_NAMESPACE_PATTERN);
  tabs.use((socket, next) => {
    admit(ctx, socket.nsp.name, socket.handshake.auth)
      .then((admission) => {
        if (!admission.ok) {
          log.debug({ refusal: admission.refusal, namespace: socket.nsp.name }, 'socket refused');
          next(refusal(admission.refusal));
          return;
        }
        socket.data = admission.identity;
        next();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'socket admission failed');
        next(new Error('INTERNAL_ERROR'));
      });
  });
  tabs.on('connection', (socket) => {
    // socket.io drops a child namespace once its last connected socket leaves, even while another
    // handshake into it is still in the admission above: a socket admitted into a dropped namespace
    // would never hear a broadcast. Its transport is closed instead, and the client reconnects into
    // a namespace that is registered.
    if (io._nsps.get(socket.nsp.name) !== socket.nsp) {
      socket.conn.close();
      return;
    }
    onTab(ctx, socket, log);
  });

  const deliverHere = ({ tenantId, target, event }: Delivery) =>
    emitEvent(tabs.to(roomOf(tenantId, target)), event);
  io.of('/').on('realtime:deliver', deliverHere);

  const publisher: RealtimePublisher = {
    async publish(tenantId, target, event) {
      const delivery = { tenantId, target, event };
      deliverHere(delivery);
      if (!redis) return;
      // A publish queued while Redis is down would fail later, unseen: the other processes' tabs
      // miss this one event and catch up when they reconnect or poll.
      if (redis.isUp()) io.serverSideEmit('realtime:deliver', delivery);
      else log.warn({ event: event.name }, 'realtime: Redis down, event delivered to this process only');
    },
  };

  return {
    publisher,
    ready: async () => redis?.settled(),
    async close() {
      closing = true;
      // Closing the transports (not the namespaces) lets each client reconnect on its own.
      io.engine.close();
      io.of('/').adapter.close();
      await redis?.close();
    },
  };
}

function onTab(ctx: AppContext, socket: TabSocket, log: FastifyBaseLogger): void {
  const { tenant, claims, expiresAt } = socket.data;
  void socket.join([tenantRoom(tenant.id), userRoom(tenant.id, claims.sub)]);

  // The token ends, so does the socket: the client reconnects with its refreshed token.
  const expiry = setTimeout(
    () => socket.disconnect(true),
    Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - Date.now())),
  );
  expiry.unref();
  // Signed out, blocked or changed elsewhere: the socket ends too (the client's refresh then fails
  // and the tab signs out, as its next request would).
  const recheck = setInterval(() => {
    sessionStands(ctx, socket.data).then(
      (stands) => stands || socket.disconnect(true),
      (error: unknown) => log.warn({ err: error }, 'socket session check failed'),
    );
  }, ctx.env.REALTIME_SESSION_CHECK_SECONDS * 1000);
  recheck.unref();
  socket.on('disconnect', () => {
    clearTimeout(expiry);
    clearInterval(recheck);
  });

  socket.on(CLIENT_EVENTS.ping, (ack) => {
    if (typeof ack === 'function') ack({ ok: true, at: Date.now() });
  });

  const locale = localeFromAcceptLanguage(socket.handshake.headers['accept-language']);
  socket.on(CLIENT_EVENTS.watchOrder, (orderId, ack) => {
    if (typeof ack !== 'function') return;
    const watched = [...socket.rooms].filter((room) => room.startsWith('order:')).length;
    if (watched >= MAX_WATCHED_ORDERS) return ack({ ok: false, code: 'TOO_MANY_WATCHES' });
    mayWatchOrder(ctx, socket.data, orderId, locale)
      .then(async (answer): Promise<WatchAnswer> => {
        if (!answer.ok || !answer.orderId) return answer;
        await socket.join(orderRoom(tenant.id, answer.orderId));
        return { ok: true };
      })
      .then(ack, (error: unknown) => {
        log.error({ err: error }, 'order watch failed');
        ack({ ok: false, code: 'UNAVAILABLE' });
      });
  });
  socket.on(CLIENT_EVENTS.unwatchOrder, (orderId, ack) => {
    if (typeof orderId === 'string') void socket.leave(orderRoom(tenant.id, orderId));
    if (typeof ack === 'function') ack({ ok: true });
  });
}
