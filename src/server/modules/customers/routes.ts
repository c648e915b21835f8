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
import { listResponseSchema } from '../../../domain/lists';
import { bearerSecurity } from '../../plugins/requestContext';
import { errorsWithConflict, resourceRoutes } from '../../plugins/resourceRoutes';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { listCountries, listRegions, searchZipCodes } from './reference';
import {
  createCustomer,
  customerDetail,
  listVisibleCustomers,
  selfCustomer,
  updateCustomer,
} from './service';

const errors = errorsWithConflict;
const tags = ['customers'];

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Addresses are edited on the customer screens, under the customers' permissions.
  const access = {
    tags,
    read: ['CLIENT_LISTING', 'READ'],
    write: ['CLIENT_CREATE', 'WRITE'],
    errors,
  } as const;
  const customers = resourceRoutes(app, access);
  const addresses = resourceRoutes(app, access);

  customers.list(
    '/api/customers',
    {
      summary: 'Customers the caller may see (sortable, searchable, paged)',
      query: customerListQuerySchema,
      response: listResponseSchema(customerSchema),
    },
    (tx, req) => listVisibleCustomers(tx, req.auth, req.query),
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

  customers.create(
    '/api/customers/create_by_admin',
    { summary: 'Create a customer', body: customerInputSchema, response: customerDetailSchema },
    (tx, req) => createCustomer(tx, req.auth, req.body, (k) => req.t(k)),
  );

  customers.show(
    '/api/customers/:id',
    { summary: 'A customer with its addresses', response: customerDetailSchema },
    (tx, req) => customerDetail(tx, req.auth, req.params.id),
  );

  customers.update(
    '/api/customers/:id',
    {
      summary: 'Change a customer (send the version you edited; a stale one answers 409)',
      body: customerUpdateSchema,
      response: customerDetailSchema,
    },
    (tx, req) => updateCustomer(tx, req.auth, req.params.id, req.body, (k) => req.t(k)),
  );

  addresses.list(
    '/api/addresses/customer',
    {
      summary: 'Addresses of a customer, principal first',
      query: z.object({ customer: z.uuid('validation.uuid') }),
      response: z.array(addressSchema),
    },
    (tx, req) => listAddresses(tx, req.auth, req.query.customer),
  );

  addresses.create(
    '/api/addresses',
    { summary: 'Add an address to a customer', body: addressInputSchema, response: addressSchema },
    (tx, req) => createAddress(tx, req.auth, req.body, (k) => req.t(k)),
  );

  addresses.update(
    '/api/addresses/:id',
    { summary: 'Change an address (with its version)', body: addressUpdateSchema, response: addressSchema },
    (tx, req) => updateAddress(tx, req.auth, req.params.id, req.body, (k) => req.t(k)),
  );

  addresses.remove('/api/addresses/:id', { summary: 'Delete an address' }, (tx, req) =>
    deleteAddress(tx, req.auth, req.params.id),
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
