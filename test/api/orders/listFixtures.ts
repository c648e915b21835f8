/**
 * Orders for the list tests, written straight into the test database (the list only reads them):
 * each in a chosen status, seller, customer, date and amount, so every tab, filter and sort has a
 * known answer. The file's database copy starts from no orders at all.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/server/db/client';
import { orders } from '../../../src/server/db/schema';
import type { TestContext } from '../../helpers/testApp';

export interface ListOrderSpec {
  tenant?: string;
  number: number;
  rfc: string;
  sellerEmail: string | null;
  status: string;
  deliveryDate: string;
  paymentTerm?: 'CREDIT' | 'ADVANCE_PAYMENT';
  deliveryModel?: 'PICKUP' | 'DELIVERY_PARTNER';
  currency?: 'USD' | 'MXN';
  totalKg: string;
  total: string;
  totalUsd: string;
  externalId?: string;
  products: string;
  createdAt: string;
}

const zero = {
  productsTotal: '0.00',
  deliveryPremium: '0.00',
  handling: '0.00',
  subTotalWithHandlingAndDelivery: '0.00',
  taxes: '0.00',
  totalWithTaxes: '0.00',
};

async function one<T>(t: TestContext, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = rowsOf<T>(await t.database.db.execute(query));
  if (!row) throw new Error('fixture row not found');
  return row;
}

export async function clearOrders(t: TestContext): Promise<void> {
  // Invoices stay with their customer and shipments hold lots: the orders' own go first.
  await t.database.db.execute(sql`delete from customer_invoices where order_id is not null`);
  await t.database.db.execute(sql`delete from order_shipments`);
  await t.database.db.execute(sql`delete from orders`);
}

export async function insertListOrder(t: TestContext, spec: ListOrderSpec): Promise<string> {
  const slug = spec.tenant ?? 'main';
  const { id: tenantId } = await one<{ id: string }>(t, sql`select id from tenants where slug = ${slug}`);
  const customer = await one<{ id: string }>(
    t,
    sql`select id from customers where rfc = ${spec.rfc} and tenant_id = ${tenantId}`,
  );
  const creator = await one<{ id: string }>(
    t,
    sql`select id from users where email = ${`admin@${slug === 'main' ? 'demo.local' : `${slug}.demo.local`}`}`,
  );
  const seller = spec.sellerEmail
    ? await one<{ id: string }>(t, sql`select id from users where email = ${spec.sellerEmail}`)
    : null;
  const currency = spec.currency ?? 'USD';
  const [row] = await t.database.db
    .insert(orders)
    .values({
      tenantId,
      number: spec.number,
      externalId: spec.externalId ?? null,
      customerId: customer.id,
      sellerId: seller?.id ?? null,
      createdById: creator.id,
      opsStatus: spec.status,
      deliveryModel: spec.deliveryModel ?? 'PICKUP',
      deliveryDate: spec.deliveryDate,
      paymentTerm: spec.paymentTerm ?? 'CREDIT',
      currency,
      exchangeRate: '20.0000',
      vatRate: '0.1600',
      pricingValues: {},
      totalKg: spec.totalKg,
      totalWithTaxes: spec.total,
      productsTotalUsd: spec.totalUsd,
      totalWithTaxesUsd: spec.totalUsd,
      totalWithTaxesMxn: currency === 'MXN' ? spec.total : spec.totalUsd,
      computedValues: { USD: zero, MXN: zero },
      productsLabel: spec.products,
      isDelivered: spec.status === 'ORDEN_ENTREGADA' || spec.status === 'PAGADO',
      createdAt: new Date(spec.createdAt),
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** Ten orders of the main tenant over every status and one of the second tenant. */
export const LIST_ORDERS: ListOrderSpec[] = [
  {
    number: 1,
    rfc: 'CIQ0807145G3',
    sellerEmail: 'seller@demo.local',
    status: 'ORDEN_CREADA',
    deliveryDate: '2030-01-10',
    totalKg: '20000.000',
    total: '12000.00',
    totalUsd: '12000.00',
    products: 'Carbonato de calcio, Barita',
    createdAt: '2029-12-01T15:00:00Z',
  },
  {
    number: 2,
    rfc: 'CIQ0807145G3',
    sellerEmail: 'seller@demo.local',
    status: 'APROBADO_POR_FINANZAS',
    deliveryDate: '2030-01-15',
    paymentTerm: 'ADVANCE_PAYMENT',
    deliveryModel: 'DELIVERY_PARTNER',
    currency: 'MXN',
    totalKg: '5500.000',
    total: '200000.00',
    totalUsd: '10000.00',
    externalId: 'ERP-7781',
    products: 'Sílice malla 40',
    createdAt: '2029-12-02T15:00:00Z',
  },
  {
    number: 3,
    rfc: 'PRL1203228H1',
    sellerEmail: 'seller@demo.local',
    status: 'MATERIAL_ASIGNADO',
    deliveryDate: '2030-01-20',
    totalKg: '30000.000',
    total: '15000.00',
    totalUsd: '15000.00',
    products: 'Dolomita',
    createdAt: '2029-12-03T15:00:00Z',
  },
  {
    number: 4,
    rfc: 'VNS9906301B4',
    sellerEmail: 'seller2@demo.local',
    status: 'ORDEN_RETENIDA',
    deliveryDate: '2030-02-01',
    deliveryModel: 'DELIVERY_PARTNER',
    totalKg: '1000.000',
    total: '900.00',
    totalUsd: '900.00',
    products: 'Feldespato',
    createdAt: '2029-12-04T15:00:00Z',
  },
  {
    number: 5,
    rfc: 'AIR1410016P8',
    sellerEmail: 'seller2@demo.local',
    status: 'FACTURADO',
    deliveryDate: '2030-02-05',
    totalKg: '2500.000',
    total: '2500.00',
    totalUsd: '2500.00',
    products: 'Yeso agrícola',
    createdAt: '2029-12-05T15:00:00Z',
  },
  {
    number: 6,
    rfc: 'PTJ1011049R6',
    sellerEmail: 'seller3@demo.local',
    status: 'ORDEN_ENTREGADA',
    deliveryDate: '2029-12-20',
    totalKg: '8000.000',
    total: '4000.00',
    totalUsd: '4000.00',
    products: 'Talco',
    createdAt: '2029-12-06T15:00:00Z',
  },
  {
    number: 7,
    rfc: 'FAG0602203C5',
    sellerEmail: 'seller3@demo.local',
    status: 'ORDEN_CANCELADA',
    deliveryDate: '2030-01-25',
    totalKg: '4000.000',
    total: '2000.00',
    totalUsd: '2000.00',
    products: 'Arena sílica',
    createdAt: '2029-12-07T15:00:00Z',
  },
  {
    number: 8,
    rfc: 'PGN1305137D2',
    sellerEmail: 'manager.seller@demo.local',
    status: 'EMBARCADO/PROGRAMADO',
    deliveryDate: '2030-01-30',
    totalKg: '12000.000',
    total: '7000.00',
    totalUsd: '7000.00',
    products: '=Barita API',
    createdAt: '2029-12-08T15:00:00Z',
  },
  {
    number: 9,
    rfc: 'QVA0410182F7',
    sellerEmail: 'seller@demo.local',
    status: 'TRANSPORTE_ASIGNADO',
    deliveryDate: '2030-01-28',
    totalKg: '3000.000',
    total: '1500.00',
    totalUsd: '1500.00',
    products: 'Caolín',
    createdAt: '2029-12-09T15:00:00Z',
  },
  {
    number: 10,
    rfc: 'CIQ0807145G3',
    sellerEmail: 'seller@demo.local',
    status: 'PAGADO',
    deliveryDate: '2029-12-15',
    totalKg: '1000.000',
    total: '500.00',
    totalUsd: '500.00',
    products: 'Carbonato de calcio',
    createdAt: '2029-12-10T15:00:00Z',
  },
  {
    tenant: 'norte',
    number: 1,
    rfc: 'APR0703129K1',
    sellerEmail: 'seller@norte.demo.local',
    status: 'ORDEN_CREADA',
    deliveryDate: '2030-01-10',
    totalKg: '9000.000',
    total: '5000.00',
    totalUsd: '5000.00',
    products: 'Cal viva',
    createdAt: '2029-12-01T16:00:00Z',
  },
];
