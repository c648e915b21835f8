/**
 * Order files: staging uploads for the creation form (`POST /api/orders/uploads`) and the
 * documents of an existing order (list, add, rename/retype, delete, download). Multipart parsing
 * is registered in this plugin's scope only. Start-up sweeps old staged files.
 */
import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../../domain/access';
import { errorBodySchema } from '../../../../domain/errors';
import { idParamsSchema } from '../../../../domain/lists';
import {
  orderDocumentUpdateSchema,
  orderDocumentUploadFieldsSchema,
  stagedUploadSchema,
} from '../../../../domain/orders/files';
import { orderDocumentViewSchema } from '../../../../domain/orders/views';
import { AppError, notFound } from '../../../errors';
import { multipartValidator } from '../../../storage/upload';
import { ORDER_FILES_AREA, orderFileMaxBytes, orderFileStore, readOrderUpload } from './orderFiles';
import { addDocument, deleteDocument, documentDownload, listDocuments, updateDocument } from './service';
import { stageUpload, sweepStagedUploads } from './staging';
import { ordersText } from './texts';

const uploadErrors = { 413: errorBodySchema, 415: errorBodySchema };
const documentParams = idParamsSchema.extend({ documentId: z.uuid('validation.uuid') });
const downloadQuery = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

const stagingBodySchema = z.object({
  file: z.file().describe('The file (general upload list; checked by content)'),
  fileKind: z.enum(['document', 'image', 'other']).optional(),
});
const documentBodySchema = z.object({
  file: z.file(),
  type: orderDocumentUploadFieldsSchema.shape.type,
  name: z.string(),
  fileKind: z.enum(['document', 'image', 'other']).optional(),
});

/** Validation errors of the multipart text fields, answered like every other 400. */
function parseFields(fields: Record<string, string>, t: (key: string) => string) {
  const parsed = orderDocumentUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    key: issue.message,
    message: t(issue.message),
  }));
  throw new AppError(400, 'VALIDATION_ERROR', details[0]?.key ?? 'errors.validation', {}, details);
}

export const orderDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const store = orderFileStore(ctx);
  await app.register(multipart, { limits: { fileSize: orderFileMaxBytes(ctx), files: 1 } });

  app.addHook('onReady', async () => {
    await sweepStagedUploads(ctx).catch((error) =>
      app.log.error({ err: error }, 'staged upload sweep failed'),
    );
  });

  app.post(
    '/uploads',
    {
      config: { access: ACCESS.orders.stageFiles },
      validatorCompiler: multipartValidator,
      schema: {
        summary: 'Stage a file for an order being created (multipart: `file`, optional `fileKind`)',
        description: `At most ORDER_FILE_MAX_MB (10 MB by default); extension in the general list and content of that kind. The creation call names it by uploadId; staged files expire after a day.`,
        consumes: ['multipart/form-data'],
        body: stagingBodySchema,
        response: { 201: stagedUploadSchema, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const { file } = await readOrderUpload(req, ctx);
      const staged = await stageUpload(ctx, { tenantId: req.tenant.id, userId: req.actor.claims.sub }, file);
      return reply.status(201).send(staged);
    },
  );

  app.get(
    '/:id/documents',
    {
      config: { access: ACCESS.orders.readFiles },
      schema: {
        summary: 'Documents of an order (proforma first)',
        params: idParamsSchema,
        response: { 200: z.array(orderDocumentViewSchema) },
      },
    },
    async (req) => req.tx((tx) => listDocuments(tx, req.actor, req.params.id)),
  );

  app.post(
    '/:id/documents',
    {
      config: { access: ACCESS.orders.writeFiles },
      validatorCompiler: multipartValidator,
      schema: {
        summary: 'Add a document to an order (multipart: `file`, `type`, `name`, optional `fileKind`)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: documentBodySchema,
        response: { 201: orderDocumentViewSchema, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const { file, fields } = await readOrderUpload(req, ctx);
      const input = parseFields(fields, (key) => req.t(key));
      const storedName = await store.save(req.tenant.id, ORDER_FILES_AREA, 'document', file.ext, file.bytes);
      try {
        const view = await req.tx((tx) =>
          addDocument(tx, req.actor, req.params.id, { ...input, storedName, file }),
        );
        return reply.status(201).send(view);
      } catch (error) {
        await store.remove(req.tenant.id, ORDER_FILES_AREA, storedName);
        throw error;
      }
    },
  );

  app.patch(
    '/:id/documents/:documentId',
    {
      config: { access: ACCESS.orders.writeFiles },
      schema: {
        summary: 'Rename a document or change its type (not the generated ones)',
        params: documentParams,
        body: orderDocumentUpdateSchema,
        response: { 200: orderDocumentViewSchema },
      },
    },
    async (req) =>
      req.tx((tx) => updateDocument(tx, req.actor, req.params.id, req.params.documentId, req.body)),
  );

  app.delete(
    '/:id/documents/:documentId',
    {
      config: { access: ACCESS.orders.writeFiles },
      schema: {
        summary: 'Delete a document (not the generated ones)',
        params: documentParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      const storedName = await req.tx((tx) =>
        deleteDocument(tx, req.actor, req.params.id, req.params.documentId),
      );
      if (storedName) await store.remove(req.tenant.id, ORDER_FILES_AREA, storedName);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/documents/:documentId/file',
    {
      config: { access: ACCESS.orders.readFiles },
      schema: {
        summary: 'Download a document’s file (Content-Disposition with the generated file name)',
        params: documentParams,
        querystring: downloadQuery,
        response: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: z.file() } } },
        },
      },
    },
    async (req, reply) => {
      const download = await req.tx((tx) =>
        documentDownload(tx, req.actor, req.params.id, req.params.documentId),
      );
      const file = await store.find(req.tenant.id, ORDER_FILES_AREA, download.storedName);
      if (!file) throw notFound(ordersText('documents.fileMissing'));
      return (
        reply
          .header('content-type', download.contentType)
          .header('content-length', file.size)
          .header('content-disposition', `${req.query.disposition}; filename="${download.fileName}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // The response schema documents a binary body; Fastify streams the file as it is.
          .send(createReadStream(file.path) as unknown as File)
      );
    },
  );
};
