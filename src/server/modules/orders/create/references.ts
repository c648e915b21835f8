/**
 * What only the server can check in a creation body: the ids it names exist in this tenant (row
 * level security already hides other tenants' rows, so their ids read as unknown), are usable
 * (active product sold in that presentation, the customer's own address, an active warehouse, a
 * selling user) and are within the creator's reach (ARCHITECTURE "Whose data a role sees").
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AccessClaims } from '../../../../domain/auth';
import { ERROR_CODES, type ErrorDetail } from '../../../../domain/errors';
import type { Locale, MessageVars } from '../../../../domain/i18n';
import type { OrderCreation } from '../../../../domain/orders';
import { PACKAGING_LABELS, type PackagingType } from '../../../../domain/products';
import { dataScopeOf, SELLING_ROLES } from '../../../../domain/roles';
import type { Executor } from '../../../db/client';
import { addresses, customers, products, roles, users, warehouses } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { customerCondition } from '../../customers/visibility';
import { visibilityOf } from '../../users/scope';

export type Translate = (key: string, vars?: MessageVars) => string;

/** Problems with the body's references, gathered so the form shows them all at once. */
export class ReferenceProblems {
  private readonly details: ErrorDetail[] = [];
  constructor(
    private readonly t: Translate,
    readonly locale: Locale,
  ) {}
  add(path: string, key: string, vars: MessageVars = {}) {
    this.details.push({ path: `body.${path}`, key, message: this.t(key, vars) });
  }
  throwIfAny() {
    if (this.details.length) {
      throw new AppError(400, ERROR_CODES.validation, 'errors.validation', {}, this.details);
    }
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
  claims: AccessClaims,
  customerId: string,
): Promise<OrderCustomer> {
  const [customer] = await db
    .select({ id: customers.id, externalId: customers.externalId, sellerId: customers.sellerId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) throw notFound('customers.notFound');
  const [visible] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), await customerCondition(db, claims)))
    .limit(1);
  if (!visible) throw customerNotAllowed();
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
  items: OrderCreation['items'],
  problems: ReferenceProblems,
): Promise<Map<string, OrderProduct>> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, item] of items.entries()) {
    const product = byId.get(item.productId);
    if (!product) {
      problems.add(`items.${i}.productId`, 'orders.creation.productNotFound');
    } else if (!product.active) {
      problems.add(`items.${i}.productId`, 'orders.creation.productInactive', { product: product.name });
    } else if (!product.packagingTypes.includes(item.presentation)) {
      const presentation = PACKAGING_LABELS[item.presentation as PackagingType][problems.locale];
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
  if (!addressId) return;
  const [address] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId), eq(addresses.active, true)))
    .limit(1);
  if (!address) problems.add('addressId', 'orders.creation.addressNotFound');
}

export async function checkWarehouse(
  db: Executor,
  warehouseId: string | null,
  problems: ReferenceProblems,
): Promise<void> {
  if (!warehouseId) return;
  const [warehouse] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), eq(warehouses.active, true)))
    .limit(1);
  if (!warehouse) problems.add('warehouseNoInvoice', 'orders.creation.warehouseNotFound');
}

async function isSellingUser(db: Executor, userId: string): Promise<boolean> {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), inArray(roles.name, [...SELLING_ROLES])))
    .limit(1);
  return Boolean(seller);
}

/**
 * Whose sale the order is. A seller's order is always their own (a different seller named in the
 * body is refused). Anyone else may name a selling user within their reach; without one, the
 * order goes to the customer's seller (when still a selling user), so that seller sees it.
 */
export async function sellerForOrder(
  db: Executor,
  claims: AccessClaims,
  requested: string | null,
  customer: OrderCustomer,
  problems: ReferenceProblems,
): Promise<string | null> {
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
  const visibility = await visibilityOf(db, claims);
  const inReach =
    visibility.kind === 'tenant' ||
    ((visibility.kind === 'sellers' || visibility.kind === 'customer') &&
      visibility.sellerIds.includes(requested));
  if (!inReach) problems.add('sellerId', 'orders.creation.sellerNotAllowed');
  return requested;
}
