/**
 * The reads behind the order page: one query for the header (customer, region, seller, creator,
 * delivery address with its zip code, warehouse, cancellation), one for the product rows, one for
 * the documents, and the editor's settings the edit locks depend on; and the writes of its edits.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../../domain/i18n';
import type { Executor } from '../../../db/client';
import {
  addresses,
  customers,
  orderAllocations,
  orderDocuments,
  orderIncidentReasons,
  orderItems,
  orders,
  products,
  regions,
  tenants,
  users,
  warehouses,
  zipCodes,
} from '../../../db/schema';

const seller = alias(users, 'seller');
const creator = alias(users, 'creator');
const canceller = alias(users, 'canceller');

export async function orderHeader(db: Executor, orderId: string, locale: Locale) {
  const [row] = await db
    .select({
      order: orders,
      customer: {
        id: customers.id,
        companyName: customers.companyName,
        fullName: customers.fullName,
        rfc: customers.rfc,
      },
      regionName: regions.name,
      sellerFirst: seller.firstName,
      sellerLast: seller.lastName,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      address: {
        street: addresses.street,
        extNumber: addresses.extNumber,
        intNumber: addresses.intNumber,
      },
      zip: {
        zipCode: zipCodes.zipCode,
        settlement: zipCodes.settlement,
        municipality: zipCodes.municipality,
        city: zipCodes.city,
        state: zipCodes.state,
      },
      warehouseName: warehouses.name,
      reasonText: locale === 'en' ? orderIncidentReasons.descriptionEn : orderIncidentReasons.descriptionEs,
      cancellerFirst: canceller.firstName,
      cancellerLast: canceller.lastName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(regions, eq(regions.id, customers.regionId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(creator, eq(creator.id, orders.createdById))
    .leftJoin(addresses, eq(addresses.id, orders.addressId))
    .leftJoin(zipCodes, eq(zipCodes.id, addresses.zipCodeId))
    .leftJoin(warehouses, eq(warehouses.id, orders.warehouseId))
    .leftJoin(orderIncidentReasons, eq(orderIncidentReasons.id, orders.cancellationReasonId))
    .leftJoin(canceller, eq(canceller.id, orders.cancelledById))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}
export type OrderHeaderRow = NonNullable<Awaited<ReturnType<typeof orderHeader>>>;

export function orderItemRows(db: Executor, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}
export type OrderItemRow = Awaited<ReturnType<typeof orderItemRows>>[number];

export function orderDocumentRows(db: Executor, orderId: string) {
  return db
    .select({
      document: orderDocuments,
      userFirst: users.firstName,
      userLast: users.lastName,
    })
    .from(orderDocuments)
    .leftJoin(users, eq(users.id, orderDocuments.userId))
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.createdAt), asc(orderDocuments.id));
}
export type OrderDocumentRow = Awaited<ReturnType<typeof orderDocumentRows>>[number];

/** Whether lots are promised to the order: its products and quantities are then locked. */
export async function holdsMaterial(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderAllocations.id })
    .from(orderAllocations)
    .where(eq(orderAllocations.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

/** What the edit locks and the quantity unit depend on: the tenant's ERP rule and the user's flag. */
export async function editorSettings(db: Executor, userId: string) {
  const [row] = await db
    .select({
      tenantRequiresExternalId: tenants.externalErp,
      userRequiresExternalId: users.requiresExternalId,
      unitMeasure: users.unitMeasure,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId))
    .limit(1);
  return {
    tenantRequiresExternalId: row?.tenantRequiresExternalId ?? false,
    userRequiresExternalId: row?.userRequiresExternalId ?? false,
    unitMeasure: row?.unitMeasure === 'TON' ? ('TON' as const) : ('KG' as const),
  };
}
export type EditorSettings = Awaited<ReturnType<typeof editorSettings>>;

type OrderChanges = Partial<typeof orders.$inferInsert>;
type ItemValues = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** Saves an edit of the order's own fields (the caller bumps `version`). */
export async function updateOrderRow(db: Executor, orderId: string, changes: OrderChanges): Promise<void> {
  await db
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export function productsByIds(db: Executor, ids: readonly string[]) {
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Replaces the product rows: `removed` deleted, rows with an id updated, the others added. */
export async function saveItemRows(
  db: Executor,
  orderId: string,
  removed: readonly string[],
  rows: readonly { id: string | undefined; values: ItemValues }[],
): Promise<void> {
  if (removed.length) await db.delete(orderItems).where(inArray(orderItems.id, [...removed]));
  for (const row of rows) {
    if (row.id) await db.update(orderItems).set(row.values).where(eq(orderItems.id, row.id));
    else await db.insert(orderItems).values({ orderId, ...row.values });
  }
}

/** An address of the customer with its zip code (active ones only, unless `onlyActive` is false). */
export async function customerAddress(
  db: Executor,
  customerId: string,
  addressId: string,
  onlyActive: boolean,
) {
  const [row] = await db
    .select({
      street: addresses.street,
      extNumber: addresses.extNumber,
      intNumber: addresses.intNumber,
      zipCode: {
        zipCode: zipCodes.zipCode,
        settlement: zipCodes.settlement,
        municipality: zipCodes.municipality,
        city: zipCodes.city,
        state: zipCodes.state,
      },
    })
    .from(addresses)
    .innerJoin(zipCodes, eq(zipCodes.id, addresses.zipCodeId))
    .where(
      and(
        eq(addresses.id, addressId),
        eq(addresses.customerId, customerId),
        onlyActive ? eq(addresses.active, true) : undefined,
      ),
    )
    .limit(1);
  return row;
}
