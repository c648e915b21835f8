/**
 * One-field edits of an order: product rows, delivery date, delivery model. Each lock refuses the
 * edit with its text, a stale version changes nothing, totals are recomputed with the pricing
 * stored on the order (worked by hand below), and every edit leaves a history row.
 *
 * Pricing on the test orders: the demo version (18.50 MXN/USD, VAT 16 %, handling BAG 8 USD/t)
 * with the delivery premium rewritten on the order to 20 USD/t, so a recomputation that read
 * today's version (12 USD/t) would show.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import type { OrderDetail } from '../../../src/domain/orders/views';
import { rowsOf } from '../../../src/server/db/client';
import { addDays } from '../../../src/server/db/seed/orderRows';
import { createOrder, type OrderFixture, orderFixture } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let admin: Session;
let fixture: OrderFixture;
let bagProduct: { id: string; reference: string };

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  admin = await login(t.app, 'admin@demo.local');
  fixture = await orderFixture(t.app, admin);
  [bagProduct] = (await q<{ id: string; reference: string }>(sql`
    select p.id, p.reference from products p join tenants tn on tn.id = p.tenant_id
    where tn.slug = 'main' and p.reference = 'CAL-HID-25'`)) as [{ id: string; reference: string }];
});
afterAll(() => t?.close());

/** A USD delivery-partner order of 1000 kg CAL-HID-25 in bags at 2.50 USD/kg, premium 20 USD/t. */
async function newOrder(session: Session = admin): Promise<string> {
  const [id] = (await createOrder(t.app, session, {
    items: [{ productId: bagProduct.id, presentation: 'BAG', quantity: '1000', targetPrice: '2.5' }],
  })) as [string];
  await q(sql`
    update orders set pricing_values = jsonb_set(pricing_values, '{deliveryPremiumPerTon}', '"20"')
    where id = ${id}`);
  return id;
}

const detail = async (id: string, session: Session = admin) =>
  (await call(t.app, session, { method: 'GET', url: `/api/orders/${id}` })).json<OrderDetail>();

const put = (id: string, field: string, payload: object, session: Session = admin) =>
  call(t.app, session, { method: 'PUT', url: `/api/orders/${id}/${field}`, payload });

const itemsOf = (order: OrderDetail) =>
  order.items.map((i) => ({
    id: i.id,
    productId: i.productId,
    presentation: i.packagingType,
    quantity: i.quantityKg,
    // Stored with 4 decimals; a typed price has at most 3.
    targetPrice: new Decimal(i.price).toFixed(),
  }));

const historyOf = (id: string) =>
  q<{ event: string; data: Record<string, unknown>; user_id: string }>(
    sql`select event, data, user_id from order_history where order_id = ${id} order by created_at, id`,
  );

describe('editing the product rows', () => {
  it('recomputes the totals of a quantity change by hand-worked figures, both currencies', async () => {
    const id = await newOrder();
    const before = await detail(id);
    const items = itemsOf(before);
    items[0]!.quantity = '2000';
    const res = await put(id, 'items', { version: before.version, items });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<OrderDetail>();
    expect(after.version).toBe(before.version + 1);
    expect(after.items[0]).toMatchObject({ id: before.items[0]!.id, quantityKg: '2000.000', tons: '2.000' });
    // 2 t: products 2000 × 2.50 = 5000; premium 20 × 2 = 40; handling 8 × 2 = 16;
    // subtotal 5056; VAT 16 % = 808.96; total 5864.96.
    expect(after.computedValues.USD).toEqual({
      productsTotal: '5000.00',
      deliveryPremium: '40.00',
      handling: '16.00',
      subTotalWithHandlingAndDelivery: '5056.00',
      taxes: '808.96',
      totalWithTaxes: '5864.96',
    });
    // × 18.50: 92500 + 740 + 296 = 93536; VAT 14965.76; total 108501.76.
    expect(after.computedValues.MXN).toEqual({
      productsTotal: '92500.00',
      deliveryPremium: '740.00',
      handling: '296.00',
      subTotalWithHandlingAndDelivery: '93536.00',
      taxes: '14965.76',
      totalWithTaxes: '108501.76',
    });
    const [row] = await q<{ total_kg: string; total_with_taxes: string; total_with_taxes_mxn: string }>(sql`
      select total_kg::text, total_with_taxes::text, total_with_taxes_mxn::text from orders where id = ${id}`);
    expect(row).toEqual({
      total_kg: '2000.000',
      total_with_taxes: '5864.96',
      total_with_taxes_mxn: '108501.76',
    });

    const history = await historyOf(id);
    expect(history.at(-1)).toMatchObject({
      event: 'itemsChanged',
      data: {
        items: {
          from: [{ reference: 'CAL-HID-25', quantityKg: '1000.000' }],
          to: [{ reference: 'CAL-HID-25', quantityKg: '2000.000' }],
        },
      },
    });
    // The proforma is marked for regeneration in the same transaction.
    expect(after.documents.find((d) => d.type === 'sales_order')).toBeDefined();
  });

  it('adds, changes and removes rows, keeping the ids of kept rows', async () => {
    const id = await newOrder();
    const before = await detail(id);
    const [other] = await q<{ id: string; name: string }>(sql`
      select p.id, p.name from products p join tenants tn on tn.id = p.tenant_id
      where tn.slug = 'main' and p.reference = 'CAR-CAL-M325'`);
    const kept = itemsOf(before)[0]!;
    const added = { productId: other!.id, presentation: 'SUPERSACK', quantity: '500', targetPrice: '3,25' };
    let res = await put(id, 'items', { version: 1, items: [{ ...kept, targetPrice: '2.75' }, added] });
    expect(res.statusCode, res.body).toBe(200);
    let after = res.json<OrderDetail>();
    expect(after.items.map((i) => [i.reference, i.packagingType, i.price])).toEqual([
      ['CAL-HID-25', 'BAG', '2.7500'],
      ['CAR-CAL-M325', 'SUPERSACK', '3.2500'],
    ]);
    expect(after.items[0]!.id).toBe(kept.id);
    // 1000 × 2.75 + 500 × 3.25 = 2750 + 1625
    expect(after.computedValues.USD.productsTotal).toBe('4375.00');

    res = await put(id, 'items', { version: 2, items: [itemsOf(after)[1]] });
    expect(res.statusCode, res.body).toBe(200);
    after = res.json<OrderDetail>();
    expect(after.items).toHaveLength(1);
    expect(after.items[0]!.id).toBe(res.json<OrderDetail>().items[0]!.id);
    const rows = await q<{ id: string }>(sql`select id from order_items where order_id = ${id}`);
    expect(rows.map((r) => r.id)).toEqual([after.items[0]!.id]);
    const [label] = await q<{ products_label: string }>(
      sql`select products_label from orders where id = ${id}`,
    );
    expect(label!.products_label).toBe(other!.name);
  });

  it('refuses products that are inactive, not sold in the presentation or rows of another order', async () => {
    const id = await newOrder();
    const before = await detail(id);
    const [inactive] = await q<{ id: string }>(sql`
      update products set active = false
      where id = (select p.id from products p join tenants tn on tn.id = p.tenant_id
                  where tn.slug = 'main' and p.reference = 'YES-AGR-01')
      returning id`);
    const kept = itemsOf(before)[0]!;
    const res = await put(id, 'items', {
      version: 1,
      items: [
        { ...kept, presentation: 'HOPPER' },
        { productId: inactive!.id, presentation: 'BAG', quantity: '10', targetPrice: '1' },
        { ...kept, id: '6f1c1f43-5a53-4c59-9a52-0d5f0c4f3a10' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.items.0.presentation',
        key: 'orders.presentationNotSold',
        message: 'El producto no se vende en esa presentación',
      },
      {
        path: 'body.items.1.productId',
        key: 'orders.productUnavailable',
        message: 'El producto no existe o ya no está activo',
      },
      {
        path: 'body.items.2.id',
        key: 'orders.itemNotInOrder',
        message: 'Esta partida no pertenece a la orden',
      },
    ]);
    expect((await detail(id)).version).toBe(1);
  });

  it('checks the price range of the order’s currency and refuses an edit that changes nothing', async () => {
    const id = await newOrder();
    const items = itemsOf(await detail(id));
    const tooDear = await put(id, 'items', { version: 1, items: [{ ...items[0]!, targetPrice: '6' }] });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().details[0]).toMatchObject({
      path: 'body.items.0.targetPrice',
      message: 'El precio debe estar entre $0 y $5 para USD o entre $1 y $130 para MXN',
    });
    const same = await put(id, 'items', { version: 1, items: [{ ...items[0]!, quantity: '1,000' }] });
    expect(same.statusCode).toBe(400);
    expect(same.json().details[0]).toMatchObject({ message: 'No hay cambios para guardar' });
  });

  it('takes back prices and quantities exactly as the order answered them (4-decimal prices)', async () => {
    const id = await newOrder();
    const before = await detail(id);
    expect(before.items[0]!.price).toBe('2.5000');
    const asRead = before.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      presentation: i.packagingType,
      quantity: i.quantityKg,
      targetPrice: i.price,
    }));
    const unchanged = await put(id, 'items', { version: before.version, items: asRead });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().details).toEqual([
      expect.objectContaining({ message: 'No hay cambios para guardar' }),
    ]);
    const more = await put(id, 'items', {
      version: before.version,
      items: [{ ...asRead[0]!, quantity: '1500.000' }],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json<OrderDetail>().items[0]).toMatchObject({ quantityKg: '1500.000', price: '2.5000' });
  });

  it('reads quantities in the user’s unit: a user working in tons sends 2.5 for 2500 kg', async () => {
    const id = await newOrder();
    await q(sql`update users set unit_measure = 'TON' where email = 'admin@demo.local'`);
    try {
      const items = itemsOf(await detail(id));
      const res = await put(id, 'items', { version: 1, items: [{ ...items[0]!, quantity: '2.5' }] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OrderDetail>().items[0]!.quantityKg).toBe('2500.000');
    } finally {
      await q(sql`update users set unit_measure = 'KG' where email = 'admin@demo.local'`);
    }
  });
});

describe('editing the delivery', () => {
  it('changes the delivery date and records it', async () => {
    const id = await newOrder();
    const before = await detail(id);
    const res = await put(id, 'delivery-date', { version: 1, deliveryDate: '2031-03-14' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderDetail>()).toMatchObject({ version: 2, delivery: { deliveryDate: '2031-03-14' } });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      event: 'deliveryDateChanged',
      data: { deliveryDate: { from: before.delivery.deliveryDate, to: '2031-03-14' } },
    });
    const blank = await put(id, 'delivery-date', { version: 2, deliveryDate: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0].message).toBe('La fecha de entrega es obligatoria');
  });

  it('refuses a date before today (Mexico City) and changes nothing', async () => {
    const id = await newOrder();
    const before = await detail(id);
    const res = await put(id, 'delivery-date', { version: 1, deliveryDate: addDays(businessDay(), -1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.deliveryDate',
        key: 'validation.orders.deliveryDateInPast',
        message: 'La fecha de entrega no puede ser anterior a hoy',
      },
    ]);
    const after = await detail(id);
    expect(after.version).toBe(1);
    expect(after.delivery.deliveryDate).toBe(before.delivery.deliveryDate);
    expect((await historyOf(id)).some((h) => h.event === 'deliveryDateChanged')).toBe(false);
    // Postponed far out, then brought back to today: both are fine.
    expect((await put(id, 'delivery-date', { version: 1, deliveryDate: '2031-01-02' })).statusCode).toBe(200);
    const today = await put(id, 'delivery-date', { version: 2, deliveryDate: businessDay() });
    expect(today.statusCode, today.body).toBe(200);
  });

  it('switches to pickup: the address is cleared and the premium leaves the totals', async () => {
    const id = await newOrder();
    const res = await put(id, 'delivery-model', {
      version: 1,
      deliveryModel: 'PICKUP',
      addressId: fixture.addressId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<OrderDetail>();
    expect(after.delivery).toMatchObject({ deliveryModel: 'PICKUP', address: null });
    // 1 t: products 2500; premium 0; handling 8; subtotal 2508; VAT 401.28; total 2909.28.
    expect(after.computedValues.USD).toMatchObject({
      deliveryPremium: '0.00',
      subTotalWithHandlingAndDelivery: '2508.00',
      taxes: '401.28',
      totalWithTaxes: '2909.28',
    });
    // MXN: 46250 + 148 = 46398; VAT 7423.68; total 53821.68.
    expect(after.computedValues.MXN).toMatchObject({
      deliveryPremium: '0.00',
      subTotalWithHandlingAndDelivery: '46398.00',
      totalWithTaxes: '53821.68',
    });
    const [event] = (await historyOf(id)).slice(-1);
    expect(event).toMatchObject({
      event: 'deliveryModelChanged',
      data: { deliveryModel: { from: 'DELIVERY_PARTNER', to: 'PICKUP' }, address: { to: null } },
    });

    // Back to delivery: needs an address of this customer; the premium (20 USD/t, the order's) returns.
    const noAddress = await put(id, 'delivery-model', { version: 2, deliveryModel: 'DELIVERY_PARTNER' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().details[0]).toMatchObject({
      path: 'body.addressId',
      message: 'Debe seleccionar una dirección para delivery',
    });
    const [foreign] = await q<{ id: string }>(sql`
      select id from addresses where customer_id <> ${fixture.customerId} limit 1`);
    const wrong = await put(id, 'delivery-model', {
      version: 2,
      deliveryModel: 'DELIVERY_PARTNER',
      addressId: foreign!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].message).toBe('La dirección no pertenece al cliente de la orden');
    const back = await put(id, 'delivery-model', {
      version: 2,
      deliveryModel: 'DELIVERY_PARTNER',
      addressId: fixture.addressId,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<OrderDetail>().computedValues.USD.deliveryPremium).toBe('20.00');
    expect(back.json<OrderDetail>().delivery.address?.id).toBe(fixture.addressId);
  });
});

describe('what refuses an edit', () => {
  it('refuses a stale version with 409 STALE_VERSION and changes nothing', async () => {
    const id = await newOrder();
    expect((await put(id, 'delivery-date', { version: 1, deliveryDate: '2031-01-02' })).statusCode).toBe(200);
    const stale = await put(id, 'delivery-date', { version: 1, deliveryDate: '2031-05-05' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const items = itemsOf(await detail(id));
    const staleItems = await put(id, 'items', { version: 1, items: [{ ...items[0]!, quantity: '5' }] });
    expect(staleItems.statusCode).toBe(409);
    const after = await detail(id);
    expect(after).toMatchObject({ version: 2, delivery: { deliveryDate: '2031-01-02' } });
    expect(after.items[0]!.quantityKg).toBe('1000.000');
    expect((await historyOf(id)).filter((h) => h.event === 'deliveryDateChanged')).toHaveLength(1);
  });

  const stateLocks = [
    ['delivered', sql`ops_status = 'ORDEN_ENTREGADA', is_delivered = true`, 'La orden ya fue entregada'],
    ['material assigned', sql`ops_status = 'MATERIAL_ASIGNADO'`, 'La orden ya tiene material asignado'],
    ['cancelled', sql`ops_status = 'ORDEN_CANCELADA'`, 'La orden está cancelada'],
  ] as const;

  for (const [name, change, message] of stateLocks) {
    it(`refuses every field of a ${name} order with 409 ORDER_LOCKED and the lock's text`, async () => {
      const id = await newOrder();
      await q(sql`update orders set ${change} where id = ${id}`);
      const order = await detail(id);
      for (const field of ['quantity', 'products', 'deliveryDate', 'deliveryModel'] as const) {
        expect(order.locks[field]).toMatchObject({ locked: true, message });
      }
      const attempts = [
        put(id, 'delivery-date', { version: 1, deliveryDate: '2031-01-02' }),
        put(id, 'delivery-model', { version: 1, deliveryModel: 'PICKUP' }),
        put(id, 'items', { version: 1, items: [{ ...itemsOf(order)[0]!, quantity: '3' }] }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'ORDER_LOCKED', message });
      }
      expect((await detail(id)).version).toBe(1);
    });
  }

  it('locks rows and date, not the model, while an update is pending', async () => {
    const id = await newOrder();
    await q(sql`update orders set has_pending_update = true where id = ${id}`);
    const order = await detail(id);
    expect(order.locks.deliveryDate).toMatchObject({ reason: 'pendingUpdate' });
    expect(order.locks.deliveryModel).toEqual({ locked: false });
    const date = await put(id, 'delivery-date', { version: 1, deliveryDate: '2031-01-02' });
    expect(date.statusCode).toBe(409);
    expect(date.json().message).toBe('Hay una actualización pendiente de esta orden');
    expect((await put(id, 'delivery-model', { version: 1, deliveryModel: 'PICKUP' })).statusCode).toBe(200);
  });

  it('refuses users without ORDER_DETAIL_SUMMARY write (403), whatever the page showed', async () => {
    const id = await newOrder();
    const finance = await login(t.app, 'finance.credit@demo.local');
    expect((await detail(id, finance)).locks.deliveryModel).toMatchObject({ reason: 'noWritePermission' });
    const res = await put(id, 'delivery-date', { version: 1, deliveryDate: '2031-01-02' }, finance);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tienes permisos para esta acción');
  });

  it('refuses a seller editing another seller’s order (403) and another tenant’s (404)', async () => {
    const seller2 = await login(t.app, 'seller2@demo.local');
    const seller = await login(t.app, 'seller@demo.local');
    const id = await newOrder(seller2);
    const res = await put(id, 'delivery-date', { version: 1, deliveryDate: '2031-01-02' }, seller);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORDER_FORBIDDEN');
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const cross = await call(t.app, norte, {
      method: 'PUT',
      url: `/api/orders/${id}/delivery-date`,
      tenant: 'norte',
      payload: { version: 1, deliveryDate: '2031-01-02' },
    });
    expect(cross.statusCode).toBe(404);
  });

  it('with a user flag requiring the external id, locks every field until the order has one', async () => {
    const id = await newOrder();
    await q(sql`update users set requires_external_id = true where email = 'admin@demo.local'`);
    try {
      const order = await detail(id);
      expect(order.locks.deliveryModel).toMatchObject({
        reason: 'externalIdRequired',
        message: 'Requiere número de orden externo',
      });
      const res = await put(id, 'delivery-model', { version: 1, deliveryModel: 'PICKUP' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Requiere número de orden externo');
      await q(sql`update orders set external_id = 'ERP-5512' where id = ${id}`);
      const withId = await detail(id);
      expect(withId.locks.deliveryModel).toEqual({ locked: false });
      expect(withId.displayNumber).toBe('ERP-5512');
    } finally {
      await q(sql`update users set requires_external_id = false where email = 'admin@demo.local'`);
    }
  });

  it('in a tenant with an external ERP, locks the product rows (only) until the order has an external id', async () => {
    const norteAdmin = await login(t.app, 'admin@norte.demo.local', 'norte');
    // The tenant rule alone: this user has no personal flag.
    await q(sql`update users set requires_external_id = false where email = 'admin@norte.demo.local'`);
    const [order] = await q<{ id: string }>(sql`
      select o.id from orders o join tenants tn on tn.id = o.tenant_id
      where tn.slug = 'norte' and o.ops_status = 'ORDEN_CREADA' limit 1`);
    await q(sql`update orders set external_id = null, has_pending_update = false where id = ${order!.id}`);
    const res = await call(t.app, norteAdmin, {
      method: 'GET',
      url: `/api/orders/${order!.id}`,
      tenant: 'norte',
    });
    const body = res.json<OrderDetail>();
    expect(body.locks.products).toMatchObject({ locked: true, reason: 'externalIdRequired' });
    expect(body.locks.quantity).toMatchObject({ locked: true, reason: 'externalIdRequired' });
    expect(body.locks.deliveryDate).toEqual({ locked: false });
    const refused = await call(t.app, norteAdmin, {
      method: 'PUT',
      url: `/api/orders/${order!.id}/items`,
      tenant: 'norte',
      payload: { version: body.version, items: [{ ...itemsOf(body)[0]!, quantity: '1' }] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_LOCKED',
      message: 'Requiere número de orden externo',
    });
  });
});
