/**
 * The approved MSP guards order entry. Cerámica × CAL-HID-25 gets an approval with MSP 250 USD/t
 * (fixtures' COSTS for 20 t), so an order line must be at least 0.250 USD/kg, or 4.625 MXN/kg at
 * the demo's 18.50 MXN per USD (250 / 1000 × 18.5, rounded up to 3 decimals). Below that the order is
 * refused with 422 PRICE_BELOW_MSP naming the MSP per kg, unless pricing overrides it with a reason
 * that the order's history keeps. An approved request becomes one order through `priceRequestId`.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreationInput } from '../../../src/domain/orders';
import type { OrderDetail } from '../../../src/domain/orders/views';
import type { MspRefusalDetails, PriceRequestDetail } from '../../../src/domain/priceRequests';
import { validOrderPayload } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import {
  approve,
  approvedRequest,
  ask,
  COSTS,
  cost,
  customerNamed,
  detail,
  inDays,
  productByReference,
  query,
  submission,
} from './fixtures';

let t: TestContext;
let seller: Session;
let pricing: Session;
let admin: Session;
let customer: Awaited<ReturnType<typeof customerNamed>>;
let cal: Awaited<ReturnType<typeof productByReference>>;
let yeso: Awaited<ReturnType<typeof productByReference>>;
let approval: PriceRequestDetail;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  seller = await login(t.app, 'seller@demo.local');
  pricing = await login(t.app, 'manager.operation@demo.local');
  admin = await login(t.app, 'admin@demo.local');
  customer = await customerNamed(t, 'Cerámica');
  cal = await productByReference(t, 'CAL-HID-25');
  yeso = await productByReference(t, 'YES-AGR-01');
  approval = await approvedRequest(t, seller, pricing, customer, cal);
});
afterAll(() => t?.close());

async function orderBody(
  session: Session,
  lines: { price: string; productId?: string }[],
  extra: Partial<OrderCreationInput> = {},
) {
  return validOrderPayload(t.app, session, {
    customer: { id: customer.id },
    addressId: customer.addressId,
    sellerId: customer.sellerId,
    items: lines.map((l) => ({
      productId: l.productId ?? cal.id,
      presentation: 'BAG' as const,
      quantity: '1000',
      targetPrice: l.price,
    })),
    ...extra,
  });
}

const createOrder = async (session: Session, body: OrderCreationInput, language = 'es') =>
  call(t.app, session, {
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: { 'accept-language': language },
  });

const orderHistory = (orderId: string) =>
  query<{ event: string; data: Record<string, unknown>; user_id: string }>(
    t,
    sql`select event, data, user_id from order_history where order_id = ${orderId} order by created_at, id`,
  );

describe('the approved MSP of a customer’s products', () => {
  it('is the latest approval still valid, per product; products without one are not listed', async () => {
    const res = await call(t.app, seller, {
      method: 'GET',
      url: `/api/price-requests/approved-msp?customerId=${customer.id}&productIds=${cal.id},${yeso.id}`,
    });
    expect(res.statusCode).toBe(200);
    const forCal = res.json<{ data: { productId: string }[] }>().data.filter((a) => a.productId === cal.id);
    expect(forCal).toEqual([
      {
        priceRequestId: approval.id,
        number: approval.number,
        productId: cal.id,
        msp: '250.0000',
        validUntil: inDays(30),
      },
    ]);
  });

  it('takes the newest approval over an older one, and never one past its validity', async () => {
    const other = await customerNamed(t, 'Pinturas');
    const first = await approvedRequest(t, seller, pricing, other, yeso);
    const [row] = await ask(t, seller, submission(other, [yeso]));
    const costed = (
      await cost(t, pricing, row!.id, row!.version, { ...COSTS, baseCost: '220' })
    ).json<PriceRequestDetail>();
    expect(costed.msp).toBe('260.0000');
    await approve(t, pricing, row!.id, costed.version);
    const lookup = async () =>
      (
        await call(t.app, seller, {
          method: 'GET',
          url: `/api/price-requests/approved-msp?customerId=${other.id}&productIds=${yeso.id}`,
        })
      ).json<{ data: { priceRequestId: string; msp: string }[] }>().data;
    expect(await lookup()).toMatchObject([{ priceRequestId: row!.id, msp: '260.0000' }]);
    // Its validity over (the expiry job has not run yet: the status still says approved).
    await t.database.db.execute(
      sql`update price_requests set valid_until = ${inDays(-1)} where id = ${row!.id}`,
    );
    expect(await lookup()).toMatchObject([{ priceRequestId: first.id, msp: '250.0000' }]);
    await t.database.db.execute(
      sql`update price_requests set valid_until = ${inDays(-1)} where id = ${first.id}`,
    );
    expect(await lookup()).toEqual([]);
    // And an order below the old MSP goes through.
    const body = await validOrderPayload(t.app, seller, {
      customer: { id: other.id },
      addressId: other.addressId,
      items: [{ productId: yeso.id, presentation: 'BAG', quantity: '1000', targetPrice: '0.2' }],
    });
    expect((await createOrder(seller, body)).statusCode).toBe(201);
  });

  it('is for a customer the caller reaches (404 otherwise) and not for the customer portal (403)', async () => {
    const seller3 = await login(t.app, 'seller3@demo.local');
    const url = `/api/price-requests/approved-msp?customerId=${customer.id}&productIds=${cal.id}`;
    expect((await call(t.app, seller3, { method: 'GET', url })).statusCode).toBe(404);
    const portal = await login(t.app, 'customer@demo.local');
    expect((await call(t.app, portal, { method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('order creation', () => {
  it('refuses a line below the MSP with 422, naming the MSP per kg', async () => {
    const res = await createOrder(
      seller,
      await orderBody(seller, [{ price: '0.249' }, { price: '0.5', productId: yeso.id }]),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; message: string; details: MspRefusalDetails }>();
    expect(body.code).toBe('PRICE_BELOW_MSP');
    expect(body.message).toBe(
      `Hay precios debajo del mínimo aprobado: CAL-HID-25 mínimo 0.250 USD/kg (${approval.displayNumber})`,
    );
    expect(body.details).toEqual({
      lines: [
        {
          productId: cal.id,
          priceRequestId: approval.id,
          number: approval.number,
          msp: '250.0000',
          pricePerKg: '0.249',
          priceUsdPerTon: '249.0000',
          mspPerKg: '0.250',
        },
      ],
    });
    const en = await createOrder(seller, await orderBody(seller, [{ price: '0.249' }]), 'en');
    expect(en.json().message).toBe(
      `Some prices are below the approved minimum: CAL-HID-25 minimum 0.250 USD/kg (${approval.displayNumber})`,
    );
  });

  it('takes a price at the MSP, in USD and in MXN (4.625 MXN/kg at 18.50)', async () => {
    expect((await createOrder(seller, await orderBody(seller, [{ price: '0.25' }]))).statusCode).toBe(201);
    const mxnBelow = await createOrder(
      seller,
      await orderBody(seller, [{ price: '4.62' }], { currency: 'MXN' }),
    );
    expect(mxnBelow.statusCode).toBe(422);
    expect(mxnBelow.json<{ details: MspRefusalDetails }>().details.lines[0]).toMatchObject({
      mspPerKg: '4.625',
      pricePerKg: '4.62',
    });
    const mxnAt = await createOrder(
      seller,
      await orderBody(seller, [{ price: '4.625' }], { currency: 'MXN' }),
    );
    expect(mxnAt.statusCode).toBe(201);
  });

  it('an override needs pricing’s permission: 403 for a seller, whatever the prices', async () => {
    const [count] = await query<{ n: number }>(t, sql`select count(*)::int as n from orders`);
    for (const price of ['0.2', '0.9']) {
      const res = await createOrder(
        seller,
        await orderBody(seller, [{ price }], { mspOverride: { reason: 'Cliente estratégico' } }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Solo el área de precios puede autorizar un precio debajo del MSP');
    }
    expect(await query(t, sql`select count(*)::int as n from orders`)).toEqual([count]);
  });

  it('pricing’s override lets the line through and the order’s history keeps it with its reason', async () => {
    const short = await createOrder(
      admin,
      await orderBody(admin, [{ price: '0.2' }], { mspOverride: { reason: 'ok' } }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({
      path: 'body.mspOverride.reason',
      key: 'validation.priceRequests.overrideReasonRequired',
    });
    const res = await createOrder(
      admin,
      await orderBody(admin, [{ price: '0.2' }], {
        mspOverride: { reason: 'Igualamos la oferta de la competencia' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const orderId = res.json<{ data: { id: string }[] }>().data[0]!.id;
    const history = await orderHistory(orderId);
    expect(history.map((h) => h.event)).toEqual(['created', 'mspOverridden']);
    expect(history[1]).toMatchObject({
      user_id: (
        await query<{ id: string }>(t, sql`select id from users where email = 'admin@demo.local'`)
      )[0]!.id,
      data: {
        comment: 'Igualamos la oferta de la competencia',
        lines: [
          {
            productId: cal.id,
            priceRequestId: approval.id,
            msp: '250.0000',
            mspPerKg: '0.250',
            pricePerKg: '0.2',
          },
        ],
      },
    });
    // An override of prices that respect the MSP records nothing.
    const fine = await createOrder(
      admin,
      await orderBody(admin, [{ price: '0.3' }], { mspOverride: { reason: 'Por si acaso' } }),
    );
    expect(
      (await orderHistory(fine.json<{ data: { id: string }[] }>().data[0]!.id)).map((h) => h.event),
    ).toEqual(['created']);
  });
});

describe('the items edit', () => {
  const itemsOf = (order: OrderDetail) =>
    order.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      presentation: i.packagingType,
      quantity: i.quantityKg,
      targetPrice: new Decimal(i.price).toFixed(),
    }));
  const orderDetail = async (id: string) =>
    (await call(t.app, admin, { method: 'GET', url: `/api/orders/${id}` })).json<OrderDetail>();
  const putItems = (session: Session, id: string, payload: object) =>
    call(t.app, session, { method: 'PUT', url: `/api/orders/${id}/items`, payload });

  it('guards new prices only, and takes pricing’s override into the history', async () => {
    const created = await createOrder(seller, await orderBody(seller, [{ price: '0.3' }]));
    const id = created.json<{ data: { id: string }[] }>().data[0]!.id;
    const before = await orderDetail(id);
    const lower = itemsOf(before).map((i) => ({ ...i, targetPrice: '0.24' }));
    const refused = await putItems(seller, id, { version: before.version, items: lower });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PRICE_BELOW_MSP');
    // A quantity change keeps the price: not checked again.
    const more = itemsOf(before).map((i) => ({ ...i, quantity: '1500' }));
    expect((await putItems(seller, id, { version: before.version, items: more })).statusCode).toBe(200);
    const noPermission = await putItems(seller, id, {
      version: before.version + 1,
      items: lower,
      mspOverride: { reason: 'Cliente estratégico' },
    });
    expect(noPermission.statusCode).toBe(403);
    const overridden = await putItems(admin, id, {
      version: before.version + 1,
      items: lower,
      mspOverride: { reason: 'Cliente estratégico' },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect((await orderHistory(id)).map((h) => h.event).slice(-2)).toEqual(['itemsChanged', 'mspOverridden']);
  });
});

describe('an order made from a price request', () => {
  it('links the approved request and its history; the request then makes no other order', async () => {
    const made = await approvedRequest(t, seller, pricing, customer, cal);
    const res = await createOrder(
      seller,
      await orderBody(seller, [{ price: '0.32' }], { priceRequestId: made.id }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json<{ data: { id: string; displayNumber: string }[] }>().data[0]!;
    const after = await detail(t, seller, made.id);
    expect(after).toMatchObject({ orderId: order.id, canCreateOrder: false, version: made.version + 1 });
    expect(after.history.at(-1)).toMatchObject({
      action: 'orderCreated',
      fromStatus: 'APPROVED',
      toStatus: 'APPROVED',
      note: order.displayNumber,
      user: { name: 'Carlos Méndez Ruiz' },
    });
    const [row] = await query<{ price_request_id: string }>(
      t,
      sql`select price_request_id from orders where id = ${order.id}`,
    );
    expect(row!.price_request_id).toBe(made.id);
    const again = await createOrder(
      seller,
      await orderBody(seller, [{ price: '0.32' }], { priceRequestId: made.id }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toMatchObject([
      { path: 'body.priceRequestId', key: 'priceRequests.linkUsed' },
    ]);
  });

  it('refuses a request not approved, expired, of another customer or without its product in the order', async () => {
    const [open] = await ask(t, seller, submission(customer, [cal]));
    const expired = await approvedRequest(t, seller, pricing, customer, cal);
    await t.database.db.execute(
      sql`update price_requests set valid_until = ${inDays(-1)} where id = ${expired.id}`,
    );
    const pinturas = await customerNamed(t, 'Pinturas');
    const elsewhere = await approvedRequest(t, seller, pricing, pinturas, cal);
    const withYeso = await approvedRequest(t, seller, pricing, customer, yeso);
    const cases: [string, string, { price: string; productId?: string }[]][] = [
      [open!.id, 'priceRequests.linkNotApproved', [{ price: '0.3' }]],
      [expired.id, 'priceRequests.linkExpired', [{ price: '0.3' }]],
      [elsewhere.id, 'priceRequests.linkOtherCustomer', [{ price: '0.3' }]],
      [withYeso.id, 'priceRequests.linkOtherProduct', [{ price: '0.3' }]],
    ];
    for (const [priceRequestId, key, lines] of cases) {
      const res = await createOrder(seller, await orderBody(seller, lines, { priceRequestId }));
      expect(res.statusCode, key).toBe(400);
      expect(res.json().details).toMatchObject([{ path: 'body.priceRequestId', key }]);
    }
  });
});
