/**
 * The seven dashboards: their path under /dashboard, the embed id an external BI knows them by,
 * the permission that opens them (`ACCESS.dashboard[action]`) and the menu section that names them.
 */
export const DASHBOARD_KEYS = [
  'sales',
  'inventory',
  'performance',
  'mtd',
  'onboarding',
  'kpis',
  'purchaseOrders',
] as const;
export type DashboardKey = (typeof DASHBOARD_KEYS)[number];

export interface DashboardEntry {
  key: DashboardKey;
  /** The id the external BI's dashboard has (the embed URL's `resource.dashboard`). */
  embedId: number;
  /** The page's path under /dashboard. */
  path: string;
  /** The menu section (its title text is `app.sections.<section>`). */
  section: string;
  /** Whether the seller filter applies: stock and purchases belong to no seller. */
  bySeller: boolean;
  /**
   * Whether the period applies: the inventory's stock is today's and its demand every order still
   * waiting for material, whatever its delivery date (docs/decisions.md, "Dashboards").
   */
  byPeriod: boolean;
}

export const DASHBOARDS: Record<DashboardKey, DashboardEntry> = {
  sales: {
    key: 'sales',
    embedId: 4,
    path: 'sales',
    section: 'dashboard-sales',
    bySeller: true,
    byPeriod: true,
  },
  inventory: {
    key: 'inventory',
    embedId: 16,
    path: 'inventory',
    section: 'dashboard-inventory',
    bySeller: true,
    byPeriod: false,
  },
  performance: {
    key: 'performance',
    embedId: 14,
    path: 'performance',
    section: 'dashboard-performance',
    bySeller: true,
    byPeriod: true,
  },
  mtd: {
    key: 'mtd',
    embedId: 19,
    path: 'mtd-projection',
    section: 'dashboard-mtd',
    bySeller: true,
    byPeriod: true,
  },
  onboarding: {
    key: 'onboarding',
    embedId: 20,
    path: 'onboarding-tracking',
    section: 'dashboard-onboarding',
    bySeller: true,
    byPeriod: true,
  },
  kpis: {
    key: 'kpis',
    embedId: 21,
    path: 'execute-kpi',
    section: 'dashboard-kpis',
    bySeller: true,
    byPeriod: true,
  },
  purchaseOrders: {
    key: 'purchaseOrders',
    embedId: 22,
    path: 'purchase-orders',
    section: 'dashboard-purchase-orders',
    bySeller: false,
    byPeriod: true,
  },
};

/** The dashboard an embed id names (the `/api/dashboards/{id}/url` path), if any. */
export function dashboardByEmbedId(id: number): DashboardEntry | undefined {
  return Object.values(DASHBOARDS).find((d) => d.embedId === id);
}
