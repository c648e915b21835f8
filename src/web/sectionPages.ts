/**
 * The screen of each section (by menu key), loaded on demand. A section without a screen yet shows
 * the "in preparation" page; each business area adds its screens here.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const sectionPages: Record<string, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./dashboard/HomePage')),
  orders: lazy(() => import('./orders/list/OrderListPage')),
  'orders-create': lazy(() => import('./orders/create/OrderCreatePage')),
  'order-detail': lazy(() => import('./orders/detail/OrderDetailPage')),
  'orders-pending-released': lazy(() => import('./finance/PendingReleasedPage')),
  customers: lazy(() => import('./customers').then((m) => ({ default: m.default.list }))),
  'customers-create': lazy(() => import('./customers').then((m) => ({ default: m.default.create }))),
  'customer-detail': lazy(() => import('./customers').then((m) => ({ default: m.default.show }))),
  'customer-credit-terms': lazy(() => import('./credit-terms').then((m) => ({ default: m.default.list }))),
  'users-list': lazy(() => import('./users').then((m) => ({ default: m.default.list }))),
  'customer-service': lazy(() => import('./hierarchy').then((m) => ({ default: m.default.list }))),
  'product-create': lazy(() => import('./products').then((m) => ({ default: m.default.create }))),
  'tenant-config': lazy(() => import('./tenant-config').then((m) => ({ default: m.default.edit }))),
  'pricing-parameters': lazy(() => import('./pricing').then((m) => ({ default: m.default.edit }))),
};
