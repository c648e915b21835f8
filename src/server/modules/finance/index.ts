/**
 * Finance: an order's finance side (view, the seller's requests, finance's decisions, payments,
 * bulk actions) and the finance queues. Its paths live under /api/orders, as the original client
 * calls them.
 */
import { routeGroup } from '../../plugins/routeConventions';
import { financeQueueRoutes } from './queueRoutes';
import { orderFinanceRoutes } from './routes';

export { runCreditCheck } from './creditCheckRun';
/** Treasury's payment, for the demo data (paid orders are paid as treasury pays them). */
export { registerPayment } from './payments';
/** An order's finance state, for the scale generator's finance queues (written with its rows). */
export { financeStateOf } from './state';

export const financeModule = routeGroup(
  ['finance'],
  [
    [financeQueueRoutes, '/orders'],
    [orderFinanceRoutes, '/orders'],
  ],
);
