/**
 * Totals of created orders, checked against examples worked by hand (demo pricing version 1:
 * 18.50 MXN per USD, VAT 16 %, delivery premium 12 USD/t, handling per ton BAG 8, SUPERSACK 5,
 * BULK 2.50 USD), in both currencies, as stored in the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreationInput } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { validOrderPayload } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let admin: Session;
let base: OrderCreationInput;
const product: Record<string, string> = {};

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  base = await validOrderPayload(t.app, admin);
  const rows = await q<{ id: string; reference: string }>(
    sql`select p.id, p.reference from products p join tenants t on t.id = p.tenant_id where t.slug = 'main'`,
  );
  for (const r of rows) product[r.reference] = r.id;
});
afterAll(() => t?.close());

async function create(over: Partial<OrderCreationInput>): Promise<string> {
  const res = await call(t.app, admin, { method: 'POST', url: '/api/orders', payload: { ...base, ...over } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string }[] }>().data[0]!.id;
}

interface OrderRow {
  currency: string;
  exchange_rate: string;
  vat_rate: string;
  total_kg: string;
  total_with_taxes: string;
  products_total_usd: string;
  total_with_taxes_usd: string;
  total_with_taxes_mxn: string;
  products_label: string;
  computed_values: { USD: Record<string, string>; MXN: Record<string, string> };
  pricing_values: Record<string, unknown>;
  pricing_version_id: string;
}

const orderRow = async (id: string) =>
  (
    await q<OrderRow>(sql`
    select currency, exchange_rate::text, vat_rate::text, total_kg::text, total_with_taxes::text,
      products_total_usd::text, total_with_taxes_usd::text, total_with_taxes_mxn::text,
      products_label, computed_values, pricing_values, pricing_version_id
    from orders where id = ${id}`)
  )[0]!;

const itemRows = (id: string) =>
  q<Record<string, string>>(sql`
    select packaging_type, quantity_kg::text, price::text, price_usd::text, price_mxn::text,
      total_price::text, total_price_usd::text, total_price_mxn::text
    from order_items where order_id = ${id} order by position`);

const summary = (
  productsTotal: string,
  deliveryPremium: string,
  handling: string,
  subTotalWithHandlingAndDelivery: string,
  taxes: string,
  totalWithTaxes: string,
) => ({ productsTotal, deliveryPremium, handling, subTotalWithHandlingAndDelivery, taxes, totalWithTaxes });

describe('order totals', () => {
  it('refuses to price an order while the tenant has no pricing parameters (409)', async () => {
    // Hand main's versions to another tenant for a moment: row-level security then hides them.
    const main = sql`(select id from tenants where slug = 'main')`;
    const norte = sql`(select id from tenants where slug = 'norte')`;
    const saved = await q<{ id: string }>(
      sql`select id from pricing_parameter_versions where tenant_id = ${main}`,
    );
    const orders = async () => (await q<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n;
    const before = await orders();
    await t.database.db.execute(
      sql`update pricing_parameter_versions set tenant_id = ${norte} where tenant_id = ${main}`,
    );
    const res = await call(t.app, admin, { method: 'POST', url: '/api/orders', payload: base });
    for (const v of saved) {
      await t.database.db.execute(
        sql`update pricing_parameter_versions set tenant_id = ${main} where id = ${v.id}`,
      );
    }
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'No hay parámetros de precios configurados; pide a un administrador que los capture',
    );
    expect(await orders()).toBe(before);
  });

  it('USD, delivery partner, VAT: premium on all tons, handling by each packaging', async () => {
    // Cal hidratada BAG 1,500 kg × 2.50 = 3,750.00 USD (46.25 MXN/kg → 69,375.00 MXN)
    // Yeso agrícola BULK 2,500 kg × 1.234 = 3,085.00 USD (22.829 MXN/kg → 57,072.50 MXN)
    // premium 12 × 4 t = 48.00 USD = 888.00 MXN; handling 8 × 1.5 + 2.5 × 2.5 = 18.25 USD = 337.625 → 337.63 MXN
    // subtotal 6,901.25 USD / 127,673.13 MXN; VAT 1,104.20 USD / 20,427.7008 → 20,427.70 MXN
    const id = await create({
      currency: 'USD',
      deliveryModel: 'DELIVERY_PARTNER',
      hasIva: true,
      items: [
        { productId: product['CAL-HID-25']!, presentation: 'BAG', quantity: '1,500', targetPrice: '2.5' },
        { productId: product['YES-AGR-01']!, presentation: 'BULK', quantity: '2500', targetPrice: '1.234' },
      ],
    });
    const order = await orderRow(id);
    expect(order).toMatchObject({
      currency: 'USD',
      exchange_rate: '18.5000',
      vat_rate: '0.1600',
      total_kg: '4000.000',
      total_with_taxes: '8005.45',
      products_total_usd: '6835.00',
      total_with_taxes_usd: '8005.45',
      total_with_taxes_mxn: '148100.83',
      products_label: 'Cal hidratada, Yeso agrícola',
    });
    expect(order.computed_values).toEqual({
      USD: summary('6835.00', '48.00', '18.25', '6901.25', '1104.20', '8005.45'),
      MXN: summary('126447.50', '888.00', '337.63', '127673.13', '20427.70', '148100.83'),
    });
    expect(order.pricing_values).toMatchObject({ version: 1, exchangeRateUsdMxn: '18.50', vatRate: '0.16' });
    expect(await itemRows(id)).toEqual([
      {
        packaging_type: 'BAG',
        quantity_kg: '1500.000',
        price: '2.5000',
        price_usd: '2.5000',
        price_mxn: '46.2500',
        total_price: '3750.00',
        total_price_usd: '3750.00',
        total_price_mxn: '69375.00',
      },
      {
        packaging_type: 'BULK',
        quantity_kg: '2500.000',
        price: '1.2340',
        price_usd: '1.2340',
        price_mxn: '22.8290',
        total_price: '3085.00',
        total_price_usd: '3085.00',
        total_price_mxn: '57072.50',
      },
    ]);
  });

  it('MXN, pickup, no VAT: no premium, USD figures from the exact rate', async () => {
    // Carbonato SUPERSACK 3,000 kg × 45.5 MXN = 136,500.00 MXN; 45.5 / 18.5 = 2.459459… USD/kg
    // → 7,378.378… → 7,378.38 USD; handling 5 × 3 t = 15.00 USD = 277.50 MXN; no premium, no VAT
    const id = await create({
      currency: 'MXN',
      deliveryModel: 'PICKUP',
      addressId: null,
      hasIva: false,
      items: [
        {
          productId: product['CAR-CAL-M200']!,
          presentation: 'SUPERSACK',
          quantity: '3000',
          targetPrice: '45,5',
        },
      ],
    });
    const order = await orderRow(id);
    expect(order).toMatchObject({
      currency: 'MXN',
      total_kg: '3000.000',
      total_with_taxes: '136777.50',
      products_total_usd: '7378.38',
      total_with_taxes_usd: '7393.38',
      total_with_taxes_mxn: '136777.50',
    });
    expect(order.computed_values).toEqual({
      USD: summary('7378.38', '0.00', '15.00', '7393.38', '0.00', '7393.38'),
      MXN: summary('136500.00', '0.00', '277.50', '136777.50', '0.00', '136777.50'),
    });
    expect(await itemRows(id)).toEqual([
      {
        packaging_type: 'SUPERSACK',
        quantity_kg: '3000.000',
        price: '45.5000',
        price_usd: '2.4595',
        price_mxn: '45.5000',
        total_price: '136500.00',
        total_price_usd: '7378.38',
        total_price_mxn: '136500.00',
      },
    ]);
  });

  it('prices with the latest parameter version and keeps it on the order', async () => {
    const [set] = await q<{ id: string }>(sql`
      select s.id from pricing_parameter_sets s join tenants t on t.id = s.tenant_id
      where t.slug = 'main' and s.name = 'default'`);
    const patch = await call(t.app, admin, {
      method: 'PATCH',
      url: `/api/pricing-parameters/${set!.id}`,
      payload: { version: 1, values: { exchangeRateUsdMxn: '20', deliveryPremiumPerTon: '10' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const [v2] = await q<{ id: string }>(
      sql`select id from pricing_parameter_versions where set_id = ${set!.id} and version = 2`,
    );
    // Cal hidratada SUPERSACK 2,500 kg × 40 MXN = 100,000.00 MXN = 5,000.00 USD (rate 20)
    // premium 10 × 2.5 = 25.00 USD = 500.00 MXN; handling 5 × 2.5 = 12.50 USD = 250.00 MXN
    // subtotal 5,037.50 USD / 100,750.00 MXN; VAT 806.00 / 16,120.00
    const id = await create({
      currency: 'MXN',
      deliveryModel: 'DELIVERY_PARTNER',
      hasIva: true,
      items: [
        { productId: product['CAL-HID-25']!, presentation: 'SUPERSACK', quantity: '2500', targetPrice: '40' },
      ],
    });
    const order = await orderRow(id);
    expect(order).toMatchObject({
      exchange_rate: '20.0000',
      pricing_version_id: v2!.id,
      total_with_taxes: '116870.00',
      total_with_taxes_usd: '5843.50',
    });
    expect(order.pricing_values).toMatchObject({
      version: 2,
      exchangeRateUsdMxn: '20',
      deliveryPremiumPerTon: '10',
    });
    expect(order.computed_values).toEqual({
      USD: summary('5000.00', '25.00', '12.50', '5037.50', '806.00', '5843.50'),
      MXN: summary('100000.00', '500.00', '250.00', '100750.00', '16120.00', '116870.00'),
    });
  });

  it('reads quantities in tons for a user who works in tons', async () => {
    await t.database.db.execute(sql`update users set unit_measure = 'TON' where email = 'admin@demo.local'`);
    try {
      const id = await create({
        items: [
          { productId: product['CAL-HID-25']!, presentation: 'BAG', quantity: '1,5', targetPrice: '2' },
        ],
      });
      expect(await itemRows(id)).toMatchObject([{ quantity_kg: '1500.000', total_price: '3000.00' }]);
      expect((await orderRow(id)).total_kg).toBe('1500.000');
    } finally {
      await t.database.db.execute(sql`update users set unit_measure = 'KG' where email = 'admin@demo.local'`);
    }
  });
});
