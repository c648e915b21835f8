/**
 * The order page's code, loaded on demand: by its route, and ahead of time when a list row is
 * pointed at (the module system fetches it once for both).
 */
export const loadOrderDetailPage = () => import('./OrderDetailPage');
