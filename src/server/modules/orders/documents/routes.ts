/**
 * Order files: staging uploads for the creation form (`POST /api/orders/uploads`) and the
 * documents of an existing order (list, add, rename/retype, delete, download). Multipart parsing
 * is registered in this plugin's scope only. Start-up sweeps old staged files.
 */
import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../../domain/errors';
import {
  orderDocumentUpdateSchema,
  orderDocumentUploadFieldsSchema,
  stagedUploadSchema,
} from '../../../../domain/orders/files';
import { orderDocumentViewSchema } from '../../../../domain/orders/views';
import { AppError, notFound } from '../../../errors';
import { bearerSecurity } from '../../../plugins/requestContext';
import { ORDER_FILES_AREA, orderFileMaxBytes, orderFileStore, readOrderUpload } from './orderFiles';
import { addDocument, deleteDocument, documentDownload, listDocuments, updateDocument } from './service';
import { stageUpload, sweepStagedUploads } from './staging';
import { ordersText } from './texts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const uploadErrors = { 413: errorBodySchema, 415: errorBodySchema };
const tags = ['orders'];
const orderParams = z.object({ id: z.uuid('validation.uuid') });
const documentParams = orderParams.extend({ documentId: z.uuid('validation.uuid') });
const downloadQuery = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

/** zod for params and query as everywhere; the multipart body is read by the handler. */
const paramsOnlyValidator = (route: FastifyRouteSchemaDef<unknown>) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route as FastifyRouteSchemaDef<z.ZodType>);

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
    '/api/orders/uploads',
    {
      config: { permission: ['CREATE_ORDER', 'WRITE'] },
      validatorCompiler: paramsOnlyValidator,
      schema: {
        tags,
        summary: 'Stage a file for an order being created (multipart: `file`, optional `fileKind`)',
        description: `At most ORDER_FILE_MAX_MB (10 MB by default); extension in the general list and content of that kind. The creation call names it by uploadId; staged files expire after a day.`,
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        body: stagingBodySchema,
        response: { 201: stagedUploadSchema, ...errors, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const { file } = await readOrderUpload(req, ctx);
      const staged = await stageUpload(ctx, { tenantId: req.tenant.id, userId: req.auth.sub }, file);
      return reply.status(201).send(staged);
    },
  );

  app.get(
    '/api/orders/:id/documents',
    {
      config: { permission: ['ORDER_DETAIL_FILES', 'READ'] },
      schema: {
        tags,
        summary: 'Documents of an order (proforma first)',
        security: bearerSecurity,
        params: orderParams,
        response: { 200: z.array(orderDocumentViewSchema), ...errors },
      },
    },
    async (req) => req.tx((tx) => listDocuments(tx, req.auth, req.params.id)),
  );

  app.post(
    '/api/orders/:id/documents',
    {
      config: { permission: ['ORDER_DETAIL_FILES', 'WRITE'] },
      validatorCompiler: paramsOnlyValidator,
      schema: {
        tags,
        summary: 'Add a document to an order (multipart: `file`, `type`, `name`, optional `fileKind`)',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: orderParams,
        body: documentBodySchema,
        response: { 201: orderDocumentViewSchema, ...errors, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const { file, fields } = await readOrderUpload(req, ctx);
      const input = parseFields(fields, (key) => req.t(key));
      const storedName = await store.save(req.tenant.id, ORDER_FILES_AREA, 'document', file.ext, file.bytes);
      try {
        const view = await req.tx((tx) =>
          addDocument(tx, req.auth, req.params.id, { ...input, storedName, file }),
        );
        return reply.status(201).send(view);
      } catch (error) {
        await store.remove(req.tenant.id, ORDER_FILES_AREA, storedName);
        throw error;
      }
    },
  );

  app.patch(
    '/api/orders/:id/documents/:documentId',
    {
      config: { permission: ['ORDER_DETAIL_FILES', 'WRITE'] },
      schema: {
        tags,
        summary: 'Rename a document or change its type (not the generated ones)',
        security: bearerSecurity,
        params: documentParams,
        body: orderDocumentUpdateSchema,
        response: { 200: orderDocumentViewSchema, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => updateDocument(tx, req.auth, req.params.id, req.params.documentId, req.body)),
  );

  app.delete(
    '/api/orders/:id/documents/:documentId',
    {
      config: { permission: ['ORDER_DETAIL_FILES', 'WRITE'] },
      schema: {
        tags,
        summary: 'Delete a document (not the generated ones)',
        security: bearerSecurity,
        params: documentParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      const storedName = await req.tx((tx) =>
        deleteDocument(tx, req.auth, req.params.id, req.params.documentId),
      );
      if (storedName) await store.remove(req.tenant.id, ORDER_FILES_AREA, storedName);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/orders/:id/documents/:documentId/file',
    {
      config: { permission: ['ORDER_DETAIL_FILES', 'READ'] },
      schema: {
        tags,
        summary: 'Download a document’s file (Content-Disposition with the generated file name)',
        security: bearerSecurity,
        params: documentParams,
        querystring: downloadQuery,
        response: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: z.file() } } },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const download = await req.tx((tx) =>
        documentDownload(tx, req.auth, req.params.id, req.params.documentId),
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
