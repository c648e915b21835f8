/**
 * Generated orders (the scale generator and the row builder it shares with the demo seed): totals
 * agree with the domain's `orderTotals` and with their own item lines, numbers continue the
 * tenant's counter, the extra customers and sellers it needs are valid, and their stock (lots,
 * allocations, movements) agrees with itself as the ledger would have kept it.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RFC_PATTERN } from '../../../src/domain/customers';
import {
  type FefoLot,
  fefoPlan,
  isFullyAllocated,
  requirementsOf,
} from '../../../src/domain/inventory/allocation';
import { type MovementKind, totalsFromMovements } from '../../../src/domain/inventory/lots';
import { hasReached, type OpsStatus } from '../../../src/domain/orders';
import { DEFAULT_PRICING_VALUES } from '../../../src/domain/pricing';
import type { PackagingType } from '../../../src/domain/products';
import { rowsOf } from '../../../src/server/db/client';
import { buildOrderRows, type OrderRowInput, stepsUpTo } from '../../../src/server/db/seed/orderRows';
import {
  SCALE_MIN_CUSTOMERS,
  SCALE_MIN_SELLERS,
  scaleRfc,
  seedScaleOrders,
} from '../../../src/server/db/seed/scale';
import { call, createTestApp, login, type TestContext } from '../../helpers/testApp';

const product = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  reference: `P-${n}`,
  name: `Producto ${n}`,
});

function input(overrides: Partial<OrderRowInput> = {}): OrderRowInput {
  return {
    tenantId: '00000000-0000-4000-8000-0000000000aa',
    number: 7,
    customer: { id: '00000000-0000-4000-8000-0000000000bb', externalId: null },
    sellerId: '00000000-0000-4000-8000-0000000000cc',
    createdById: '00000000-0000-4000-8000-0000000000cc',
    currency: 'USD',
    deliveryModel: 'DELIVERY_PARTNER',
    addressId: '00000000-0000-4000-8000-0000000000dd',
    deliveryDate: '2026-11-25',
    paymentTerm: 'CREDIT',
    creditDays: 30,
    opsStatus: 'ORDEN_CREADA',
    pricing: {
      versionId: '00000000-0000-4000-8000-0000000000ee',
      setId: '00000000-0000-4000-8000-0000000000ff',
      version: 1,
      values: DEFAULT_PRICING_VALUES,
    },
    items: [{ product: product(1), packagingType: 'BAG', quantityKg: '1000', price: '2.5' }],
    createdAt: new Date('2026-11-20T16:00:00Z'),
    ...overrides,
  };
}

describe('buildOrderRows', () => {
  it('stores the totals worked by hand, in both currencies (default pricing: 18.50 MXN/USD, VAT 16 %)', () => {
    // 1 t in bags at USD 2.50/kg, delivery partner: products 2500, premium 12 × 1 t, handling 8 × 1 t.
    const { order, items } = buildOrderRows(input());
    expect(order.computedValues).toEqual({
      USD: {
        productsTotal: '2500.00',
        deliveryPremium: '12.00',
        handling: '8.00',
        subTotalWithHandlingAndDelivery: '2520.00',
        taxes: '403.20',
        totalWithTaxes: '2923.20',
      },
      MXN: {
        productsTotal: '46250.00',
        deliveryPremium: '222.00',
        handling: '148.00',
        subTotalWithHandlingAndDelivery: '46620.00',
        taxes: '7459.20',
        totalWithTaxes: '54079.20',
      },
    });
    expect(order).toMatchObject({
      number: 7,
      totalKg: '1000.000',
      totalWithTaxes: '2923.20',
      totalWithTaxesUsd: '2923.20',
      totalWithTaxesMxn: '54079.20',
      productsTotalUsd: '2500.00',
      exchangeRate: '18.50',
      vatRate: '0.16',
      opsStatus: 'ORDEN_CREADA',
      financeStatus: null,
      isDelivered: false,
    });
    expect(items).toEqual([
      expect.objectContaining({
        orderId: order.id,
        position: 0,
        quantityKg: '1000.000',
        price: '2.5000',
        priceUsd: '2.5000',
        priceMxn: '46.2500',
        totalPrice: '2500.00',
        totalPriceUsd: '2500.00',
        totalPriceMxn: '46250.00',
      }),
    ]);
  });

  it('adds the item lines up to the products total, and the order total is in the order currency', () => {
    const { order, items } = buildOrderRows(
      input({
        currency: 'MXN',
        deliveryModel: 'PICKUP',
        addressId: null,
        hasIva: false,
        items: [
          { product: product(1), packagingType: 'SUPERSACK', quantityKg: '3000', price: '41.37' },
          { product: product(2), packagingType: 'BULK', quantityKg: '25000', price: '12.9' },
          { product: product(1), packagingType: 'BAG', quantityKg: '575', price: '60.05' },
        ],
      }),
    );
    const sum = (key: 'totalPriceUsd' | 'totalPriceMxn') =>
      items.reduce((s, i) => s.plus(i[key] as string), new Decimal(0)).toFixed(2);
    expect(order.computedValues.MXN.productsTotal).toBe(sum('totalPriceMxn'));
    expect(order.computedValues.USD.productsTotal).toBe(sum('totalPriceUsd'));
    expect(order.computedValues.MXN.deliveryPremium).toBe('0.00');
    expect(order.computedValues.MXN.taxes).toBe('0.00');
    expect(order.totalWithTaxes).toBe(order.computedValues.MXN.totalWithTaxes);
    expect(order.totalWithTaxesUsd).toBe(order.computedValues.USD.totalWithTaxes);
    expect(order.totalKg).toBe('28575.000');
    // Each product once, in row order.
    expect(order.productsLabel).toBe('Producto 1, Producto 2');
  });

  it('writes one history row per step the order went through, and the delivered/cancelled fields', () => {
    expect(stepsUpTo('FACTURADO')).toEqual([
      'APROBADO_POR_FINANZAS',
      'MATERIAL_ASIGNADO',
      'EMBARCADO/PROGRAMADO',
      'FACTURADO',
    ]);
    const paid = buildOrderRows(
      input({ opsStatus: 'PAGADO', statusAt: new Date('2026-11-25T21:00:00Z') }),
      'steps',
    );
    expect(paid.history.map((h) => h.toStatus)).toEqual([
      'ORDEN_CREADA',
      'APROBADO_POR_FINANZAS',
      'MATERIAL_ASIGNADO',
      'EMBARCADO/PROGRAMADO',
      'FACTURADO',
      'TRANSPORTE_ASIGNADO',
      'ORDEN_ENTREGADA',
      'PAGADO',
    ]);
    expect(paid.history.at(-1)?.createdAt).toEqual(new Date('2026-11-25T21:00:00Z'));
    expect(paid.order).toMatchObject({
      isDelivered: true,
      paymentStatus: 'PAID',
      financeStatus: 'FINANCE_RELEASED',
    });

    const cancelled = buildOrderRows(
      input({
        opsStatus: 'ORDEN_CANCELADA',
        cancellation: { reasonId: null, other: 'Duplicado', byId: null },
      }),
      'steps',
    );
    expect(cancelled.history.map((h) => [h.event, h.fromStatus, h.toStatus])).toEqual([
      ['created', null, 'ORDEN_CREADA'],
      ['cancelled', 'ORDEN_CREADA', 'ORDEN_CANCELADA'],
    ]);
    expect(cancelled.order.cancellationOther).toBe('Duplicado');
    expect(cancelled.order.cancelledAt).toEqual(cancelled.order.createdAt);
  });

  it('refuses an order without items', () => {
    expect(() => buildOrderRows(input({ items: [] }))).toThrow(/at least one item/);
  });
});

describe('seedScaleOrders', () => {
  let t: TestContext;
  // Enough for every status, lots and released orders, small enough to seed in seconds on a busy
  // machine; the large volumes belong to the benchmark (`npm run bench`).
  const GENERATED = 400;
  let before: { last: number; orders: number; lots: number };

  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    before = await one(sql`
      select c.last_number as last, (select count(*)::int from orders where tenant_id = c.tenant_id) as orders,
             (select count(*)::int from inventory_lots where tenant_id = c.tenant_id) as lots
      from order_counters c join tenants t on t.id = c.tenant_id where t.slug = 'main'`);
    await seedScaleOrders(t.database.db, { tenant: 'main', orders: GENERATED, batchSize: 200 });
  });
  afterAll(() => t.close());

  it('continues the tenant numbers without a gap and moves the counter', async () => {
    const after = await one<{ last: number; first: number; top: number; n: number }>(sql`
      select c.last_number as last,
             min(o.number) filter (where o.number > ${before.last}) as first,
             max(o.number) as top, count(*)::int as n
      from order_counters c join tenants t on t.id = c.tenant_id join orders o on o.tenant_id = t.id
      where t.slug = 'main' group by c.last_number`);
    expect(after).toEqual({
      last: before.last + GENERATED,
      first: before.last + 1,
      top: before.last + GENERATED,
      n: before.orders + GENERATED,
    });
  });

  it('stores totals that match the item lines in both currencies, and one created history row each', async () => {
    const check = await one<{
      orders: number;
      mismatched: number;
      withoutHistory: number;
      items: number;
    }>(sql`
      select count(*)::int as orders,
             count(*) filter (where
               (o.computed_values->'USD'->>'productsTotal')::numeric <> s.usd
               or (o.computed_values->'MXN'->>'productsTotal')::numeric <> s.mxn
               or o.products_total_usd <> s.usd
               or o.total_kg <> s.kg
               or o.total_with_taxes_usd <> (o.computed_values->'USD'->>'totalWithTaxes')::numeric
               or o.total_with_taxes <> (o.computed_values->(o.currency)->>'totalWithTaxes')::numeric)::int as mismatched,
             count(*) filter (where not exists (
               select 1 from order_history h where h.order_id = o.id and h.event = 'created'))::int as "withoutHistory",
             sum(s.n)::int as items
      from orders o
      join (select order_id, sum(total_price_usd) usd, sum(total_price_mxn) mxn, sum(quantity_kg) kg, count(*) n
            from order_items group by order_id) s on s.order_id = o.id
      join tenants t on t.id = o.tenant_id
      where t.slug = 'main' and o.number > ${before.last}`);
    expect(check.orders).toBe(GENERATED);
    expect(check.mismatched).toBe(0);
    expect(check.withoutHistory).toBe(0);
    expect(check.items).toBeGreaterThanOrEqual(GENERATED);
    expect(check.items).toBeLessThanOrEqual(GENERATED * 4);
  });

  it('spreads orders over statuses, both currencies and both delivery models', async () => {
    const spread = await one<{ statuses: number; currencies: number; models: number; customers: number }>(sql`
      select count(distinct ops_status)::int as statuses, count(distinct currency)::int as currencies,
             count(distinct delivery_model)::int as models, count(distinct customer_id)::int as customers
      from orders o join tenants t on t.id = o.tenant_id where t.slug = 'main' and o.number > ${before.last}`);
    expect(spread.statuses).toBeGreaterThanOrEqual(9);
    expect(spread.currencies).toBe(2);
    expect(spread.models).toBe(2);
    expect(spread.customers).toBeGreaterThan(50);
  });

  it('adds enough customers (valid RFCs, an address, credit terms) and sellers', async () => {
    const counts = await one<{ customers: number; sellers: number; invalid: string[]; bare: number }>(sql`
      select (select count(*)::int from customers c where c.tenant_id = t.id) as customers,
             (select count(*)::int from users u join roles r on r.id = u.role_id
               where u.tenant_id = t.id and r.name = 'seller') as sellers,
             array(select rfc from customers c where c.tenant_id = t.id and c.company_name like 'Cliente escala %') as invalid,
             (select count(*)::int from customers c where c.tenant_id = t.id
               and (not exists (select 1 from addresses a where a.customer_id = c.id)
                 or not exists (select 1 from customer_credit_terms k where k.customer_id = c.id))) as bare
      from tenants t where t.slug = 'main'`);
    expect(counts.customers).toBe(SCALE_MIN_CUSTOMERS);
    expect(counts.sellers).toBe(SCALE_MIN_SELLERS);
    expect(counts.invalid.length).toBeGreaterThan(100);
    expect(counts.invalid.filter((rfc) => !RFC_PATTERN.test(rfc))).toEqual([]);
    expect(counts.bare).toBe(0);
    expect(scaleRfc(1)).toMatch(RFC_PATTERN);
  });

  it('gives generated orders their stock: about a lot per 20 orders, every order past MATERIAL_ASIGNADO covered', async () => {
    const lots = await one<{ n: number; warehouses: number; products: number }>(sql`
      select count(*)::int as n, count(distinct l.warehouse_id)::int as warehouses,
             count(distinct l.product_id)::int as products
      from inventory_lots l join tenants t on t.id = l.tenant_id where t.slug = 'main'`);
    // The demo's own lots are not the generator's.
    expect(lots.n - before.lots).toBeGreaterThanOrEqual(GENERATED / 40);
    expect(lots.n - before.lots).toBeLessThanOrEqual(GENERATED / 8);
    expect(lots.warehouses).toBeGreaterThanOrEqual(3);
    expect(lots.products).toBeGreaterThanOrEqual(5);
    const orders = await rows<{
      ops_status: string;
      items: { productId: string; packagingType: PackagingType; quantityKg: string }[];
      allocations: { productId: string; packagingType: string; allocatedKg: string; shippedKg: string }[];
    }>(sql`
      select o.ops_status,
             (select json_agg(json_build_object('productId', i.product_id, 'packagingType', i.packaging_type,
                     'quantityKg', i.quantity_kg::text)) from order_items i where i.order_id = o.id) as items,
             coalesce((select json_agg(json_build_object('productId', a.product_id, 'packagingType', a.packaging_type,
                     'allocatedKg', a.allocated_kg::text, 'shippedKg', a.shipped_kg::text))
               from order_allocations a where a.order_id = o.id), '[]') as allocations
      from orders o join tenants t on t.id = o.tenant_id where t.slug = 'main' and o.number > ${before.last}`);
    let covered = 0;
    for (const o of orders) {
      const status = o.ops_status as OpsStatus;
      if (!hasReached(status, 'MATERIAL_ASIGNADO')) {
        expect(o.allocations, o.ops_status).toEqual([]);
        continue;
      }
      const requirements = requirementsOf(
        o.items.map((i) => ({ ...i, productReference: '', productName: '' })),
      );
      expect(isFullyAllocated(requirements, o.allocations)).toBe(true);
      // Shipped in its shipment from EMBARCADO/PROGRAMADO on.
      const shipped = hasReached(status, 'EMBARCADO/PROGRAMADO');
      for (const a of o.allocations) expect(a.shippedKg).toBe(shipped ? a.allocatedKg : '0.000');
      covered++;
    }
    expect(covered).toBeGreaterThan(GENERATED / 4);
  });

  it('keeps every lot equal to its movements and to what its allocations still promise', async () => {
    const lots = await rows<{
      id: string;
      received_kg: string;
      adjusted_kg: string;
      allocated_kg: string;
      shipped_kg: string;
      available_kg: string;
      promised: string;
    }>(sql`
      select l.id, l.received_kg::text, l.adjusted_kg::text, l.allocated_kg::text, l.shipped_kg::text,
             l.available_kg::text,
             coalesce((select sum(a.allocated_kg - a.shipped_kg) from order_allocations a where a.lot_id = l.id), 0)::numeric(14,3)::text as promised
      from inventory_lots l`);
    const movements = await rows<{ lot_id: string; kind: MovementKind; quantity_kg: string }>(sql`
      select lot_id, kind, quantity_kg::text from inventory_movements`);
    const byLot = new Map<string, { kind: MovementKind; quantityKg: string }[]>();
    for (const m of movements) {
      const list = byLot.get(m.lot_id) ?? [];
      list.push({ kind: m.kind, quantityKg: m.quantity_kg });
      byLot.set(m.lot_id, list);
    }
    const wrong = lots.filter((l) => {
      const totals = totalsFromMovements(byLot.get(l.id) ?? []);
      return (
        totals.received.toFixed(3) !== l.received_kg ||
        totals.adjusted.toFixed(3) !== l.adjusted_kg ||
        totals.allocated.toFixed(3) !== l.allocated_kg ||
        totals.shipped.toFixed(3) !== l.shipped_kg ||
        totals.available.toFixed(3) !== l.available_kg ||
        l.promised !== l.allocated_kg ||
        new Decimal(l.available_kg).lt(0)
      );
    });
    expect(wrong).toEqual([]);
    expect(new Set(movements.map((m) => m.kind))).toEqual(
      new Set(['RECEIVED', 'ALLOCATED', 'SHIPPED', 'ADJUSTED']),
    );
  });

  it('leaves free stock for a bulk auto-assign of 20 released orders to cover most of them', async () => {
    const stock = await rows<FefoLot & { availableKg: string }>(sql`
      select l.id, l.lot, l.product_id as "productId", l.packaging_type as "packagingType",
             l.available_kg::text as "availableKg", l.reception_date::text as "receptionDate",
             l.warehouse_id as "warehouseId", false as preferred
      from inventory_lots l join tenants t on t.id = l.tenant_id where t.slug = 'main' and l.available_kg > 0`);
    const released = await rows<{
      items: { productId: string; packagingType: PackagingType; quantityKg: string }[];
    }>(sql`
      select (select json_agg(json_build_object('productId', i.product_id, 'packagingType', i.packaging_type,
                     'quantityKg', i.quantity_kg::text)) from order_items i where i.order_id = o.id) as items
      from orders o join tenants t on t.id = o.tenant_id
      where t.slug = 'main' and o.ops_status = 'APROBADO_POR_FINANZAS' and o.number > ${before.last}
      order by o.number limit 20`);
    expect(released.length).toBe(20);
    // One after the other, each taking what it plans from the stock left by the previous ones.
    const left = new Map(stock.map((l) => [l.id, new Decimal(l.availableKg)]));
    let covered = 0;
    for (const o of released) {
      const requirements = requirementsOf(
        o.items.map((i) => ({ ...i, productReference: '', productName: '' })),
      );
      const plan = fefoPlan(
        requirements,
        [],
        stock.map((l) => ({ ...l, availableKg: left.get(l.id)! })),
      );
      for (const p of plan.picks) left.set(p.lot.id, left.get(p.lot.id)!.minus(p.quantityKg));
      if (plan.missing.length === 0) covered++;
    }
    expect(covered).toBeGreaterThanOrEqual(10);
  });

  it('generated orders are listed by the API like any other (found by their number)', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const open = await one<{ number: number }>(sql`
      select o.number from orders o join tenants t on t.id = o.tenant_id
      where t.slug = 'main' and o.number > ${before.last} and o.ops_status = 'ORDEN_CREADA'
      order by o.number limit 1`);
    const res = await call(t.app, admin, {
      method: 'GET',
      url: `/api/orders?searchParam=${open.number}&statusTab=CREATED&limit=100`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { number: number }[] }>().data.map((r) => r.number)).toContain(open.number);
  });
});

describe('the order list over more than 2 000 open orders', () => {
  let t: TestContext;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

  beforeAll(async () => {
    t = await createTestApp();
    // A few generated orders bring the 'Cliente escala' customers the narrow search finds; the
    // volume the deep-page plan needs is copies of one demo order, one statement instead of a
    // generator run.
    await seedScaleOrders(t.database.db, { tenant: 'main', orders: 100, batchSize: 100 });
    await t.database.db.execute(sql`
      insert into orders (tenant_id, number, customer_id, created_by_id, seller_id, delivery_model, delivery_date,
        currency, exchange_rate, vat_rate, pricing_values, total_kg, total_with_taxes, products_total_usd,
        total_with_taxes_usd, total_with_taxes_mxn, computed_values, created_at)
      select o.tenant_id, 100000 + g, o.customer_id, o.created_by_id, o.seller_id, o.delivery_model, o.delivery_date,
        o.currency, o.exchange_rate, o.vat_rate, o.pricing_values, o.total_kg, o.total_with_taxes,
        o.products_total_usd, o.total_with_taxes_usd, o.total_with_taxes_mxn, o.computed_values,
        o.created_at - g * interval '1 minute'
      from orders o, generate_series(1, 2100) g
      where o.number = 1 and o.tenant_id = (select id from tenants where slug = 'main')`);
  });
  afterAll(() => t.close());

  it('pages as deep as asked with the same rows and order SQL gives (deep pages and few matches)', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const open = `'ORDEN_CREADA','EFIRMA_CLIENTE','APROBADO_POR_FINANZAS','MATERIAL_ASIGNADO','EMBARCADO/PROGRAMADO','FACTURADO','TRANSPORTE_ASIGNADO','ORDEN_RETENIDA'`;
    const expected = async (orderBy: string, where: string, offset: number) =>
      (
        await rows<{ number: number }>(
          sql.raw(`select o.number from orders o join customers c on c.id = o.customer_id
            join tenants t on t.id = o.tenant_id
            where t.slug = 'main' and o.ops_status in (${open}) ${where}
            order by ${orderBy} limit 20 offset ${offset}`),
        )
      ).map((r) => r.number);
    const page = async (query: string) => {
      const res = await call(t.app, admin, { method: 'GET', url: `/api/orders?limit=20&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ totalRows: number; data: { number: number }[] }>();
      return { total: body.totalRows, numbers: body.data.map((r) => r.number) };
    };
    const deep = await page('offset=1500&orderField=createdAt&orderDirection=DESC');
    expect(deep.total).toBeGreaterThan(2_000);
    expect(deep.numbers).toEqual(await expected('o.created_at desc, o.id desc', '', 1500));
    const byCustomer = await page('offset=1200&orderField=customer&orderDirection=ASC');
    expect(byCustomer.numbers).toEqual(await expected('c.company_name asc, o.id asc', '', 1200));
    // A search matching few orders: ids first, then sorted and paged.
    const few = await page(
      'offset=5&statusTab=DEFAULT&searchParam=escala&orderField=number&orderDirection=DESC',
    );
    expect(few.total).toBeLessThan(2_000);
    expect(few.numbers.length).toBeGreaterThan(0);
    expect(few.numbers).toEqual(
      await expected('o.number desc, o.id desc', "and c.company_name ilike '%escala%'", 5),
    );
  });
});
