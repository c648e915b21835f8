/** Products: listed and read by every signed-in user of the tenant, created and changed with PRODUCT_CREATE write. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../domain/errors';
import {
  productCreateSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  productUpdateSchema,
} from '../../../domain/products';
import { bearerSecurity } from '../../plugins/requestContext';
import { createProduct, getProduct, listProducts, updateProduct } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['products'];
const write = { permission: ['PRODUCT_CREATE', 'WRITE'] } as const;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Products of the tenant (search on reference and name, `active` filter)',
        security: bearerSecurity,
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => listProducts(tx, req.query, req.locale)),
  );

  app.post(
    '/api/products',
    {
      config: write,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Create a product (reference unique in the tenant: 409 otherwise)',
        security: bearerSecurity,
        body: productCreateSchema,
        response: { 201: productSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (req, reply) => {
      const product = await req.tx((tx) => createProduct(tx, req.body, req.locale));
      return reply.code(201).send(product);
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One product',
        security: bearerSecurity,
        params: productIdParamsSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => getProduct(tx, req.params.id, req.locale)),
  );

  app.put(
    '/api/products/:id',
    {
      config: write,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Change a product (409 when `version` is not the current one)',
        security: bearerSecurity,
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (req) => req.tx((tx) => updateProduct(tx, req.params.id, req.body, req.locale)),
  );
};
