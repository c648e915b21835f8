/**
 * Addresses of a customer. The server keeps one principal address per type: for billing and for
 * shipping, exactly one active principal address covers it whenever any active address does
 * ('both' covers the two).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import {
  type AddressInput,
  type AddressType,
  type AddressUpdate,
  coversType,
} from '../../../domain/customers';
import { ERROR_CODES } from '../../../domain/errors';
import type { Executor } from '../../db/client';
import { addresses, zipCodes } from '../../db/schema';
import { AppError, notFound, staleVersion } from '../../errors';
import { addressesOf, findCustomer } from './queries';
import { customerCondition } from './visibility';

async function visibleCustomer(db: Executor, claims: AccessClaims, customerId: string) {
  const customer = await findCustomer(db, customerId, await customerCondition(db, claims));
  if (!customer) throw notFound('customers.notFound');
  return customer;
}

async function checkZipCode(db: Executor, zipCodeId: number | undefined, t: (key: string) => string) {
  if (zipCodeId === undefined) return;
  const [zip] = await db
    .select({ id: zipCodes.id })
    .from(zipCodes)
    .where(eq(zipCodes.id, zipCodeId))
    .limit(1);
  if (!zip) {
    throw new AppError(400, ERROR_CODES.validation, 'errors.validation', {}, [
      { path: 'body.zipCodeId', key: 'validation.zipCodeRequired', message: t('validation.zipCodeRequired') },
    ]);
  }
}

interface Flagged {
  id: string;
  addressType: AddressType;
  active: boolean;
  principalAddress: boolean;
}

/** Pure: the principal flags that keep one principal per type, preferring `preferId`. */
export function principalFlags(rows: Flagged[], preferId?: string): Map<string, boolean> {
  const flags = new Map(rows.map((r) => [r.id, r.active && r.principalAddress]));
  for (let pass = 0; pass < 3; pass++) {
    for (const type of ['billing', 'shipping'] as const) {
      const covering = rows.filter((r) => r.active && coversType(r.addressType, type));
      const principals = covering.filter((r) => flags.get(r.id));
      if (principals.length > 1) {
        const keep = principals.find((r) => r.id === preferId) ?? principals[0]!;
        for (const r of principals) if (r.id !== keep.id) flags.set(r.id, false);
      } else if (principals.length === 0 && covering.length > 0) {
        const pick =
          covering.find((r) => r.id === preferId) ??
          covering.find((r) => r.addressType === type) ??
          covering[0]!;
        flags.set(pick.id, true);
      }
    }
  }
  return flags;
}

async function repairPrincipals(db: Executor, customerId: string, preferId?: string) {
  const rows = await db
    .select({
      id: addresses.id,
      addressType: addresses.addressType,
      active: addresses.active,
      principalAddress: addresses.principalAddress,
    })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  const flags = principalFlags(rows as Flagged[], preferId);
  for (const row of rows) {
    const next = flags.get(row.id) ?? false;
    if (next !== row.principalAddress) {
      await db.update(addresses).set({ principalAddress: next }).where(eq(addresses.id, row.id));
    }
  }
}

export async function listAddresses(db: Executor, claims: AccessClaims, customerId: string) {
  await visibleCustomer(db, claims, customerId);
  return addressesOf(db, customerId);
}

async function addressById(db: Executor, claims: AccessClaims, id: string) {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id)).limit(1);
  if (!row) throw notFound('customers.addressNotFound');
  await visibleCustomer(db, claims, row.customerId).catch(() => {
    throw notFound('customers.addressNotFound');
  });
  return row;
}

async function reload(db: Executor, customerId: string, id: string) {
  const list = await addressesOf(db, customerId);
  const found = list.find((a) => a.id === id);
  if (!found) throw notFound('customers.addressNotFound');
  return found;
}

export async function createAddress(
  db: Executor,
  claims: AccessClaims,
  input: AddressInput,
  t: (key: string) => string,
) {
  await visibleCustomer(db, claims, input.customerId);
  await checkZipCode(db, input.zipCodeId, t);
  const [row] = await db
    .insert(addresses)
    .values({ ...input, principalAddress: input.active && input.principalAddress })
    .returning({ id: addresses.id });
  await repairPrincipals(db, input.customerId, input.principalAddress ? row!.id : undefined);
  return reload(db, input.customerId, row!.id);
}

export async function updateAddress(
  db: Executor,
  claims: AccessClaims,
  id: string,
  input: AddressUpdate,
  t: (key: string) => string,
) {
  const current = await addressById(db, claims, id);
  const { version, ...changes } = input;
  if (version !== current.version) throw staleVersion();
  await checkZipCode(db, changes.zipCodeId, t);
  const updated = await db
    .update(addresses)
    .set({ ...changes, version: sql`${addresses.version} + 1`, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.version, version)))
    .returning({ id: addresses.id });
  if (!updated.length) throw staleVersion();
  await repairPrincipals(db, current.customerId, changes.principalAddress ? id : undefined);
  return reload(db, current.customerId, id);
}

export async function deleteAddress(db: Executor, claims: AccessClaims, id: string) {
  const current = await addressById(db, claims, id);
  await db.delete(addresses).where(eq(addresses.id, id));
  await repairPrincipals(db, current.customerId);
}
