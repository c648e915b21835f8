/** Suppliers (`/api/suppliers`) and their quotes (`/api/supplier-quotes`), kept by pricing. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../domain/access';
import { idParamsSchema } from '../../../domain/lists';
import {
  supplierCreateSchema,
  supplierListSchema,
  supplierQuoteCreateSchema,
  supplierQuoteListQuerySchema,
  supplierQuoteListSchema,
  supplierQuoteUpdateSchema,
  supplierQuoteViewSchema,
  supplierSchema,
} from '../../../domain/priceRequests';
import {
  createQuote,
  createSupplier,
  getQuote,
  listQuotes,
  listSuppliers,
  updateQuoteById,
} from './supplierService';

const bodyLimit = 16 * 1024;
const access = ACCESS['supplier-quotes'];

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: access.list },
      schema: { summary: 'The tenant’s suppliers, by name', response: { 200: supplierListSchema } },
    },
    async (req) => req.tx((tx) => listSuppliers(tx)),
  );

  app.post(
    '',
    {
      config: { access: access.create },
      bodyLimit,
      schema: {
        summary: 'Add a supplier (the name is unique in the tenant: 409)',
        body: supplierCreateSchema,
        response: { 201: supplierSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await req.tx((tx) => createSupplier(tx, req.body))),
  );
};

export const supplierQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: access.list },
      schema: {
        summary:
          'Supplier quotes (search on number and supplier; a product; only active ones), latest valid first',
        querystring: supplierQuoteListQuerySchema,
        response: { 200: supplierQuoteListSchema },
      },
    },
    async (req) => req.tx((tx) => listQuotes(tx, req.actor, req.query)),
  );

  app.get(
    '/:id',
    {
      config: { access: access.list },
      schema: {
        summary: 'One supplier quote',
        params: idParamsSchema,
        response: { 200: supplierQuoteViewSchema },
      },
    },
    async (req) => req.tx((tx) => getQuote(tx, req.params.id)),
  );

  app.post(
    '',
    {
      config: { access: access.create },
      bodyLimit,
      schema: {
        summary: 'Record a supplier’s quote (its number is unique in the tenant: 409)',
        body: supplierQuoteCreateSchema,
        response: { 201: supplierQuoteViewSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await req.tx((tx) => createQuote(tx, req.actor, req.body))),
  );

  app.put(
    '/:id',
    {
      config: { access: access.edit },
      bodyLimit,
      schema: {
        summary: 'Change a supplier quote (409 when `version` is not the current one)',
        params: idParamsSchema,
        body: supplierQuoteUpdateSchema,
        response: { 200: supplierQuoteViewSchema },
      },
    },
    async (req) => req.tx((tx) => updateQuoteById(tx, req.actor, req.params.id, req.body)),
  );
};
