/**
 * Finance's screens: 'Pendientes de liberación' (mounted under the orders resource at
 * /orders/pending-released), the order page's finance and payments sections, and the dashboard's
 * finance queues (loaded by the home page).
 */
import { lazy } from 'react';
import { named, screen } from '../navigation/screen';
import type { OrderPageSection } from '../orders/detail/orderPageSections';
import type { OrderSectionProps } from '../orders/detail/sectionProps';
import { withTexts } from '../providers/i18n';

const loadFinance = () => withTexts(['orders'], () => import('./order/OrderFinance'));
const loadPayments = () => withTexts(['orders'], () => import('./order/OrderPayments'));

export default {
  pendingReleased: screen(
    () => import('./pending/PendingReleasedPage'),
    { resource: 'finance', action: 'pendingReleased', section: 'orders-pending-released' },
    ['orders'],
  ),
  /** The order page's sections, in the page's order. */
  orderSections: [
    lazy(named<'OrderFinance', OrderSectionProps>(loadFinance, 'OrderFinance')),
    lazy(named<'OrderPayments', OrderSectionProps>(loadPayments, 'OrderPayments')),
  ] satisfies OrderPageSection[],
  /** Starts the sections' downloads together with the order page's own. */
  preloadOrderSections: () => Promise.all([loadFinance(), loadPayments()]).then(() => undefined),
};
