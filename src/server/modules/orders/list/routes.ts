/**
 * The order list (`GET /api/orders`, with the tab counts in the same answer) and its export: the
 * file streamed back (`GET /api/orders/export-data`) or mailed to the caller as an attachment
 * (`POST /api/orders/export`, answered 202 once the orders are counted; a job builds and mails the file).
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../../domain/access';
import { orderExportAcceptedSchema, orderExportQuerySchema } from '../../../../domain/orders/listColumns';
import { orderListQuerySchema, orderListResponseSchema } from '../../../../domain/orders/views';
import { EXPORT_CONTENT_TYPES } from '../../../exports/contentTypes';
import { enqueue } from '../../../jobs/outbox';
import { exportCount, exportData, exportFileName, exportRecipient, writeExport } from './exportService';
import { listOrders } from './service';

const fileResponse = {
  description: 'The file, as an attachment (CSV: UTF-8 with byte-order mark, comma separated)',
  content: Object.fromEntries(
    Object.values(EXPORT_CONTENT_TYPES).map((type) => [type, { schema: z.file() }]),
  ),
};

export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: ACCESS.orders.list },
      schema: {
        summary:
          'Orders the caller may see: one status tab, searched, filtered, sorted and paged, with every tab’s count',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema },
      },
    },
    async (req) => req.tx((tx) => listOrders(tx, req.actor, req.query)),
  );

  app.get(
    '/export-data',
    {
      config: { access: ACCESS.orders.export },
      schema: {
        summary: 'The list as a file (xlsx or csv): every matching order, the given columns in their order',
        querystring: orderExportQuerySchema,
        response: { 200: fileResponse },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const data = await req.tx((tx) => exportData(tx, req.actor, q, 'querystring'));
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
    '/export',
    {
      config: { access: ACCESS.orders.export },
      schema: {
        summary:
          'Builds the list file (xlsx or csv) and mails it to the caller; 202 once the orders are counted',
        body: orderExportQuerySchema,
        response: { 202: orderExportAcceptedSchema },
      },
    },
    async (req, reply) => {
      const q = req.body;
      // The file is built by a job after answering: a big export must not keep the user waiting.
      const { rows, email } = await req.tx(async (tx) => {
        const { email } = await exportRecipient(tx, req.actor);
        const rows = await exportCount(tx, req.actor, q, 'body');
        await enqueue(tx, 'orders.export.mail', { claims: req.actor.claims, query: q, locale: req.locale });
        return { rows, email };
      });
      return reply.status(202).send({
        message: req.t('orders.list.export.sent', { email }),
        email,
        rows,
      });
    },
  );
};
