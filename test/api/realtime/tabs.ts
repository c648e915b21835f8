/**
 * Real sockets against a listening test app, as a browser tab opens them: socket.io-client on the
 * namespace of a tenant and user with an access token. Plus the waits the tests need, each settled
 * by an event (never by elapsed time), and a user's id by e-mail.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { type RealtimeEventName, SOCKET_ENGINE_PATH, socketNamespace } from '../../../src/domain/realtime';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SocketRefusal,
} from '../../../src/domain/realtimeAnswers';
import { type Database, rowsOf } from '../../../src/server/db/client';
import { login, type TestContext } from '../../helpers/testApp';

export type Tab = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free port of 127.0.0.1 and answers the app's base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

export interface TabOptions {
  tenant: string;
  userId: string;
  token?: string;
  /** Another namespace than the tenant's and user's (the main one, a malformed one). */
  namespace?: string;
}

/** A tab's socket, not connected yet (no reconnection: each test decides what happens next). */
export function openTab(baseUrl: string, options: TabOptions): Tab {
  const namespace = options.namespace ?? socketNamespace(options.tenant, options.userId);
  return io(`${baseUrl}${namespace}`, {
    path: SOCKET_ENGINE_PATH,
    auth: options.token ? { token: options.token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

export type Outcome = { connected: true } | { connected: false; refusal: SocketRefusal | string };

/** Connects and answers whether the server admitted the tab, or its refusal code. */
export function connectTab(baseUrl: string, options: TabOptions): Promise<{ tab: Tab; outcome: Outcome }> {
  const tab = openTab(baseUrl, options);
  return new Promise((resolve) => {
    tab.once('connect', () => resolve({ tab, outcome: { connected: true } }));
    tab.once('connect_error', (error: Error & { data?: { code?: string } }) => {
      resolve({ tab, outcome: { connected: false, refusal: error.data?.code ?? error.message } });
    });
  });
}

/** A tab the server admitted (fails the test otherwise). */
export async function admittedTab(baseUrl: string, options: TabOptions): Promise<Tab> {
  const { tab, outcome } = await connectTab(baseUrl, options);
  if (!outcome.connected) throw new Error(`tab refused: ${outcome.refusal}`);
  return tab;
}

/**
 * Everything a tab receives, in order, and a wait for the next event of a name not yet taken.
 * Events that arrived before the wait count, so a wait never misses one that came early.
 */
export function recorder(tab: Tab) {
  const received: { name: string; payload: unknown }[] = [];
  const taken = new Set<number>();
  const attempts = new Set<() => void>();
  tab.onAny((name: string, payload: unknown) => {
    received.push({ name, payload });
    for (const attempt of [...attempts]) attempt();
  });
  const take = (name: string) => {
    const index = received.findIndex((r, i) => !taken.has(i) && r.name === name);
    if (index < 0) return undefined;
    taken.add(index);
    return received[index];
  };
  return {
    names: () => received.map((r) => r.name),
    next<T = unknown>(name: RealtimeEventName): Promise<T> {
      return new Promise<T>((resolve) => {
        const attempt = () => {
          const found = take(name);
          if (!found) return;
          attempts.delete(attempt);
          resolve(found.payload as T);
        };
        attempts.add(attempt);
        attempt();
      });
    },
  };
}

export async function userIdOf(database: Database, email: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from users where email = ${email}`),
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function tenantIdOf(database: Database, slug: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from tenants where slug = ${slug}`),
  );
  if (!row) throw new Error(`no tenant ${slug}`);
  return row.id;
}

/** Closes tabs (their server side ends on its own). */
export function closeTabs(...tabs: Tab[]): void {
  for (const tab of tabs) tab.disconnect();
}

/** A user's tab after a password sign-in, admitted by the server; kept in `opened` for closing. */
export async function signedInTab(
  t: TestContext,
  baseUrl: string,
  opened: Tab[],
  email: string,
  tenant = 'main',
): Promise<Tab> {
  const { accessToken } = await login(t.app, email, tenant);
  const tab = await admittedTab(baseUrl, {
    tenant,
    userId: await userIdOf(t.database, email),
    token: accessToken,
  });
  opened.push(tab);
  return tab;
}
