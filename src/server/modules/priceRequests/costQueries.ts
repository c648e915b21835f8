/**
 * SQL of the cost calculator: the saved inputs, the pricing parameters' operational and margin
 * defaults (the version orders are priced with), and what a base cost is picked from — the
 * product's active supplier quotes and its lots with stock.
 */
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  inventoryLots,
  priceRequestCosts,
  pricingParameterSets,
  pricingParameterVersions,
  supplierQuotes,
  suppliers,
  warehouses,
} from '../../db/schema';

export type SavedCostsRow = typeof priceRequestCosts.$inferSelect;

export async function savedCosts(db: Executor, priceRequestId: string): Promise<SavedCostsRow | undefined> {
  const [row] = await db
    .select()
    .from(priceRequestCosts)
    .where(eq(priceRequestCosts.priceRequestId, priceRequestId))
    .limit(1);
  return row;
}

type CostsInsert = Omit<typeof priceRequestCosts.$inferInsert, 'tenantId' | 'savedAt'>;

/** The calculation replaces the previous one (one per request). */
export async function saveCosts(db: Executor, values: CostsInsert): Promise<void> {
  const { priceRequestId: _id, ...rest } = values;
  await db
    .insert(priceRequestCosts)
    .values(values)
    .onConflictDoUpdate({ target: priceRequestCosts.priceRequestId, set: { ...rest, savedAt: sql`now()` } });
}

/** The newest version of the 'default' set, else of the oldest set (as orders are priced). */
export async function pricingValuesInForce(db: Executor) {
  const [row] = await db
    .select({ values: pricingParameterVersions.values })
    .from(pricingParameterVersions)
    .innerJoin(pricingParameterSets, eq(pricingParameterSets.id, pricingParameterVersions.setId))
    .orderBy(
      sql`case when ${pricingParameterSets.name} = 'default' then 0 else 1 end`,
      asc(pricingParameterSets.createdAt),
      desc(pricingParameterVersions.version),
    )
    .limit(1);
  return row?.values;
}

const quoteColumns = {
  id: supplierQuotes.id,
  number: supplierQuotes.number,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  productId: supplierQuotes.productId,
  priceUsdPerTon: supplierQuotes.priceUsdPerTon,
  availableQuantityTon: supplierQuotes.availableQuantityTon,
  packagingType: supplierQuotes.packagingType,
  validUntil: supplierQuotes.validUntil,
};

/** A product's quotes still valid on `today` with tons left, cheapest first. */
export function activeQuotesOf(db: Executor, productId: string, today: string) {
  return db
    .select(quoteColumns)
    .from(supplierQuotes)
    .innerJoin(suppliers, eq(suppliers.id, supplierQuotes.supplierId))
    .where(
      and(
        eq(supplierQuotes.productId, productId),
        gte(supplierQuotes.validUntil, today),
        gt(supplierQuotes.availableQuantityTon, '0'),
      ),
    )
    .orderBy(asc(supplierQuotes.priceUsdPerTon), asc(supplierQuotes.number));
}

const lotColumns = {
  id: inventoryLots.id,
  lot: inventoryLots.lot,
  productId: inventoryLots.productId,
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  costUsdPerTon: inventoryLots.costUsdPerTon,
  availableKg: inventoryLots.availableKg,
  packagingType: inventoryLots.packagingType,
  receptionDate: inventoryLots.receptionDate,
};

/** A product's lots with stock in active warehouses, oldest reception first (FEFO's order). */
export function lotsWithStockOf(db: Executor, productId: string) {
  return db
    .select(lotColumns)
    .from(inventoryLots)
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .where(
      and(
        eq(inventoryLots.productId, productId),
        gt(inventoryLots.availableKg, '0'),
        eq(warehouses.active, true),
      ),
    )
    .orderBy(asc(inventoryLots.receptionDate), asc(inventoryLots.id));
}

export async function quoteById(db: Executor, id: string) {
  const [row] = await db
    .select(quoteColumns)
    .from(supplierQuotes)
    .innerJoin(suppliers, eq(suppliers.id, supplierQuotes.supplierId))
    .where(eq(supplierQuotes.id, id))
    .limit(1);
  return row;
}

export async function lotById(db: Executor, id: string) {
  const [row] = await db
    .select(lotColumns)
    .from(inventoryLots)
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .where(eq(inventoryLots.id, id))
    .limit(1);
  return row;
}
