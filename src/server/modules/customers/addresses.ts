/**
 * Addresses of a customer. The server keeps one principal address per type: for billing and for
 * shipping, exactly one active principal address covers it whenever any active address does
 * ('both' covers the two). The database's unique indexes refuse a second principal of a type;
 * every save locks the customer first, so concurrent saves take turns and the last one wins.
 */
import { randomUUID } from 'node:crypto';
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
  lockCustomer,
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

const TYPES = ['billing', 'shipping'] as const;

/**
 * Pure: the principal flags that keep at most one principal per type, preferring `preferId`. The
 * preferred address is claimed first; the stored principals keep their place where they do not clash
 * with it; a type left without one then gets an address of that type alone, else a 'both' while both
 * its types are free. A 'both' that lost one type to the preferred address loses the other too (one
 * flag covers the two), so that other type may stay without a principal until one is chosen.
 */
export function principalFlags(rows: Flagged[], preferId?: string): Map<string, boolean> {
  const active = rows.filter((r) => r.active);
  const flags = new Map(rows.map((r) => [r.id, false]));
  const taken = new Set<(typeof TYPES)[number]>();
  const free = (r: Flagged) => TYPES.every((t) => !coversType(r.addressType, t) || !taken.has(t));
  const claim = (r: Flagged) => {
    flags.set(r.id, true);
    for (const t of TYPES) if (coversType(r.addressType, t)) taken.add(t);
  };
  const preferred = active.find((r) => r.id === preferId);
  if (preferred) claim(preferred);
  for (const r of active) if (r.principalAddress && r !== preferred && free(r)) claim(r);
  for (const type of TYPES) {
    if (taken.has(type)) continue;
    const pick =
      active.find((r) => r.addressType === type && free(r)) ??
      active.find((r) => coversType(r.addressType, type) && free(r));
    if (pick) claim(pick);
  }
  return flags;
}

/**
 * Writes one address (`target`: its state after the change, built on its stored state when it has
 * one; no change when one was deleted) and the principal flags the rule gives every address of the
 * customer, preferring the target when it asks to be principal. The customer stays locked until
 * commit. Flags are cleared before the write and set after it, so no statement ever holds two
 * principals of a type (the unique indexes check each statement).
 */
async function saveWithPrincipals(
  db: Executor,
  customerId: string,
  change?: {
    id: string;
    target: (stored: Flagged | undefined) => Flagged;
    preferTarget: boolean;
    write: (principal: boolean) => Promise<void>;
  },
) {
  await lockCustomer(db, customerId);
  const stored = (await principalState(db, customerId)) as Flagged[];
  const target = change ? change.target(stored.find((r) => r.id === change.id)) : undefined;
  const others = stored.filter((r) => r.id !== target?.id);
  // Oldest first, as stored: a new address comes last.
  const next = target
    ? stored.some((r) => r.id === target.id)
      ? stored.map((r) => (r.id === target.id ? target : r))
      : [...stored, target]
    : stored;
  const flags = principalFlags(next, change?.preferTarget ? target?.id : undefined);
  for (const r of others) if (r.principalAddress && !flags.get(r.id)) await setPrincipal(db, r.id, false);
  if (change && target) await change.write(flags.get(target.id) ?? false);
  for (const r of others) if (!r.principalAddress && flags.get(r.id)) await setPrincipal(db, r.id, true);
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
  const id = randomUUID();
  await saveWithPrincipals(db, input.customerId, {
    id,
    target: () => ({
      id,
      addressType: input.addressType,
      active: input.active,
      principalAddress: input.principalAddress,
    }),
    preferTarget: input.principalAddress,
    write: async (principalAddress) => {
      await insertAddress(db, { ...input, id, principalAddress });
    },
  });
  return reload(db, input.customerId, id);
}

export async function updateAddress(db: Executor, actor: Actor, id: string, input: AddressUpdate) {
  const current = await addressById(db, actor, id);
  const { version, ...changes } = input;
  if (version !== current.version) throw staleVersion();
  await checkZipCode(db, actor, changes.zipCodeId);
  await saveWithPrincipals(db, current.customerId, {
    id,
    // The flags as stored now (an earlier save may have moved them), the fields as changed.
    target: (stored) => {
      const base = stored ?? (current as Flagged);
      return {
        id,
        addressType: changes.addressType ?? base.addressType,
        active: changes.active ?? base.active,
        principalAddress: changes.principalAddress ?? base.principalAddress,
      };
    },
    preferTarget: changes.principalAddress === true,
    write: async (principalAddress) => {
      if (!(await updateAddressRow(db, id, version, { ...changes, principalAddress }))) throw staleVersion();
    },
  });
  return reload(db, current.customerId, id);
}

export async function deleteAddress(db: Executor, actor: Actor, id: string) {
  const current = await addressById(db, actor, id);
  await lockCustomer(db, current.customerId);
  await deleteAddressRow(db, id);
  await saveWithPrincipals(db, current.customerId);
}
