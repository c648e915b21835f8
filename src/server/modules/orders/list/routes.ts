/**
 * The order list (`GET /api/orders`, with the tab counts in the same answer) and its export: the
 * file streamed back (`GET /api/orders/export-data`) or mailed to the caller as an attachment
 * (`POST /api/orders/export`, answered 202 once the orders are counted; a job builds and mails the file).
 */
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../../domain/errors';
import { orderExportAcceptedSchema, orderExportQuerySchema } from '../../../../domain/orders/listColumns';
import { orderListQuerySchema, orderListResponseSchema } from '../../../../domain/orders/views';
import { users } from '../../../db/schema';
import { notFound } from '../../../errors';
import { enqueue } from '../../../jobs/outbox';
import { bearerSecurity } from '../../../plugins/requestContext';
import { EXPORT_CONTENT_TYPES, exportCount, exportData, exportFileName, writeExport } from './exportService';
import { listOrders } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tags = ['orders'];
const READ = { permission: ['ORDER_LISTING', 'READ'] } as const;
const fileResponse = {
  description: 'The file, as an attachment (CSV: UTF-8 with byte-order mark, comma separated)',
  content: Object.fromEntries(
    Object.values(EXPORT_CONTENT_TYPES).map((type) => [type, { schema: z.file() }]),
  ),
};

export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'Orders the caller may see: one status tab, searched, filtered, sorted and paged, with every tab’s count',
        security: bearerSecurity,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => listOrders(tx, req.auth, req.query, (k) => req.t(k))),
  );

  app.get(
    '/api/orders/export-data',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The list as a file (xlsx or csv): every matching order, the given columns in their order',
        security: bearerSecurity,
        querystring: orderExportQuerySchema,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const data = await req.tx((tx) =>
        exportData(tx, req.auth, req.tenant.id, q, (k) => req.t(k), 'querystring'),
      );
      const out = new PassThrough();
      reply
        .header('content-type', EXPORT_CONTENT_TYPES[q.format])
        .header('content-disposition', `attachment; filename="${exportFileName(req.locale, q.format)}"`)
        .header('cache-control', 'no-store');
      writeExport(out, data, q, req.locale).catch((err) => {
        req.log.error({ err }, 'order export failed while streaming');
        out.destroy(err);
      });
      // The response schema documents a binary body; Fastify streams it as it is written.
      return reply.send(out as unknown as File);
    },
  );

  app.post(
    '/api/orders/export',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'Builds the list file (xlsx or csv) and mails it to the caller; 202 once the orders are counted',
        security: bearerSecurity,
        body: orderExportQuerySchema,
        response: { 202: orderExportAcceptedSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const q = req.body;
      // The file is built by a job after answering: a big export must not keep the user waiting.
      const { rows, email } = await req.tx(async (tx) => {
        const [user] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, req.auth.sub))
          .limit(1);
        if (!user) throw notFound();
        const rows = await exportCount(tx, req.auth, q, (k) => req.t(k), 'body');
        await enqueue(tx, 'orders.export.mail', { claims: req.auth, query: q, locale: req.locale });
        return { rows, email: user.email };
      });
      return reply.status(202).send({
        message: req.t('orders.list.export.sent', { email }),
        email,
        rows,
      });
    },
  );
};
