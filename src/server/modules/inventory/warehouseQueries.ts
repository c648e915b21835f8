/** SQL of the warehouse catalogue, each warehouse with its region and what its lots hold. */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { WarehouseListQuery } from '../../../domain/inventory/warehouses';
import type { Executor } from '../../db/client';
import { inventoryLots, orders, regions, warehouses } from '../../db/schema';

export type WarehouseRow = typeof warehouses.$inferSelect;
type WarehouseInsert = typeof warehouses.$inferInsert;

/** The unique index that keeps one code per tenant. */
export const WAREHOUSE_CODE_INDEX = 'warehouses_tenant_code';

const ORDER_COLUMNS = {
  code: warehouses.code,
  name: warehouses.name,
  city: warehouses.city,
  createdAt: warehouses.createdAt,
} as const;

/** Lots and available kilos per warehouse, read beside each warehouse row. */
function stockOf(db: Executor) {
  return db
    .select({
      warehouseId: inventoryLots.warehouseId,
      lotCount: sql<number>`count(*)::int`.as('lot_count'),
      availableKg: sql<string>`sum(${inventoryLots.availableKg})`.as('available_kg'),
    })
    .from(inventoryLots)
    .groupBy(inventoryLots.warehouseId)
    .as('stock');
}

function withStock(db: Executor) {
  const stock = stockOf(db);
  return db
    .select({
      warehouse: warehouses,
      regionName: regions.name,
      lotCount: sql<number>`coalesce(${stock.lotCount}, 0)`,
      availableKg: sql<string>`coalesce(${stock.availableKg}, 0)::text`,
    })
    .from(warehouses)
    .leftJoin(regions, eq(regions.id, warehouses.regionId))
    .leftJoin(stock, eq(stock.warehouseId, warehouses.id));
}

export type WarehouseWithStock = NonNullable<Awaited<ReturnType<typeof warehouseWithStock>>>;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function warehousePage(db: Executor, query: WarehouseListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.searchParam) {
    const like = escapeLike(query.searchParam);
    conditions.push(
      or(ilike(warehouses.code, like), ilike(warehouses.name, like), ilike(warehouses.city, like)),
    );
  }
  if (query.active !== undefined) conditions.push(eq(warehouses.active, query.active === 'true'));
  if (query.regionId) conditions.push(eq(warehouses.regionId, query.regionId));
  const where = and(...conditions);
  const direction = query.orderDirection === 'DESC' ? desc : asc;
  const [rows, total] = await Promise.all([
    withStock(db)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[query.orderField]), asc(warehouses.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(warehouses, where),
  ]);
  return { rows, total };
}

export async function warehouseWithStock(db: Executor, id: string) {
  const [row] = await withStock(db).where(eq(warehouses.id, id)).limit(1);
  return row;
}

export async function warehouseRow(db: Executor, id: string): Promise<WarehouseRow | undefined> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id)).limit(1);
  return row;
}

/** Whether the region is one of the tenant's (the policy hides the others). */
export async function regionExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return !!row;
}

export async function insertWarehouse(db: Executor, values: WarehouseInsert) {
  const [row] = await db.insert(warehouses).values(values).returning({ id: warehouses.id });
  return row;
}

/** Applies the changes while `version` is still the current one, bumping it. */
export async function updateWarehouseRow(
  db: Executor,
  id: string,
  version: number,
  changes: Partial<WarehouseInsert>,
) {
  const [row] = await db
    .update(warehouses)
    .set({ ...changes, version: version + 1, updatedAt: new Date() })
    .where(and(eq(warehouses.id, id), eq(warehouses.version, version)))
    .returning({ id: warehouses.id });
  return row;
}

/** Lots and orders that name the warehouse (either keeps it from being deleted). */
export async function warehouseUses(db: Executor, id: string) {
  const [[lots], [orderCount]] = await Promise.all([
    db.select({ n: count() }).from(inventoryLots).where(eq(inventoryLots.warehouseId, id)),
    db.select({ n: count() }).from(orders).where(eq(orders.warehouseId, id)),
  ]);
  return { lots: lots?.n ?? 0, orders: orderCount?.n ?? 0 };
}

export async function deleteWarehouseRow(db: Executor, id: string): Promise<void> {
  await db.delete(warehouses).where(eq(warehouses.id, id));
}
