/**
 * The finance queues (the original client's paths): counts for the dashboard's finance group, one table per
 * sub-queue, and the pending-release listing of /orders/pending-released.
 * - Dashboard queues and counts: ORDER_LISTING read (whoever sees orders sees the home queues;
 *   the scope decides which orders), as the original client gives the dashboard no key of its own.
 * - `pending-liberation` and `pending-released`: ORDER_LISTING_PENDING_RELEASE read.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../domain/access';
import type { FinanceQueue } from '../../../domain/finance';
import {
  financeCountsQuerySchema,
  financeCountsSchema,
  financeQueueQuerySchema,
  financeQueueResponseSchema,
  pendingLiberationQuerySchema,
  pendingReleasedQuerySchema,
} from '../../../domain/finance/views';
import { financeCounts, financeQueue, pendingLiberationStatus } from './queues';

const LISTING = { access: ACCESS.finance.queues };
const PENDING_RELEASE = { access: ACCESS.finance.pendingReleased };

const DASHBOARD_QUEUES: { path: string; queue: FinanceQueue; summary: string }[] = [
  {
    path: '/not-answered-finance',
    queue: 'NOT_ANSWERED',
    summary: 'Release missing: requests finance has not answered (area Crédito or Tesorería)',
  },
  { path: '/held', queue: 'HELD', summary: 'Retained orders, with their reject reasons' },
  {
    path: '/approved-finance',
    queue: 'APPROVED',
    summary: 'Authorized by finance, material not assigned yet',
  },
];

/** One queue's page for the caller's scope, its texts in the caller's language. */
const answerQueue = (req: FastifyRequest, request: Parameters<typeof financeQueue>[2]) =>
  req.tx((tx) => financeQueue(tx, req.actor, request));

export const financeQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/count-finances',
    {
      config: LISTING,
      schema: {
        summary: 'Orders per finance queue and the group’s total, for the caller’s scope',
        querystring: financeCountsQuerySchema,
        response: { 200: financeCountsSchema },
      },
    },
    async (req) => req.tx((tx) => financeCounts(tx, req.actor, req.query)),
  );

  for (const { path, queue, summary } of DASHBOARD_QUEUES) {
    app.get(
      path,
      {
        config: LISTING,
        schema: {
          summary,
          querystring: financeQueueQuerySchema,
          response: { 200: financeQueueResponseSchema },
        },
      },
      async (req) => answerQueue(req, { queue, query: req.query, listing: false }),
    );
  }

  app.get(
    '/pending-liberation',
    {
      config: PENDING_RELEASE,
      schema: {
        summary: 'Release not requested (PENDINGRELEASEREQUEST) or payment validation not requested',
        description: 'status: PENDINGRELEASEREQUEST or PENDINGVALIDATEPAYMENTREQUEST; any other answers 400.',
        querystring: pendingLiberationQuerySchema,
        response: { 200: financeQueueResponseSchema },
      },
    },
    async (req) =>
      answerQueue(req, { queue: pendingLiberationStatus(req.query.status), query: req.query, listing: true }),
  );

  app.get(
    '/pending-released',
    {
      config: PENDING_RELEASE,
      schema: {
        summary: 'The /orders/pending-released listing: sellers, payment term and delivery model filters',
        description:
          'status: PENDINGRELEASEREQUEST (default) or PENDINGVALIDATEPAYMENTREQUEST; any other answers 400.',
        querystring: pendingReleasedQuerySchema,
        response: { 200: financeQueueResponseSchema },
      },
    },
    async (req) =>
      answerQueue(req, { queue: pendingLiberationStatus(req.query.status), query: req.query, listing: true }),
  );
};
