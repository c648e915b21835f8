/**
 * Material allocation's public pieces: the order page's 'Lotes de inventario' section, the queue
 * row's 'Asignar material' and the bulk automatic assignment (used by finance's 'Autorizadas por
 * finanzas' queue), the home's 'Material' group, and the creation form's 'Disponibilidad por
 * almacén'. Everything heavy downloads on demand: this file holds only lazy references and hooks
 * whose modules are already small.
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

export { AssignMaterialAction } from './AssignMaterialAction';
export { useBulkAutoAssign } from './BulkAutoAssign';
export { MaterialQueues } from './MaterialQueues';
