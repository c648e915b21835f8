/**
 * Material allocation's pieces for the app's resource list: the order page's 'Lotes de inventario'
 * section and the creation form's 'Disponibilidad por almacén', both downloaded on demand — the
 * app's first download carries this file, so it holds only lazy references. The queues' pieces
 * are in ./queues.ts.
 */
import { lazy } from 'react';
import type { OrderPageSection } from '../../orders/detail/orderPageSections';
import { withTexts } from '../../providers/i18n';

const loadSection = () => withTexts(['orders'], () => import('./InventoryLotsSection'));

export default {
  /** The order page's sections, in the page's order. */
  orderSections: [
    lazy(() => loadSection().then((m) => ({ default: m.InventoryLotsSection }))),
  ] satisfies OrderPageSection[],
  /** Starts the section's download together with the order page's own. */
  preloadOrderSections: () => loadSection().then(() => undefined),
  /** 'Disponibilidad por almacén' beside the creation form's product rows. */
  availabilityButton: lazy(() =>
    import('./WarehouseAvailabilityButton').then((m) => ({ default: m.WarehouseAvailabilityButton })),
  ),
};
