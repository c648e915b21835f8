/**
 * The built-in dashboards' figures: the request's scope (range, seller, the caller's data), then
 * the dashboard's own queries (figures/<dashboard>.ts), answered with what was asked after the
 * defaults. Every figure is an aggregate the database computes; what each counts is written in
 * docs/decisions.md, "Dashboards".
 */
import { sql } from 'drizzle-orm';
import {
  DASHBOARDS,
  type DashboardFigures,
  type DashboardKey,
  type DashboardQuery,
} from '../../../domain/dashboards';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { inventoryFigures } from './figures/inventory';
import { kpisFigures } from './figures/kpis';
import { mtdFigures } from './figures/mtd';
import { onboardingFigures } from './figures/onboarding';
import { performanceFigures } from './figures/performance';
import { purchaseOrdersFigures } from './figures/purchaseOrders';
import { salesFigures } from './figures/sales';
import { type DashboardScope, dashboardScope } from './scope';

type Asked = 'from' | 'to' | 'currency' | 'sellerId';
type FiguresOf<K extends DashboardKey> = (
  db: Executor,
  scope: DashboardScope,
) => Promise<Omit<DashboardFigures[K], Asked>>;

const FIGURES: { [K in DashboardKey]: FiguresOf<K> } = {
  sales: salesFigures,
  inventory: inventoryFigures,
  performance: performanceFigures,
  mtd: mtdFigures,
  onboarding: onboardingFigures,
  kpis: kpisFigures,
  purchaseOrders: purchaseOrdersFigures,
};

/**
 * The figures' queries are written for index-only scans of the dashboards' indexes (migration
 * 0022). The planner does not count what row-level security costs per row of a sequential scan
 * (the tenant check reads a setting and parses a uuid for every row), so for tens of thousands of
 * rows it picks the scan that is several times slower; and a few of them sort or hash more than
 * the default working memory. Both set for this transaction only. Figures: docs/performance.md.
 */
async function readForFigures(db: Executor): Promise<void> {
  await db.execute(sql`set local enable_seqscan = off`);
  await db.execute(sql`set local work_mem = '16MB'`);
}

export async function dashboardFigures<K extends DashboardKey>(
  db: Executor,
  actor: Actor,
  key: K,
  q: DashboardQuery,
): Promise<DashboardFigures[K]> {
  const scope = await dashboardScope(db, actor, DASHBOARDS[key], q);
  await readForFigures(db);
  const figures = await (FIGURES[key] as FiguresOf<K>)(db, scope);
  const asked = {
    from: scope.range.from,
    to: scope.range.to,
    currency: scope.currency,
    sellerId: scope.sellerId,
  };
  return { ...asked, ...figures } as DashboardFigures[K];
}
