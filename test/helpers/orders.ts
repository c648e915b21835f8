/**
 * Orders for tests, created through the real `POST /api/orders`. `validOrderPayload` picks, with
 * the server's own visibility rules, a customer the session may sell to (with an active address),
 * an active product with its first packaging and today's business day, so a test states only
 * what it is about: `createOrder(app, seller, { currency: 'MXN', items: [...] })`.
 */

import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessDay } from '../../src/domain/dates';
import type { OrderCreated, OrderCreationInput } from '../../src/domain/orders';
import { createActor } from '../../src/server/actor';
import { addresses, customers, products } from '../../src/server/db/schema';
import { customerScope } from '../../src/server/modules/customers';
import { call, type Session } from './testApp';

export interface OrderFixture {
  customerId: string;
  sellerId: string | null;
  addressId: string;
  productId: string;
  productName: string;
  presentation: string;
}

/** A customer the session may use (first by name), its first active address and a sellable product. */
export async function orderFixture(app: FastifyInstance, session: Session): Promise<OrderFixture> {
  const claims = await app.ctx.tokens.verifyAccess(session.accessToken);
  const tenant = await app.ctx.tenants.bySlug(claims.tenant);
  if (!tenant) throw new Error(`no tenant ${claims.tenant}`);
  const actor = createActor({ claims, tenant, locale: 'es' });
  return app.ctx.inTenant(tenant.id, async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, sellerId: customers.sellerId, addressId: addresses.id })
      .from(customers)
      .innerJoin(addresses, and(eq(addresses.customerId, customers.id), eq(addresses.active, true)))
      .where(and(isNotNull(customers.sellerId), await customerScope(tx, actor)))
      .orderBy(asc(customers.companyName), asc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (!customer) throw new Error(`no customer with an address is visible to ${claims.role}`);
    const [product] = await tx
      .select({ id: products.id, name: products.name, packagingTypes: products.packagingTypes })
      .from(products)
      .where(and(eq(products.active, true), sql`jsonb_array_length(${products.packagingTypes}) > 0`))
      .orderBy(asc(products.reference))
      .limit(1);
    if (!product) throw new Error('no active product with a packaging');
    return {
      customerId: customer.id,
      sellerId: customer.sellerId,
      addressId: customer.addressId,
      productId: product.id,
      productName: product.name,
      presentation: product.packagingTypes[0]!,
    };
  });
}

/** A creation body the server accepts for this session; `overrides` replace top-level fields. */
export async function validOrderPayload(
  app: FastifyInstance,
  session: Session,
  overrides: Partial<OrderCreationInput> = {},
): Promise<OrderCreationInput> {
  const f = await orderFixture(app, session);
  return {
    currency: 'USD',
    customer: { id: f.customerId },
    items: [
      {
        productId: f.productId,
        presentation: f.presentation as OrderCreationInput['items'][number]['presentation'],
        quantity: '1000',
        targetPrice: '2.5',
      },
    ],
    deliveryModel: 'DELIVERY_PARTNER',
    addressId: f.addressId,
    deliveryDate: businessDay(),
    sellerId: f.sellerId,
    ...overrides,
  };
}

/** Creates the order(s) and answers their ids (one per delivery day); throws on any refusal. */
export async function createOrder(
  app: FastifyInstance,
  session: Session,
  overrides: Partial<OrderCreationInput> = {},
): Promise<string[]> {
  const payload = await validOrderPayload(app, session, overrides);
  const res = await call(app, session, { method: 'POST', url: '/api/orders', payload });
  if (res.statusCode !== 201) throw new Error(`create order failed: ${res.statusCode} ${res.body}`);
  return res.json<OrderCreated>().data.map((o) => o.id);
}
