/** Customers, their addresses and the look-ups the customer screens need. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../domain/access';
import {
  addressInputSchema,
  addressSchema,
  addressUpdateSchema,
  customerDetailSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerSchema,
  customerUpdateSchema,
  zipCodeSchema,
  zipSearchParamsSchema,
} from '../../../domain/customers';
import { idParamsSchema, listResponseSchema } from '../../../domain/lists';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { listCountries, listRegions, searchZipCodes } from './referenceQueries';
import {
  createCustomer,
  customerDetail,
  listVisibleCustomers,
  selfCustomer,
  updateCustomer,
} from './service';

/** `/api/customers`. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: ACCESS.customers.list },
      schema: {
        summary: 'Customers the caller may see (sortable, searchable, paged)',
        querystring: customerListQuerySchema,
        response: { 200: listResponseSchema(customerSchema) },
      },
    },
    async (req) => req.tx((tx) => listVisibleCustomers(tx, req.actor, req.query)),
  );

  app.get(
    '/self',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'The customer of a customer-role user, with its addresses',
        response: { 200: customerDetailSchema },
      },
    },
    async (req) => req.tx((tx) => selfCustomer(tx, req.actor)),
  );

  app.post(
    '/create_by_admin',
    {
      config: { access: ACCESS.customers.create },
      schema: {
        summary: 'Create a customer',
        body: customerInputSchema,
        response: { 201: customerDetailSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createCustomer(tx, req.actor, req.body))),
  );

  app.get(
    '/:id',
    {
      config: { access: ACCESS.customers.show },
      schema: {
        summary: 'A customer with its addresses',
        params: idParamsSchema,
        response: { 200: customerDetailSchema },
      },
    },
    async (req) => req.tx((tx) => customerDetail(tx, req.actor, req.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: ACCESS.customers.edit },
      schema: {
        summary: 'Change a customer (send the version you edited; a stale one answers 409)',
        params: idParamsSchema,
        body: customerUpdateSchema,
        response: { 200: customerDetailSchema },
      },
    },
    async (req) => req.tx((tx) => updateCustomer(tx, req.actor, req.params.id, req.body)),
  );
};

/** `/api/addresses`: edited on the customer screens, under the customers' permissions. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer',
    {
      config: { access: ACCESS.addresses.list },
      schema: {
        summary: 'Addresses of a customer, principal first',
        querystring: z.object({ customer: z.uuid('validation.uuid') }),
        response: { 200: z.array(addressSchema) },
      },
    },
    async (req) => req.tx((tx) => listAddresses(tx, req.actor, req.query.customer)),
  );

  app.post(
    '',
    {
      config: { access: ACCESS.addresses.create },
      schema: {
        summary: 'Add an address to a customer',
        body: addressInputSchema,
        response: { 201: addressSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createAddress(tx, req.actor, req.body))),
  );

  app.put(
    '/:id',
    {
      config: { access: ACCESS.addresses.edit },
      schema: {
        summary: 'Change an address (with its version)',
        params: idParamsSchema,
        body: addressUpdateSchema,
        response: { 200: addressSchema },
      },
    },
    async (req) => req.tx((tx) => updateAddress(tx, req.actor, req.params.id, req.body)),
  );

  app.delete(
    '/:id',
    {
      config: { access: ACCESS.addresses.delete },
      schema: { summary: 'Delete an address', params: idParamsSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await req.tx((tx) => deleteAddress(tx, req.actor, req.params.id));
      return reply.status(204).send(null);
    },
  );
};

/** Catalogues every signed-in member's forms read: zip codes, countries, regions. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/zip-codes/search/:zip',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Settlements of a Mexican zip code (4 digits search by prefix)',
        params: zipSearchParamsSchema,
        response: { 200: z.array(zipCodeSchema) },
      },
    },
    async (req) => req.tx((tx) => searchZipCodes(tx, req.params.zip)),
  );

  app.get(
    '/countries',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Countries with phone area code and flag',
        response: {
          200: z.array(
            z.object({ code: z.string(), name: z.string(), areaCode: z.string(), emoji: z.string() }),
          ),
        },
      },
    },
    async (req) => req.tx((tx) => listCountries(tx, req.locale)),
  );

  app.get(
    '/regions',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Sales regions of the tenant',
        response: { 200: z.array(z.object({ id: z.uuid(), name: z.string() })) },
      },
    },
    async (req) => req.tx((tx) => listRegions(tx)),
  );
};
