/** OpenAPI document generated from the routes' zod schemas, with its UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX, isPublicRoute, TENANT_HEADER } from './routeConventions';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
interface JsonObjectSchema {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}

const tenantHeader = {
  type: 'string',
  description: 'Slug of the tenant (company) the call is for, e.g. `main`',
};

/** The zod schemas as JSON Schema, plus the tenant header every non-public operation needs. */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const config = (input.route.config ?? {}) as { public?: boolean };
  if (!out.schema || out.schema.hide || isPublicRoute(input.url, config)) return out;
  const headers = (out.schema.headers ?? { type: 'object', properties: {} }) as JsonObjectSchema;
  out.schema.headers = {
    ...headers,
    type: 'object',
    properties: { [TENANT_HEADER]: tenantHeader, ...headers.properties },
    required: [...new Set([TENANT_HEADER, ...(headers.required ?? [])])],
  };
  return out;
}

interface OperationDoc {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> };
}
type OpenapiDocument = { paths?: Record<string, Record<string, OperationDoc>> };

/**
 * @fastify/swagger marks every documented body required; a body the route accepts missing (an
 * action that needs only its path, a "mark all read") is documented as optional.
 */
function optionalBodies(document: OpenapiDocument) {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody;
      if (body && Object.values(body.content ?? {}).every((media) => media.schema?.nullable))
        body.required = false;
    }
  }
  return document;
}

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Back-office API',
          description:
            'Orders, finance, logistics and master data of a bulk-material distributor. Every call except health and docs needs the `x-tenant` header; protected calls need `Authorization: Bearer <access token>`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          parameters: {},
        },
      },
      transform,
      transformObject: (document) =>
        'openapiObject' in document
          ? optionalBodies(document.openapiObject as OpenapiDocument)
          : document.swaggerObject,
    });
    // Public: isPublicRoute leaves everything under DOCS_PREFIX alone.
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'openapi', dependencies: ['route-conventions'] },
);
