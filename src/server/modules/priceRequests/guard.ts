/**
 * The approved MSP guards order entry (used by the orders module through index.ts): an order line
 * priced below the MSP approved for its customer × product, still valid today, is refused with 422
 * PRICE_BELOW_MSP naming each line's MSP per kg, unless pricing overrides it with a reason (which the
 * order's history keeps). Lines without an approval in force are not guarded. An order made from an
 * approved request links back to it.
 */
import { ACCESS, allows } from '../../../domain/access';
import { businessDay } from '../../../domain/dates';
import { ERROR_CODES } from '../../../domain/errors';
import type { Currency } from '../../../domain/orders/enums';
import {
  type ApprovedMsp,
  displayPriceRequestNumber,
  type MspOverride,
  type MspRefusalDetails,
  mspPerKg,
  mspShortfalls,
} from '../../../domain/priceRequests';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { AppError, type FieldProblem, notFound } from '../../errors';
import { customerScope } from '../customers';
import { approvalsInForce, setRequestOrder } from './guardQueries';
import { recordHistory } from './history';
import { requestRow } from './queries';
import { customerRef, customerWithin } from './referenceQueries';
import { requestScope } from './scope';

/** The approvals in force for a customer's products (the latest per product). */
export async function approvedMsps(
  db: Executor,
  customerId: string,
  productIds: readonly string[],
  today: string,
): Promise<ApprovedMsp[]> {
  const rows = await approvalsInForce(db, customerId, productIds, today);
  return rows.flatMap((r) =>
    r.msp !== null && r.validUntil !== null
      ? [
          {
            priceRequestId: r.priceRequestId,
            number: r.number,
            productId: r.productId,
            msp: r.msp,
            validUntil: r.validUntil,
          },
        ]
      : [],
  );
}

/** `GET /api/price-requests/approved-msp`: for a customer the caller reaches (404 otherwise). */
export async function approvedMspOf(db: Executor, actor: Actor, customerId: string, productIds: string[]) {
  const customer = await customerRef(db, customerId);
  if (!customer || !(await customerWithin(db, await customerScope(db, actor), customerId)))
    throw notFound('customers.notFound');
  return { data: await approvedMsps(db, customerId, productIds, businessDay(actor.now)) };
}

/** 403 for an override from someone without pricing's permission, whatever the prices. */
export function assertOverrideAllowed(actor: Actor, override: MspOverride | null | undefined): void {
  if (override && !allows(actor.claims, ACCESS['price-request'].overrideMsp))
    throw new AppError(403, ERROR_CODES.forbidden, 'priceRequests.overrideNotAllowed');
}

export interface GuardedLine {
  productId: string;
  /** For the message: the product's reference. */
  reference: string;
  /** Per kg in the order's currency, as typed (canonical decimal text). */
  pricePerKg: string;
}

export interface GuardInput {
  customerId: string;
  currency: Currency;
  /** MXN per USD of the order. */
  exchangeRate: string;
  lines: GuardedLine[];
  override: MspOverride | null | undefined;
}

/** What the order's history keeps of an override: the reason and the lines it let through. */
export interface MspOverrideRecord {
  comment: string;
  lines: MspRefusalDetails['lines'];
}

/**
 * Refuses (422) lines below their MSP unless overridden; answers what to record when an override
 * let lines through, else null.
 */
export async function guardOrderPrices(
  db: Executor,
  actor: Actor,
  input: GuardInput,
): Promise<MspOverrideRecord | null> {
  assertOverrideAllowed(actor, input.override);
  const productIds = [...new Set(input.lines.map((l) => l.productId))];
  const approved = await approvedMsps(db, input.customerId, productIds, businessDay(actor.now));
  const shortfalls = mspShortfalls(input.lines, approved, input.currency, input.exchangeRate);
  if (shortfalls.length === 0) return null;
  const lines = shortfalls.map((s) => ({
    productId: s.productId,
    priceRequestId: s.priceRequestId,
    number: s.number,
    msp: s.msp,
    pricePerKg: s.pricePerKg,
    priceUsdPerTon: s.priceUsdPerTon,
    mspPerKg: mspPerKg(s.msp, input.currency, input.exchangeRate),
  }));
  if (input.override) return { comment: input.override.reason, lines };
  const reference = new Map(input.lines.map((l) => [l.productId, l.reference]));
  const named = lines
    .map((l) =>
      actor.t('priceRequests.belowMspLine', {
        product: reference.get(l.productId) ?? '',
        msp: l.mspPerKg,
        currency: input.currency,
        request: displayPriceRequestNumber(l.number),
      }),
    )
    .join('; ');
  throw new AppError(422, ERROR_CODES.priceBelowMsp, 'priceRequests.belowMsp', { lines: named }, { lines });
}

/**
 * Before an order is made from a request: it is approved, valid today, of the order's customer and
 * among the order's products, has no order yet, and the caller reaches it. Answers the problem on
 * `body.priceRequestId`, or null.
 */
export async function priceRequestLinkProblem(
  db: Executor,
  actor: Actor,
  requestId: string,
  order: { customerId: string; productIds: readonly string[] },
): Promise<FieldProblem | null> {
  const at = (key: string): FieldProblem => ({ path: 'body.priceRequestId', key });
  const row = await requestRow(db, requestId, { scope: await requestScope(db, actor) });
  if (!row) return at('priceRequests.linkNotFound');
  if (row.status !== 'APPROVED') return at('priceRequests.linkNotApproved');
  if (row.validUntil === null || row.validUntil < businessDay(actor.now))
    return at('priceRequests.linkExpired');
  if (row.customerId !== order.customerId) return at('priceRequests.linkOtherCustomer');
  if (!order.productIds.includes(row.productId)) return at('priceRequests.linkOtherProduct');
  if (row.orderId !== null) return at('priceRequests.linkUsed');
  return null;
}

/** Once the order exists: the request names it and its history says so. */
export async function linkRequestToOrder(
  db: Executor,
  actor: Actor,
  requestId: string,
  order: { id: string; displayNumber: string },
): Promise<void> {
  if (!(await setRequestOrder(db, requestId, order.id)))
    throw new AppError(409, ERROR_CODES.conflict, 'priceRequests.linkUsed');
  await recordHistory(db, {
    priceRequestId: requestId,
    userId: actor.claims.sub,
    action: 'orderCreated',
    fromStatus: 'APPROVED',
    toStatus: 'APPROVED',
    changes: { orderId: [null, order.id] },
    note: order.displayNumber,
  });
}
