/**
 * Home (/dashboard) and the built-in dashboards (/dashboard/<name>): pages of their own, not a
 * resource. Each opens with its DASHBOARD_* permission; the dashboards come in a later release.
 */
import { pendingScreen, screen } from '../navigation/screen';

const dashboard = (section: string, action: string) =>
  pendingScreen({ resource: 'dashboard', action, section });

export default {
  home: screen(() => import('./HomePage'), { resource: 'dashboard', action: 'home', section: 'dashboard' }),
  /** The dashboards, by path under /dashboard. */
  dashboards: {
    sales: dashboard('dashboard-sales', 'sales'),
    inventory: dashboard('dashboard-inventory', 'inventory'),
    performance: dashboard('dashboard-performance', 'performance'),
    'mtd-projection': dashboard('dashboard-mtd', 'mtd'),
    'onboarding-tracking': dashboard('dashboard-onboarding', 'onboarding'),
    'execute-kpi': dashboard('dashboard-kpis', 'kpis'),
    'purchase-orders': dashboard('dashboard-purchase-orders', 'purchaseOrders'),
  },
};
