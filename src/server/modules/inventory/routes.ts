/**
 * Lots (`/api/inventory`): the list and its file, receptions, descriptive edits, count corrections,
 * the ledger of each lot, its COA certificate, and the quantity summary per warehouse. Multipart
 * parsing is registered in this plugin's scope only (the COA upload).
 */
import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS, allows } from '../../../domain/access';
import { errorBodySchema } from '../../../domain/errors';
import {
  adjustmentCreateSchema,
  lotCreateSchema,
  lotExportQuerySchema,
  lotListQuerySchema,
  lotListSchema,
  lotSchema,
  lotUpdateSchema,
  movementListQuerySchema,
  movementListSchema,
} from '../../../domain/inventory/lots';
import { summaryQuerySchema, summarySchema } from '../../../domain/inventory/summary';
import { idParamsSchema } from '../../../domain/lists';
import { generatedFileName } from '../../../domain/orders/files';
import { orderExportAcceptedSchema } from '../../../domain/orders/listColumns';
import { notFound } from '../../errors';
import { EXPORT_CONTENT_TYPES } from '../../exports/contentTypes';
import { multipartValidator } from '../../storage/upload';
import { COA_AREA, coaMaxBytes, coaStore, saveCoaUpload } from './coaFiles';
import { lotExportFileName, lotExportStream } from './exportFile';
import {
  adjustStock,
  allLots,
  coaDownload,
  createLot,
  getLot,
  listLots,
  listMovements,
  replaceCoa,
  requestLotExportMail,
  updateLot,
} from './lotService';
import { inventorySummary } from './summaryService';

const bodyLimit = 64 * 1024;

const fileResponse = {
  description: 'The file, as an attachment (CSV: UTF-8 with byte-order mark, comma separated)',
  content: Object.fromEntries(
    Object.values(EXPORT_CONTENT_TYPES).map((type) => [type, { schema: z.file() }]),
  ),
};

export const lotRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const store = coaStore(ctx);
  await app.register(multipart, { limits: { fileSize: coaMaxBytes(ctx), files: 1 } });

  app.get(
    '',
    {
      config: { access: ACCESS.inventory.list },
      schema: {
        summary:
          'Lots of the tenant (search on lot, product reference and warehouse code or name; warehouse, product, packaging and with-stock filters), sorted and paged',
        querystring: lotListQuerySchema,
        response: { 200: lotListSchema },
      },
    },
    async (req) => req.tx((tx) => listLots(tx, req.actor, req.query)),
  );

  app.get(
    '/export',
    {
      config: { access: ACCESS.inventory.export },
      schema: {
        summary:
          'The lot list as a file (xlsx or csv): every lot matching the filters, headers in the caller’s language',
        querystring: lotExportQuerySchema,
        response: { 200: fileResponse },
      },
    },
    async (req, reply) => {
      const { format, ...filters } = req.query;
      const lots = await req.tx((tx) => allLots(tx, req.actor, filters));
      const withCost = allows(req.actor.claims, ACCESS.inventory.readCost);
      const out = lotExportStream(lots, format, req.locale, withCost, (err) =>
        req.log.error({ err }, 'lot export failed while streaming'),
      );
      reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${lotExportFileName(req.locale, format)}"`)
        .header('cache-control', 'no-store');
      // The response schema documents a binary body; Fastify streams it as it is written.
      return reply.send(out as unknown as File);
    },
  );

  app.post(
    '/export',
    {
      config: { access: ACCESS.inventory.export },
      bodyLimit,
      schema: {
        summary:
          'Builds the lot list file (xlsx or csv) and mails it to the caller; 202 once the lots are counted',
        body: lotExportQuerySchema,
        response: { 202: orderExportAcceptedSchema },
      },
    },
    async (req, reply) => {
      // The file is built by a job after answering: a big export must not keep the user waiting.
      const { email, rows } = await req.tx((tx) => requestLotExportMail(tx, req.actor, req.body));
      return reply.status(202).send({ message: req.t('inventory.export.sent', { email }), email, rows });
    },
  );

  app.get(
    '/summary',
    {
      config: { access: ACCESS.inventory.summary },
      schema: {
        summary:
          'Available tons by product, packaging and active warehouse; with `customerId`, the customer’s region apart',
        querystring: summaryQuerySchema,
        response: { 200: summarySchema },
      },
    },
    async (req) => req.tx((tx) => inventorySummary(tx, req.actor, req.query)),
  );

  app.post(
    '',
    {
      config: { access: ACCESS.inventory.create },
      bodyLimit,
      schema: {
        summary:
          'Receive a lot (product active and sold in that packaging, warehouse active, not dated after today; lot unique per warehouse: 409)',
        body: lotCreateSchema,
        response: { 201: lotSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await req.tx((tx) => createLot(tx, req.actor, req.body))),
  );

  app.get(
    '/:id',
    {
      config: { access: ACCESS.inventory.show },
      schema: {
        summary: 'One lot with its running totals',
        params: idParamsSchema,
        response: { 200: lotSchema },
      },
    },
    async (req) => req.tx((tx) => getLot(tx, req.actor, req.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: ACCESS.inventory.edit },
      bodyLimit,
      schema: {
        summary:
          'Change a lot’s descriptive data (never its quantities; 409 when `version` is not the current one)',
        params: idParamsSchema,
        body: lotUpdateSchema,
        response: { 200: lotSchema },
      },
    },
    async (req) => req.tx((tx) => updateLot(tx, req.actor, req.params.id, req.body)),
  );

  app.get(
    '/:id/movements',
    {
      config: { access: ACCESS.inventory.show },
      schema: {
        summary: 'The lot’s ledger, newest first, each movement with the available stock right after it',
        params: idParamsSchema,
        querystring: movementListQuerySchema,
        response: { 200: movementListSchema },
      },
    },
    async (req) => req.tx((tx) => listMovements(tx, req.actor, req.params.id, req.query)),
  );

  app.post(
    '/:id/adjustments',
    {
      config: { access: ACCESS.inventory.adjust },
      bodyLimit,
      schema: {
        summary:
          'Correct a lot’s stock (count, damage, return; signed kg): 409 on a stale version, 400 when it would go below zero',
        params: idParamsSchema,
        body: adjustmentCreateSchema,
        response: { 200: lotSchema },
      },
    },
    async (req) => req.tx((tx) => adjustStock(tx, req.actor, req.params.id, req.body)),
  );

  app.put(
    '/:id/coa',
    {
      config: { access: ACCESS.inventory.edit },
      validatorCompiler: multipartValidator,
      schema: {
        summary:
          'Upload the lot’s COA certificate (multipart: `file`, a PDF or image), replacing the previous one',
        description: 'At most ORDER_FILE_MAX_MB (10 MB by default); the type is read from the content.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: z.object({ file: z.file() }),
        response: { 200: lotSchema, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (req) => {
      const file = await saveCoaUpload(req, ctx, req.tenant.id);
      try {
        const { view, replaced } = await req.tx((tx) => replaceCoa(tx, req.actor, req.params.id, file));
        if (replaced) await store.remove(req.tenant.id, COA_AREA, replaced);
        return view;
      } catch (error) {
        await store.remove(req.tenant.id, COA_AREA, file.storedName);
        throw error;
      }
    },
  );

  app.get(
    '/:id/coa',
    {
      config: { access: ACCESS.inventory.show },
      schema: {
        summary: 'Download the lot’s COA certificate (404 when it has none)',
        params: idParamsSchema,
        response: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: z.file() } } },
        },
      },
    },
    async (req, reply) => {
      const coa = await req.tx((tx) => coaDownload(tx, req.actor, req.params.id));
      const file = await store.find(req.tenant.id, COA_AREA, coa.storedName);
      if (!file) throw notFound('inventory.coaNotFound');
      const ext = coa.storedName.slice(coa.storedName.lastIndexOf('.') + 1);
      return (
        reply
          .header('content-type', coa.contentType)
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${generatedFileName(`COA ${coa.lot}`, ext)}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // The response schema documents a binary body; Fastify streams the file as it is.
          .send(createReadStream(file.path) as unknown as File)
      );
    },
  );
};
