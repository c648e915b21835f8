/**
 * The logistics queues (the original client's paths): 'Pendientes de entrega' and its count for the
 * home's logistics group (ORDER_LISTING_PENDING_DELIVERY read), the late orders and their count
 * (ORDER_DELAYED read) and a late order's new date (ORDER_DELAYED write). Every list is limited to
 * the caller's orders, as the order list is.
 */
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
import type { Actor } from '../../../actor';
import type { Tx } from '../../../db/client';
import { rescheduleOverdue } from './reschedule';
import { countDelayOrders, countForLogistics, overdueOrders, pendingDeliveries } from './service';

const PENDING = { access: ACCESS.orders.pendingDelivery };
const DELAYED = { access: ACCESS.orders.delayed };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A queue's list or count: who may read it, what OpenAPI says of it, and what it answers. */
interface QueueRead<Q extends z.ZodType, R extends z.ZodType> {
  config: FastifyContextConfig;
  summary: string;
  description: string;
  querystring: Q;
  response: R;
  read: (tx: Tx, actor: Actor, query: z.output<Q>) => Promise<z.input<R>>;
}

/** Every queue read has one shape: GET, a query, a 200 answer read in the request's transaction. */
function getQueue<Q extends z.ZodType, R extends z.ZodType>(app: ZodApp, url: string, r: QueueRead<Q, R>) {
  const { config, read, response, ...docs } = r;
  // Fastify's types cannot follow Q and R through a generic route; `QueueRead` ties them together.
  const schema: FastifySchema = { ...docs, response: { 200: response } };
  app.get(url, { config, schema }, async (req) =>
    req.tx((tx) => read(tx, req.actor, req.query as z.output<Q>)),
  );
}

export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  getQueue(app, '/order-logistic/not-delivered', {
    config: PENDING,
    summary: 'Shipments not delivered of orders not cancelled (Pendientes de entrega)',
    description:
      'Search: order number, external id, company, shipment number or plates. A date range counts ' +
      'only with both ends (a one-day range is that day). Default order: delivery date, then number.',
    querystring: pendingDeliveryQuerySchema,
    response: pendingDeliveryListSchema,
    read: pendingDeliveries,
  });

  getQueue(app, '/orders/count-for-logistics', {
    config: PENDING,
    summary: 'How many rows Pendientes de entrega holds for the caller (the home’s logistics group)',
    description: 'deliveryDateFrom/To narrow by the shipment’s scheduled date (both ends or none).',
    querystring: logisticsCountsQuerySchema,
    response: countSchema,
    read: countForLogistics,
  });

  getQueue(app, '/orders/count-delay-orders', {
    config: DELAYED,
    summary: 'How many of the caller’s orders are late',
    description:
      'Late: not delivered, paid or cancelled, and due before today (Mexico City). Due: the earliest ' +
      'date of its shipments not delivered, else its requested delivery date.',
    querystring: logisticsCountsQuerySchema,
    response: countSchema,
    read: countDelayOrders,
  });

  getQueue(app, '/orders/overdue', {
    config: DELAYED,
    summary: 'Late orders, most overdue first',
    description:
      'Search: order number, external id or company. deliveryDateFrom/To narrow by the date the ' +
      'order is late against (both ends or none).',
    querystring: overdueQuerySchema,
    response: overdueListSchema,
    read: overdueOrders,
  });

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
