/** Products: listed and read by every signed-in user of the tenant, created and changed with PRODUCT_CREATE write. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productCreateSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  productUpdateSchema,
} from '../../../domain/products';
import { resourceRoutes } from '../../plugins/resourceRoutes';
import { createProduct, getProduct, listProducts, updateProduct } from './service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = resourceRoutes(app, {
    tags: ['products'],
    write: ['PRODUCT_CREATE', 'WRITE'],
    idParams: productIdParamsSchema,
    bodyLimit: 64 * 1024,
  });

  products.list(
    '/api/products',
    {
      summary: 'Products of the tenant (search on reference and name, `active` filter)',
      query: productListQuerySchema,
      response: productListSchema,
    },
    (tx, req) => listProducts(tx, req.query, req.locale),
  );

  products.create(
    '/api/products',
    {
      summary: 'Create a product (reference unique in the tenant: 409 otherwise)',
      body: productCreateSchema,
      response: productSchema,
    },
    (tx, req) => createProduct(tx, req.body, req.locale),
  );

  products.show('/api/products/:id', { summary: 'One product', response: productSchema }, (tx, req) =>
    getProduct(tx, req.params.id, req.locale),
  );

  products.update(
    '/api/products/:id',
    {
      summary: 'Change a product (409 when `version` is not the current one)',
      body: productUpdateSchema,
      response: productSchema,
    },
    (tx, req) => updateProduct(tx, req.params.id, req.body, req.locale),
  );
};
