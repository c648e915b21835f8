/**
 * EFIRMA_CLIENTE: the order's customer accepts the order confirmation from its portal. Only a
 * customer user of the order's customer signs (another customer: 404, staff: 403), and only a
 * created order (409 afterwards); the move writes customerSigned and statusChanged.
 */
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, customers, orderHistory, orders, users } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let customer: Session;
let seller: Session;
let credit: Session;
let admin: Session;
let tenantId: string;
let ownCustomerId: string;
let otherCustomerId: string;

const db = <T>(work: Parameters<typeof inTenant<T>>[2]) => inTenant(t.database.db, tenantId, work);

beforeAll(async () => {
  t = await createTestApp();
  [customer, seller, credit, admin] = await Promise.all([
    login(t.app, 'customer@demo.local'),
    login(t.app, 'seller@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
    login(t.app, 'admin@demo.local'),
  ]);
  tenantId = (await t.app.ctx.tokens.verifyAccess(customer.accessToken)).tenantId;
  ownCustomerId = (
    await db((tx) =>
      tx.select({ customerId: users.customerId }).from(users).where(eq(users.email, 'customer@demo.local')),
    )
  )[0]!.customerId!;
  otherCustomerId = (
    await db((tx) =>
      tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(ne(customers.id, ownCustomerId), isNotNull(customers.sellerId)))
        .orderBy(asc(customers.companyName))
        .limit(1),
    )
  )[0]!.id;
});

/** An order of that customer, created by the admin for the customer's seller. */
async function orderOf(customerId: string): Promise<string> {
  const [row] = await db((tx) =>
    tx
      .select({ sellerId: customers.sellerId, addressId: addresses.id })
      .from(customers)
      .innerJoin(addresses, and(eq(addresses.customerId, customers.id), eq(addresses.active, true)))
      .where(eq(customers.id, customerId))
      .limit(1),
  );
  const [id] = await createOrder(t.app, admin, {
    customer: { id: customerId },
    addressId: row!.addressId,
    sellerId: row!.sellerId,
  });
  return id!;
}

afterAll(async () => t?.close());

const sign = (session: Session, orderId: string) =>
  call(t.app, session, { method: 'POST', url: `/api/orders/${orderId}/customer-signature` });

const orderRow = (id: string) =>
  db(async (tx) => (await tx.select().from(orders).where(eq(orders.id, id)))[0]!);

describe('POST /api/orders/{id}/customer-signature', () => {
  it('the customer of the order signs a created order: EFIRMA_CLIENTE, version bumped, history', async () => {
    const orderId = await orderOf(ownCustomerId);
    const before = await orderRow(orderId);
    expect(before.opsStatus).toBe('ORDEN_CREADA');
    const res = await sign(customer, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: orderId, opsStatus: 'EFIRMA_CLIENTE' });
    const after = await orderRow(orderId);
    expect(after.opsStatus).toBe('EFIRMA_CLIENTE');
    expect(after.version).toBe(before.version + 1);
    const rows = await db((tx) =>
      tx
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, orderId))
        .orderBy(asc(orderHistory.event)),
    );
    const signer = (await t.app.ctx.tokens.verifyAccess(customer.accessToken)).sub;
    expect(rows.filter((r) => ['customerSigned', 'statusChanged'].includes(r.event))).toEqual([
      expect.objectContaining({ event: 'customerSigned', userId: signer }),
      expect.objectContaining({
        event: 'statusChanged',
        userId: signer,
        fromStatus: 'ORDEN_CREADA',
        toStatus: 'EFIRMA_CLIENTE',
      }),
    ]);
    // Signed once: the order no longer awaits the confirmation.
    const again = await sign(customer, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La orden ya no espera la confirmación del cliente');
  });

  it("another customer's order is not found, and nothing changes", async () => {
    const orderId = await orderOf(otherCustomerId);
    const res = await sign(customer, orderId);
    expect(res.statusCode).toBe(404);
    expect((await orderRow(orderId)).opsStatus).toBe('ORDEN_CREADA');
  });

  it('staff may not sign for the customer: 403 (with or without the permission the rule names)', async () => {
    const orderId = await orderOf(ownCustomerId);
    expect((await sign(seller, orderId)).statusCode).toBe(403);
    expect((await sign(credit, orderId)).statusCode).toBe(403);
    expect((await orderRow(orderId)).opsStatus).toBe('ORDEN_CREADA');
  });
});
