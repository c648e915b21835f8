/**
 * The dashboards scenario, on the same generated database as the orders scenario: each built-in
 * dashboard's figures over its default range (the last twelve months, two thirds of the generated
 * 18 months), as the whole tenant reads them (admin) and as one seller does, since the seller's
 * scope is a different plan. Also the sales file, which reads the same figures. The summaries are
 * folded first (the worker's first pass), unless BENCH_DASHBOARD_CHANGES asks for a backlog.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_KEYS } from '../src/domain/dashboards';
import { rowsOf } from '../src/server/db/client';
import { benchApp, type ScenarioOptions, signIn } from './app';
import { getLine, runLines } from './measure';

const WIDTH = 64;

/**
 * BENCH_DASHBOARD_CHANGES=N: what the figures cost between two folds. The worker is stopped (no
 * fold), then N orders of the last year are changed one statement each (their kilos and amount, as
 * an edit of their items would), as many rows of changes as a busy tenant writes in a few minutes.
 */
async function changeOrders(o: ScenarioOptions, app: FastifyInstance, n: number): Promise<void> {
  await app.jobs.stop();
  const ids = rowsOf<{ id: string }>(
    await o.database.db.execute(sql`
      select o.id from orders o join tenants t on t.id = o.tenant_id
      where t.slug = 'main' and o.created_at > now() - interval '1 year'
      order by md5(o.id::text) limit ${n}`),
  );
  for (const { id } of ids)
    await o.database.db.execute(
      sql`update orders set total_kg = total_kg + 1, products_total_usd = products_total_usd + 1 where id = ${id}`,
    );
  console.log(`  changed ${ids.length} orders one statement each, not folded`);
}

export async function runDashboardsScenario(o: ScenarioOptions): Promise<void> {
  const app = await benchApp(o.database, o.dataDir);
  try {
    const admin = await signIn(app, 'admin@demo.local');
    const seller = await signIn(app, 'seller@demo.local');
    const [volumes] = rowsOf<{ orders: number; year: number; history: number }>(
      await o.database.db.execute(sql`
        select (select count(*)::int from orders o join tenants t on t.id = o.tenant_id where t.slug = 'main') as orders,
               (select count(*)::int from orders o join tenants t on t.id = o.tenant_id
                 where t.slug = 'main' and o.created_at > now() - interval '1 year') as year,
               (select count(*)::int from order_history) as history`),
    );
    console.log(
      `  dashboards: ${volumes?.orders} orders in tenant main, ${volumes?.year} in the last year; ${volumes?.history} history rows`,
    );
    // The worker's first pass runs the periodic jobs, the summaries' fold among them: a freshly
    // generated database holds its orders as changes not folded yet.
    await app.jobs.idle();
    const changes = Number(process.env.BENCH_DASHBOARD_CHANGES ?? 0);
    if (changes > 0) await changeOrders(o, app, changes);
    const [pending] = rowsOf<{ n: number }>(
      await o.database.db.execute(sql`
        select (select count(*) from dashboard_sales_cells where not folded)
             + (select count(*) from dashboard_product_cells where not folded)
             + (select count(*) from dashboard_duration_cells where not folded)
             + (select count(*) from dashboard_delivery_cells where not folded)
             + (select count(*) from dashboard_open_cells where not folded)
             + (select count(*) from dashboard_demand_cells where not folded) as n`),
    );
    console.log(`  summaries: ${pending?.n} rows of changes not folded`);
    const lines: [string, string, Record<string, string>][] = [
      ...DASHBOARD_KEYS.map((key): [string, string, Record<string, string>] => [
        `GET /api/dashboard-figures/${key}`,
        `/api/dashboard-figures/${key}`,
        admin,
      ]),
      // What a seller holds by default: sales, performance, the month to date and the KPIs.
      ...(['sales', 'performance', 'mtd', 'kpis'] as const).map(
        (key): [string, string, Record<string, string>] => [
          `GET /api/dashboard-figures/${key} (seller)`,
          `/api/dashboard-figures/${key}`,
          seller,
        ],
      ),
      ['GET /api/dashboard-figures/sales/export', '/api/dashboard-figures/sales/export', admin],
    ];
    await runLines(
      app,
      lines.map((line) => getLine(...line)),
      { ...o, width: WIDTH },
    );
  } finally {
    await app.close();
  }
}
