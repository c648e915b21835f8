/**
 * The finance queues of the home dashboard and the pending-release listing: the caller's scope
 * (`orderScope`), seller, search and delivery-date range, one count statement and one page
 * statement per request (the counts kept per seller and queue unless a search or filter narrows them). Each row carries the seller's button for it and `canWrite`, from the
 * caller's permissions for that queue's action.
 */
import { Decimal } from 'decimal.js';
import {
  type FinanceQueue,
  type FinanceState,
  financeActions,
  financeQueueOf,
  pendingAreaOf,
  type SellerButton,
  sellerButtons,
} from '../../../domain/finance';
import type {
  FinanceCounts,
  FinanceCountsQuery,
  FinanceQueueQuery,
  FinanceQueueResponse,
  FinanceQueueRow,
  PendingReleasedQuery,
} from '../../../domain/finance/views';
import { PENDING_LIBERATION_STATUSES, type PendingLiberationStatus } from '../../../domain/finance/views';
import { pageOf } from '../../../domain/lists';
import { displayOrderNumber } from '../../../domain/orders/views';
import { fullName } from '../../../domain/users';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { badRequest } from '../../errors';
import { checkDateRange, keptCountsScope, listConditions, orderScope } from '../orders';
import { type FinancePermissions, financePermissions } from './caller';
import { tenantHasExternalErp } from './queries';
import { countQueue, countQueues, type QueueDbRow, selectQueueRows } from './queueQueries';
import { financeStateOf } from './state';

type Filters = FinanceQueueQuery &
  Partial<Pick<PendingReleasedQuery, 'sellers' | 'paymentTerm' | 'deliveryModel'>>;

/**
 * The request's conditions on the orders, and which kept counts answer its counts: those of the
 * caller's scope (and seller filter) when nothing else narrows them.
 */
async function conditions(db: Executor, actor: Actor, q: Partial<Filters>) {
  checkDateRange(q, actor.t, 'querystring');
  const sellers = [...(q.sellers ?? []), ...(q.sellerId ? [q.sellerId] : [])];
  const filters = {
    searchParam: q.searchParam,
    paymentTerm: q.paymentTerm,
    deliveryModel: q.deliveryModel,
    deliveryDateFrom: q.deliveryDateFrom,
    deliveryDateTo: q.deliveryDateTo,
  };
  const where = listConditions(db, await orderScope(db, actor), {
    ...filters,
    sellers: sellers.length ? sellers : undefined,
  });
  const kept = keptCountsScope(await actor.visibility(db), filters, sellers.length ? sellers : undefined);
  return { where, kept };
}

/** `GET /api/orders/count-finances`. */
export async function financeCounts(
  db: Executor,
  actor: Actor,
  q: FinanceCountsQuery,
): Promise<FinanceCounts> {
  const { where, kept } = await conditions(db, actor, q);
  const counts = await countQueues(db, where, kept);
  const total = Object.values(counts).reduce((s, n) => s + n, 0);
  return { ...counts, total };
}

/** Whether the caller may use a queue's action: the seller's requests, or assigning material. */
function canWriteIn(queue: FinanceQueue, perms: FinancePermissions, listing: boolean): boolean {
  if (queue === 'APPROVED') return perms.inventoryWrite;
  if (perms.requestsRead) return perms.requestsWrite && (!listing || perms.pendingReleaseWrite);
  return queue === 'HELD' && financeStartsRelease(perms, listing);
}

/** Finance may start the release of a retained order itself (on the dashboard's queue). */
const financeStartsRelease = (perms: FinancePermissions, listing: boolean) => perms.creditWrite && !listing;

/**
 * The row's request button: the seller's (disabled without ORDER_CREDIT_REQUESTS write, as the
 * no-permission text says), or finance's own release request of a retained order. A role that can
 * never send a request gets none.
 */
function rowButton(
  queue: FinanceQueue,
  state: FinanceState,
  ctx: { perms: FinancePermissions; externalErp: boolean; listing: boolean },
  externalId: string | null,
): SellerButton | null {
  const missingExternalId = ctx.externalErp && !externalId?.trim();
  if (ctx.perms.requestsRead) {
    const buttons = sellerButtons(state, {
      canRead: true,
      canWrite: true,
      tenantHasExternalErp: ctx.externalErp,
      externalId,
    });
    return buttons.show ? (buttons.buttons[0] ?? null) : null;
  }
  const financeMay =
    queue === 'HELD' &&
    financeStartsRelease(ctx.perms, ctx.listing) &&
    financeActions(state, true).includes('requestRelease') &&
    !missingExternalId;
  return financeMay
    ? { kind: 'requestRelease', resend: false, disabled: false, labelKey: 'requestRelease' }
    : null;
}

function toRow(
  r: QueueDbRow,
  queue: FinanceQueue,
  ctx: { now: Date; perms: FinancePermissions; externalErp: boolean; listing: boolean },
): FinanceQueueRow {
  const o = r.order;
  const finance = r.finance?.orderId
    ? {
        releaseRequestedAt: r.finance.releaseRequestedAt,
        paymentRequestedAt: r.finance.paymentRequestedAt,
        isPaymentValidated: r.finance.isPaymentValidated ?? false,
        isApprovedForRelease: r.finance.isApprovedForRelease ?? false,
      }
    : null;
  const state = financeStateOf(o, finance, r.hasPaymentConfirmation, ctx.now);
  // The SQL and the domain rule must agree; a row that disagrees is a bug worth failing loudly on.
  if (financeQueueOf(state) !== queue) throw new Error(`order ${o.id} is not in queue ${queue}`);
  const area = pendingAreaOf(state);
  return {
    id: o.id,
    externalId: o.externalId,
    number: o.number,
    displayNumber: displayOrderNumber(o),
    customerName: r.customerName,
    sellerName: r.sellerFirstName === null ? null : fullName(r.sellerFirstName, r.sellerLastName ?? ''),
    deliveryDate: o.deliveryDate,
    totalOrder: new Decimal(o.totalWithTaxes).toFixed(2),
    currency: o.currency as FinanceQueueRow['currency'],
    rejectReasons: (r.finance?.rejectReasons ?? []).map((x) => ({
      actionType: x.actionType,
      at: x.at ?? null,
    })),
    area,
    products: o.productsLabel,
    tons: new Decimal(o.totalKg).div(1000).toFixed(3),
    opsStatus: state.opsStatus,
    paymentTerm: state.paymentTerm,
    deliveryModel: o.deliveryModel as FinanceQueueRow['deliveryModel'],
    daysSinceRequest:
      area === 'TREASURY'
        ? state.daysSincePaymentRequest
        : area === 'CREDIT'
          ? state.daysSinceReleaseRequest
          : null,
    button: rowButton(queue, state, ctx, o.externalId),
    canWrite: canWriteIn(queue, ctx.perms, ctx.listing),
  };
}

export interface QueueRequest {
  queue: FinanceQueue;
  query: Partial<Filters> & { limit: number; offset: number };
  /** The pending-release listing also needs ORDER_LISTING_PENDING_RELEASE write for its actions. */
  listing: boolean;
}

export async function financeQueue(
  db: Executor,
  actor: Actor,
  request: QueueRequest,
): Promise<FinanceQueueResponse> {
  const { queue, query: q } = request;
  const { where, kept } = await conditions(db, actor, q);
  const total = await countQueue(db, queue, where, kept);
  const rows = q.offset < total ? await selectQueueRows(db, queue, where, q.limit, q.offset) : [];
  const ctx = {
    now: actor.now,
    perms: financePermissions(actor.claims),
    externalErp: await tenantHasExternalErp(db, actor.tenant.id),
    listing: request.listing,
  };
  return { data: rows.map((r) => toRow(r, queue, ctx)), ...pageOf(total, q.limit, q.offset) };
}

/** The pending-release listing takes only its two statuses, and says which otherwise. */
export function pendingLiberationStatus(status: string): PendingLiberationStatus {
  const known = PENDING_LIBERATION_STATUSES.find((s) => s === status);
  if (!known) throw badRequest('finance.invalidStatus', { statuses: PENDING_LIBERATION_STATUSES.join(', ') });
  return known;
}
