/**
 * Upload of the tenant's logo and favicon (multipart, TENANT_CONFIGURATION write) and the public
 * route that serves them. Multipart parsing is registered in this plugin's scope only.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../domain/errors';
import { tenantAssetParamsSchema, tenantConfigSchema } from '../../../domain/tenants';
import { notFound } from '../../errors';
import { bearerSecurity } from '../../plugins/requestContext';
import { FileStore } from '../../storage/fileStore';
import { readSingleFile, requireFileType } from '../../storage/upload';
import { ALLOWED_TENANT_IMAGES, findTenantFile, replaceTenantImage, TENANT_FILES_PREFIX } from './assets';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const uploadErrors = { 413: errorBodySchema, 415: errorBodySchema };

/** Documents the multipart body for OpenAPI; the handler reads it (readSingleFile), it is not validated as JSON. */
const uploadBodySchema = z.object({ file: z.file().describe('PNG, JPEG or WEBP (favicon also ICO)') });

/** zod validation for params and query as everywhere; the multipart body passes through to the handler. */
const paramsOnlyValidator = (route: FastifyRouteSchemaDef<unknown>) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route as FastifyRouteSchemaDef<z.ZodType>);

const fileParamsSchema = z.object({
  slug: z.string().max(63),
  file: z.string().max(200).describe('<kind>-<32 hex>.<png|jpg|webp|ico>'),
});

const imageResponse = {
  description: 'The image, with `cache-control: public, max-age=86400` and `x-content-type-options: nosniff`',
  content: Object.fromEntries(
    ['image/png', 'image/jpeg', 'image/webp', 'image/x-icon'].map((type) => [type, { schema: z.file() }]),
  ),
};

export const tenantAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new FileStore(join(app.ctx.env.DATA_DIR, 'uploads'));
  const maxBytes = app.ctx.env.UPLOAD_IMAGE_MAX_KB * 1024;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });

  app.post(
    '/api/tenants/assets/:kind',
    {
      config: { permission: ['TENANT_CONFIGURATION', 'WRITE'] },
      validatorCompiler: paramsOnlyValidator,
      schema: {
        tags: ['tenants'],
        summary: 'Upload the tenant’s logo or favicon (multipart, one file in field `file`)',
        description: `Checked by content (magic bytes), at most UPLOAD_IMAGE_MAX_KB (512 KB by default). Answers the configuration with the new public URL under ${TENANT_FILES_PREFIX}/.`,
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: tenantAssetParamsSchema,
        body: uploadBodySchema,
        response: { 200: tenantConfigSchema, ...errors, ...uploadErrors },
      },
    },
    async (req) => {
      const { bytes } = await readSingleFile(req, maxBytes);
      const type = requireFileType(bytes, ALLOWED_TENANT_IMAGES[req.params.kind]);
      const config = await replaceTenantImage({
        store,
        tenant: req.tenant,
        kind: req.params.kind,
        bytes,
        type,
        inTx: (work) => req.tx(work),
      });
      app.ctx.tenants.forget(req.tenant.slug);
      return config;
    },
  );

  app.get(
    `${TENANT_FILES_PREFIX}/:slug/:file`,
    {
      config: { public: true },
      schema: {
        tags: ['tenants'],
        summary: 'A tenant’s logo or favicon (public: the login page shows it before sign-in)',
        params: fileParamsSchema,
        response: { 200: imageResponse, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const file = await findTenantFile(store, app.ctx.tenants, req.params.slug, req.params.file);
      if (!file) throw notFound('uploads.notFound');
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          // The response schema documents a binary body; Fastify streams the file as it is.
          .send(createReadStream(file.path) as unknown as File)
      );
    },
  );
};
