/**
 * Reading price requests: the statuses in the caller's language, the list (scope, search, filters,
 * sort, paging) and one request with its figures, history and what the caller may do with it.
 */
import { ACCESS, allows } from '../../../domain/access';
import { businessDay } from '../../../domain/dates';
import { pageOf } from '../../../domain/lists';
import {
  allowedPriceRequestActions,
  PRICE_REQUEST_STATUS_LABELS,
  PRICE_REQUEST_STATUSES,
  type PriceRequestDetail,
  type PriceRequestList,
  type PriceRequestListQuery,
} from '../../../domain/priceRequests';
import { fullName } from '../../../domain/users';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { fullAddress } from '../customers';
import { countRequests, listConditions, selectRequests } from './listQueries';
import { historyOf, requestDetailExtras, requestViews } from './queries';
import { requestActor, requestNotFound, requestScope, visibleRequest } from './scope';
import { asIso, toHistoryEntry, toRequestRow } from './view';

export function listStatuses(actor: Actor) {
  return {
    data: PRICE_REQUEST_STATUSES.map((id) => ({ id, name: PRICE_REQUEST_STATUS_LABELS[id][actor.locale] })),
  };
}

export async function listRequests(
  db: Executor,
  actor: Actor,
  query: PriceRequestListQuery,
): Promise<PriceRequestList> {
  const { limit, offset, order, ...filters } = query;
  const where = listConditions(db, await requestScope(db, actor), filters);
  const total = await countRequests(db, where);
  const rows = offset < total ? await selectRequests(db, where, order, { limit, offset }) : [];
  return { data: rows.map(toRequestRow), ...pageOf(total, limit, offset) };
}

/** The rows of these ids in the caller's reach, in the ids' order. */
export async function requestRows(db: Executor, ids: readonly string[]) {
  const views = new Map((await requestViews(db, ids)).map((v) => [v.request.id, v]));
  return ids.flatMap((id) => {
    const v = views.get(id);
    return v ? [toRequestRow(v)] : [];
  });
}

export async function getRequest(db: Executor, actor: Actor, id: string): Promise<PriceRequestDetail> {
  await visibleRequest(db, actor, id);
  const [view] = await requestViews(db, [id]);
  const extras = await requestDetailExtras(db, id);
  if (!view || !extras) throw requestNotFound();
  const r = view.request;
  const today = businessDay(actor.now);
  const history = await historyOf(db, id);
  const a = extras.address;
  const z = extras.zipCode;
  return {
    ...toRequestRow(view),
    customer: {
      id: r.customerId,
      companyName: view.customerName,
      region:
        extras.regionId && extras.regionName !== null
          ? { id: extras.regionId, name: extras.regionName }
          : null,
    },
    address:
      a?.id && z?.zipCode
        ? { id: a.id, fullAddress: fullAddress({ ...a, zipCode: { ...z, city: z.city ?? null } }) }
        : null,
    comments: r.comments,
    figures: {
      totalCost: r.totalCost,
      msp: r.msp,
      commissionPercent: r.commissionPercent,
      salesMarginPercent: r.salesMarginPercent,
    },
    rejectionReason: r.rejectionReason,
    approvedBy:
      r.approvedById && extras.approverFirst !== null
        ? { id: r.approvedById, name: fullName(extras.approverFirst, extras.approverLast ?? '') }
        : null,
    approvedAt: r.approvedAt ? asIso(r.approvedAt) : null,
    history: history.map(toHistoryEntry),
    allowedActions: allowedPriceRequestActions(r.status, requestActor(actor)),
    canCreateOrder:
      r.status === 'APPROVED' &&
      r.validUntil !== null &&
      r.validUntil >= today &&
      r.orderId === null &&
      allows(actor.claims, ACCESS.orders.create),
  };
}
