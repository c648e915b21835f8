/**
 * Material allocation under `/api/orders`: the order page's lots section (read, add, change,
 * remove), the automatic assignment of one order or many, and the count of open orders no stock
 * covers. Reads need ORDER_DETAIL_INVENTORY, changes its WRITE.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../../domain/access';
import {
  allocationCreateSchema,
  allocationUpdateSchema,
  autoAssignResultSchema,
  bulkAutoAssignResultSchema,
  bulkAutoAssignSchema,
  candidateListSchema,
  materialShortageQuerySchema,
  materialShortageSchema,
  orderInventorySchema,
} from '../../../../domain/inventory/allocation';
import { idParamsSchema } from '../../../../domain/lists';
import { noBodySchema } from '../../../plugins/routeConventions';
import { autoAssign, bulkAutoAssign } from './autoAssign';
import { allocateLots, changeAllocation, removeAllocation } from './changes';
import { candidateLots, materialShortage, orderInventory } from './view';

const allocationParamsSchema = idParamsSchema.extend({ allocationId: z.uuid('validation.uuid') });

export const allocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { access: ACCESS.orders.readInventory };
  const write = { access: ACCESS.orders.writeInventory };

  app.get(
    '/count-without-material',
    {
      config: read,
      schema: {
        summary: 'Open orders whose missing material no stock covers, and the products short',
        description:
          'sellerId narrows within the caller’s scope; the delivery date range counts only with both ends.',
        querystring: materialShortageQuerySchema,
        response: { 200: materialShortageSchema },
      },
    },
    async (req) => req.tx((tx) => materialShortage(tx, req.actor, req.query)),
  );

  app.post(
    '/inventory/bulk-auto-assign',
    {
      config: write,
      schema: {
        summary: 'Assign material automatically (FEFO) to several orders, one result per order',
        body: bulkAutoAssignSchema,
        response: { 200: bulkAutoAssignResultSchema },
      },
    },
    async (req) =>
      req.tx((tx) =>
        bulkAutoAssign(tx, req.actor, req.body, (err, orderId) =>
          req.log.error({ err, orderId }, 'automatic assignment failed for one order'),
        ),
      ),
  );

  app.get(
    '/:id/inventory',
    {
      config: read,
      schema: {
        summary: 'The order’s lots: allocations, requirements, stage and whether the caller may change them',
        params: idParamsSchema,
        response: { 200: orderInventorySchema },
      },
    },
    async (req) => req.tx((tx) => orderInventory(tx, req.actor, req.params.id)),
  );

  app.get(
    '/:id/inventory/candidates',
    {
      config: read,
      schema: {
        summary: 'Lots with stock of the order’s products, preferred warehouses first, oldest first',
        params: idParamsSchema,
        response: { 200: candidateListSchema },
      },
    },
    async (req) => req.tx((tx) => candidateLots(tx, req.actor, req.params.id)),
  );

  app.post(
    '/:id/inventory',
    {
      config: write,
      schema: {
        summary: 'Assign one or several lots to the order (all or nothing)',
        params: idParamsSchema,
        body: allocationCreateSchema,
        response: { 201: orderInventorySchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => allocateLots(tx, req.actor, req.params.id, req.body))),
  );

  app.post(
    '/:id/inventory/auto-assign',
    {
      config: write,
      schema: {
        summary: 'Assign material automatically (FEFO, the order’s region first); partial coverage allowed',
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: autoAssignResultSchema },
      },
    },
    async (req) => req.tx((tx) => autoAssign(tx, req.actor, req.params.id)),
  );

  app.put(
    '/:id/inventory/:allocationId',
    {
      config: write,
      schema: {
        summary: 'Change the kilos of an allocation (with the version read)',
        params: allocationParamsSchema,
        body: allocationUpdateSchema,
        response: { 200: orderInventorySchema },
      },
    },
    async (req) =>
      req.tx((tx) => changeAllocation(tx, req.actor, req.params.id, req.params.allocationId, req.body)),
  );

  app.delete(
    '/:id/inventory/:allocationId',
    {
      config: write,
      schema: {
        summary: 'Remove an allocation: its kilos go back to the lot',
        params: allocationParamsSchema,
        response: { 200: orderInventorySchema },
      },
    },
    async (req) => req.tx((tx) => removeAllocation(tx, req.actor, req.params.id, req.params.allocationId)),
  );
};
