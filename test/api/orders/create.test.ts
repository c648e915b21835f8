/**
 * `POST /api/orders` beyond the form rules: permission, whose customers and sellers the creator
 * may use, references of other tenants, numbering, multi-orders in one transaction, the credit
 * term copied and what is written with the order (history, proforma placeholder, documents).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreedPrice, OrderCreationInput } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { multipart, samplePdf } from '../../helpers/multipart';
import { createOrder, validOrderPayload } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
let customerService: Session;
let norteAdmin: Session;
const ids: Record<string, string> = {};

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const one = async <T>(query: ReturnType<typeof sql>) => (await q<T>(query))[0]!;
const mainTenant = sql`(select id from tenants where slug = 'main')`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  customerService = await login(t.app, 'customer.service@demo.local');
  norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
  const customer = async (rfc: string) =>
    (await one<{ id: string }>(sql`select id from customers where rfc = ${rfc}`)).id;
  const user = async (email: string) =>
    (await one<{ id: string }>(sql`select id from users where email = ${email}`)).id;
  ids.ceramica = await customer('CIQ0807145G3'); // seller's, credit 30 days
  ids.vallejo = await customer('QVA0410182F7'); // seller's, advance payment
  ids.vidriera = await customer('VNS9906301B4'); // seller2's
  ids.plasticos = await customer('PTJ1011049R6'); // seller3's
  ids.aceros = await customer('APR0703129K1'); // norte's
  ids.seller = await user('seller@demo.local');
  ids.seller2 = await user('seller2@demo.local');
  ids.seller3 = await user('seller3@demo.local');
  ids.finance = await user('finance.credit@demo.local');
  // The demo terms run through 2026; keep the ones read here in force whatever the run date.
  await t.database.db.execute(
    sql`update customer_credit_terms set valid_from = '2020-01-01', valid_to = null`,
  );
});
afterAll(() => t?.close());

const post = (session: Session, payload: object) =>
  call(t.app, session, { method: 'POST', url: '/api/orders', payload });

/** A body for `customerId` with its first active address. */
async function payloadFor(session: Session, customerId: string, over: Partial<OrderCreationInput> = {}) {
  const address = await one<{ id: string }>(
    sql`select id from addresses where customer_id = ${customerId} and active order by created_at limit 1`,
  );
  return validOrderPayload(t.app, session, {
    customer: { id: customerId },
    addressId: address.id,
    sellerId: null,
    ...over,
  });
}

async function stage(): Promise<string> {
  const res = await call(t.app, admin, {
    method: 'POST',
    url: '/api/orders/uploads',
    ...multipart([{ name: 'file', filename: 'anexo.pdf', type: 'application/pdf', content: samplePdf() }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uploadId: string }>().uploadId;
}

const detailsOf = (res: { json(): unknown }) =>
  (res.json() as { details: { path: string; message: string }[] }).details;

describe('who may create', () => {
  it('needs CREATE_ORDER write: finance and operations are refused (403)', async () => {
    for (const email of ['finance.credit@demo.local', 'operation@demo.local']) {
      const session = await login(t.app, email);
      const res = await post(session, await payloadFor(admin, ids.ceramica!));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('lets a customer-role user order for its own company only, as its seller’s sale', async () => {
    const customer = await login(t.app, 'customer@demo.local');
    // The portal orders at the price agreed with the seller (see customerPortal.test.ts).
    const prices = await call(t.app, customer, {
      method: 'GET',
      url: `/api/orders/agreed-prices?customerId=${ids.ceramica}`,
    });
    const [price] = prices.json<{ data: AgreedPrice[] }>().data;
    const res = await post(
      customer,
      await payloadFor(admin, ids.ceramica!, {
        items: [
          {
            productId: price!.productId,
            presentation: price!.presentation,
            quantity: '1000',
            targetPrice: price!.priceUsd,
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await one<{ seller_id: string }>(
      sql`select seller_id from orders where id = ${res.json().data[0].id}`,
    );
    expect(row.seller_id).toBe(ids.seller);
    const other = await post(customer, await payloadFor(admin, ids.vidriera!));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('No puedes crear órdenes para este cliente');
  });

  it('refuses a seller an order for another seller’s customer (403), in the user’s language', async () => {
    const res = await post(seller, await payloadFor(admin, ids.vidriera!));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No puedes crear órdenes para este cliente');
    const en = await call(t.app, seller, {
      method: 'POST',
      url: '/api/orders',
      payload: await payloadFor(admin, ids.vidriera!),
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe('You cannot create orders for this customer');
  });

  it('makes the seller the order’s seller, and refuses naming another one', async () => {
    const refused = await post(seller, await payloadFor(seller, ids.ceramica!, { sellerId: ids.seller2 }));
    expect(refused.statusCode).toBe(400);
    expect(detailsOf(refused)).toContainEqual(
      expect.objectContaining({
        path: 'body.sellerId',
        message: 'No puedes crear órdenes para ese vendedor',
      }),
    );
    const [id] = await createOrder(t.app, seller, { customer: { id: ids.ceramica! }, sellerId: null });
    const row = await one<{ seller_id: string; created_by_id: string }>(
      sql`select seller_id, created_by_id from orders where id = ${id}`,
    );
    expect(row).toEqual({ seller_id: ids.seller, created_by_id: ids.seller });
  });

  it('lets customer service sell for supervised sellers only', async () => {
    // seller3 is not supervised by customer service: neither their customer nor them as seller.
    expect((await post(customerService, await payloadFor(admin, ids.plasticos!))).statusCode).toBe(403);
    const other = await post(
      customerService,
      await payloadFor(admin, ids.vidriera!, { sellerId: ids.seller3 }),
    );
    expect(other.statusCode).toBe(400);
    expect(detailsOf(other)).toContainEqual(
      expect.objectContaining({
        path: 'body.sellerId',
        message: 'No puedes crear órdenes para ese vendedor',
      }),
    );
    // Without a seller the order is the customer's seller's.
    const res = await post(customerService, await payloadFor(admin, ids.vidriera!));
    expect(res.statusCode, res.body).toBe(201);
    const row = await one<{ seller_id: string }>(
      sql`select seller_id from orders where id = ${res.json().data[0].id}`,
    );
    expect(row.seller_id).toBe(ids.seller2);
  });

  it('refuses as seller a user who does not sell', async () => {
    const res = await post(admin, await payloadFor(admin, ids.ceramica!, { sellerId: ids.finance }));
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toContainEqual(
      expect.objectContaining({ path: 'body.sellerId', message: 'El vendedor no existe' }),
    );
  });
});

describe('references', () => {
  it('refuses ids of another tenant as unknown', async () => {
    const norteOrders = (
      await one<{ n: number }>(sql`select count(*)::int as n from orders where tenant_id <> ${mainTenant}`)
    ).n;
    const norteCustomer = await post(
      admin,
      await payloadFor(admin, ids.ceramica!, { customer: { id: ids.aceros! } }),
    );
    expect(norteCustomer.statusCode).toBe(404);
    expect(norteCustomer.json().message).toBe('No se encontró el cliente');

    const mainCustomer = await post(
      norteAdmin,
      await payloadFor(norteAdmin, ids.aceros!, { customer: { id: ids.ceramica! } }),
    );
    expect(mainCustomer.statusCode).toBe(404);

    const norteProduct = await one<{ id: string }>(
      sql`select id from products where reference = 'NT-CEL-01'`,
    );
    const norteAddress = await one<{ id: string }>(
      sql`select id from addresses where customer_id = ${ids.aceros}`,
    );
    const norteWarehouse = await one<{ id: string }>(sql`select id from warehouses where code = 'SAL-01'`);
    const res = await post(
      admin,
      await payloadFor(admin, ids.ceramica!, {
        items: [{ productId: norteProduct.id, presentation: 'BAG', quantity: '10', targetPrice: '1' }],
        addressId: norteAddress.id,
        requiredInvoice: false,
        warehouseNoInvoice: norteWarehouse.id,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res).map((d) => [d.path, d.message])).toEqual([
      ['body.items.0.productId', 'El producto no existe'],
      ['body.addressId', 'La dirección no pertenece al cliente o no está activa'],
      ['body.warehouseNoInvoice', 'El almacén no existe o no está activo'],
    ]);
    const norteAfter = await one<{ n: number }>(
      sql`select count(*)::int as n from orders where tenant_id <> ${mainTenant}`,
    );
    expect(norteAfter.n).toBe(norteOrders);
  });

  it('sells only active products, in the presentations they are sold in', async () => {
    const cal = await one<{ id: string }>(sql`select id from products where reference = 'CAL-HID-25'`);
    const barita = await one<{ id: string }>(sql`select id from products where reference = 'BAR-API-42'`);
    await t.database.db.execute(sql`update products set active = false where id = ${barita.id}`);
    const res = await post(
      admin,
      await payloadFor(admin, ids.ceramica!, {
        items: [
          { productId: cal.id, presentation: 'HOPPER', quantity: '10', targetPrice: '1' },
          { productId: barita.id, presentation: 'BULK', quantity: '10', targetPrice: '1' },
        ],
      }),
    );
    await t.database.db.execute(sql`update products set active = true where id = ${barita.id}`);
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res).map((d) => [d.path, d.message])).toEqual([
      ['body.items.0.presentation', 'El producto Cal hidratada no se vende en presentación Tolva'],
      ['body.items.1.productId', 'El producto Barita grado API no está activo'],
    ]);
  });

  it('delivers only to an active address of the order’s customer', async () => {
    const otherAddress = await one<{ id: string }>(
      sql`select id from addresses where customer_id = ${ids.vallejo}`,
    );
    const res = await post(admin, await payloadFor(admin, ids.ceramica!, { addressId: otherAddress.id }));
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual([
      expect.objectContaining({
        path: 'body.addressId',
        message: 'La dirección no pertenece al cliente o no está activa',
      }),
    ]);
  });

  it('refuses a quantity beyond a million tons instead of overflowing', async () => {
    const payload = await payloadFor(admin, ids.ceramica!);
    const res = await post(admin, {
      ...payload,
      items: [{ ...payload.items[0], quantity: '1000000000.001' }],
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual([
      expect.objectContaining({
        path: 'body.items.0.quantity',
        message: 'La cantidad de un producto no puede ser mayor a 1,000,000 toneladas',
      }),
    ]);
  });
});

describe('numbers, multi-orders and what is written', () => {
  const counter = async (slug: string) =>
    (
      await one<{ n: number | null }>(sql`
        select (select last_number from order_counters c where c.tenant_id = t.id) as n
        from tenants t where t.slug = ${slug}`)
    ).n ?? 0;
  const orderCount = async () => (await one<{ n: number }>(sql`select count(*)::int as n from orders`)).n;

  it('numbers orders consecutively per tenant', async () => {
    const before = await counter('main');
    const norteBefore = await counter('norte');
    const [a] = await createOrder(t.app, admin);
    const [b] = await createOrder(t.app, seller);
    const [n] = await createOrder(t.app, norteAdmin);
    const numbers = await q<{ id: string; number: number }>(
      sql`select id, number from orders where id in (${a}, ${b}, ${n})`,
    );
    const byId = Object.fromEntries(numbers.map((r) => [r.id, r.number]));
    expect([byId[a!], byId[b!]]).toEqual([before + 1, before + 2]);
    expect(byId[n!]).toBe(norteBefore + 1);
    const res = await post(norteAdmin, await validOrderPayload(t.app, norteAdmin));
    const next = norteBefore + 2;
    expect(res.json().data).toEqual([
      expect.objectContaining({ number: next, displayNumber: String(next).padStart(6, '0') }),
    ]);
  });

  it('creates one order per delivery date in one group, each with its items, documents and history', async () => {
    const uploadId = await stage();
    const today = (await validOrderPayload(t.app, admin)).deliveryDate;
    const dates = [today, today, today];
    const res = await post(
      admin,
      await payloadFor(admin, ids.ceramica!, {
        isMultiOrder: true,
        numberOfAdditionalOrders: '2',
        deliveryDates: dates,
        purchaseOrderId: 'OC-77',
        documents: [{ uploadId, type: 'client_purchase_order', name: 'OC 77' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ data: { id: string; number: number }[] }>().data;
    expect(created).toHaveLength(3);
    expect(created.map((o) => o.number)).toEqual([
      created[0]!.number,
      created[0]!.number + 1,
      created[0]!.number + 2,
    ]);
    const rows = await q<{
      id: string;
      group: string | null;
      items: number;
      docs: number;
      files: number;
    }>(sql`
      select o.id, o.multi_order_group_id as group,
        (select count(*)::int from order_items i where i.order_id = o.id) as items,
        (select count(*)::int from order_documents d where d.order_id = o.id and d.type = 'client_purchase_order') as docs,
        (select count(distinct d.stored_name)::int from order_documents d where d.order_id = o.id and d.type = 'client_purchase_order') as files
      from orders o where o.id in (${created[0]!.id}, ${created[1]!.id}, ${created[2]!.id})`);
    expect(new Set(rows.map((r) => r.group)).size).toBe(1);
    expect(rows[0]!.group).not.toBeNull();
    expect(rows.map((r) => [r.items, r.docs, r.files])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    const stored = await q<{ stored_name: string }>(sql`
      select stored_name from order_documents where type = 'client_purchase_order'
      and order_id in (${created[0]!.id}, ${created[1]!.id}, ${created[2]!.id})`);
    expect(new Set(stored.map((s) => s.stored_name)).size).toBe(3);
    // Created in that order: the list, newest first, shows them by falling number, never shuffled.
    const byCreation = await q<{ id: string }>(sql`
      select id from orders where multi_order_group_id = ${rows[0]!.group} order by created_at desc, id`);
    expect(byCreation.map((r) => r.id)).toEqual(created.map((o) => o.id).reverse());
    const list = await call(t.app, admin, {
      method: 'GET',
      url: '/api/orders?orderField=createdAt&orderDirection=DESC&limit=10',
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ data: { id: string }[] }>().data.map((o) => o.id);
    expect(listed.filter((id) => created.some((o) => o.id === id))).toEqual(
      created.map((o) => o.id).reverse(),
    );
    const history = await q<{
      event: string;
      to_status: string;
      data: Record<string, unknown>;
      user_id: string;
    }>(sql`
      select event, to_status, data, user_id from order_history where order_id = ${created[1]!.id}
      and event <> 'proformaGenerated'`); // written by the proforma job whenever it has run
    expect(history).toEqual([
      {
        event: 'created',
        to_status: 'ORDEN_CREADA',
        user_id: expect.any(String),
        data: { channel: 'bubble', multiOrderGroupId: rows[0]!.group, position: 2, of: 3 },
      },
    ]);
  });

  it('creates none of a multi-order when one date is refused', async () => {
    const before = { orders: await orderCount(), counter: await counter('main') };
    const payload = await payloadFor(admin, ids.ceramica!);
    const res = await post(admin, {
      ...payload,
      isMultiOrder: true,
      numberOfAdditionalOrders: '2',
      deliveryDates: [payload.deliveryDate, payload.deliveryDate, '2020-01-01'],
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res).map((d) => d.path)).toEqual(['body.deliveryDates.2']);
    expect({ orders: await orderCount(), counter: await counter('main') }).toEqual(before);
  });

  it('rolls a multi-order back whole when writing one of its orders fails, copied files included', async () => {
    const before = { orders: await orderCount(), counter: await counter('main') };
    const claims = await t.app.ctx.tokens.verifyAccess(admin.accessToken);
    const store = join(t.dataDir, 'uploads', claims.tenantId, 'orders');
    const documentFiles = () =>
      readdirSync(store)
        .filter((f) => f.startsWith('document-'))
        .sort();
    // Occupy the number the second order would take, so its insert fails half-way.
    const [victim] = await createOrder(t.app, admin);
    const taken = before.counter + 1;
    await t.database.db.execute(sql`update orders set number = ${taken + 2} where id = ${victim}`);
    const payload = await payloadFor(admin, ids.ceramica!);
    const filesBefore = existsSync(store) ? documentFiles() : [];
    const res = await post(admin, {
      ...payload,
      isMultiOrder: true,
      numberOfAdditionalOrders: '2',
      deliveryDates: [payload.deliveryDate, payload.deliveryDate, payload.deliveryDate],
      documents: [{ uploadId: await stage(), type: 'custom', name: 'Anexo' }],
    });
    await t.database.db.execute(sql`update orders set number = ${taken} where id = ${victim}`);
    // The clash on the number is a unique violation: the error handler answers 409.
    expect(res.statusCode).toBe(409);
    expect(documentFiles()).toEqual(filesBefore);
    expect({ orders: await orderCount(), counter: await counter('main') }).toEqual({
      orders: before.orders + 1,
      counter: before.counter + 1,
    });
  });

  it('copies the customer’s credit term in force; advance payment without one or when asked', async () => {
    const term = async (customerId: string, over: Partial<OrderCreationInput> = {}) => {
      const res = await post(admin, await payloadFor(admin, customerId, over));
      expect(res.statusCode, res.body).toBe(201);
      return one<{ payment_term: string; credit_days: number }>(
        sql`select payment_term, credit_days from orders where id = ${res.json().data[0].id}`,
      );
    };
    expect(await term(ids.ceramica!)).toEqual({ payment_term: 'CREDIT', credit_days: 30 });
    expect(await term(ids.vallejo!)).toEqual({ payment_term: 'ADVANCE_PAYMENT', credit_days: 0 });
    expect(await term(ids.ceramica!, { paymentTerm: 'ADVANCE_PAYMENT' })).toEqual({
      payment_term: 'ADVANCE_PAYMENT',
      credit_days: 0,
    });
    await t.database.db.execute(
      sql`update customer_credit_terms set valid_to = '2021-01-01' where customer_id = ${ids.ceramica}`,
    );
    expect(await term(ids.ceramica!)).toEqual({ payment_term: 'ADVANCE_PAYMENT', credit_days: 0 });
  });

  it('writes the order as sent: channel, customer code, flags, proforma marked updating', async () => {
    await t.database.db.execute(sql`update customers set external_id = 'C-0042' where id = ${ids.ceramica}`);
    const res = await post(
      seller,
      await payloadFor(seller, ids.ceramica!, {
        comments: '  Entregar por la mañana  ',
        DELIVERY_FREQUENCY: 'weekly',
        clientIsNotInvoice: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data[0].id;
    const row = await one<Record<string, unknown>>(sql`
      select channel, customer_external_id, comments, delivery_frequency, client_is_not_invoice, ops_status,
        version, products_label = (select string_agg(product_name, ', ') from order_items i where i.order_id = o.id) as labelled,
        (select count(*)::int from order_documents d where d.order_id = o.id and d.type = 'sales_order') as proformas
      from orders o where id = ${id}`);
    expect(row).toEqual({
      channel: 'bubble',
      customer_external_id: 'C-0042',
      comments: 'Entregar por la mañana',
      delivery_frequency: 'weekly',
      client_is_not_invoice: true,
      ops_status: 'ORDEN_CREADA',
      version: 1,
      labelled: true,
      proformas: 1,
    });
  });
});
