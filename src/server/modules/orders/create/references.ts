/**
 * What only the server can check in a creation body: the ids it names exist in this tenant (row
 * level security already hides other tenants' rows, so their ids read as unknown), are usable
 * (active product sold in that presentation, the customer's own address, an active warehouse, a
 * selling user) and are within the creator's reach (whose data the creator's role sees).
 */
import { ERROR_CODES } from '../../../../domain/errors';
import type { MessageVars } from '../../../../domain/i18n';
import type { OrderCreation } from '../../../../domain/orders';
import { PACKAGING_LABELS, type PackagingType } from '../../../../domain/products';
import { dataScopeOf } from '../../../../domain/roles';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { AppError, type FieldProblem, invalidFields, notFound } from '../../../errors';
import { customerScope } from '../../customers';
import { isSellingUser, visibleSellerIds } from '../../users';
import {
  customerRef,
  isActiveAddressOf,
  isActiveWarehouse,
  productsByIds,
  reachableCustomerId,
} from './queries';

/** Problems with the body's references, gathered so the form shows them all at once. */
export class ReferenceProblems {
  private readonly problems: FieldProblem[] = [];
  constructor(private readonly actor: Actor) {}
  add(path: string, key: string, vars: MessageVars = {}) {
    this.problems.push({ path: `body.${path}`, key, vars });
  }
  throwIfAny() {
    if (this.problems.length) throw invalidFields(this.actor.t, this.problems);
  }
}

/** 403 for a customer of this tenant the creator may not sell to. */
export const customerNotAllowed = () =>
  new AppError(403, ERROR_CODES.forbidden, 'orders.creation.customerNotAllowed');

export interface OrderCustomer {
  id: string;
  externalId: string | null;
  sellerId: string | null;
}

/** The customer if the creator may see it: 404 when unknown here, 403 when someone else's. */
export async function customerForOrder(
  db: Executor,
  actor: Actor,
  customerId: string,
): Promise<OrderCustomer> {
  const customer = await customerRef(db, customerId);
  if (!customer) throw notFound('customers.notFound');
  if (!(await reachableCustomerId(db, await customerScope(db, actor), customerId)))
    throw customerNotAllowed();
  return customer;
}

export interface OrderProduct {
  id: string;
  reference: string;
  name: string;
}

/** Each item's product: known, active and sold in the presentation asked for. */
export async function productsForOrder(
  db: Executor,
  actor: Actor,
  items: OrderCreation['items'],
  problems: ReferenceProblems,
): Promise<Map<string, OrderProduct>> {
  const rows = await productsByIds(db, [...new Set(items.map((i) => i.productId))]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, item] of items.entries()) {
    const product = byId.get(item.productId);
    if (!product) {
      problems.add(`items.${i}.productId`, 'orders.creation.productNotFound');
    } else if (!product.active) {
      problems.add(`items.${i}.productId`, 'orders.creation.productInactive', { product: product.name });
    } else if (!product.packagingTypes.includes(item.presentation)) {
      const presentation = PACKAGING_LABELS[item.presentation as PackagingType][actor.locale];
      problems.add(`items.${i}.presentation`, 'orders.creation.presentationNotSold', {
        product: product.name,
        presentation,
      });
    }
  }
  return new Map(rows.map((r) => [r.id, { id: r.id, reference: r.reference, name: r.name }]));
}

/** The delivery address must be an active address of the order's customer. */
export async function checkAddress(
  db: Executor,
  addressId: string | null,
  customerId: string,
  problems: ReferenceProblems,
): Promise<void> {
  if (addressId && !(await isActiveAddressOf(db, addressId, customerId))) {
    problems.add('addressId', 'orders.creation.addressNotFound');
  }
}

export async function checkWarehouse(
  db: Executor,
  warehouseId: string | null,
  problems: ReferenceProblems,
): Promise<void> {
  if (warehouseId && !(await isActiveWarehouse(db, warehouseId))) {
    problems.add('warehouseNoInvoice', 'orders.creation.warehouseNotFound');
  }
}

/**
 * Whose sale the order is. A seller's order is always their own (a different seller named in the
 * body is refused). Anyone else may name a selling user within their reach; without one, the
 * order goes to the customer's seller (when still a selling user), so that seller sees it.
 */
export async function sellerForOrder(
  db: Executor,
  actor: Actor,
  requested: string | null,
  customer: OrderCustomer,
  problems: ReferenceProblems,
): Promise<string | null> {
  const { claims } = actor;
  if (dataScopeOf(claims.role) === 'own') {
    if (requested && requested !== claims.sub) problems.add('sellerId', 'orders.creation.sellerNotAllowed');
    return claims.sub;
  }
  if (!requested) {
    const owner = customer.sellerId;
    return owner && (await isSellingUser(db, owner)) ? owner : null;
  }
  if (!(await isSellingUser(db, requested))) {
    problems.add('sellerId', 'orders.creation.sellerNotFound');
    return null;
  }
  const reach = visibleSellerIds(await actor.visibility(db));
  if (reach && !reach.includes(requested)) problems.add('sellerId', 'orders.creation.sellerNotAllowed');
  return requested;
}
