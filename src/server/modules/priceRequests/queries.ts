/**
 * SQL of the request itself: whose requests a caller reaches, one request by id (live ones only:
 * a deleted request is gone for every screen), the number counter, inserts and versioned updates,
 * the history rows, and the joined view the list and the detail answer with.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgInsertValue, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import {
  addresses,
  customers,
  priceRequestCounters,
  priceRequestHistory,
  priceRequests,
  products,
  regions,
  users,
  zipCodes,
} from '../../db/schema';

export type PriceRequestDbRow = typeof priceRequests.$inferSelect;
export type PriceRequestHistoryInsert = typeof priceRequestHistory.$inferInsert;

const live = isNull(priceRequests.deletedAt);

/**
 * The requests of a scope: undefined for the whole tenant; otherwise those of the sellers the caller
 * sees and those the caller asked for themself.
 */
export function requestsVisibleTo(sellerIds: readonly string[] | undefined, userId: string): SQL | undefined {
  if (sellerIds === undefined) return undefined;
  const ofSellers = sellerIds.length ? inArray(priceRequests.sellerId, [...sellerIds]) : undefined;
  return ofSellers
    ? sql`(${ofSellers} or ${eq(priceRequests.requestedById, userId)})`
    : eq(priceRequests.requestedById, userId);
}

/** The live request; `forUpdate` locks its row until the transaction ends. */
export async function requestRow(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean; scope?: SQL } = {},
): Promise<PriceRequestDbRow | undefined> {
  const query = db
    .select()
    .from(priceRequests)
    .where(and(eq(priceRequests.id, id), live, options.scope))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** `count` consecutive numbers; a tenant's first starts after any request already stored. */
export async function takeRequestNumbers(tx: Tx, count: number): Promise<number[]> {
  const [row] = await tx
    .insert(priceRequestCounters)
    .values({
      lastNumber: sql`(select coalesce(max(${priceRequests.number}), 0) from ${priceRequests}) + ${count}`,
    })
    .onConflictDoUpdate({
      target: priceRequestCounters.tenantId,
      set: { lastNumber: sql`${priceRequestCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: priceRequestCounters.lastNumber });
  const last = row!.lastNumber;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/** New requests; the position keeps the creation time in number order (one submission, one `now()`). */
export async function insertRequests(
  tx: Tx,
  rows: Omit<PgInsertValue<typeof priceRequests>, 'createdAt' | 'updatedAt'>[],
): Promise<string[]> {
  const inserted = await tx
    .insert(priceRequests)
    .values(
      rows.map((r, i) => ({
        ...r,
        createdAt: sql`now() + ${sql.raw(String(i))} * interval '1 millisecond'`,
      })),
    )
    .returning({ id: priceRequests.id, number: priceRequests.number });
  return inserted.sort((a, b) => a.number - b.number).map((r) => r.id);
}

/** The change, only when `version` is still the stored one; bumps it. Undefined: it moved. */
export async function updateRequest(
  db: Executor,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof priceRequests>,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(priceRequests)
    .set({ ...values, version: sql`${priceRequests.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(priceRequests.id, id), eq(priceRequests.version, version), live))
    .returning({ id: priceRequests.id });
  return row;
}

/** Rows written together keep their order (each a microsecond after the previous one). */
export async function insertHistory(db: Executor, rows: PriceRequestHistoryInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(priceRequestHistory)
    .values(
      rows.map((row, i) =>
        rows.length === 1
          ? row
          : { ...row, createdAt: sql`clock_timestamp() + ${i} * interval '1 microsecond'` },
      ),
    );
}

export async function historyOf(db: Executor, id: string) {
  return db
    .select({
      id: priceRequestHistory.id,
      at: priceRequestHistory.createdAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      action: priceRequestHistory.action,
      fromStatus: priceRequestHistory.fromStatus,
      toStatus: priceRequestHistory.toStatus,
      changes: priceRequestHistory.changes,
      note: priceRequestHistory.note,
    })
    .from(priceRequestHistory)
    .leftJoin(users, eq(users.id, priceRequestHistory.userId))
    .where(eq(priceRequestHistory.priceRequestId, id))
    .orderBy(asc(priceRequestHistory.createdAt), asc(priceRequestHistory.id));
}

export const requester = alias(users, 'requester');
export const seller = alias(users, 'seller');
export const approver = alias(users, 'approver');

/** What a row of the list (and the export, and the detail's head) shows, joined in one statement. */
export const viewColumns = {
  request: priceRequests,
  customerName: customers.companyName,
  productReference: products.reference,
  productName: products.name,
  requesterFirst: requester.firstName,
  requesterLast: requester.lastName,
  sellerFirst: seller.firstName,
  sellerLast: seller.lastName,
};

/** The rows with their names, for ids already chosen (in no particular order). */
export function requestViews(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(viewColumns)
    .from(priceRequests)
    .innerJoin(customers, eq(customers.id, priceRequests.customerId))
    .innerJoin(products, eq(products.id, priceRequests.productId))
    .innerJoin(requester, eq(requester.id, priceRequests.requestedById))
    .leftJoin(seller, eq(seller.id, priceRequests.sellerId))
    .where(inArray(priceRequests.id, [...ids]));
}
export type RequestViewRow = Awaited<ReturnType<typeof requestViews>>[number];

/** What the detail adds to the row: the customer's region, the delivery address, the approver. */
export async function requestDetailExtras(db: Executor, id: string) {
  const [row] = await db
    .select({
      regionId: regions.id,
      regionName: regions.name,
      address: {
        id: addresses.id,
        street: addresses.street,
        extNumber: addresses.extNumber,
        intNumber: addresses.intNumber,
      },
      zipCode: {
        zipCode: zipCodes.zipCode,
        settlement: zipCodes.settlement,
        municipality: zipCodes.municipality,
        city: zipCodes.city,
        state: zipCodes.state,
      },
      approverFirst: approver.firstName,
      approverLast: approver.lastName,
    })
    .from(priceRequests)
    .innerJoin(customers, eq(customers.id, priceRequests.customerId))
    .leftJoin(regions, eq(regions.id, customers.regionId))
    .leftJoin(addresses, eq(addresses.id, priceRequests.addressId))
    .leftJoin(zipCodes, eq(zipCodes.id, addresses.zipCodeId))
    .leftJoin(approver, eq(approver.id, priceRequests.approvedById))
    .where(eq(priceRequests.id, id))
    .limit(1);
  return row;
}
