/**
 * Addresses of a customer. The server keeps one principal address per type: for billing and for
 * shipping, exactly one active principal address covers it whenever any active address does
 * ('both' covers the two).
 */
import {
  type AddressInput,
  type AddressType,
  type AddressUpdate,
  coversType,
} from '../../../domain/customers';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { invalidFields, notFound, staleVersion } from '../../errors';
import {
  addressRow,
  deleteAddressRow,
  insertAddress,
  principalState,
  setPrincipal,
  updateAddressRow,
  zipCodeExists,
} from './addressQueries';
import { addressesOf, findCustomer } from './queries';
import { customerScope } from './visibility';

async function visibleCustomer(db: Executor, actor: Actor, customerId: string) {
  const customer = await findCustomer(db, customerId, await customerScope(db, actor));
  if (!customer) throw notFound('customers.notFound');
  return customer;
}

async function checkZipCode(db: Executor, actor: Actor, zipCodeId: number | undefined) {
  if (zipCodeId === undefined || (await zipCodeExists(db, zipCodeId))) return;
  throw invalidFields(actor.t, [{ path: 'body.zipCodeId', key: 'validation.zipCodeRequired' }]);
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
  const rows = await principalState(db, customerId);
  const flags = principalFlags(rows as Flagged[], preferId);
  for (const row of rows) {
    const next = flags.get(row.id) ?? false;
    if (next !== row.principalAddress) await setPrincipal(db, row.id, next);
  }
}

export async function listAddresses(db: Executor, actor: Actor, customerId: string) {
  await visibleCustomer(db, actor, customerId);
  return addressesOf(db, customerId);
}

async function addressById(db: Executor, actor: Actor, id: string) {
  const row = await addressRow(db, id);
  if (!row) throw notFound('customers.addressNotFound');
  await visibleCustomer(db, actor, row.customerId).catch(() => {
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

export async function createAddress(db: Executor, actor: Actor, input: AddressInput) {
  await visibleCustomer(db, actor, input.customerId);
  await checkZipCode(db, actor, input.zipCodeId);
  const id = await insertAddress(db, { ...input, principalAddress: input.active && input.principalAddress });
  await repairPrincipals(db, input.customerId, input.principalAddress ? id : undefined);
  return reload(db, input.customerId, id);
}

export async function updateAddress(db: Executor, actor: Actor, id: string, input: AddressUpdate) {
  const current = await addressById(db, actor, id);
  const { version, ...changes } = input;
  if (version !== current.version) throw staleVersion();
  await checkZipCode(db, actor, changes.zipCodeId);
  if (!(await updateAddressRow(db, id, version, changes))) throw staleVersion();
  await repairPrincipals(db, current.customerId, changes.principalAddress ? id : undefined);
  return reload(db, current.customerId, id);
}

export async function deleteAddress(db: Executor, actor: Actor, id: string) {
  const current = await addressById(db, actor, id);
  await deleteAddressRow(db, id);
  await repairPrincipals(db, current.customerId);
}
