/**
 * SQL of the lots: the list (product, warehouse and region joined), one lot, the descriptive
 * changes with the version check, the COA file columns and the ledger page. Quantities are never
 * written here: only ledgerQueries.ts moves them.
 */
import { and, asc, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { LotListQuery } from '../../../domain/inventory/lots';
import type { Executor } from '../../db/client';
import {
  inventoryLots,
  inventoryMovements,
  orders,
  products,
  regions,
  users,
  warehouses,
} from '../../db/schema';

type LotInsert = typeof inventoryLots.$inferInsert;

/** The unique index that keeps one lot number per warehouse. */
export const LOT_INDEX = 'inventory_lots_tenant_warehouse_lot';

export type LotFilters = Omit<LotListQuery, 'limit' | 'offset'>;

const lotColumns = {
  lot: inventoryLots,
  productReference: products.reference,
  productName: products.name,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  regionId: regions.id,
  regionName: regions.name,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

function lotsJoined(db: Executor) {
  return db
    .select(lotColumns)
    .from(inventoryLots)
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .leftJoin(regions, eq(regions.id, warehouses.regionId))
    .leftJoin(users, eq(users.id, inventoryLots.createdById));
}

export type LotDbRow = Awaited<ReturnType<typeof lotsJoined>>[number];

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search matches the lot's number, or its product's reference, or its warehouse's code or name.
 * The products and warehouses matching are read once from their small tables into arrays, so each
 * lot is tested with one LIKE on its folded number and two array look-ups instead of four ILIKEs
 * over the joined columns (at 47 618 lots the four took 160 ms a statement), and the conditions
 * stay on columns of `inventory_lots_tenant_reception_search`: the search reads that index alone.
 * `lower()` folds the typed text exactly as the column was folded (same function, same collation).
 */
function listConditions(db: Executor, f: LotFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.searchParam) {
    const like = escapeLike(f.searchParam);
    const matchingProducts = db
      .select({ id: products.id })
      .from(products)
      .where(ilike(products.reference, like));
    const matchingWarehouses = db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(or(ilike(warehouses.code, like), ilike(warehouses.name, like)));
    conditions.push(
      or(
        sql`${inventoryLots.lotFolded} like lower(${like})`,
        sql`${inventoryLots.productId} = any(array(${matchingProducts}))`,
        sql`${inventoryLots.warehouseId} = any(array(${matchingWarehouses}))`,
      ),
    );
  }
  if (f.warehouseId) conditions.push(eq(inventoryLots.warehouseId, f.warehouseId));
  if (f.productId) conditions.push(eq(inventoryLots.productId, f.productId));
  if (f.packagingType) conditions.push(eq(inventoryLots.packagingType, f.packagingType));
  if (f.withStock === 'true') conditions.push(gt(inventoryLots.availableKg, '0'));
  return and(...conditions);
}

const ORDER_COLUMNS = {
  receptionDate: inventoryLots.receptionDate,
  lot: inventoryLots.lot,
  availableKg: inventoryLots.availableKg,
  createdAt: inventoryLots.createdAt,
  product: products.reference,
  warehouse: warehouses.code,
} as const;

/** The matching lots, sorted (the id breaks ties so pages never overlap); all of them without `page`. */
export async function lotPage(db: Executor, f: LotFilters, page?: { limit: number; offset: number }) {
  const where = listConditions(db, f);
  const direction = f.orderDirection === 'DESC' ? desc : asc;
  const ordered = lotsJoined(db)
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[f.orderField]), direction(inventoryLots.id));
  if (!page) return { rows: await ordered, total: undefined };
  if (f.searchParam) return searchedPage(db, f, where, page);
  const [rows, [counted]] = await Promise.all([
    ordered.limit(page.limit).offset(page.offset),
    // Every lot has its product and warehouse (foreign keys; the lot service takes both from the
    // caller's tenant): counted without the joins, index-only where the conditions allow (with
    // stock: from `inventory_lots_fefo`).
    db.select({ n: sql<number>`count(*)::int` }).from(inventoryLots).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * A searched page in one pass over the lots: the matches are found once (in the index that holds
 * what the search tests) and counted beside their order; then only the page's lots are read with
 * their joins, by id. A page and a count each testing every lot of the tenant took twice as long.
 * A page past the last match brings no row and so no count: then it is counted on its own.
 */
async function searchedPage(
  db: Executor,
  f: LotFilters,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const direction = f.orderDirection === 'DESC' ? desc : asc;
  const order = [direction(ORDER_COLUMNS[f.orderField]), direction(inventoryLots.id)];
  const matches = await db
    .select({ id: inventoryLots.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(inventoryLots)
    // The product and warehouse orders sort by a joined column; the others by the lots' own.
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLots.warehouseId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  if (matches.length === 0) {
    if (page.offset === 0) return { rows: [], total: 0 };
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(inventoryLots).where(where);
    return { rows: [], total: Number(counted?.n ?? 0) };
  }
  const rows = await lotsJoined(db)
    .where(
      inArray(
        inventoryLots.id,
        matches.map((m) => m.id),
      ),
    )
    .orderBy(...order);
  return { rows, total: matches[0]?.total ?? 0 };
}

export async function lotWithDetails(db: Executor, id: string): Promise<LotDbRow | undefined> {
  const [row] = await lotsJoined(db).where(eq(inventoryLots.id, id)).limit(1);
  return row;
}

/** The lot row, locked until the transaction ends when `forUpdate` (adjustments, COA). */
export async function lotRow(db: Executor, id: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(inventoryLots).where(eq(inventoryLots.id, id)).limit(1);
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  return row;
}

export async function productForLot(db: Executor, id: string) {
  const [row] = await db
    .select({ id: products.id, active: products.active, packagingTypes: products.packagingTypes })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

export async function warehouseForLot(db: Executor, id: string) {
  const [row] = await db
    .select({ id: warehouses.id, active: warehouses.active })
    .from(warehouses)
    .where(eq(warehouses.id, id))
    .limit(1);
  return row;
}

/** Applies descriptive changes while `version` is still the current one, bumping it. */
export async function updateLotRow(db: Executor, id: string, version: number, changes: Partial<LotInsert>) {
  const [row] = await db
    .update(inventoryLots)
    .set({ ...changes, version: version + 1, updatedAt: new Date() })
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.version, version)))
    .returning({ id: inventoryLots.id });
  return row;
}

/** Records the lot's COA file (the version is left alone: quantities and data did not change). */
export async function setLotCoa(
  db: Executor,
  id: string,
  coa: { storedName: string; originalName: string; contentType: string; sizeBytes: number },
) {
  await db
    .update(inventoryLots)
    .set({
      coaStoredName: coa.storedName,
      coaOriginalName: coa.originalName,
      coaContentType: coa.contentType,
      coaSizeBytes: coa.sizeBytes,
      updatedAt: new Date(),
    })
    .where(eq(inventoryLots.id, id));
}

/** What each movement does to available stock, as `availableDelta` in the domain says. */
const availableDeltaSql = sql<string>`case
  when ${inventoryMovements.kind} in ('RECEIVED', 'RELEASED', 'ADJUSTED') then ${inventoryMovements.quantityKg}
  when ${inventoryMovements.kind} in ('ALLOCATED', 'ALLOCATION_CHANGED') then -${inventoryMovements.quantityKg}
  else 0.000 end`;

/**
 * One page of the lot's ledger, newest first, each movement with the available stock right after
 * it: a running sum over the lot's movements in creation order (id breaks ties inside one
 * transaction), computed before paging so every page shows true balances.
 */
export async function movementPage(db: Executor, lotId: string, page: { limit: number; offset: number }) {
  const ledger = db
    .select({
      id: inventoryMovements.id,
      kind: inventoryMovements.kind,
      quantityKg: sql<string>`${inventoryMovements.quantityKg}::text`.as('quantity_kg'),
      availableDeltaKg: sql<string>`(${availableDeltaSql})::text`.as('available_delta_kg'),
      availableAfterKg: sql<string>`(sum(${availableDeltaSql}) over (
        order by ${inventoryMovements.createdAt}, ${inventoryMovements.id}
        rows between unbounded preceding and current row))::text`.as('available_after_kg'),
      orderId: inventoryMovements.orderId,
      reason: inventoryMovements.reason,
      comment: sql<string | null>`${inventoryMovements.data} ->> 'comment'`.as('comment'),
      userId: inventoryMovements.userId,
      createdAt: inventoryMovements.createdAt,
    })
    .from(inventoryMovements)
    .where(eq(inventoryMovements.lotId, lotId))
    .as('ledger');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: ledger.id,
        kind: ledger.kind,
        quantityKg: ledger.quantityKg,
        availableDeltaKg: ledger.availableDeltaKg,
        availableAfterKg: ledger.availableAfterKg,
        orderId: ledger.orderId,
        reason: ledger.reason,
        comment: ledger.comment,
        createdAt: ledger.createdAt,
        orderNumber: orders.number,
        orderExternalId: orders.externalId,
        userFirstName: users.firstName,
        userLastName: users.lastName,
      })
      .from(ledger)
      .leftJoin(orders, eq(orders.id, ledger.orderId))
      .leftJoin(users, eq(users.id, ledger.userId))
      .orderBy(desc(ledger.createdAt), desc(ledger.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.lotId, lotId)),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Where a mailed export goes: the user's e-mail and first name. */
export async function mailRecipient(db: Executor, userId: string) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}
