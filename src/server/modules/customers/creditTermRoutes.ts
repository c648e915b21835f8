/**
 * Credit terms (CUSTOMER_CREDIT_TERMS, company e-mails only: the access rules carry both), page
 * size 10 by default.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../domain/access';
import {
  creditTermInputSchema,
  creditTermListQuerySchema,
  creditTermSchema,
  creditTermUpdateSchema,
} from '../../../domain/creditTerms';
import { idParamsSchema, listResponseSchema } from '../../../domain/lists';
import {
  createCreditTerm,
  deleteCreditTerm,
  getCreditTerm,
  listCreditTerms,
  updateCreditTerm,
} from './creditTerms';

const rules = ACCESS['customer-credit-terms'];

export const creditTermRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: rules.list },
      schema: {
        summary: 'Credit terms, newest period first per customer',
        querystring: creditTermListQuerySchema,
        response: { 200: listResponseSchema(creditTermSchema) },
      },
    },
    async (req) => req.tx((tx) => listCreditTerms(tx, req.actor, req.query)),
  );

  app.post(
    '',
    {
      config: { access: rules.create },
      schema: {
        summary: 'Give a customer credit terms (approved by the caller)',
        body: creditTermInputSchema,
        response: { 201: creditTermSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createCreditTerm(tx, req.actor, req.body))),
  );

  app.get(
    '/:id',
    {
      config: { access: rules.show },
      schema: { summary: 'One credit term', params: idParamsSchema, response: { 200: creditTermSchema } },
    },
    async (req) => req.tx((tx) => getCreditTerm(tx, req.actor, req.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: rules.edit },
      schema: {
        summary: 'Change a credit term (with its version; the caller becomes the approver)',
        params: idParamsSchema,
        body: creditTermUpdateSchema,
        response: { 200: creditTermSchema },
      },
    },
    async (req) => req.tx((tx) => updateCreditTerm(tx, req.actor, req.params.id, req.body)),
  );

  app.delete(
    '/:id',
    {
      config: { access: rules.delete },
      schema: { summary: 'Delete a credit term', params: idParamsSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await req.tx((tx) => deleteCreditTerm(tx, req.actor, req.params.id));
      return reply.status(204).send(null);
    },
  );
};
