/**
 * Upload of the tenant's logo and favicon (multipart, TENANT_CONFIGURATION write) and the public
 * route that serves them. Multipart parsing is registered in the upload's scope only.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../domain/access';
import { errorBodySchema } from '../../../domain/errors';
import { tenantAssetParamsSchema, tenantConfigSchema } from '../../../domain/tenants';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { FileStore } from '../../storage/fileStore';
import { multipartValidator, readSingleFile, requireFileType } from '../../storage/upload';
import { ALLOWED_TENANT_IMAGES, findTenantFile, replaceTenantImage, TENANT_FILES_PREFIX } from './assets';

const uploadErrors = { 413: errorBodySchema, 415: errorBodySchema };

/** Documents the multipart body for OpenAPI; the handler reads it (readSingleFile), it is not validated as JSON. */
const uploadBodySchema = z.object({ file: z.file().describe('PNG, JPEG or WEBP (favicon also ICO)') });

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

const tenantStore = (ctx: AppContext) => new FileStore(join(ctx.env.DATA_DIR, 'uploads'));

/** `POST /api/tenants/assets/{kind}`. */
export const tenantAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = tenantStore(app.ctx);
  const maxBytes = app.ctx.env.UPLOAD_IMAGE_MAX_KB * 1024;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });

  app.post(
    '/assets/:kind',
    {
      config: { access: ACCESS['tenant-config'].edit },
      validatorCompiler: multipartValidator,
      schema: {
        summary: 'Upload the tenant’s logo or favicon (multipart, one file in field `file`)',
        description: `Checked by content (magic bytes), at most UPLOAD_IMAGE_MAX_KB (512 KB by default). Answers the configuration with the new public URL under ${TENANT_FILES_PREFIX}/.`,
        consumes: ['multipart/form-data'],
        params: tenantAssetParamsSchema,
        body: uploadBodySchema,
        response: { 200: tenantConfigSchema, ...uploadErrors },
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
        bi: app.ctx.env,
      });
      app.ctx.tenants.forget(req.tenant.slug);
      return config;
    },
  );
};

/** `GET /api/files/tenant/{slug}/{file}`: public, the login page shows them before sign-in. */
export const tenantFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = tenantStore(app.ctx);
  app.get(
    '/:slug/:file',
    {
      config: { public: true },
      schema: {
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
