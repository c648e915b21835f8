/**
 * Logistics' pieces for the app's resource list: the order page's 'Logística' section, downloaded
 * on demand — the app's first download carries this file, so it holds only lazy references. The
 * transport dialog other screens reuse is ./transport/TransportDialog.
 */
import { lazy } from 'react';
import type { OrderPageSection } from '../orders/detail/orderPageSections';
import { withTexts } from '../providers/i18n';

const loadSection = () => withTexts(['orders'], () => import('./order/LogisticsSection'));

export default {
  /** The order page's sections, in the page's order. */
  orderSections: [
    lazy(() => loadSection().then((m) => ({ default: m.LogisticsSection }))),
  ] satisfies OrderPageSection[],
  /** Starts the section's download together with the order page's own. */
  preloadOrderSections: () => loadSection().then(() => undefined),
};
