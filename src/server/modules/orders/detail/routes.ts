/**
 * The order page: the detail, and the one-field edits (product rows, delivery date, delivery
 * model). Each edit sends the order's `version`; a stale one answers 409 STALE_VERSION, a locked
 * field 409 ORDER_LOCKED with the lock's text. Each answers the fresh detail, and regenerates the
 * proforma after the change is committed.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../../domain/errors';
import { deliveryDateChangeSchema, deliveryModelChangeSchema } from '../../../../domain/orders/edits';
import { orderDetailSchema } from '../../../../domain/orders/views';
import type { Tx } from '../../../db/client';
import { bearerSecurity } from '../../../plugins/requestContext';
import { scheduleProforma } from '../proforma';
import { changeDeliveryDate, changeDeliveryModel } from './deliveryEdit';
import { changeOrderItems, orderItemsChangeBodySchema } from './itemsEdit';
import { type Caller, orderDetail } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idParams = z.object({ id: z.uuid('validation.uuid') });
const tags = ['orders'];

export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (req: FastifyRequest): Caller => ({
    claims: req.auth,
    locale: req.locale,
    t: (k, vars) => req.t(k, vars),
  });

  app.get(
    '/api/orders/:id',
    {
      config: {
        permission: [
          ['ORDER_LISTING', 'READ'],
          ['ORDER_DETAIL_SUMMARY', 'READ'],
        ],
      },
      schema: {
        tags,
        summary: 'An order with its items, documents, totals and what the caller may change now',
        description: 'Needs ORDER_LISTING read or ORDER_DETAIL_SUMMARY read.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => orderDetail(tx, callerOf(req), req.params.id)),
  );

  /** Runs the edit, reads the fresh detail in the same transaction, then queues the proforma. */
  async function edit(
    req: FastifyRequest,
    orderId: string,
    change: (tx: Tx, caller: Caller) => Promise<void>,
  ) {
    const caller = callerOf(req);
    const detail = await req.tx(async (tx) => {
      await change(tx, caller);
      return orderDetail(tx, caller, orderId);
    });
    scheduleProforma(app.ctx, req.tenant.id, [orderId]);
    return detail;
  }

  const editSchema = <B extends z.ZodType>(summary: string, body: B) => ({
    config: { permission: ['ORDER_DETAIL_SUMMARY', 'WRITE'] as const },
    schema: {
      tags,
      summary,
      description:
        'Send the version you edited: a stale one answers 409 STALE_VERSION and changes nothing. ' +
        'A locked field answers 409 ORDER_LOCKED with the reason; an edit that changes nothing, 400.',
      security: bearerSecurity,
      params: idParams,
      body,
      response: { 200: orderDetailSchema, ...errors },
    },
  });

  app.put(
    '/api/orders/:id/items',
    editSchema(
      'Replace the product rows (rows with their id are kept; quantities in the user’s unit)',
      orderItemsChangeBodySchema,
    ),
    async (req) =>
      edit(req, req.params.id, (tx, caller) => changeOrderItems(tx, caller, req.params.id, req.body)),
  );

  app.put(
    '/api/orders/:id/delivery-date',
    editSchema('Change the requested delivery date', deliveryDateChangeSchema),
    async (req) =>
      edit(req, req.params.id, (tx, caller) => changeDeliveryDate(tx, caller, req.params.id, req.body)),
  );

  app.put(
    '/api/orders/:id/delivery-model',
    editSchema('Change the delivery model (and its address)', deliveryModelChangeSchema),
    async (req) =>
      edit(req, req.params.id, (tx, caller) => changeDeliveryModel(tx, caller, req.params.id, req.body)),
  );
};
