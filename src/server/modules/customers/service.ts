/** Customer rules: who may see and change which customer, unique RFC per tenant, version checks. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import { type CustomerInput, type CustomerUpdate, coversType } from '../../../domain/customers';
import { ERROR_CODES } from '../../../domain/errors';
import { pageOf } from '../../../domain/lists';
import { dataScopeOf, SELLING_ROLES } from '../../../domain/roles';
import type { Executor } from '../../db/client';
import { customers, regions, roles, users } from '../../db/schema';
import { AppError, conflict, notFound, staleVersion } from '../../errors';
import { supervisedUserIds } from '../users/scope';
import { addressesOf, type CustomerListOptions, findCustomer, listCustomers } from './queries';
import { customerCondition } from './visibility';

const invalid = (path: string, key: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, 'errors.validation', {}, [{ path, key, message }]);

export async function listVisibleCustomers(db: Executor, claims: AccessClaims, q: CustomerListOptions) {
  const { rows, total } = await listCustomers(db, await customerCondition(db, claims), q);
  return { data: rows, ...pageOf(total, q.limit, q.offset) };
}

export async function customerDetail(db: Executor, claims: AccessClaims, id: string) {
  const customer = await findCustomer(db, id, await customerCondition(db, claims));
  if (!customer) throw notFound('customers.notFound');
  const list = await addressesOf(db, id);
  const billing =
    list.find((a) => a.active && a.principalAddress && coversType(a.addressType, 'billing')) ??
    list.find((a) => a.active && coversType(a.addressType, 'billing')) ??
    null;
  return { ...customer, addresses: list, billingAddress: billing };
}

/** The customer of a customer-role user. */
export async function selfCustomer(db: Executor, claims: AccessClaims) {
  const [row] = await db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!row?.customerId || dataScopeOf(claims.role) !== 'customer') throw notFound('customers.notFound');
  return customerDetail(db, claims, row.customerId);
}

/** Region and seller must exist in the tenant; sellers and supervisors can only assign themselves or theirs. */
async function checkReferences(
  db: Executor,
  claims: AccessClaims,
  input: Pick<CustomerInput, 'regionId' | 'sellerId'>,
  t: (key: string) => string,
) {
  if (input.regionId) {
    const [region] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.id, input.regionId))
      .limit(1);
    if (!region) throw invalid('body.regionId', 'customers.regionNotFound', t('customers.regionNotFound'));
  }
  if (input.sellerId) {
    const [seller] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, input.sellerId), inArray(roles.name, [...SELLING_ROLES])))
      .limit(1);
    if (!seller) throw invalid('body.sellerId', 'customers.sellerNotFound', t('customers.sellerNotFound'));
    const scope = dataScopeOf(claims.role);
    const allowed =
      scope === 'tenant' ||
      (scope === 'own' && input.sellerId === claims.sub) ||
      (scope === 'supervised' && (await supervisedUserIds(db, claims.sub)).includes(input.sellerId));
    if (!allowed)
      throw invalid('body.sellerId', 'customers.sellerNotAllowed', t('customers.sellerNotAllowed'));
  }
}

async function rfcTaken(db: Executor, rfc: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.rfc, rfc), exceptId ? sql`${customers.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function createCustomer(
  db: Executor,
  claims: AccessClaims,
  input: CustomerInput,
  t: (key: string) => string,
) {
  // A seller's new customer is the seller's own unless someone above assigns another.
  const sellerId = input.sellerId ?? (dataScopeOf(claims.role) === 'own' ? claims.sub : null);
  await checkReferences(db, claims, { ...input, sellerId }, t);
  if (await rfcTaken(db, input.rfc)) throw conflict('customers.rfcTaken', { rfc: input.rfc });
  const [row] = await db
    .insert(customers)
    .values({ ...input, sellerId })
    .returning({ id: customers.id });
  return customerDetail(db, claims, row!.id);
}

export async function updateCustomer(
  db: Executor,
  claims: AccessClaims,
  id: string,
  input: CustomerUpdate,
  t: (key: string) => string,
) {
  const current = await findCustomer(db, id, await customerCondition(db, claims));
  if (!current) throw notFound('customers.notFound');
  const { version, ...changes } = input;
  if (version !== current.version) throw staleVersion();
  await checkReferences(db, claims, changes, t);
  if (changes.rfc && changes.rfc !== current.rfc && (await rfcTaken(db, changes.rfc, id))) {
    throw conflict('customers.rfcTaken', { rfc: changes.rfc });
  }
  const updated = await db
    .update(customers)
    .set({ ...changes, version: sql`${customers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning({ id: customers.id });
  if (!updated.length) throw staleVersion();
  return customerDetail(db, claims, id);
}
