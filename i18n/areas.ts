/**
 * The UI texts' download groups: the web app loads the core with its first page and each other
 * group with the first screen that needs it (src/web/providers/i18n.ts), so the sign-in page and
 * the dashboard shell do not carry every area's texts.
 */
import type { esAdminArea } from './es/app/adminArea';
import type { esCore } from './es/app/core';
import type { esDashboardsArea } from './es/app/dashboards';
import type { esOrdersArea } from './es/app/ordersArea';
import type { esPriceRequestsArea } from './es/app/priceRequestsArea';
import type { esPushArea } from './es/app/push';

export type CoreKey = keyof typeof esCore;
export type OrdersKey = keyof typeof esOrdersArea;
export type AdminKey = keyof typeof esAdminArea;
export type DashboardsKey = keyof typeof esDashboardsArea;
export type PriceRequestsKey = keyof typeof esPriceRequestsArea;
export type PushKey = keyof typeof esPushArea;

/** A group of texts downloaded on demand. */
export type TextGroup = 'orders' | 'admin' | 'dashboards' | 'priceRequests' | 'push';
