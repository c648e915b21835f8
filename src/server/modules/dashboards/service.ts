/**
 * The built-in dashboards' figures: the request's scope (range, seller, the caller's data), then
 * the dashboard's own queries (figures/<dashboard>.ts), answered with what was asked after the
 * defaults. Every figure is an aggregate the database computes; what each counts is written in
 * docs/decisions.md, "Dashboards".
 */
import {
  DASHBOARDS,
  type DashboardFigures,
  type DashboardKey,
  type DashboardQuery,
} from '../../../domain/dashboards';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { readForFigures } from './figureQueries';
import { inventoryFigures } from './figures/inventoryQueries';
import { kpisFigures } from './figures/kpisQueries';
import { mtdFigures } from './figures/mtdQueries';
import { onboardingFigures } from './figures/onboardingQueries';
import { performanceFigures } from './figures/performanceQueries';
import { purchaseOrdersFigures } from './figures/purchaseOrdersQueries';
import { salesFigures } from './figures/salesQueries';
import { type DashboardScope, dashboardScope } from './scopeQueries';

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
