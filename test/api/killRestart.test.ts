/**
 * The kill test: a real server process (src/server/main.ts through tsx) is killed with SIGKILL in
 * the middle of a burst of multi-order creations, started again on the same data, and the data
 * must hold whatever was in flight: every order whose creation was acknowledged (201) is there,
 * and no order is half-written (each has its items, its 'created' timeline row, its proforma row
 * and its number; every multi-order group is whole; numbers run on without a gap).
 *
 * The kill does not depend on timing: eight clients keep one creation each in flight, and the
 * process is killed when the K-th acknowledgement arrives, so the other seven are outstanding
 * then. Embedded PGlite on a data folder of its own by default; with DATABASE_URL, PostgreSQL on
 * a fresh database copied from the test template.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated, OrderCreationInput } from '../../src/domain/orders';
import { type Database, openDatabase, pgliteDir, rowsOf } from '../../src/server/db/client';
import { validOrderPayload } from '../helpers/orders';
import { seededDataDir } from '../helpers/serverProcess';
import { createTestApp, login, type Session, TEST_JWT_SECRET, type TestContext } from '../helpers/testApp';

const CLIENTS = 8;
/** The acknowledgement that triggers the kill. */
const KILL_AT = 12;
const DAYS_PER_ORDER = 3;

let t: TestContext;
let seller: Session;
let payload: OrderCreationInput;
let dataDir: string;
let server: ChildProcess | undefined;

/** The server's process group (detached): the signal reaches the server and anything it started. */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name);
  } catch {
    // Already gone.
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts the server on the test's data and answers its base URL once it listens. */
async function startServer(): Promise<string> {
  // `npx tsx src/server/main.ts` without npx's and tsx's wrapper processes: the process killed is
  // the server itself, and each start costs a few seconds less.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIR: join(dataDir, 'no-web'),
      NODE_ENV: 'production',
    },
  });
  server = child;
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Back-office running at (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function create(base: string): Promise<Response> {
  return fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tenant': seller.tenant,
      authorization: `Bearer ${seller.accessToken}`,
    },
    body: JSON.stringify(payload),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await login(t.app, 'seller@demo.local');
  const single = await validOrderPayload(t.app, seller);
  const day = single.deliveryDate;
  payload = {
    ...single,
    isMultiOrder: true,
    numberOfAdditionalOrders: String(DAYS_PER_ORDER - 1),
    deliveryDates: Array.from({ length: DAYS_PER_ORDER }, () => day),
  } as OrderCreationInput;
  dataDir = await seededDataDir(t, 'bo-kill-');
}, 60_000);

afterAll(async () => {
  if (server) {
    signal(server, 'SIGKILL');
    await exited(server);
  }
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The database the server used, opened here once the server is stopped (PGlite) or beside it. */
async function openServerData(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (t.databaseUrl) return { db: t.database, close: async () => {} };
  const db = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  return { db, close: () => db.close() };
}

describe('a server killed during a burst of multi-order creations', () => {
  it('keeps every acknowledged order and no half-written one after a restart', async () => {
    const [{ max: before }] = rowsOf<{ max: number }>(
      await t.database.db.execute(
        sql`select coalesce(max(o.number), 0)::int as max from orders o join tenants tn on tn.id = o.tenant_id where tn.slug = 'main'`,
      ),
    ) as [{ max: number }];

    const base = await startServer();
    const acknowledged: OrderCreated['data'] = [];
    let inFlightAtKill = -1;
    let inFlight = 0;
    let killed = false;
    const victim = server!;
    const client = async () => {
      while (!killed) {
        inFlight++;
        try {
          const res = await create(base);
          inFlight--;
          if (killed) return; // Answered after the kill was decided: counted as not acknowledged.
          expect(res.status, await res.clone().text()).toBe(201);
          acknowledged.push(...((await res.json()) as OrderCreated).data);
          if (acknowledged.length >= KILL_AT * DAYS_PER_ORDER) {
            killed = true;
            inFlightAtKill = inFlight;
            signal(victim, 'SIGKILL');
          }
        } catch (error) {
          inFlight--;
          // A request cut by the kill; any other failure is the test's.
          if (!killed) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await exited(victim);
    expect(victim.signalCode ?? victim.exitCode).not.toBe(0);
    // The other clients' creations were outstanding when the process died.
    expect(inFlightAtKill).toBe(CLIENTS - 1);

    // Started again on the same data: it answers, shows every acknowledged order, numbers on.
    const again = await startServer();
    for (const o of acknowledged) {
      const res = await fetch(`${again}/api/orders/${o.id}`, {
        headers: { 'x-tenant': seller.tenant, authorization: `Bearer ${seller.accessToken}` },
      });
      expect(res.status, `order ${o.number}`).toBe(200);
    }
    const after = await create(again);
    expect(after.status).toBe(201);
    const next = ((await after.json()) as OrderCreated).data;
    // Killed again (nothing in flight now): the second process's acknowledged order must last too.
    signal(server!, 'SIGKILL');
    await exited(server!);
    server = undefined;

    const data = await openServerData();
    try {
      const rows = rowsOf<{
        id: string;
        number: number;
        group_id: string | null;
        items: number;
        created: number;
        proformas: number;
      }>(
        await data.db.db.execute(sql`
          select o.id, o.number, o.multi_order_group_id as group_id,
            (select count(*)::int from order_items i where i.order_id = o.id) as items,
            (select count(*)::int from order_history h where h.order_id = o.id and h.event = 'created') as created,
            (select count(*)::int from order_documents d where d.order_id = o.id and d.type = 'sales_order') as proformas
          from orders o join tenants tn on tn.id = o.tenant_id
          where tn.slug = 'main' and o.number > ${before}
          order by o.number`),
      );
      const ids = new Set(rows.map((r) => r.id));
      for (const o of acknowledged) expect(ids.has(o.id), `acknowledged order ${o.number}`).toBe(true);
      for (const r of rows)
        expect(r, `order ${r.number}`).toMatchObject({ items: 1, created: 1, proformas: 1 });
      // Numbers run on without a gap: a creation cut by the kill gave its numbers back.
      expect(rows.map((r) => r.number)).toEqual(rows.map((_, i) => before + 1 + i));
      expect(next.map((o) => o.number)).toEqual(rows.slice(-DAYS_PER_ORDER).map((r) => r.number));
      // Every multi-order is whole: all its days or none.
      const groups = new Map<string, number>();
      for (const r of rows) groups.set(r.group_id ?? r.id, (groups.get(r.group_id ?? r.id) ?? 0) + 1);
      for (const size of groups.values()) expect(size).toBe(DAYS_PER_ORDER);
      const [orphans] = rowsOf<{ items: number; history: number }>(
        await data.db.db.execute(sql`
          select (select count(*)::int from order_items i where not exists (select 1 from orders o where o.id = i.order_id)) as items,
                 (select count(*)::int from order_history h where not exists (select 1 from orders o where o.id = h.order_id)) as history`),
      );
      expect(orphans).toEqual({ items: 0, history: 0 });
    } finally {
      await data.close();
    }
  }, 120_000);
});
