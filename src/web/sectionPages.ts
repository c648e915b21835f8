/**
 * The screen of each section (by menu key), loaded on demand. A section without a screen yet shows
 * the "in preparation" page; each business area adds its screens here, with the group of texts
 * its screens speak (the core texts are always there).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withTexts } from './providers/i18n';

export const sectionPages: Record<string, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./dashboard/HomePage')),
  orders: lazy(() => withTexts(['orders'], () => import('./orders/list/OrderListPage'))),
  'orders-create': lazy(() => withTexts(['orders'], () => import('./orders/create/OrderCreatePage'))),
  'order-detail': lazy(() => withTexts(['orders'], () => import('./orders/detail/OrderDetailPage'))),
  'orders-pending-released': lazy(() =>
    withTexts(['orders'], () => import('./finance/pending/PendingReleasedPage')),
  ),
  customers: lazy(() =>
    withTexts(['admin'], () => import('./customers').then((m) => ({ default: m.default.list }))),
  ),
  'customers-create': lazy(() =>
    withTexts(['admin'], () => import('./customers').then((m) => ({ default: m.default.create }))),
  ),
  'customer-detail': lazy(() =>
    withTexts(['admin'], () => import('./customers').then((m) => ({ default: m.default.show }))),
  ),
  'customer-credit-terms': lazy(() =>
    withTexts(['admin'], () => import('./credit-terms').then((m) => ({ default: m.default.list }))),
  ),
  'users-list': lazy(() =>
    withTexts(['admin'], () => import('./users').then((m) => ({ default: m.default.list }))),
  ),
  'customer-service': lazy(() =>
    withTexts(['admin'], () => import('./hierarchy').then((m) => ({ default: m.default.list }))),
  ),
  'product-create': lazy(() =>
    withTexts(['admin'], () => import('./products').then((m) => ({ default: m.default.create }))),
  ),
  'tenant-config': lazy(() =>
    withTexts(['admin'], () => import('./tenant-config').then((m) => ({ default: m.default.edit }))),
  ),
  'pricing-parameters': lazy(() =>
    withTexts(['admin'], () => import('./pricing').then((m) => ({ default: m.default.edit }))),
  ),
};
