/**
 * The finance routes of one order: the finance view, the seller's requests, finance's decisions,
 * payments, and the bulk actions. Each answers the text to show and, for one order, its fresh
 * finance view from the same transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ACCESS } from '../../../domain/access';
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
import { idParamsSchema } from '../../../domain/lists';
import type { Actor } from '../../actor';
import type { Tx } from '../../db/client';
import { noBodySchema, type RouteAccess } from '../../plugins/routeConventions';
import { type BulkAction, runBulk } from './bulk';
import { releaseByFinance, retainByFinance, validatePayment } from './decisions';
import { listPayments, registerPayment } from './payments';
import { requestPayment, requestRelease } from './requests';
import { financeView } from './view';

type Outcome = FinanceActionResult['outcome'];

/** Runs the change, then answers its outcome, its text and the fresh view from the same transaction. */
function act(
  req: FastifyRequest,
  orderId: string,
  change: (tx: Tx, actor: Actor) => Promise<Outcome>,
  messageKey: (outcome: Outcome) => string,
): Promise<FinanceActionResult> {
  const { actor } = req;
  return req.tx(async (tx) => {
    const outcome = await change(tx, actor);
    const finance = await financeView(tx, actor, orderId);
    return { outcome, message: actor.t(messageKey(outcome)), finance };
  });
}

export const orderFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/finance',
    {
      config: { access: ACCESS.finance.show },
      schema: {
        summary: 'The order’s finance side for the caller: state, credit check, buttons, payments panel',
        description:
          'Needs ORDER_DETAIL_CREDIT read (credit check and payments) or ORDER_CREDIT_REQUESTS read (seller buttons).',
        params: idParamsSchema,
        response: { 200: financeViewSchema },
      },
    },
    async (req) => req.tx((tx) => financeView(tx, req.actor, req.params.id)),
  );

  app.post(
    '/request-release/:id',
    {
      config: { access: ACCESS.finance.requestRelease },
      schema: {
        summary: 'Requests (or resends, after 3 days) the release; runs the automatic credit check',
        description:
          'Allowed exactly when the seller’s release button is offered enabled (ORDER_CREDIT_REQUESTS write), or by ' +
          'finance (ORDER_DETAIL_CREDIT write) on a retained order. An approved check releases the order at once.',
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: financeActionResultSchema },
      },
    },
    async (req) =>
      act(
        req,
        req.params.id,
        (tx, actor) => requestRelease(tx, actor, req.params.id),
        (o) => (o === 'released' ? 'finance.releasedAutomatically' : 'finance.releaseRequested'),
      ),
  );

  app.post(
    '/request-payment/:id',
    {
      config: { access: ACCESS.finance.request },
      schema: {
        summary: 'Requests (or resends) treasury’s validation of an advance payment',
        description: 'Needs a payment_confirmation document on the order first (409 otherwise).',
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: financeActionResultSchema },
      },
    },
    async (req) =>
      act(
        req,
        req.params.id,
        (tx, actor) => requestPayment(tx, actor, req.params.id),
        () => 'finance.paymentRequested',
      ),
  );

  /** A decision of finance on one order (the body carries the version seen), answered with the fresh view. */
  function decisionRoute<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    decide: (tx: Tx, actor: Actor, orderId: string, body: z.output<B>) => Promise<void>,
    outcome: Outcome,
    messageKey: string,
  ) {
    app.put(
      path,
      {
        config: { access: ACCESS.finance.decide },
        schema: {
          summary,
          description:
            'Send the version you saw: a stale one answers 409 STALE_VERSION. Not allowed now: 409.',
          params: idParamsSchema,
          body,
          response: { 200: financeActionResultSchema },
        },
      },
      async (req) =>
        act(
          req,
          req.params.id,
          async (tx, actor) => {
            await decide(tx, actor, req.params.id, req.body as z.output<B>);
            return outcome;
          },
          () => messageKey,
        ),
    );
  }

  decisionRoute(
    '/:id/finance/release',
    'Finance releases the order (APROBADO_POR_FINANZAS, FINANCE_RELEASED)',
    releaseBodySchema,
    releaseByFinance,
    'released',
    'finance.released',
  );
  decisionRoute(
    '/:id/finance/retain',
    'Finance retains the order for overdue invoices, overdraft or both (ORDEN_RETENIDA)',
    retainBodySchema,
    retainByFinance,
    'retained',
    'finance.retained',
  );
  decisionRoute(
    '/:id/finance/validate-payment',
    'Treasury validates the advance payment (needs its payment confirmation)',
    releaseBodySchema,
    validatePayment,
    'validated',
    'finance.validated',
  );

  app.get(
    '/:id/payments',
    {
      config: { access: ACCESS.finance.readPayments },
      schema: {
        summary: 'The payments panel: terms, status, transactions with receipts, paid and balance',
        params: idParamsSchema,
        response: { 200: paymentsPanelSchema },
      },
    },
    async (req) => req.tx((tx) => listPayments(tx, req.actor, req.params.id)),
  );

  app.post(
    '/:id/payments',
    {
      config: { access: ACCESS.finance.decide },
      schema: {
        summary: 'Registers a payment (date, amount > 0, receipt = a payment_confirmation document id)',
        description:
          'Payment status follows the transactions (PENDING, PARTIAL, PAID); a delivered order fully paid becomes PAGADO.',
        params: idParamsSchema,
        body: paymentBodySchema,
        response: { 201: financeActionResultSchema },
      },
    },
    async (req, reply) => {
      const result = await act(
        req,
        req.params.id,
        async (tx, actor) => {
          await registerPayment(tx, actor, req.params.id, req.body);
          return 'registered';
        },
        () => 'finance.payments.registered',
      );
      return reply.status(201).send(result);
    },
  );

  const bulk = (summary: string, access: RouteAccess) => ({
    config: { access },
    schema: {
      summary,
      description: 'One result per order (each in its own savepoint); the message counts them with plurals.',
      body: bulkBodySchema,
      response: { 200: bulkResultSchema },
    },
  });
  const runBulkRoute = (
    req: FastifyRequest<{ Body: z.infer<typeof bulkBodySchema> }>,
    action: (actor: Actor) => BulkAction,
  ) =>
    req.tx((tx) =>
      runBulk(tx, req.actor, req.body.orderIds, action(req.actor), (err, orderId) =>
        req.log.error({ err, orderId }, 'finance bulk action failed for one order'),
      ),
    );

  app.post(
    '/bulk-credit-release',
    bulk('Requests the release of several orders (each with its credit check)', ACCESS.finance.request),
    async (req) =>
      runBulkRoute(req, (actor) => async (tx, id) => {
        const outcome = await requestRelease(tx, actor, id);
        return outcome === 'released' ? 'released' : 'requested';
      }),
  );

  app.post(
    '/bulk-request-payment',
    bulk('Requests treasury’s payment validation for several advance-payment orders', ACCESS.finance.request),
    async (req) =>
      runBulkRoute(req, (actor) => async (tx, id) => {
        await requestPayment(tx, actor, id);
        return 'paymentRequested';
      }),
  );

  app.post(
    '/bulk-validate-payment',
    bulk('Treasury validates the advance payment of several orders', ACCESS.finance.decide),
    async (req) =>
      runBulkRoute(req, (actor) => async (tx, id) => {
        await validatePayment(tx, actor, id, {});
        return 'validated';
      }),
  );
};
