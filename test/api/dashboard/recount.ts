/**
 * The dashboards' figures recounted from the tables' rows, independently of the service: the rows
 * of one tenant are read with plain SQL (as the owner, the tenant named explicitly) and added up
 * in JavaScript, order by order. Cycle times come from the history rows and the margin from the
 * allocations, items and lots themselves, not from the facts the database keeps on each order.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../src/server/db/client';

export interface OrderRow {
  id: string;
  sellerId: string | null;
  customerId: string;
  status: string;
  /** Mexico City day of creation. */
  day: string;
  createdMs: number;
  kg: string;
  usd: string;
  mxn: string;
  deliveredDay: string | null;
  deliveryDate: string;
  dueDate: string;
}

export interface ItemRow {
  orderId: string;
  productId: string;
  productName: string;
  packaging: string;
  kg: string;
  priceUsd: string;
  usd: string;
  mxn: string;
}

export interface Rows {
  tenantId: string;
  orders: OrderRow[];
  items: ItemRow[];
  history: { orderId: string; event: string; toStatus: string | null; ms: number }[];
  allocations: { orderId: string; lotId: string; productId: string; packaging: string; kg: string }[];
  lots: {
    id: string;
    warehouseId: string;
    warehouseName: string;
    warehouseActive: boolean;
    productId: string;
    productName: string;
    receivedKg: string;
    availableKg: string;
    allocatedKg: string;
    cost: string;
    reception: string;
    supplier: string | null;
  }[];
  customers: { id: string; name: string; sellerId: string | null; day: string; ms: number }[];
  users: Map<string, { first: string; last: string }>;
}

export async function readRows(database: Database, slug: string): Promise<Rows> {
  const db = database.db;
  const q = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(text));
  const [tenant] = await q<{ id: string }>(sql`select id from tenants where slug = ${slug}`);
  const tenantId = tenant!.id;
  const mx = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'America/Mexico_City', 'YYYY-MM-DD')`);
  const orders = await q<OrderRow>(sql`
    select id, seller_id as "sellerId", customer_id as "customerId", ops_status as status,
           ${mx('created_at')} as day, (extract(epoch from created_at) * 1000)::float8 as "createdMs",
           total_kg::text as kg, products_total_usd::text as usd, (computed_values->'MXN'->>'productsTotal') as mxn,
           ${mx('delivered_at')} as "deliveredDay", delivery_date::text as "deliveryDate",
           coalesce(shipment_due_date, delivery_date)::text as "dueDate"
    from orders where tenant_id = ${tenantId}`);
  const items = await q<ItemRow>(sql`
    select i.order_id as "orderId", i.product_id as "productId", p.name as "productName",
           i.packaging_type as packaging, i.quantity_kg::text as kg, i.price_usd::text as "priceUsd",
           i.total_price_usd::text as usd, i.total_price_mxn::text as mxn
    from order_items i join products p on p.id = i.product_id where i.tenant_id = ${tenantId}`);
  const history = await q<Rows['history'][number]>(sql`
    select order_id as "orderId", event, to_status as "toStatus", (extract(epoch from created_at) * 1000)::float8 as ms
    from order_history where tenant_id = ${tenantId}`);
  const allocations = await q<Rows['allocations'][number]>(sql`
    select order_id as "orderId", lot_id as "lotId", product_id as "productId", packaging_type as packaging,
           allocated_kg::text as kg
    from order_allocations where tenant_id = ${tenantId}`);
  const lots = await q<Rows['lots'][number]>(sql`
    select l.id, l.warehouse_id as "warehouseId", w.name as "warehouseName", w.active as "warehouseActive",
           l.product_id as "productId", p.name as "productName", l.received_kg::text as "receivedKg",
           l.available_kg::text as "availableKg", l.allocated_kg::text as "allocatedKg",
           l.cost_usd_per_ton::text as cost, l.reception_date::text as reception, l.supplier
    from inventory_lots l join warehouses w on w.id = l.warehouse_id join products p on p.id = l.product_id
    where l.tenant_id = ${tenantId}`);
  const customers = await q<Rows['customers'][number]>(sql`
    select id, company_name as name, seller_id as "sellerId", ${mx('created_at')} as day,
           (extract(epoch from created_at) * 1000)::float8 as ms
    from customers where tenant_id = ${tenantId}`);
  const users = await q<{ id: string; first: string; last: string }>(sql`
    select id, first_name as first, last_name as last from users where tenant_id = ${tenantId}`);
  return {
    tenantId,
    orders,
    items,
    history,
    allocations,
    lots,
    customers,
    users: new Map(users.map((u) => [u.id, { first: u.first, last: u.last }])),
  };
}

// ---- arithmetic ----------------------------------------------------------------------------------

export const sum = (values: readonly Decimal.Value[]) =>
  values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));
export const tons = (kg: Decimal) => kg.div(1000).toDecimalPlaces(3).toNumber();
export const money = (amount: Decimal) => amount.toDecimalPlaces(2).toNumber();
export const rate = (part: number, whole: number) =>
  whole ? new Decimal(part).div(whole).toDecimalPlaces(4).toNumber() : null;
export const average = (values: readonly number[]) =>
  values.length ? values.reduce((s, v) => s + v, 0) / values.length : null;
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
}

/** 'yyyy-mm' of every month from..to. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= last) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

export const within = (day: string | null, from: string, to: string): day is string =>
  day !== null && day >= from && day <= to;

export const fullName = (users: Rows['users'], id: string | null) => {
  const u = id ? users.get(id) : undefined;
  return u ? `${u.first} ${u.last}`.trim() : null;
};

/** Volume of a set of orders in a currency. */
export function volumeOf(orders: readonly OrderRow[], currency: 'USD' | 'MXN') {
  return {
    orders: orders.length,
    tons: tons(sum(orders.map((o) => o.kg))),
    amount: money(sum(orders.map((o) => (currency === 'USD' ? o.usd : o.mxn)))),
  };
}

/** The number a float figure rounds to, for comparing averages and medians computed two ways. */
export const near = (value: number | null, expected: number | null) =>
  value === null || expected === null ? value === expected : Math.abs(value - expected) <= 0.011;
