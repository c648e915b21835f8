/**
 * Stock: lots received into warehouses, the ledger of every movement of a lot, and the lots
 * promised to orders (allocations).
 *
 * The ledger (`inventory_movements`) is the truth. The lot row keeps its running totals, written
 * by the same transaction that writes the movement (src/server/modules/inventory/ledgerQueries.ts), so
 * lists read them without summing; a CHECK keeps available = received + adjusted − allocated −
 * shipped and never below zero, so the last kilos of a lot can never be promised twice, and a
 * test recomputes every lot's totals from its movements.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MovementKind } from '../../../domain/inventory/lots';
import { products, warehouses } from './catalog';
import { users } from './identity';
import { orders } from './orders';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

const kg = (name: string) => numeric(name, { precision: 14, scale: 3 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const inventoryLots = pgTable(
  'inventory_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    packagingType: text('packaging_type').notNull(),
    lot: text('lot').notNull(),
    /**
     * The lot number as the search compares it (lowercase, kept by the database): a `LIKE` on it
     * costs a fraction of an `ILIKE` on `lot`, which lowercases every row it tests again.
     */
    lotFolded: text('lot_folded').generatedAlwaysAs(sql`lower(lot)`),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** Material cost, USD per metric ton. */
    costUsdPerTon: numeric('cost_usd_per_ton', { precision: 14, scale: 2 }).notNull(),
    receptionDate: date('reception_date').notNull(),
    /** Batch or purchase reference (the supplier's or our purchase order). */
    batchId: text('batch_id'),
    supplier: text('supplier'),
    /** The COA certificate file, stored under the tenant's files (null until uploaded). */
    coaStoredName: text('coa_stored_name'),
    coaOriginalName: text('coa_original_name'),
    coaContentType: text('coa_content_type'),
    coaSizeBytes: integer('coa_size_bytes'),
    // Running totals of the ledger, kept by the transaction that writes each movement.
    receivedKg: kg('received_kg').notNull(),
    adjustedKg: kg('adjusted_kg').notNull().default('0'),
    allocatedKg: kg('allocated_kg').notNull().default('0'),
    shippedKg: kg('shipped_kg').notNull().default('0'),
    availableKg: kg('available_kg').notNull(),
    version: integer('version').notNull().default(1),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inventory_lots_tenant_warehouse_lot').on(t.tenantId, t.warehouseId, t.lot),
    // FEFO: the lots of a product and packaging with stock, oldest reception first.
    index('inventory_lots_fefo')
      .on(t.tenantId, t.productId, t.packagingType, t.receptionDate, t.id)
      .where(sql`available_kg > 0`),
    index('inventory_lots_tenant_created').on(t.tenantId, t.createdAt, t.id),
    // The lot list's default order (reception date, id as tie-breaker): its first page is a walk of
    // one of these instead of a sort of every lot (docs/performance.md "A million orders"). With
    // stock only, the partial one: lots run out oldest first (FEFO), so walking every lot from the
    // oldest would step over all the empty ones first. The first one also carries what the search
    // tests (folded lot number, product, warehouse), so a search reads the tenant's index entries
    // only, never the lots themselves (row-level security keeps a LIKE out of any index condition).
    index('inventory_lots_tenant_reception_search').on(
      t.tenantId,
      t.receptionDate,
      t.id,
      t.lotFolded,
      t.productId,
      t.warehouseId,
    ),
    index('inventory_lots_stock_reception')
      .on(t.tenantId, t.receptionDate, t.id)
      .where(sql`available_kg > 0`),
    index('inventory_lots_tenant_warehouse').on(t.tenantId, t.warehouseId),
    // The stock per product and packaging in each warehouse, index-only: the count of orders
    // without material sums it for every pair (a sequential scan of every lot before).
    index('inventory_lots_stock_sums')
      .on(t.tenantId, t.productId, t.packagingType, t.warehouseId, t.availableKg)
      .where(sql`available_kg > 0`),
    check('inventory_lots_available_not_negative', sql`${t.availableKg} >= 0`),
    check('inventory_lots_allocated_not_negative', sql`${t.allocatedKg} >= 0 and ${t.shippedKg} >= 0`),
    check(
      'inventory_lots_available_is_balance',
      sql`${t.availableKg} = ${t.receivedKg} + ${t.adjustedKg} - ${t.allocatedKg} - ${t.shippedKg}`,
    ),
    tenantPolicy('inventory_lots'),
  ],
);

/** A lot promised to an order: one row per order and lot (duplicates are refused). */
export const orderAllocations = pgTable(
  'order_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => inventoryLots.id),
    /** Copied from the lot: the per-product sums of the order read it without a join. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    packagingType: text('packaging_type').notNull(),
    allocatedKg: kg('allocated_kg').notNull(),
    /** What shipments have taken of it (logistics); the rest is still promised. */
    shippedKg: kg('shipped_kg').notNull().default('0'),
    version: integer('version').notNull().default(1),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_allocations_order_lot').on(t.orderId, t.lotId),
    index('order_allocations_tenant_lot').on(t.tenantId, t.lotId),
    check('order_allocations_positive', sql`${t.allocatedKg} > 0 and ${t.shippedKg} >= 0`),
    tenantPolicy('order_allocations'),
  ],
);

/**
 * The ledger: every change of a lot's stock, with who, when and why. `quantityKg` is positive
 * except for adjustments and allocation changes, whose sign says the direction.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => inventoryLots.id),
    kind: text('kind').$type<MovementKind>().notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    allocationId: uuid('allocation_id'),
    reason: text('reason'),
    userId: uuid('user_id').references(() => users.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // The moment of the statement, not of the transaction: movements written together (an order's
    // lots, an allocation lowered then removed) keep the order they happened in on the ledger.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('inventory_movements_lot').on(t.tenantId, t.lotId, t.createdAt),
    check(
      'inventory_movements_kind_known',
      sql`${t.kind} in ('RECEIVED', 'ALLOCATED', 'ALLOCATION_CHANGED', 'RELEASED', 'SHIPPED', 'UNSHIPPED', 'ADJUSTED')`,
    ),
    tenantPolicy('inventory_movements'),
  ],
);
