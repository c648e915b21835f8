/**
 * Home (/dashboard) and the built-in dashboards (/dashboard/<name>): pages of their own, not a
 * resource. Each dashboard opens with its DASHBOARD_* permission and brings the dashboards' texts
 * with its own code.
 */
import type { ComponentType } from 'react';
import { DASHBOARDS, type DashboardKey } from '../../domain/dashboards/catalog';
import { named, screen } from '../navigation/screen';

const dashboard = (key: DashboardKey, load: () => Promise<{ default: ComponentType }>) =>
  screen(load, { resource: 'dashboard', action: key, section: DASHBOARDS[key].section }, ['dashboards']);

export default {
  home: screen(() => import('./HomePage'), { resource: 'dashboard', action: 'home', section: 'dashboard' }),
  /** The dashboards, by path under /dashboard. */
  dashboards: {
    [DASHBOARDS.sales.path]: dashboard(
      'sales',
      named(() => import('./dashboards/SalesDashboard'), 'SalesDashboard'),
    ),
    [DASHBOARDS.inventory.path]: dashboard(
      'inventory',
      named(() => import('./dashboards/InventoryDashboard'), 'InventoryDashboard'),
    ),
    [DASHBOARDS.performance.path]: dashboard(
      'performance',
      named(() => import('./dashboards/PerformanceDashboard'), 'PerformanceDashboard'),
    ),
    [DASHBOARDS.mtd.path]: dashboard(
      'mtd',
      named(() => import('./dashboards/MtdDashboard'), 'MtdDashboard'),
    ),
    [DASHBOARDS.onboarding.path]: dashboard(
      'onboarding',
      named(() => import('./dashboards/OnboardingDashboard'), 'OnboardingDashboard'),
    ),
    [DASHBOARDS.kpis.path]: dashboard(
      'kpis',
      named(() => import('./dashboards/KpisDashboard'), 'KpisDashboard'),
    ),
    [DASHBOARDS.purchaseOrders.path]: dashboard(
      'purchaseOrders',
      named(() => import('./dashboards/PurchaseOrdersDashboard'), 'PurchaseOrdersDashboard'),
    ),
  },
};
