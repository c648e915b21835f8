import { Decimal } from 'decimal.js';
/**
 * The customer role's ordering: at the prices agreed with its seller (`GET /api/orders/agreed-prices`,
 * its latest order of each product and presentation), never at one it types, and without the
 * back-office's internal switches; what it typed in 'Comentarios' is on the order it reads back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import type { AgreedPrice, OrderCreationInput, OrderDetail } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let customer: Session;
let seller: Session;
const ids: Record<string, string> = {};
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const one = async <T>(query: ReturnType<typeof sql>) => (await q<T>(query))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  ids.ceramica = (await one<{ id: string }>(sql`select id from customers where rfc = 'CIQ0807145G3'`)).id;
  ids.vidriera = (await one<{ id: string }>(sql`select id from customers where rfc = 'VNS9906301B4'`)).id;
  ids.address = (
    await one<{ id: string }>(
      sql`select id from addresses where customer_id = ${ids.ceramica} and active order by created_at limit 1`,
    )
  ).id;
  await t.database.db.execute(
    sql`update customer_credit_terms set valid_from = '2020-01-01', valid_to = null`,
  );
});
afterAll(() => t?.close());

const agreed = async (session: Session, customerId: string) =>
  call(t.app, session, { method: 'GET', url: `/api/orders/agreed-prices?customerId=${customerId}` });

async function firstAgreed(): Promise<AgreedPrice> {
  const res = await agreed(customer, ids.ceramica!);
  expect(res.statusCode, res.body).toBe(200);
  const [price] = res.json<{ data: AgreedPrice[] }>().data;
  if (!price) throw new Error('the demo customer has no agreed price');
  return price;
}

async function body(over: Partial<OrderCreationInput> = {}): Promise<OrderCreationInput> {
  const price = await firstAgreed();
  return {
    currency: 'USD',
    customer: { id: ids.ceramica! },
    items: [
      {
        productId: price.productId,
        presentation: price.presentation,
        quantity: '2000',
        targetPrice: price.priceUsd,
      },
    ],
    deliveryModel: 'DELIVERY_PARTNER',
    addressId: ids.address!,
    deliveryDate: businessDay(),
    ...over,
  };
}

const post = (session: Session, payload: object, lang = 'es') =>
  call(t.app, session, { method: 'POST', url: '/api/orders', payload, headers: { 'accept-language': lang } });
const detailsOf = (res: { json(): unknown }) =>
  (res.json() as { details: { path: string; message: string }[] }).details;
const orderCount = async () => Number((await one<{ n: string }>(sql`select count(*) as n from orders`)).n);

describe('the prices a customer is entitled to', () => {
  it('lists its latest price of each product and presentation, from orders not cancelled', async () => {
    const res = await agreed(customer, ids.ceramica!);
    expect(res.statusCode).toBe(200);
    const prices = res.json<{ data: AgreedPrice[] }>().data;
    expect(prices.length).toBeGreaterThan(0);
    const [p] = prices;
    const latest = await one<{ price_usd: string }>(sql`
      select i.price_usd from order_items i join orders o on o.id = i.order_id
      where o.customer_id = ${ids.ceramica} and o.ops_status <> 'ORDEN_CANCELADA'
        and i.product_id = ${p!.productId} and i.packaging_type = ${p!.presentation}
      order by o.created_at desc, o.number desc, i.position desc limit 1`);
    // Offered as a price the form accepts: 3 decimals (an MXN order's USD price has 4).
    expect(p!.priceUsd).toBe(
      new Decimal(latest.price_usd).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(),
    );
    // Each pair once.
    const pairs = prices.map((x) => `${x.productId}/${x.presentation}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('another company’s prices are not the customer’s to read (403)', async () => {
    expect((await agreed(customer, ids.vidriera!)).statusCode).toBe(403);
  });
});

describe('the payment terms the form shows before saving', () => {
  it('credit with its days, or advance payment for a customer without credit', async () => {
    const vallejo = (await one<{ id: string }>(sql`select id from customers where rfc = 'QVA0410182F7'`)).id;
    const terms = (customerId: string, session = seller) =>
      call(t.app, session, { method: 'GET', url: `/api/orders/payment-terms?customerId=${customerId}` });
    expect((await terms(ids.ceramica!)).json()).toEqual({ paymentTerm: 'CREDIT', creditDays: 30 });
    expect((await terms(vallejo)).json()).toEqual({ paymentTerm: 'ADVANCE_PAYMENT', creditDays: 0 });
    // What is shown is what is saved.
    const res = await post(
      seller,
      await body({ customer: { id: vallejo }, addressId: undefined, deliveryModel: 'PICKUP' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = await one<{ payment_term: string }>(
      sql`select payment_term from orders where id = ${res.json<{ data: { id: string }[] }>().data[0]!.id}`,
    );
    expect(saved.payment_term).toBe('ADVANCE_PAYMENT');
    expect((await terms(ids.ceramica!, customer)).statusCode).toBe(200);
    expect((await terms(vallejo, customer)).statusCode).toBe(403);
  });
});

describe('a customer’s order', () => {
  it('is created at the agreed price, under its own terms, with its comments on the order', async () => {
    const price = await firstAgreed();
    const res = await post(customer, await body({ comments: 'Entregar por la puerta 3' }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: string }[] }>().data[0]!.id;
    const detail = await call(t.app, customer, { method: 'GET', url: `/api/orders/${id}` });
    expect(detail.statusCode).toBe(200);
    const order = detail.json<OrderDetail>();
    expect(order.comments).toBe('Entregar por la puerta 3');
    expect(Number(order.items[0]!.price)).toBe(Number(price.priceUsd));
    expect(order).toMatchObject({ type: 'retail', requiredInvoice: true, hasIva: true });
    expect(order.payments).toMatchObject({ paymentTerm: 'CREDIT', creditDays: 30 });
  });

  it('in MXN takes the agreed MXN price', async () => {
    const price = await firstAgreed();
    const payload = await body({ currency: 'MXN' });
    payload.items[0]!.targetPrice = price.priceMxn;
    const res = await post(customer, payload);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a price of its own on the row, naming the agreed one (es, en), and creates nothing', async () => {
    const price = await firstAgreed();
    const payload = await body();
    payload.items[0]!.targetPrice = '0.5';
    const before = await orderCount();
    const res = await post(customer, payload);
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual([
      expect.objectContaining({
        path: 'body.items.0.targetPrice',
        message: `El precio es el acordado con tu vendedor: ${Number(price.priceUsd)} USD por kg`,
      }),
    ]);
    const en = await post(customer, payload, 'en');
    expect(detailsOf(en)[0]!.message).toBe(
      `The price is the one agreed with your seller: ${Number(price.priceUsd)} USD per kg`,
    );
    expect(await orderCount()).toBe(before);
  });

  it('refuses a product it has no agreed price for', async () => {
    const prices = (await agreed(customer, ids.ceramica!)).json<{ data: AgreedPrice[] }>().data;
    const unpriced = await one<{ id: string; packaging: string }>(sql`
      select id, packaging_types->>0 as packaging from products
      where active and jsonb_array_length(packaging_types) > 0
        and tenant_id = (select id from tenants where slug = 'main')
        and id not in (${sql.join(
          prices.map((p) => sql`${p.productId}`),
          sql`, `,
        )})
      limit 1`);
    const payload = await body();
    payload.items = [
      {
        productId: unpriced.id,
        presentation: unpriced.packaging as never,
        quantity: '1000',
        targetPrice: '2.5',
      },
    ];
    const res = await post(customer, payload);
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)[0]).toMatchObject({
      path: 'body.items.0.productId',
      message:
        'Tu empresa aún no tiene un precio acordado para este producto en esta presentación; pide una cotización a tu vendedor',
    });
  });

  it('refuses every internal switch of the back-office, each on its field', async () => {
    const before = await orderCount();
    const res = await post(
      customer,
      await body({
        type: 'sample',
        requiredInvoice: false,
        clientIsNotInvoice: true,
        hasIva: false,
        clientPaid: true,
        isSeller: true,
      }),
    );
    expect(res.statusCode).toBe(400);
    const paths = detailsOf(res).map((d) => d.path);
    for (const field of [
      'type',
      'requiredInvoice',
      'clientIsNotInvoice',
      'hasIva',
      'clientPaid',
      'isSeller',
    ]) {
      expect(paths).toContain(`body.${field}`);
    }
    expect(detailsOf(res).find((d) => d.path === 'body.clientPaid')?.message).toBe(
      'Este dato lo define tu vendedor; tu orden no puede cambiarlo',
    );
    expect(await orderCount()).toBe(before);
  });

  it('the seller keeps its switches and free price', async () => {
    const payload = await body({ hasIva: false, type: 'sample', sellerId: null });
    payload.items[0]!.targetPrice = '0.5';
    const res = await post(seller, payload);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the history a customer reads', () => {
  it('leaves out finance’s events (requests, credit check, decisions), which the seller sees', async () => {
    const res = await post(seller, await body({ sellerId: null }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: string }[] }>().data[0]!.id;
    const requested = await call(t.app, seller, { method: 'POST', url: `/api/orders/request-release/${id}` });
    expect(requested.statusCode, requested.body).toBe(200);
    const events = async (session: Session) => {
      const history = await call(t.app, session, { method: 'GET', url: `/api/orders/${id}/history` });
      expect(history.statusCode).toBe(200);
      return history.json<{ event: string }[]>().map((e) => e.event);
    };
    const sellers = await events(seller);
    expect(sellers).toEqual(expect.arrayContaining(['created', 'releaseRequested', 'creditChecked']));
    const customers = await events(customer);
    expect(customers).toContain('created');
    expect(customers).not.toContain('releaseRequested');
    expect(customers).not.toContain('creditChecked');
  });
});
