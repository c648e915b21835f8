/**
 * The inventory scenario, on the same generated database as the orders scenario (lots in
 * proportion to the orders): the lot list's first page and a search, one order's automatic
 * assignment, and bulk automatic assignments of 100 released orders, as operations would run them.
 * Each assignment uses orders not assigned before, so every call does real work.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../src/server/db/client';
import { inventoryLots, orders, tenants } from '../src/server/db/schema';
import { benchApp, type ScenarioOptions, signIn } from './app';
import { measure, measureLine, printLine, printLineHeader } from './measure';

const BULK_SIZE = 100;
const BULK_CALLS = Number(process.env.BENCH_BULK_CALLS ?? 5);

async function targets(database: Database, released: number) {
  const db = database.db;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'main'));
  const [lots] = await db
    .select({ n: count() })
    .from(inventoryLots)
    .where(eq(inventoryLots.tenantId, tenant!.id));
  const [middle] = await db
    .select({ lot: inventoryLots.lot })
    .from(inventoryLots)
    .where(eq(inventoryLots.tenantId, tenant!.id))
    .orderBy(asc(inventoryLots.lot))
    .offset(Math.floor((lots?.n ?? 1) / 2))
    .limit(1);
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenant!.id),
        eq(orders.opsStatus, 'APROBADO_POR_FINANZAS'),
        eq(orders.financeStatus, 'FINANCE_RELEASED'),
      ),
    )
    .orderBy(sql`md5(${orders.id}::text)`)
    .limit(released);
  return { lots: lots?.n ?? 0, middleLot: middle?.lot ?? 'L', releasedIds: ids.map((r) => r.id) };
}

const WIDTH = 56;

export async function runInventoryScenario(o: ScenarioOptions): Promise<void> {
  const app = await benchApp(o.database, o.dataDir);
  try {
    const singles = Math.min(o.requests, 100);
    const t = await targets(o.database, singles + 20 + BULK_SIZE * BULK_CALLS);
    const ops = await signIn(app, 'operation@demo.local');
    console.log(
      `  inventory: ${t.lots} lots in tenant main; ${t.releasedIds.length} released orders without material used below`,
    );
    printLineHeader(WIDTH, o.concurrency);
    const get = (url: string) => (): InjectOptions => ({ method: 'GET', url, headers: ops });
    const list = '/api/inventory?limit=20&withStock=true&orderField=receptionDate&orderDirection=ASC';
    const search = `/api/inventory?limit=20&searchParam=${encodeURIComponent(t.middleLot)}`;
    for (const [label, url] of [
      ['GET /api/inventory first page (with stock)', list],
      [`GET /api/inventory search lot "${t.middleLot}"`, search],
      ['GET /api/inventory/summary', '/api/inventory/summary'],
      ['GET /api/orders/count-without-material', '/api/orders/count-without-material'],
    ] as const) {
      const { alone, loaded, raw } = await measureLine(app, { label, request: get(url) }, o);
      printLine(WIDTH, label, alone, loaded, raw);
    }
    // Assignments change the data: one order per request, never the same twice.
    const ids = [...t.releasedIds];
    const take = (n: number) => ids.splice(0, n);
    const singlesIds = take(singles + 20);
    const single = await measure(app, {
      label: 'POST /api/orders/{id}/inventory/auto-assign',
      request: (i) => ({
        method: 'POST',
        url: `/api/orders/${singlesIds[(i + 20) % singlesIds.length]}/inventory/auto-assign`,
        headers: ops,
      }),
      requests: singles,
      concurrency: 1,
      warmup: 20,
    });
    printLine(WIDTH, `${single.label} (${singles} orders)`, single);
    const calls = Array.from({ length: BULK_CALLS }, () => take(BULK_SIZE)).filter((c) => c.length > 0);
    if (calls.length) {
      const bulk = await measure(app, {
        label: 'POST /api/orders/inventory/bulk-auto-assign',
        request: (i) => ({
          method: 'POST',
          url: '/api/orders/inventory/bulk-auto-assign',
          headers: ops,
          payload: { orderIds: calls[i % calls.length] },
        }),
        requests: calls.length,
        concurrency: 1,
        warmup: 0,
      });
      printLine(WIDTH, `${bulk.label} (${calls[0]!.length} orders × ${calls.length})`, bulk);
    }
  } finally {
    await app.close();
  }
}
