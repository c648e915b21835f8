/** Customers, their addresses and the look-ups the customer screens need. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { errorBodySchema } from '../../../domain/errors';
import { listResponseSchema } from '../../../domain/lists';
import { bearerSecurity } from '../../plugins/requestContext';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { listCountries, listRegions, searchZipCodes } from './reference';
import {
  createCustomer,
  customerDetail,
  listVisibleCustomers,
  selfCustomer,
  updateCustomer,
} from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idParams = z.object({ id: z.uuid('validation.uuid') });
const tags = ['customers'];

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customers',
    {
      config: { permission: ['CLIENT_LISTING', 'READ'] },
      schema: {
        tags,
        summary: 'Customers the caller may see (sortable, searchable, paged)',
        security: bearerSecurity,
        querystring: customerListQuerySchema,
        response: { 200: listResponseSchema(customerSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listVisibleCustomers(tx, req.auth, req.query)),
  );

  app.get(
    '/api/customers/self',
    {
      schema: {
        tags,
        summary: 'The customer of a customer-role user, with its addresses',
        security: bearerSecurity,
        response: { 200: customerDetailSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => selfCustomer(tx, req.auth)),
  );

  app.post(
    '/api/customers/create_by_admin',
    {
      config: { permission: ['CLIENT_CREATE', 'WRITE'] },
      schema: {
        tags,
        summary: 'Create a customer',
        security: bearerSecurity,
        body: customerInputSchema,
        response: { 201: customerDetailSchema, ...errors },
      },
    },
    async (req, reply) => {
      const created = await req.tx((tx) => createCustomer(tx, req.auth, req.body, (k) => req.t(k)));
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/customers/:id',
    {
      config: { permission: ['CLIENT_LISTING', 'READ'] },
      schema: {
        tags,
        summary: 'A customer with its addresses',
        security: bearerSecurity,
        params: idParams,
        response: { 200: customerDetailSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => customerDetail(tx, req.auth, req.params.id)),
  );

  app.put(
    '/api/customers/:id',
    {
      config: { permission: ['CLIENT_CREATE', 'WRITE'] },
      schema: {
        tags,
        summary: 'Change a customer (send the version you edited; a stale one answers 409)',
        security: bearerSecurity,
        params: idParams,
        body: customerUpdateSchema,
        response: { 200: customerDetailSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => updateCustomer(tx, req.auth, req.params.id, req.body, (k) => req.t(k))),
  );

  app.get(
    '/api/addresses/customer',
    {
      config: { permission: ['CLIENT_LISTING', 'READ'] },
      schema: {
        tags,
        summary: 'Addresses of a customer, principal first',
        security: bearerSecurity,
        querystring: z.object({ customer: z.uuid('validation.uuid') }),
        response: { 200: z.array(addressSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listAddresses(tx, req.auth, req.query.customer)),
  );

  app.post(
    '/api/addresses',
    {
      config: { permission: ['CLIENT_CREATE', 'WRITE'] },
      schema: {
        tags,
        summary: 'Add an address to a customer',
        security: bearerSecurity,
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createAddress(tx, req.auth, req.body, (k) => req.t(k)))),
  );

  app.put(
    '/api/addresses/:id',
    {
      config: { permission: ['CLIENT_CREATE', 'WRITE'] },
      schema: {
        tags,
        summary: 'Change an address (with its version)',
        security: bearerSecurity,
        params: idParams,
        body: addressUpdateSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => updateAddress(tx, req.auth, req.params.id, req.body, (k) => req.t(k))),
  );

  app.delete(
    '/api/addresses/:id',
    {
      config: { permission: ['CLIENT_CREATE', 'WRITE'] },
      schema: {
        tags,
        summary: 'Delete an address',
        security: bearerSecurity,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => deleteAddress(tx, req.auth, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/zip-codes/search/:zip',
    {
      schema: {
        tags,
        summary: 'Settlements of a Mexican zip code (4 digits search by prefix)',
        security: bearerSecurity,
        params: zipSearchParamsSchema,
        response: { 200: z.array(zipCodeSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => searchZipCodes(tx, req.params.zip)),
  );

  app.get(
    '/api/countries',
    {
      schema: {
        tags,
        summary: 'Countries with phone area code and flag',
        security: bearerSecurity,
        response: {
          200: z.array(
            z.object({ code: z.string(), name: z.string(), areaCode: z.string(), emoji: z.string() }),
          ),
          ...errors,
        },
      },
    },
    async (req) => req.tx((tx) => listCountries(tx, req.locale)),
  );

  app.get(
    '/api/regions',
    {
      schema: {
        tags,
        summary: 'Sales regions of the tenant',
        security: bearerSecurity,
        response: { 200: z.array(z.object({ id: z.uuid(), name: z.string() })), ...errors },
      },
    },
    async (req) => req.tx((tx) => listRegions(tx)),
  );
};
