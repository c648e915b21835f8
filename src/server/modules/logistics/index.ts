/**
 * Logistics: an order's shipments (lots shipped through the ledger), their transport, invoices
 * and credit notes, remission, delivery confirmation and the bulk authorization; the pending
 * delivery list and the late orders. Other modules import only what this file exports.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../plugins/routeConventions';
import { billingRoutes } from './billing/routes';
import { queueRoutes } from './queues/routes';
import { shipmentRoutes } from './shipments/routes';

export { afterBillingWrite } from './billing/afterWrite';
export { bulkAuthorizationRenderJob } from './billing/bulkAuthorization';
/** The writes the demo data makes as the API would (invoices, credit notes, shipments, transport, delivery). */
export { addCreditNote, saveInvoice } from './billing/invoices';
export { orderAmountDue, spreadOrderPayments } from './billing/payments';
export { queueRemission, remissionRenderJob } from './billing/remission';
/**
 * For billing and the queues: the status every logistics write ends with, the section and the
 * shipment as the writes answer them, and the locks they take first.
 */
export { createShipment, orderForLogistics, shipmentOfOrder } from './shipments/create';
export { confirmDelivery } from './shipments/delivery';
export { type StatusMove, syncLogisticsStatus } from './shipments/status';
export { assignTransport, bodyProblems, lockedShipment } from './shipments/transport';
export { logisticsOf, orderLogistics, shipmentViewOf } from './shipments/view';

export const logisticsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(routeGroup(['logistics'], [[shipmentRoutes, '']]));
  await app.register(routeGroup(['invoicing'], [[billingRoutes, '']]));
  await app.register(routeGroup(['logistics queues'], [[queueRoutes, '']]));
};
