/** Credit terms (CUSTOMER_CREDIT_TERMS, company e-mails only), page size 10 by default. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditTermInputSchema,
  creditTermListQuerySchema,
  creditTermSchema,
  creditTermUpdateSchema,
} from '../../../domain/creditTerms';
import { errorBodySchema } from '../../../domain/errors';
import { listResponseSchema } from '../../../domain/lists';
import { bearerSecurity } from '../../plugins/requestContext';
import {
  createCreditTerm,
  deleteCreditTerm,
  getCreditTerm,
  listCreditTerms,
  requireCompanyEmail,
  updateCreditTerm,
} from './creditTerms';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idParams = z.object({ id: z.uuid('validation.uuid') });
const tags = ['credit terms'];

export const creditTermRoutes: FastifyPluginAsyncZod = async (app) => {
  // Permission first (route config), then the company-domain rule, on every route of this plugin.
  app.addHook('preHandler', async (req) => {
    await req.tx((tx) => requireCompanyEmail(tx, req.auth));
  });

  app.get(
    '/api/customer-credit-terms',
    {
      config: { permission: ['CUSTOMER_CREDIT_TERMS', 'READ'] },
      schema: {
        tags,
        summary: 'Credit terms, newest period first per customer',
        security: bearerSecurity,
        querystring: creditTermListQuerySchema,
        response: { 200: listResponseSchema(creditTermSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listCreditTerms(tx, req.auth, req.query)),
  );

  app.post(
    '/api/customer-credit-terms',
    {
      config: { permission: ['CUSTOMER_CREDIT_TERMS', 'WRITE'] },
      schema: {
        tags,
        summary: 'Give a customer credit terms (approved by the caller)',
        security: bearerSecurity,
        body: creditTermInputSchema,
        response: { 201: creditTermSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createCreditTerm(tx, req.auth, req.body))),
  );

  app.get(
    '/api/customer-credit-terms/:id',
    {
      config: { permission: ['CUSTOMER_CREDIT_TERMS', 'READ'] },
      schema: {
        tags,
        summary: 'One credit term',
        security: bearerSecurity,
        params: idParams,
        response: { 200: creditTermSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => getCreditTerm(tx, req.auth, req.params.id)),
  );

  app.put(
    '/api/customer-credit-terms/:id',
    {
      config: { permission: ['CUSTOMER_CREDIT_TERMS', 'WRITE'] },
      schema: {
        tags,
        summary: 'Change a credit term (with its version; the caller becomes the approver)',
        security: bearerSecurity,
        params: idParams,
        body: creditTermUpdateSchema,
        response: { 200: creditTermSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => updateCreditTerm(tx, req.auth, req.params.id, req.body)),
  );

  app.delete(
    '/api/customer-credit-terms/:id',
    {
      config: { permission: ['CUSTOMER_CREDIT_TERMS', 'WRITE'] },
      schema: {
        tags,
        summary: 'Delete a credit term',
        security: bearerSecurity,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => deleteCreditTerm(tx, req.auth, req.params.id));
      return reply.status(204).send(null);
    },
  );
};
