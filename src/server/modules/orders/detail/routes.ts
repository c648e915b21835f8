/**
 * The order page: the detail, and the one-field edits (product rows, delivery date, delivery
 * model). Each edit sends the order's `version`; a stale one answers 409 STALE_VERSION, a locked
 * field 409 ORDER_LOCKED with the lock's text. Each answers the fresh detail; the edit itself queues
 * the proforma's new rendering in its transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ACCESS } from '../../../../domain/access';
import { idParamsSchema } from '../../../../domain/lists';
import {
  deliveryDateChangeSchema,
  deliveryModelChangeSchema,
  orderItemsChangeBodySchema,
} from '../../../../domain/orders/edits';
import { orderDetailSchema } from '../../../../domain/orders/views';
import type { Actor } from '../../../actor';
import type { Tx } from '../../../db/client';
import { mspRefusalResponse } from '../../priceRequests';
import { changeDeliveryDate, changeDeliveryModel } from './deliveryEdit';
import { changeOrderItems } from './itemsEdit';
import { orderDetail } from './service';

export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { access: ACCESS.orders.show },
      schema: {
        summary: 'An order with its items, documents, totals and what the caller may change now',
        description: 'Needs ORDER_LISTING read or ORDER_DETAIL_SUMMARY read.',
        params: idParamsSchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (req) => req.tx((tx) => orderDetail(tx, req.actor, req.params.id)),
  );

  /** Runs the edit and reads the fresh detail in the same transaction. */
  function edit(req: FastifyRequest, orderId: string, change: (tx: Tx, actor: Actor) => Promise<void>) {
    return req.tx(async (tx) => {
      await change(tx, req.actor);
      return orderDetail(tx, req.actor, orderId);
    });
  }

  const editSchema = <B extends z.ZodType>(summary: string, body: B, refusals = {}) => ({
    config: { access: ACCESS.orders.edit },
    schema: {
      summary,
      description:
        'Send the version you edited: a stale one answers 409 STALE_VERSION and changes nothing. ' +
        'A locked field answers 409 ORDER_LOCKED with the reason; an edit that changes nothing, 400.',
      params: idParamsSchema,
      body,
      response: { 200: orderDetailSchema, ...refusals },
    },
  });

  app.put(
    '/:id/items',
    editSchema(
      'Replace the product rows (rows with their id are kept; quantities in the user’s unit); a new price below the approved MSP answers 422 unless pricing overrides it',
      orderItemsChangeBodySchema,
      mspRefusalResponse,
    ),
    async (req) =>
      edit(req, req.params.id, (tx, actor) => changeOrderItems(tx, actor, req.params.id, req.body)),
  );

  app.put(
    '/:id/delivery-date',
    editSchema('Change the requested delivery date', deliveryDateChangeSchema),
    async (req) =>
      edit(req, req.params.id, (tx, actor) => changeDeliveryDate(tx, actor, req.params.id, req.body)),
  );

  app.put(
    '/:id/delivery-model',
    editSchema('Change the delivery model (and its address)', deliveryModelChangeSchema),
    async (req) =>
      edit(req, req.params.id, (tx, actor) => changeDeliveryModel(tx, actor, req.params.id, req.body)),
  );
};
