import type { AppShape } from '../../shape';

/** The order's logistics section: shipments, transport, invoices, remission, delivery. */
export const orderLogistics: AppShape['orderLogistics'] = {
  title: 'Logistics',
};
