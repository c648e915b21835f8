/** SQL of the quantity summary: available stock per product, packaging and active warehouse. */
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { SummaryQuery } from '../../../domain/inventory/summary';
import type { Executor } from '../../db/client';
import { customers, inventoryLots, products, regions, warehouses } from '../../db/schema';

/** Lots with stock in active warehouses, summed per product × packaging × warehouse. */
export function stockByWarehouse(db: Executor, q: Pick<SummaryQuery, 'productId' | 'packagingType'>) {
  const conditions: (SQL | undefined)[] = [eq(warehouses.active, true), gt(inventoryLots.availableKg, '0')];
  if (q.productId) conditions.push(eq(inventoryLots.productId, q.productId));
  if (q.packagingType) conditions.push(eq(inventoryLots.packagingType, q.packagingType));
  return db
    .select({
      productId: products.id,
      reference: products.reference,
      productName: products.name,
      packagingType: inventoryLots.packagingType,
      warehouseId: warehouses.id,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      regionId: regions.id,
      regionName: regions.name,
      availableKg: sql<string>`sum(${inventoryLots.availableKg})::text`,
      lots: sql<number>`count(*)::int`,
    })
    .from(inventoryLots)
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .leftJoin(regions, eq(regions.id, warehouses.regionId))
    .where(and(...conditions))
    .groupBy(
      products.id,
      products.reference,
      products.name,
      inventoryLots.packagingType,
      warehouses.id,
      warehouses.code,
      warehouses.name,
      regions.id,
      regions.name,
    )
    .orderBy(asc(products.reference), asc(inventoryLots.packagingType), asc(warehouses.code));
}

/** The customer's region, when the customer is one the caller may reach (`scope`); undefined otherwise. */
export async function customerRegion(db: Executor, customerId: string, scope: SQL | undefined) {
  const [row] = await db
    .select({ regionId: regions.id, regionName: regions.name })
    .from(customers)
    .leftJoin(regions, eq(regions.id, customers.regionId))
    .where(and(eq(customers.id, customerId), scope))
    .limit(1);
  return row;
}
