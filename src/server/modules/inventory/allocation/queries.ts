/**
 * SQL of material allocation: an order's requirements and allocations, the lots it may take from,
 * the allocation rows, the order row's move, and the shortage count. Lot quantities are never
 * written here: only the ledger moves them.
 */

import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { PACKAGING_TYPES, type PackagingType } from '../../../../domain/products';
import { type Executor, rowsOf } from '../../../db/client';
import {
  customers,
  inventoryLots,
  orderAllocations,
  orderItems,
  orders,
  products,
  users,
  warehouses,
} from '../../../db/schema';

export type AllocationRow = typeof orderAllocations.$inferSelect;

/** What the order asked for, item by item (grouped into requirements by the domain rule). */
export async function orderItemsOf(db: Executor, orderId: string) {
  const rows = await db
    .select({
      productId: orderItems.productId,
      packagingType: orderItems.packagingType,
      productReference: orderItems.productReference,
      productName: orderItems.productName,
      quantityKg: orderItems.quantityKg,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows.map((r) => ({ ...r, packagingType: r.packagingType as PackagingType }));
}

/** The order's allocation rows, oldest first, with the lot's code. */
export function allocationsOf(db: Executor, orderId: string) {
  return db
    .select({
      id: orderAllocations.id,
      lotId: orderAllocations.lotId,
      lot: inventoryLots.lot,
      productId: orderAllocations.productId,
      packagingType: orderAllocations.packagingType,
      allocatedKg: orderAllocations.allocatedKg,
      shippedKg: orderAllocations.shippedKg,
      version: orderAllocations.version,
    })
    .from(orderAllocations)
    .innerJoin(inventoryLots, eq(inventoryLots.id, orderAllocations.lotId))
    .where(eq(orderAllocations.orderId, orderId))
    .orderBy(asc(orderAllocations.createdAt), asc(orderAllocations.id));
}
export type AllocationLine = Awaited<ReturnType<typeof allocationsOf>>[number];

/** The order page's rows: each allocation with its lot, product, warehouse and who made it. */
export function allocationDetails(db: Executor, orderId: string) {
  return db
    .select({
      id: orderAllocations.id,
      allocatedKg: orderAllocations.allocatedKg,
      shippedKg: orderAllocations.shippedKg,
      version: orderAllocations.version,
      createdAt: orderAllocations.createdAt,
      lotId: inventoryLots.id,
      lot: inventoryLots.lot,
      availableKg: inventoryLots.availableKg,
      packagingType: inventoryLots.packagingType,
      productId: products.id,
      reference: products.reference,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderAllocations)
    .innerJoin(inventoryLots, eq(inventoryLots.id, orderAllocations.lotId))
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .leftJoin(users, eq(users.id, orderAllocations.createdById))
    .where(eq(orderAllocations.orderId, orderId))
    .orderBy(asc(orderAllocations.createdAt), asc(orderAllocations.id));
}

/** The lots among `ids` (row-level security hides other tenants'), as the limits read them. */
export function lotOffersAmong(db: Executor, ids: readonly string[]) {
  return db
    .select({
      id: inventoryLots.id,
      lot: inventoryLots.lot,
      productId: inventoryLots.productId,
      packagingType: inventoryLots.packagingType,
      availableKg: inventoryLots.availableKg,
    })
    .from(inventoryLots)
    .where(inArray(inventoryLots.id, [...new Set(ids)]));
}

export interface LotPreference {
  /** A counter sale's own warehouse: preferred over everything else. */
  warehouseId: string | null;
  /** Otherwise the warehouses of the customer's region. */
  regionId: string | null;
}

/**
 * Lots with stock of these products and packagings, in active warehouses, with whether each is
 * preferred for the order (read with the FEFO index: product, packaging, reception date).
 */
export async function lotsWithStock(
  db: Executor,
  wanted: readonly { productId: string; packagingType: string }[],
  preference: LotPreference,
) {
  if (wanted.length === 0) return [];
  const preferred: SQL = preference.warehouseId
    ? sql`${warehouses.id} = ${preference.warehouseId}`
    : preference.regionId
      ? sql`coalesce(${warehouses.regionId} = ${preference.regionId}, false)`
      : sql`false`;
  return db
    .select({
      id: inventoryLots.id,
      lot: inventoryLots.lot,
      productId: inventoryLots.productId,
      packagingType: inventoryLots.packagingType,
      availableKg: inventoryLots.availableKg,
      receptionDate: inventoryLots.receptionDate,
      reference: products.reference,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      preferred: sql<boolean>`${preferred}`.mapWith(Boolean),
    })
    .from(inventoryLots)
    .innerJoin(warehouses, and(eq(warehouses.id, inventoryLots.warehouseId), eq(warehouses.active, true)))
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .where(
      and(
        gt(inventoryLots.availableKg, '0'),
        or(
          ...wanted.map((w) =>
            and(eq(inventoryLots.productId, w.productId), eq(inventoryLots.packagingType, w.packagingType)),
          ),
        ),
      ),
    );
}
export type StockLot = Awaited<ReturnType<typeof lotsWithStock>>[number];

export async function customerRegion(db: Executor, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ regionId: customers.regionId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.regionId ?? null;
}

export async function insertAllocation(
  db: Executor,
  values: {
    orderId: string;
    lotId: string;
    productId: string;
    packagingType: string;
    allocatedKg: string;
    createdById: string;
  },
): Promise<AllocationRow> {
  const [row] = await db.insert(orderAllocations).values(values).returning();
  if (!row) throw new Error('allocation insert returned nothing');
  return row;
}

export async function allocationOfOrder(
  db: Executor,
  orderId: string,
  allocationId: string,
): Promise<AllocationLine | undefined> {
  const rows = await allocationsOf(db, orderId);
  return rows.find((r) => r.id === allocationId);
}

/** The new quantity of an allocation, bumping its version. */
export async function setAllocatedKg(db: Executor, allocationId: string, kg: string): Promise<void> {
  await db
    .update(orderAllocations)
    .set({ allocatedKg: kg, version: sql`${orderAllocations.version} + 1`, updatedAt: new Date() })
    .where(eq(orderAllocations.id, allocationId));
}

export async function deleteAllocations(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(orderAllocations).where(inArray(orderAllocations.id, [...ids]));
}

/** Bumps the order's version, moving its status when `opsStatus` is given. */
export async function touchOrder(db: Executor, orderId: string, opsStatus?: string): Promise<void> {
  await db
    .update(orders)
    .set({
      ...(opsStatus ? { opsStatus } : {}),
      version: sql`${orders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/**
 * Orders that still wait for their material, as SQL literals: written exactly as the partial index
 * `orders_awaiting_material` states them, so PostgreSQL proves the index applies (a bound
 * parameter list would not).
 */
export const AWAITING_MATERIAL_SQL = sql.raw(
  `${orders.opsStatus.name} in ('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')`,
);

export interface ShortageRow {
  reference: string;
  packagingType: string;
  neededKg: string;
  availableKg: string;
  orders: number;
  total: number;
}

/** Every packaging as SQL rows: with the tenant's products, every pair an order item can name. */
const PACKAGING_ROWS = sql.raw(`(values ${PACKAGING_TYPES.map((p) => `('${p}')`).join(', ')})`);

/**
 * Open orders (within `orderConditions`: the caller's scope, the seller and delivery range asked)
 * some of whose product and packaging still missing is more than all the stock of it in active
 * warehouses, and the products short, most short first: one statement.
 * `total` (the number of such orders) repeats on every row; no row means no order is short.
 *
 * What an order requests of one product and packaging is at most its total kilos, so a pair whose
 * stock covers the largest waiting order cannot be short: only the items of the scarce pairs are
 * read (through `order_items_tenant_product`), then their orders by key, kept when still waiting
 * and within the conditions. The largest waiting order is the tenant's (one probe at the end of
 * `orders_awaiting_material`, whatever the conditions: a filter there could walk every waiting
 * order), a bound at least as high as the conditions' own; the waiting orders themselves are never
 * listed (at a million orders they were 278 960, 1.2 s). With ample stock that reads nothing.
 * Figures: docs/performance.md, "Inventory" and "A million orders".
 */
export async function materialShortages(
  db: Executor,
  orderConditions: SQL | undefined,
): Promise<ShortageRow[]> {
  const where = and(AWAITING_MATERIAL_SQL, orderConditions);
  const result = await db.execute(sql`
    with stock as (
      select ${inventoryLots.productId} as product_id, ${inventoryLots.packagingType} as packaging_type,
             sum(${inventoryLots.availableKg}) as kg
      from ${inventoryLots}
      join ${warehouses} on ${warehouses.id} = ${inventoryLots.warehouseId} and ${warehouses.active}
      where ${inventoryLots.availableKg} > 0
      group by 1, 2
    ), largest as (
      select coalesce(max(${orders.totalKg}), 0) as kg from ${orders} where ${AWAITING_MATERIAL_SQL}
    ), scarce as (
      select p.id as product_id, t.packaging_type, coalesce(s.kg, 0) as kg
      from ${products} p
      cross join ${PACKAGING_ROWS} as t(packaging_type)
      left join stock s on s.product_id = p.id and s.packaging_type = t.packaging_type
      where coalesce(s.kg, 0) < (select kg from largest)
    ), scarce_items as materialized (
      -- One index range per scarce product (order_items_tenant_product): the lateral subquery,
      -- fenced by 'offset 0', keeps the planner from hashing every item of the tenant instead.
      select i.order_id, i.product_id, i.packaging_type, i.quantity_kg
      from scarce sc
      cross join lateral (
        select x.order_id, x.product_id, x.packaging_type, x.quantity_kg
        from ${orderItems} x
        where x.product_id = sc.product_id and x.packaging_type = sc.packaging_type
        offset 0
      ) i
    ), requested as (
      select si.order_id, si.product_id, si.packaging_type, sum(si.quantity_kg) as kg
      from scarce_items si
      join ${orders} on ${orders.id} = si.order_id
      where ${where}
      group by 1, 2, 3
    ), allocated as (
      select a.order_id, a.product_id, a.packaging_type, sum(a.allocated_kg) as kg
      from ${orderAllocations} a
      where a.order_id in (select order_id from requested)
      group by 1, 2, 3
    ), short as (
      select r.order_id, r.product_id, r.packaging_type, r.kg - coalesce(a.kg, 0) as missing, sc.kg as available
      from requested r
      join scarce sc using (product_id, packaging_type)
      left join allocated a using (order_id, product_id, packaging_type)
      where r.kg - coalesce(a.kg, 0) > sc.kg
    )
    select p.reference, short.packaging_type as "packagingType",
           sum(short.missing)::text as "neededKg", max(short.available)::text as "availableKg",
           count(distinct short.order_id)::int as orders,
           (select count(distinct order_id) from short)::int as total
    from short join ${products} p on p.id = short.product_id
    group by p.reference, short.product_id, short.packaging_type
    order by sum(short.missing) - max(short.available) desc, p.reference, short.packaging_type
    limit 10`);
  return rowsOf<ShortageRow>(result);
}
