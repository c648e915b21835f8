/** OpenAPI document generated from the routes' zod schemas, with its UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './requestContext';

export const openapiPlugin = fp(async (app) => {
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
    transform: jsonSchemaTransform,
  });
  // Public: requestContext's isPublicRoute leaves everything under DOCS_PREFIX alone.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});
