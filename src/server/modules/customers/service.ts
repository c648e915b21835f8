/** Customer rules: who may see and change which customer, unique RFC per tenant, version checks. */
import { type CustomerInput, type CustomerUpdate, coversType } from '../../../domain/customers';
import { pageOf } from '../../../domain/lists';
import { dataScopeOf } from '../../../domain/roles';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, invalidFields, notFound, staleVersion } from '../../errors';
import { isSellingUser } from '../users';
import {
  addressesOf,
  type CustomerListOptions,
  customerIdOfUser,
  findCustomer,
  insertCustomer,
  listCustomers,
  regionExists,
  rfcTaken,
  updateCustomerRow,
} from './queries';
import { customerScope } from './visibility';

/** The index that holds one customer per RFC in a tenant. */
const RFC_INDEX = 'customers_tenant_rfc';
const rfcConflict = (rfc: string) => conflict('customers.rfcTaken', { rfc });

/** Runs the write; a concurrent save of the same RFC that won the race makes it a 409 naming the RFC. */
async function guardRfc<T>(rfc: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (rfc && isUniqueViolation(error, RFC_INDEX)) throw rfcConflict(rfc);
    throw error;
  }
}

const invalid = (actor: Actor, path: string, key: string) => invalidFields(actor.t, [{ path, key }]);

export async function listVisibleCustomers(db: Executor, actor: Actor, q: CustomerListOptions) {
  const { rows, total } = await listCustomers(db, await customerScope(db, actor), q);
  return { data: rows, ...pageOf(total, q.limit, q.offset) };
}

export async function customerDetail(db: Executor, actor: Actor, id: string) {
  const customer = await findCustomer(db, id, await customerScope(db, actor));
  if (!customer) throw notFound('customers.notFound');
  const list = await addressesOf(db, id);
  const billing =
    list.find((a) => a.active && a.principalAddress && coversType(a.addressType, 'billing')) ??
    list.find((a) => a.active && coversType(a.addressType, 'billing')) ??
    null;
  return { ...customer, addresses: list, billingAddress: billing };
}

/** The customer of a customer-role user. */
export async function selfCustomer(db: Executor, actor: Actor) {
  const customerId = await customerIdOfUser(db, actor.claims.sub);
  if (!customerId || dataScopeOf(actor.claims.role) !== 'customer') throw notFound('customers.notFound');
  return customerDetail(db, actor, customerId);
}

/**
 * Region and seller must exist in the tenant; a seller can only assign themself, a supervisor
 * themself or the sellers below, the rest of the tenant anyone.
 */
async function checkReferences(
  db: Executor,
  actor: Actor,
  input: Pick<CustomerInput, 'regionId' | 'sellerId'>,
) {
  if (input.regionId && !(await regionExists(db, input.regionId))) {
    throw invalid(actor, 'body.regionId', 'customers.regionNotFound');
  }
  if (input.sellerId) {
    if (!(await isSellingUser(db, input.sellerId)))
      throw invalid(actor, 'body.sellerId', 'customers.sellerNotFound');
    const visibility = await actor.visibility(db);
    const allowed =
      visibility.kind === 'tenant' ||
      (visibility.kind === 'sellers' && visibility.sellerIds.includes(input.sellerId));
    if (!allowed) throw invalid(actor, 'body.sellerId', 'customers.sellerNotAllowed');
  }
}

export async function createCustomer(db: Executor, actor: Actor, input: CustomerInput) {
  const { claims } = actor;
  // A seller's new customer is the seller's own unless someone above assigns another.
  const sellerId = input.sellerId ?? (dataScopeOf(claims.role) === 'own' ? claims.sub : null);
  await checkReferences(db, actor, { ...input, sellerId });
  if (await rfcTaken(db, input.rfc)) throw rfcConflict(input.rfc);
  const id = await guardRfc(input.rfc, () => insertCustomer(db, { ...input, sellerId }));
  return customerDetail(db, actor, id);
}

export async function updateCustomer(db: Executor, actor: Actor, id: string, input: CustomerUpdate) {
  const current = await findCustomer(db, id, await customerScope(db, actor));
  if (!current) throw notFound('customers.notFound');
  const { version, ...changes } = input;
  if (version !== current.version) throw staleVersion();
  await checkReferences(db, actor, changes);
  if (changes.rfc && changes.rfc !== current.rfc && (await rfcTaken(db, changes.rfc, id))) {
    throw rfcConflict(changes.rfc);
  }
  if (!(await guardRfc(changes.rfc, () => updateCustomerRow(db, id, version, changes)))) throw staleVersion();
  return customerDetail(db, actor, id);
}
