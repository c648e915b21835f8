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

export async function dashboardFigures<K extends DashboardKey>(
  db: Executor,
  actor: Actor,
  key: K,
  q: DashboardQuery,
): Promise<DashboardFigures[K]> {
  const scope = await dashboardScope(db, actor, DASHBOARDS[key], q);
  const figures = await (FIGURES[key] as FiguresOf<K>)(db, scope);
  const asked = {
    from: scope.range.from,
    to: scope.range.to,
    currency: scope.currency,
    sellerId: scope.sellerId,
  };
  return { ...asked, ...figures } as DashboardFigures[K];
}
