/** Credit terms (CUSTOMER_CREDIT_TERMS, company e-mails only), page size 10 by default. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditTermInputSchema,
  creditTermListQuerySchema,
  creditTermSchema,
  creditTermUpdateSchema,
} from '../../../domain/creditTerms';
import { listResponseSchema } from '../../../domain/lists';
import { errorsWithConflict, resourceRoutes } from '../../plugins/resourceRoutes';
import {
  createCreditTerm,
  deleteCreditTerm,
  getCreditTerm,
  listCreditTerms,
  requireCompanyEmail,
  updateCreditTerm,
} from './creditTerms';

export const creditTermRoutes: FastifyPluginAsyncZod = async (app) => {
  // Permission first (route config), then the company-domain rule, on every route of this plugin.
  app.addHook('preHandler', async (req) => {
    await req.tx((tx) => requireCompanyEmail(tx, req.auth));
  });

  const creditTerms = resourceRoutes(app, {
    tags: ['credit terms'],
    read: ['CUSTOMER_CREDIT_TERMS', 'READ'],
    write: ['CUSTOMER_CREDIT_TERMS', 'WRITE'],
    errors: errorsWithConflict,
  });

  creditTerms.list(
    '/api/customer-credit-terms',
    {
      summary: 'Credit terms, newest period first per customer',
      query: creditTermListQuerySchema,
      response: listResponseSchema(creditTermSchema),
    },
    (tx, req) => listCreditTerms(tx, req.auth, req.query),
  );

  creditTerms.create(
    '/api/customer-credit-terms',
    {
      summary: 'Give a customer credit terms (approved by the caller)',
      body: creditTermInputSchema,
      response: creditTermSchema,
    },
    (tx, req) => createCreditTerm(tx, req.auth, req.body),
  );

  creditTerms.show(
    '/api/customer-credit-terms/:id',
    { summary: 'One credit term', response: creditTermSchema },
    (tx, req) => getCreditTerm(tx, req.auth, req.params.id),
  );

  creditTerms.update(
    '/api/customer-credit-terms/:id',
    {
      summary: 'Change a credit term (with its version; the caller becomes the approver)',
      body: creditTermUpdateSchema,
      response: creditTermSchema,
    },
    (tx, req) => updateCreditTerm(tx, req.auth, req.params.id, req.body),
  );

  creditTerms.remove('/api/customer-credit-terms/:id', { summary: 'Delete a credit term' }, (tx, req) =>
    deleteCreditTerm(tx, req.auth, req.params.id),
  );
};
