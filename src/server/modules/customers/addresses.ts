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
