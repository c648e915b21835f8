/** Customer rows as the screens show them (region, seller, addresses), and the customer writes. */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AddressType } from '../../../domain/customers';
import { fullName } from '../../../domain/users';
import type { Executor } from '../../db/client';
import { addresses, customers, regions, users, zipCodes } from '../../db/schema';
import type { Visibility } from '../users';

type CustomerInsert = typeof customers.$inferInsert;

const seller = alias(users, 'seller');

/** The customers of a visibility, as a condition (undefined: the whole tenant). */
export function customersVisibleTo(visibility: Visibility): SQL | undefined {
  switch (visibility.kind) {
    case 'tenant':
      return undefined;
    case 'sellers':
      return visibility.sellerIds.length ? inArray(customers.sellerId, visibility.sellerIds) : sql`false`;
    case 'customer':
      return visibility.customerId ? eq(customers.id, visibility.customerId) : sql`false`;
    default:
      return sql`false`;
  }
}

export const addressColumns = {
  id: addresses.id,
  customerId: addresses.customerId,
  street: addresses.street,
  extNumber: addresses.extNumber,
  intNumber: addresses.intNumber,
  phone: addresses.phone,
  areaCode: addresses.areaCode,
  addressType: addresses.addressType,
  zipCodeId: addresses.zipCodeId,
  active: addresses.active,
  principalAddress: addresses.principalAddress,
  description: addresses.description,
  mapUrl: addresses.mapUrl,
  optionalStreetOne: addresses.optionalStreetOne,
  optionalStreetTwo: addresses.optionalStreetTwo,
  version: addresses.version,
  zipCode: {
    id: zipCodes.id,
    zipCode: zipCodes.zipCode,
    settlement: zipCodes.settlement,
    settlementType: zipCodes.settlementType,
    municipality: zipCodes.municipality,
    city: zipCodes.city,
    state: zipCodes.state,
    country: zipCodes.country,
  },
};

type AddressRow = {
  street: string;
  extNumber: string;
  intNumber: string | null;
  zipCode: { zipCode: string; settlement: string; municipality: string; city: string | null; state: string };
};

/** "Calle 26 2287 Int. 4, Zona Industrial, 44940 Guadalajara, Jalisco". */
export function fullAddress(a: AddressRow): string {
  const number = a.intNumber ? `${a.extNumber} Int. ${a.intNumber}` : a.extNumber;
  const place =
    a.zipCode.city && a.zipCode.city !== a.zipCode.municipality
      ? `${a.zipCode.municipality}, ${a.zipCode.city}`
      : a.zipCode.municipality;
  return `${a.street} ${number}, ${a.zipCode.settlement}, ${a.zipCode.zipCode} ${place}, ${a.zipCode.state}`;
}

export async function addressesOf(db: Executor, customerId: string) {
  const rows = await db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(zipCodes, eq(zipCodes.id, addresses.zipCodeId))
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.principalAddress), asc(addresses.createdAt));
  return rows.map((r) => ({ ...r, addressType: r.addressType as AddressType, fullAddress: fullAddress(r) }));
}

const ORDER_COLUMNS: Record<string, SQL> = {
  companyName: sql`lower(${customers.companyName})`,
  fullName: sql`lower(${customers.fullName})`,
  rfc: sql`${customers.rfc}`,
  createdAt: sql`${customers.createdAt}`,
  region: sql`${regions.name}`,
  seller: sql`${seller.firstName} || ' ' || ${seller.lastName}`,
};

function selectCustomers(db: Executor) {
  return db
    .select({
      customer: customers,
      region: { id: regions.id, name: regions.name },
      seller: { id: seller.id, firstName: seller.firstName, lastName: seller.lastName },
    })
    .from(customers)
    .leftJoin(regions, eq(regions.id, customers.regionId))
    .leftJoin(seller, eq(seller.id, customers.sellerId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];

export function toCustomer(row: Selected) {
  const c = row.customer;
  return {
    id: c.id,
    companyName: c.companyName,
    fullName: c.fullName,
    rfc: c.rfc,
    email: c.email,
    phone: c.phone,
    externalId: c.externalId,
    region: row.region?.id ? { id: row.region.id, name: row.region.name } : null,
    seller: row.seller?.id
      ? { id: row.seller.id, fullName: fullName(row.seller.firstName, row.seller.lastName) }
      : null,
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function findCustomer(db: Executor, id: string, scope: SQL | undefined) {
  const [row] = await selectCustomers(db)
    .where(and(eq(customers.id, id), scope))
    .limit(1);
  return row ? toCustomer(row) : undefined;
}

export interface CustomerListOptions {
  limit: number;
  offset: number;
  searchParam?: string;
  orderField: string;
  orderDirection: 'ASC' | 'DESC';
  regionId?: string;
  sellerId?: string;
}

export async function listCustomers(db: Executor, scope: SQL | undefined, q: CustomerListOptions) {
  const conditions: (SQL | undefined)[] = [scope];
  if (q.regionId) conditions.push(eq(customers.regionId, q.regionId));
  if (q.sellerId) conditions.push(eq(customers.sellerId, q.sellerId));
  if (q.searchParam) {
    const like = `%${q.searchParam.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      or(
        ilike(customers.companyName, like),
        ilike(customers.fullName, like),
        ilike(customers.rfc, like),
        ilike(customers.email, like),
      ),
    );
  }
  const where = and(...conditions);
  const column = ORDER_COLUMNS[q.orderField] ?? ORDER_COLUMNS.companyName!;
  const direction = q.orderDirection === 'DESC' ? desc : asc;
  const rows = await selectCustomers(db)
    .where(where)
    .orderBy(direction(column), asc(customers.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(customers)
    .leftJoin(regions, eq(regions.id, customers.regionId))
    .leftJoin(seller, eq(seller.id, customers.sellerId))
    .where(where);
  return { rows: rows.map(toCustomer), total: total?.n ?? 0 };
}

/** The customer a customer-role user is linked to. */
export async function customerIdOfUser(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.customerId ?? null;
}

export async function regionExists(db: Executor, id: string): Promise<boolean> {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return Boolean(region);
}

export async function rfcTaken(db: Executor, rfc: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.rfc, rfc), exceptId ? sql`${customers.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertCustomer(db: Executor, values: CustomerInsert): Promise<string> {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  return row!.id;
}

/** Applies the changes while `version` is still the current one, bumping it; false when stale. */
export async function updateCustomerRow(
  db: Executor,
  id: string,
  version: number,
  changes: Partial<CustomerInsert>,
): Promise<boolean> {
  const updated = await db
    .update(customers)
    .set({ ...changes, version: sql`${customers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning({ id: customers.id });
  return updated.length > 0;
}
