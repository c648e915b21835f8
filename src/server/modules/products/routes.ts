/** Products: listed and read by every signed-in user of the tenant, created and changed with PRODUCT_CREATE write. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../domain/access';
import {
  productCreateSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  productUpdateSchema,
} from '../../../domain/products';
import { createProduct, getProduct, listProducts, updateProduct } from './service';

const bodyLimit = 64 * 1024;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Products of the tenant (search on reference and name, `active` filter)',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (req) => req.tx((tx) => listProducts(tx, req.actor, req.query)),
  );

  app.post(
    '',
    {
      config: { access: ACCESS.products.create },
      bodyLimit,
      schema: {
        summary: 'Create a product (reference unique in the tenant: 409 otherwise)',
        body: productCreateSchema,
        response: { 201: productSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createProduct(tx, req.actor, req.body))),
  );

  app.get(
    '/:id',
    {
      config: { access: 'signedIn' },
      schema: { summary: 'One product', params: productIdParamsSchema, response: { 200: productSchema } },
    },
    async (req) => req.tx((tx) => getProduct(tx, req.actor, req.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: ACCESS.products.edit },
      bodyLimit,
      schema: {
        summary: 'Change a product (409 when `version` is not the current one)',
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema },
      },
    },
    async (req) => req.tx((tx) => updateProduct(tx, req.actor, req.params.id, req.body)),
  );
};
