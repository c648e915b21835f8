/**
 * The reads behind the order page: one query for the header (customer, region, seller, creator,
 * delivery address with its zip code, warehouse, cancellation), one for the product rows, one for
 * the documents, and the editor's settings the edit locks depend on.
 */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../../domain/i18n';
import type { Executor } from '../../../db/client';
import {
  addresses,
  customers,
  orderDocuments,
  orderIncidentReasons,
  orderItems,
  orders,
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
