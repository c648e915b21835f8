/**
 * Asking for prices and changing the ask: one submission for one customer makes one request per
 * product (`POST /api/price-requests/multiple`, all or none); an open request may be edited or
 * deleted by whoever asked or by pricing (the domain's `nextPriceRequestStatus`). The server checks
 * what only it knows: the customer is within the caller's reach, the products are sold in the
 * packaging asked for, the address is the customer's, the seller is one the caller may name, and the
 * delivery window does not start before today (Mexico City).
 */
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import { ERROR_CODES } from '../../../domain/errors';
import {
  isOpenPriceRequest,
  nextPriceRequestStatus,
  type PriceRequestAction,
  type PriceRequestCreate,
  type PriceRequestCreated,
  type PriceRequestDetail,
  type PriceRequestStatus,
  type PriceRequestUpdate,
  windowProblem,
} from '../../../domain/priceRequests';
import { PACKAGING_LABELS, type PackagingType } from '../../../domain/products';
import { dataScopeOf } from '../../../domain/roles';
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import { AppError, conflict, type FieldProblem, invalidFields, notFound, staleVersion } from '../../errors';
import { customerScope } from '../customers';
import { isSellingUser, visibleSellerIds } from '../users';
import { changesBetween, recordHistory } from './history';
import { insertRequests, type PriceRequestDbRow, takeRequestNumbers, updateRequest } from './queries';
import { customerRef, customerWithin, isActiveAddressOf, productsByIds } from './referenceQueries';
import { requestActor, visibleRequest } from './scope';
import { getRequest, requestRows } from './service';

/** 403 for a customer of this tenant the caller does not serve. */
const customerNotAllowed = () => new AppError(403, ERROR_CODES.forbidden, 'priceRequests.customerNotAllowed');

/**
 * Why an action is refused: 409 when the request's status does not allow it any more (with the
 * status named), 403 when the status would but the caller is not the one to take it.
 */
export function refusal(actor: Actor, status: PriceRequestStatus, action: PriceRequestAction): AppError {
  const anyone = { pricing: true, requester: true, system: true };
  if (nextPriceRequestStatus(status, action, anyone, true) === null)
    return conflict('priceRequests.statusForbids', {
      status: actor.t(`priceRequests.statuses.${status}`),
    });
  return new AppError(403, ERROR_CODES.forbidden, 'priceRequests.actionNotAllowed');
}

/** The request's status after `action` by the caller, or the refusal. */
export function nextStatusOrRefuse(
  actor: Actor,
  status: PriceRequestStatus,
  action: PriceRequestAction,
  costComplete = false,
): PriceRequestStatus {
  const next = nextPriceRequestStatus(status, action, requestActor(actor), costComplete);
  if (next === null) throw refusal(actor, status, action);
  return next;
}

async function reachableCustomer(db: Executor, actor: Actor, customerId: string) {
  const customer = await customerRef(db, customerId);
  if (!customer) throw notFound('customers.notFound');
  if (!(await customerWithin(db, await customerScope(db, actor), customerId))) throw customerNotAllowed();
  return customer;
}

interface ItemRef {
  productId: string;
  packagingType: PackagingType;
}

/** Each item's product is known, active and sold in the packaging asked for. */
async function productProblems(db: Executor, actor: Actor, items: ItemRef[], at: (i: number) => string) {
  const found = new Map(
    (await productsByIds(db, [...new Set(items.map((i) => i.productId))])).map((p) => [p.id, p]),
  );
  const problems: FieldProblem[] = [];
  items.forEach((item, i) => {
    const product = found.get(item.productId);
    if (!product) problems.push({ path: `${at(i)}.productId`, key: 'priceRequests.productNotFound' });
    else if (!product.active)
      problems.push({
        path: `${at(i)}.productId`,
        key: 'priceRequests.productInactive',
        vars: { product: product.name },
      });
    else if (!product.packagingTypes.includes(item.packagingType))
      problems.push({
        path: `${at(i)}.packagingType`,
        key: 'priceRequests.packagingNotSold',
        vars: { product: product.name, packaging: PACKAGING_LABELS[item.packagingType][actor.locale] },
      });
  });
  return problems;
}

/**
 * Whose request it is. A seller's is always their own; anyone else may name a selling user within
 * their reach, and without one it goes to the customer's seller (so that seller sees it).
 */
async function sellerFor(
  db: Executor,
  actor: Actor,
  requested: string | null,
  customerSellerId: string | null,
  problems: FieldProblem[],
): Promise<string | null> {
  const me = actor.claims.sub;
  if (dataScopeOf(actor.claims.role) === 'own') {
    if (requested && requested !== me)
      problems.push({ path: 'body.sellerId', key: 'priceRequests.sellerNotAllowed' });
    return me;
  }
  if (!requested)
    return customerSellerId && (await isSellingUser(db, customerSellerId)) ? customerSellerId : null;
  if (!(await isSellingUser(db, requested))) {
    problems.push({ path: 'body.sellerId', key: 'priceRequests.sellerNotFound' });
    return null;
  }
  const reach = visibleSellerIds(await actor.visibility(db));
  if (reach && !reach.includes(requested) && !requestActor(actor).pricing)
    problems.push({ path: 'body.sellerId', key: 'priceRequests.sellerNotAllowed' });
  return requested;
}

type Terms = Pick<PriceRequestCreate, 'deliveryMethod' | 'addressId' | 'deliveryWindowFrom'>;

/** The address (delivery by the partner only) and the window's first day. */
async function termProblems(
  db: Executor,
  actor: Actor,
  terms: Terms,
  customerId: string,
  windowChanged: boolean,
) {
  const problems: FieldProblem[] = [];
  if (
    terms.deliveryMethod === 'DELIVERY_PARTNER' &&
    terms.addressId &&
    !(await isActiveAddressOf(db, terms.addressId, customerId))
  )
    problems.push({ path: 'body.addressId', key: 'priceRequests.addressNotFound' });
  const late = windowChanged ? windowProblem(terms.deliveryWindowFrom, businessDay(actor.now)) : null;
  if (late) problems.push({ path: 'body.deliveryWindowFrom', key: late });
  return problems;
}

const tons = (v: string) => new Decimal(v).toFixed(3);
const price = (v: string | null) => (v === null ? null : new Decimal(v).toFixed(4));

export async function createRequests(
  tx: Tx,
  actor: Actor,
  input: PriceRequestCreate,
): Promise<PriceRequestCreated> {
  const customer = await reachableCustomer(tx, actor, input.customerId);
  const problems = await productProblems(tx, actor, input.items, (i) => `body.items.${i}`);
  problems.push(...(await termProblems(tx, actor, input, customer.id, true)));
  const sellerId = await sellerFor(tx, actor, input.sellerId, customer.sellerId, problems);
  if (problems.length) throw invalidFields(actor.t, problems);

  const numbers = await takeRequestNumbers(tx, input.items.length);
  const ids = await insertRequests(
    tx,
    input.items.map((item, i) => ({
      number: numbers[i]!,
      status: 'REQUESTED' as const,
      customerId: customer.id,
      productId: item.productId,
      packagingType: item.packagingType,
      volumeTons: tons(item.volumeTons),
      targetPriceUsdPerTon: price(item.targetPriceUsdPerTon),
      requestedByType: input.requestedByType,
      requestedById: actor.claims.sub,
      sellerId,
      deliveryMethod: input.deliveryMethod,
      addressId: input.deliveryMethod === 'DELIVERY_PARTNER' ? input.addressId : null,
      paymentTerm: input.paymentTerm,
      deliveryWindowFrom: input.deliveryWindowFrom,
      deliveryWindowTo: input.deliveryWindowTo,
      comments: input.comments,
    })),
  );
  await recordHistory(
    tx,
    ids.map((priceRequestId) => ({
      priceRequestId,
      userId: actor.claims.sub,
      action: 'created' as const,
      fromStatus: null,
      toStatus: 'REQUESTED' as const,
    })),
  );
  return { data: await requestRows(tx, ids) };
}

/** The editable fields as stored, for comparing an edit with. */
function editableOf(row: PriceRequestDbRow) {
  return {
    productId: row.productId,
    packagingType: row.packagingType,
    volumeTons: row.volumeTons,
    targetPriceUsdPerTon: row.targetPriceUsdPerTon,
    sellerId: row.sellerId,
    requestedByType: row.requestedByType,
    deliveryMethod: row.deliveryMethod,
    addressId: row.addressId,
    paymentTerm: row.paymentTerm,
    deliveryWindowFrom: row.deliveryWindowFrom,
    deliveryWindowTo: row.deliveryWindowTo,
    comments: row.comments,
  };
}

/** `PUT /api/price-requests/{id}`: while open; a quoted request goes back to costing. */
export async function updateRequestById(
  tx: Tx,
  actor: Actor,
  id: string,
  input: PriceRequestUpdate,
): Promise<PriceRequestDetail> {
  const row = await visibleRequest(tx, actor, id, { forUpdate: true });
  if (row.version !== input.version) throw staleVersion();
  const next = nextStatusOrRefuse(actor, row.status, 'edit');
  const before = editableOf(row);
  const windowChanged = input.deliveryWindowFrom !== row.deliveryWindowFrom;
  const problems = await productProblems(tx, actor, [input], () => 'body');
  problems.push(...(await termProblems(tx, actor, input, row.customerId, windowChanged)));
  // An edit without a seller keeps the request's (it always belongs to someone's sales).
  const sellerId =
    input.sellerId === null ? row.sellerId : await sellerFor(tx, actor, input.sellerId, null, problems);
  if (problems.length) throw invalidFields(actor.t, problems);

  const after = {
    productId: input.productId,
    packagingType: input.packagingType,
    volumeTons: tons(input.volumeTons),
    targetPriceUsdPerTon: price(input.targetPriceUsdPerTon),
    sellerId,
    requestedByType: input.requestedByType,
    deliveryMethod: input.deliveryMethod,
    addressId: input.deliveryMethod === 'DELIVERY_PARTNER' ? input.addressId : null,
    paymentTerm: input.paymentTerm,
    deliveryWindowFrom: input.deliveryWindowFrom,
    deliveryWindowTo: input.deliveryWindowTo,
    comments: input.comments,
  };
  const changes = changesBetween(
    {
      ...before,
      volumeTons: tons(before.volumeTons),
      targetPriceUsdPerTon: price(before.targetPriceUsdPerTon),
    },
    after,
  );
  if (Object.keys(changes).length === 0)
    throw invalidFields(actor.t, [{ path: 'body', key: 'priceRequests.noChanges' }]);
  if (!(await updateRequest(tx, id, input.version, { ...after, status: next }))) throw staleVersion();
  await recordHistory(tx, {
    priceRequestId: id,
    userId: actor.claims.sub,
    action: 'edit',
    fromStatus: row.status,
    toStatus: next,
    changes,
  });
  return getRequest(tx, actor, id);
}

/** `DELETE /api/price-requests/{id}`: while open; the row stays (soft delete) with its history. */
export async function deleteRequest(tx: Tx, actor: Actor, id: string, version?: number): Promise<void> {
  const row = await visibleRequest(tx, actor, id, { forUpdate: true });
  if (version !== undefined && row.version !== version) throw staleVersion();
  const next = nextStatusOrRefuse(actor, row.status, 'delete');
  if (!isOpenPriceRequest(row.status)) throw refusal(actor, row.status, 'delete');
  await recordHistory(tx, {
    priceRequestId: id,
    userId: actor.claims.sub,
    action: 'delete',
    fromStatus: row.status,
    toStatus: next,
  });
  if (!(await updateRequest(tx, id, row.version, { deletedAt: actor.now, deletedById: actor.claims.sub })))
    throw staleVersion();
}
