/**
 * The finance routes of one order: the finance view, the seller's requests, finance's decisions,
 * payments, and the bulk actions. Each answers the text to show and, for one order, its fresh
 * finance view from the same transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../domain/errors';
import {
  bulkBodySchema,
  bulkResultSchema,
  type FinanceActionResult,
  financeActionResultSchema,
  financeViewSchema,
  paymentBodySchema,
  paymentsPanelSchema,
  releaseBodySchema,
  retainBodySchema,
} from '../../../domain/finance/views';
import type { Tx } from '../../db/client';
import { bearerSecurity, type RoutePermission } from '../../plugins/requestContext';
import { type BulkAction, runBulk } from './bulk';
import type { FinanceCaller } from './caller';
import { releaseByFinance, retainByFinance, validatePayment } from './decisions';
import { listPayments, registerPayment } from './payments';
import { requestPayment, requestRelease } from './requests';
import { financeView } from './view';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idParams = z.object({ id: z.uuid('validation.uuid') });
const tags = ['finance'];
const CREDIT_READ = { permission: ['ORDER_DETAIL_CREDIT', 'READ'] } as const;
const CREDIT_WRITE = { permission: ['ORDER_DETAIL_CREDIT', 'WRITE'] } as const;
const REQUESTS_WRITE = { permission: ['ORDER_CREDIT_REQUESTS', 'WRITE'] } as const;

const callerOf = (req: FastifyRequest): FinanceCaller => ({ claims: req.auth, t: (k, v) => req.t(k, v) });

export const orderFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs the change, then answers the fresh view from the same transaction. */
  function act(
    req: FastifyRequest,
    orderId: string,
    change: (tx: Tx, caller: FinanceCaller, now: Date) => Promise<FinanceActionResult['outcome']>,
    messageKey: (outcome: FinanceActionResult['outcome']) => string,
  ): Promise<FinanceActionResult> {
    const caller = callerOf(req);
    const now = new Date();
    return req.tx(async (tx) => {
      const outcome = await change(tx, caller, now);
      const finance = await financeView(tx, caller, orderId, now);
      return { outcome, message: caller.t(messageKey(outcome)), finance };
    });
  }

  app.get(
    '/api/orders/:id/finance',
    {
      config: {
        permission: [
          ['ORDER_DETAIL_CREDIT', 'READ'],
          ['ORDER_CREDIT_REQUESTS', 'READ'],
        ],
      },
      schema: {
        tags,
        summary: 'The order’s finance side for the caller: state, credit check, buttons, payments panel',
        description:
          'Needs ORDER_DETAIL_CREDIT read (credit check and payments) or ORDER_CREDIT_REQUESTS read (seller buttons).',
        security: bearerSecurity,
        params: idParams,
        response: { 200: financeViewSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => financeView(tx, callerOf(req), req.params.id, new Date())),
  );

  app.post(
    '/api/orders/request-release/:id',
    {
      config: {
        permission: [
          ['ORDER_CREDIT_REQUESTS', 'WRITE'],
          ['ORDER_DETAIL_CREDIT', 'WRITE'],
        ],
      },
      schema: {
        tags,
        summary: 'Requests (or resends, after 3 days) the release; runs the automatic credit check',
        description:
          'Allowed exactly when the seller’s release button is offered enabled (ORDER_CREDIT_REQUESTS write), or by ' +
          'finance (ORDER_DETAIL_CREDIT write) on a retained order. An approved check releases the order at once.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: financeActionResultSchema, ...errors },
      },
    },
    async (req) =>
      act(
        req,
        req.params.id,
        (tx, caller, now) => requestRelease(tx, caller, req.params.id, now),
        (o) => (o === 'released' ? 'finance.releasedAutomatically' : 'finance.releaseRequested'),
      ),
  );

  app.post(
    '/api/orders/request-payment/:id',
    {
      config: REQUESTS_WRITE,
      schema: {
        tags,
        summary: 'Requests (or resends) treasury’s validation of an advance payment',
        description: 'Needs a payment_confirmation document on the order first (409 otherwise).',
        security: bearerSecurity,
        params: idParams,
        response: { 200: financeActionResultSchema, ...errors },
      },
    },
    async (req) =>
      act(
        req,
        req.params.id,
        (tx, caller, now) => requestPayment(tx, caller, req.params.id, now),
        () => 'finance.paymentRequested',
      ),
  );

  /**
   * A decision of finance on one order: the body (with the version seen) is checked, the change
   * runs, and the answer is its outcome with its text and the fresh view.
   */
  function decisionRoute<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    decide: (tx: Tx, caller: FinanceCaller, orderId: string, body: z.output<B>, now: Date) => Promise<void>,
    outcome: FinanceActionResult['outcome'],
    messageKey: string,
  ) {
    app.put(
      path,
      {
        config: CREDIT_WRITE,
        schema: {
          tags,
          summary,
          description:
            'Send the version you saw: a stale one answers 409 STALE_VERSION. Not allowed now: 409.',
          security: bearerSecurity,
          params: idParams,
          body,
          response: { 200: financeActionResultSchema, ...errors },
        },
      },
      async (req) => {
        const parsed = body.parse(req.body);
        return act(
          req,
          req.params.id,
          async (tx, caller, now) => {
            await decide(tx, caller, req.params.id, parsed, now);
            return outcome;
          },
          () => messageKey,
        );
      },
    );
  }

  decisionRoute(
    '/api/orders/:id/finance/release',
    'Finance releases the order (APROBADO_POR_FINANZAS, FINANCE_RELEASED)',
    releaseBodySchema,
    releaseByFinance,
    'released',
    'finance.released',
  );
  decisionRoute(
    '/api/orders/:id/finance/retain',
    'Finance retains the order for overdue invoices, overdraft or both (ORDEN_RETENIDA)',
    retainBodySchema,
    retainByFinance,
    'retained',
    'finance.retained',
  );
  decisionRoute(
    '/api/orders/:id/finance/validate-payment',
    'Treasury validates the advance payment (needs its payment confirmation)',
    releaseBodySchema,
    validatePayment,
    'validated',
    'finance.validated',
  );

  app.get(
    '/api/orders/:id/payments',
    {
      config: CREDIT_READ,
      schema: {
        tags,
        summary: 'The payments panel: terms, status, transactions with receipts, paid and balance',
        security: bearerSecurity,
        params: idParams,
        response: { 200: paymentsPanelSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => listPayments(tx, callerOf(req), req.params.id)),
  );

  app.post(
    '/api/orders/:id/payments',
    {
      config: CREDIT_WRITE,
      schema: {
        tags,
        summary: 'Registers a payment (date, amount > 0, receipt = a payment_confirmation document id)',
        description:
          'Payment status follows the transactions (PENDING, PARTIAL, PAID); a delivered order fully paid becomes PAGADO.',
        security: bearerSecurity,
        params: idParams,
        body: paymentBodySchema,
        response: { 201: financeActionResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      const result = await act(
        req,
        req.params.id,
        async (tx, caller, now) => {
          await registerPayment(tx, caller, req.params.id, req.body, now);
          return 'registered';
        },
        () => 'finance.payments.registered',
      );
      return reply.status(201).send(result);
    },
  );

  const bulk = (summary: string, permission: RoutePermission) => ({
    config: { permission },
    schema: {
      tags,
      summary,
      description: 'One result per order (each in its own savepoint); the message counts them with plurals.',
      security: bearerSecurity,
      body: bulkBodySchema,
      response: { 200: bulkResultSchema, ...errors },
    },
  });
  const runBulkRoute = (
    req: FastifyRequest<{ Body: z.infer<typeof bulkBodySchema> }>,
    action: (caller: FinanceCaller, now: Date) => BulkAction,
  ) => {
    const caller = callerOf(req);
    const now = new Date();
    return req.tx((tx) =>
      runBulk(tx, caller, req.body.orderIds, action(caller, now), (err, orderId) =>
        req.log.error({ err, orderId }, 'finance bulk action failed for one order'),
      ),
    );
  };

  app.post(
    '/api/orders/bulk-credit-release',
    bulk('Requests the release of several orders (each with its credit check)', REQUESTS_WRITE.permission),
    async (req) =>
      runBulkRoute(req, (caller, now) => async (tx, id) => {
        const outcome = await requestRelease(tx, caller, id, now);
        return outcome === 'released' ? 'released' : 'requested';
      }),
  );

  app.post(
    '/api/orders/bulk-request-payment',
    bulk(
      'Requests treasury’s payment validation for several advance-payment orders',
      REQUESTS_WRITE.permission,
    ),
    async (req) =>
      runBulkRoute(req, (caller, now) => async (tx, id) => {
        await requestPayment(tx, caller, id, now);
        return 'paymentRequested';
      }),
  );

  app.post(
    '/api/orders/bulk-validate-payment',
    bulk('Treasury validates the advance payment of several orders', CREDIT_WRITE.permission),
    async (req) =>
      runBulkRoute(req, (caller, now) => async (tx, id) => {
        await validatePayment(tx, caller, id, {}, now);
        return 'validated';
      }),
  );
};
