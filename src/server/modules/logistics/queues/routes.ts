/**
 * The logistics queues (the original client's paths): 'Pendientes de entrega' and its count for the
 * home's logistics group (ORDER_LISTING_PENDING_DELIVERY read), the late orders and their count
 * (ORDER_DELAYED read) and a late order's new date (ORDER_DELAYED write). Every list is limited to
 * the caller's orders, as the order list is.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../../domain/access';
import { idParamsSchema } from '../../../../domain/lists';
import {
  countSchema,
  logisticsCountsQuerySchema,
  overdueListSchema,
  overdueQuerySchema,
  pendingDeliveryListSchema,
  pendingDeliveryQuerySchema,
  rescheduleResultSchema,
  rescheduleSchema,
} from '../../../../domain/logistics';
import { rescheduleOverdue } from './reschedule';
import { countDelayOrders, countForLogistics, overdueOrders, pendingDeliveries } from './service';

const PENDING = { access: ACCESS.orders.pendingDelivery };
const DELAYED = { access: ACCESS.orders.delayed };

export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order-logistic/not-delivered',
    {
      config: PENDING,
      schema: {
        summary: 'Shipments not delivered of orders not cancelled (Pendientes de entrega)',
        description:
          'Search: order number, external id, company, shipment number or plates. A date range counts ' +
          'only with both ends (a one-day range is that day). Default order: delivery date, then number.',
        querystring: pendingDeliveryQuerySchema,
        response: { 200: pendingDeliveryListSchema },
      },
    },
    async (req) => req.tx((tx) => pendingDeliveries(tx, req.actor, req.query)),
  );

  app.get(
    '/orders/count-for-logistics',
    {
      config: PENDING,
      schema: {
        summary: 'How many rows Pendientes de entrega holds for the caller (the home’s logistics group)',
        description: 'deliveryDateFrom/To narrow by the shipment’s scheduled date (both ends or none).',
        querystring: logisticsCountsQuerySchema,
        response: { 200: countSchema },
      },
    },
    async (req) => req.tx((tx) => countForLogistics(tx, req.actor, req.query)),
  );

  app.get(
    '/orders/count-delay-orders',
    {
      config: DELAYED,
      schema: {
        summary: 'How many of the caller’s orders are late',
        description:
          'Late: not delivered, paid or cancelled, and due before today (Mexico City). Due: the earliest ' +
          'date of its shipments not delivered, else its requested delivery date.',
        querystring: logisticsCountsQuerySchema,
        response: { 200: countSchema },
      },
    },
    async (req) => req.tx((tx) => countDelayOrders(tx, req.actor, req.query)),
  );

  app.get(
    '/orders/overdue',
    {
      config: DELAYED,
      schema: {
        summary: 'Late orders, most overdue first',
        description:
          'Search: order number, external id or company. deliveryDateFrom/To narrow by the date the ' +
          'order is late against (both ends or none).',
        querystring: overdueQuerySchema,
        response: { 200: overdueListSchema },
      },
    },
    async (req) => req.tx((tx) => overdueOrders(tx, req.actor, req.query)),
  );

  app.put(
    '/orders/overdue/:id',
    {
      config: { access: ACCESS.orders.rescheduleDelayed },
      schema: {
        summary: 'A late order’s new delivery date (the delays modal)',
        description:
          'Not before today. Moves the order’s shipments not delivered scheduled on its due date, else its ' +
          'requested delivery date. An order that is not late answers 409.',
        params: idParamsSchema,
        // Today's limit is checked by the service (the day the request is made in Mexico City).
        body: rescheduleSchema(''),
        response: { 200: rescheduleResultSchema },
      },
    },
    async (req) => req.tx((tx) => rescheduleOverdue(tx, req.actor, req.params.id, req.body)),
  );
};
