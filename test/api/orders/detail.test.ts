/**
 * `GET /api/orders/{id}`: the detail's shape, who may read which order (role scoping, tenant
 * isolation, either of the two read permissions), and the locks and cancel flag per user.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderDetail, orderDetailSchema } from '../../../src/domain/orders/views';
import { rowsOf } from '../../../src/server/db/client';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
let seller2: Session;
let customerService: Session;
let sellerOrder: string;
let seller2Order: string;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const get = (session: Session, id: string, tenant?: string) =>
  call(t.app, session, { method: 'GET', url: `/api/orders/${id}`, ...(tenant ? { tenant } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [admin, seller, seller2, customerService] = await Promise.all([
    login(t.app, 'admin@demo.local'),
    login(t.app, 'seller@demo.local'),
    login(t.app, 'seller2@demo.local'),
    login(t.app, 'customer.service@demo.local'),
  ]);
  [sellerOrder] = (await createOrder(t.app, seller, { purchaseOrderId: 'OC-7781' })) as [string];
  [seller2Order] = (await createOrder(t.app, seller2)) as [string];
});
afterAll(() => t?.close());

describe('the detail', () => {
  it('answers the order with its header, items, documents, totals and locks', async () => {
    const res = await get(seller, sellerOrder);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderDetail>();
    expect(orderDetailSchema.safeParse(body).success).toBe(true);
    const [row] = await q<{ number: number; company_name: string; first_name: string }>(sql`
      select o.number, c.company_name, u.first_name from orders o
      join customers c on c.id = o.customer_id join users u on u.id = o.seller_id where o.id = ${sellerOrder}`);
    expect(body).toMatchObject({
      id: sellerOrder,
      number: row!.number,
      displayNumber: String(row!.number).padStart(6, '0'),
      purchaseOrderId: 'OC-7781',
      version: 1,
      type: 'retail',
      isCounterSale: false,
      opsStatus: 'ORDEN_CREADA',
      currency: 'USD',
      customer: { companyName: row!.company_name },
      delivery: { deliveryModel: 'DELIVERY_PARTNER' },
      canCancel: true,
    });
    expect(body.seller?.name).toContain(row!.first_name);
    expect(body.delivery.address?.fullAddress).toMatch(/\d{5}/);
    expect(body.customer.region?.name).toBeTruthy();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ quantityKg: '1000.000', tons: '1.000', price: '2.5000' });
    expect(body.computedValues.USD.productsTotal).toBe('2500.00');
    expect(body.locks.quantity).toEqual({ locked: false });
    expect(body.locks.deliveryModel).toEqual({ locked: false });
  });

  it('gives the proforma a download path once its file exists, and never lets it be edited', async () => {
    const body = (await get(admin, sellerOrder)).json<OrderDetail>();
    const proforma = body.documents.find((d) => d.type === 'sales_order');
    expect(proforma).toBeDefined();
    expect(proforma!.editable).toBe(false);
    const [doc] = await q<{ stored_name: string | null }>(
      sql`select stored_name from order_documents where id = ${proforma!.id}`,
    );
    expect(proforma!.url).toBe(
      doc!.stored_name ? `/api/orders/${sellerOrder}/documents/${proforma!.id}/file` : null,
    );
  });

  it('speaks the caller’s language in the lock messages', async () => {
    const finance = await login(t.app, 'finance.credit@demo.local');
    const es = (await get(finance, sellerOrder)).json<OrderDetail>();
    expect(es.locks.deliveryDate).toMatchObject({
      locked: true,
      reason: 'noWritePermission',
      message: 'No tienes permisos para realizar esta acción',
    });
    const en = await call(t.app, finance, {
      method: 'GET',
      url: `/api/orders/${sellerOrder}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json<OrderDetail>().locks.deliveryDate).toMatchObject({
      locked: true,
      reason: 'noWritePermission',
      message: 'You do not have permission to perform this action',
    });
    expect(es.canCancel).toBe(false);
  });
});

describe('who may read which order', () => {
  it('refuses a seller another seller’s order with 403 ORDER_FORBIDDEN', async () => {
    const res = await get(seller, seller2Order);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ORDER_FORBIDDEN',
      message: 'No tienes permisos para acceder a esta orden',
    });
  });

  it('lets customer service read the orders of the sellers it supervises, and only those', async () => {
    expect((await get(customerService, seller2Order)).statusCode).toBe(200);
    const seller3 = await login(t.app, 'seller3@demo.local');
    const [seller3Order] = (await createOrder(t.app, seller3)) as [string];
    expect((await get(customerService, seller3Order)).statusCode).toBe(403);
    expect((await get(admin, seller3Order)).statusCode).toBe(200);
  });

  it('lets a customer-role user read its own company’s orders only', async () => {
    const customer = await login(t.app, 'customer@demo.local');
    const [own] = await q<{ id: string }>(sql`
      select o.id from orders o join users u on u.customer_id = o.customer_id
      where u.email = 'customer@demo.local' and o.ops_status = 'ORDEN_CREADA' limit 1`);
    const [other] = await q<{ id: string }>(sql`
      select o.id from orders o join users u on u.email = 'customer@demo.local'
      where o.tenant_id = u.tenant_id and o.customer_id <> u.customer_id limit 1`);
    expect(own).toBeDefined();
    const ownRes = await get(customer, own!.id);
    expect(ownRes.statusCode, ownRes.body).toBe(200);
    // Read only: the customer role holds ORDER_DETAIL_SUMMARY read.
    expect(ownRes.json<OrderDetail>().locks.deliveryDate).toMatchObject({ reason: 'noWritePermission' });
    expect((await get(customer, other!.id)).statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s order and for an unknown id, 400 for a malformed one', async () => {
    const norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
    const res = await get(norteAdmin, sellerOrder, 'norte');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró la orden');
    expect((await get(admin, '6f1c1f43-5a53-4c59-9a52-0d5f0c4f3a10')).statusCode).toBe(404);
    expect((await get(admin, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('needs ORDER_LISTING read or ORDER_DETAIL_SUMMARY read: either one opens the detail', async () => {
    const degraded = await login(t.app, 'degraded@demo.local');
    const refused = await get(degraded, sellerOrder);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes permisos para esta acción');

    // A finance user left with only ORDER_DETAIL_SUMMARY read still opens it.
    await q(sql`
      delete from role_permissions rp using roles r
      where rp.role_id = r.id and r.name = 'finance.treasury' and rp.permission_key = 'ORDER_LISTING'`);
    const treasury = await login(t.app, 'finance.treasury@demo.local');
    expect((await get(treasury, sellerOrder)).statusCode).toBe(200);
  });
});
