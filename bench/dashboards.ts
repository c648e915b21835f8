/**
 * The dashboards scenario, on the same generated database as the orders scenario: each built-in
 * dashboard's figures over its default range (the last twelve months, two thirds of the generated
 * 18 months), as the whole tenant reads them (admin) and as one seller does, since the seller's
 * scope is a different plan. Also the sales file, which reads the same figures.
 */
import { sql } from 'drizzle-orm';
import { DASHBOARD_KEYS } from '../src/domain/dashboards';
import { rowsOf } from '../src/server/db/client';
import { benchApp, type ScenarioOptions, signIn } from './app';
import { getLine, runLines } from './measure';

const WIDTH = 64;

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
