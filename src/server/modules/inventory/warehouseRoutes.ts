/** The warehouse catalogue (`/api/warehouses`): read with INVENTORY_LISTING, changed with INVENTORY_CREATE write. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../domain/access';
import {
  warehouseCreateSchema,
  warehouseListQuerySchema,
  warehouseListSchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from '../../../domain/inventory/warehouses';
import { idParamsSchema } from '../../../domain/lists';
import {
  createWarehouse,
  deleteWarehouse,
  getWarehouse,
  listWarehouses,
  updateWarehouse,
} from './warehouseService';

const bodyLimit = 64 * 1024;

export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: ACCESS.warehouses.list },
      schema: {
        summary:
          'Warehouses of the tenant with their region, lots and available kg (search on code, name and city; `active`, `regionId` filters)',
        querystring: warehouseListQuerySchema,
        response: { 200: warehouseListSchema },
      },
    },
    async (req) => req.tx((tx) => listWarehouses(tx, req.actor, req.query)),
  );

  app.post(
    '',
    {
      config: { access: ACCESS.warehouses.create },
      bodyLimit,
      schema: {
        summary: 'Create a warehouse (code unique in the tenant: 409 otherwise)',
        body: warehouseCreateSchema,
        response: { 201: warehouseSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createWarehouse(tx, req.actor, req.body))),
  );

  app.get(
    '/:id',
    {
      config: { access: ACCESS.warehouses.show },
      schema: { summary: 'One warehouse', params: idParamsSchema, response: { 200: warehouseSchema } },
    },
    async (req) => req.tx((tx) => getWarehouse(tx, req.actor, req.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: ACCESS.warehouses.edit },
      bodyLimit,
      schema: {
        summary: 'Change or deactivate a warehouse (409 when `version` is not the current one)',
        params: idParamsSchema,
        body: warehouseUpdateSchema,
        response: { 200: warehouseSchema },
      },
    },
    async (req) => req.tx((tx) => updateWarehouse(tx, req.actor, req.params.id, req.body)),
  );

  app.delete(
    '/:id',
    {
      config: { access: ACCESS.warehouses.delete },
      schema: {
        summary: 'Delete a warehouse no lot or order names (409 otherwise: deactivate it instead)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => deleteWarehouse(tx, req.actor, req.params.id));
      return reply.status(204).send(null);
    },
  );
};
