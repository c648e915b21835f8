/**
 * The logistics queues: 'Pendientes de entrega' (shipments not delivered of orders not cancelled)
 * and the late orders, each with its count, for the caller's orders (`orderScope`: a seller sees
 * its own, a supervisor its sellers', operations the whole tenant), and the late order's new date.
 */
import { Decimal } from 'decimal.js';
import type { SQL } from 'drizzle-orm';
import { businessDay } from '../../../../domain/dates';
import { pageOf } from '../../../../domain/lists';
import {
  daysBetween,
  type LogisticsCountsQuery,
  type OverdueQuery,
  type OverdueRow,
  type PendingDeliveryQuery,
  type PendingDeliveryRow,
} from '../../../../domain/logistics';
import { displayOrderNumber } from '../../../../domain/orders/views';
import { fullName } from '../../../../domain/users';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { invalidFields } from '../../../errors';
import {
  checkDateRange,
  customerIdsMatching,
  keptCountsScope,
  listConditions,
  orderScope,
  searchByOrderFields,
} from '../../orders';
import {
  countOverdue,
  countOverdueKept,
  countPendingDeliveries,
  countPendingDeliveriesKept,
  countPendingShipmentsKept,
  FEW_PENDING,
  type OverdueDbRow,
  overdueConditions,
  type PendingDeliveryDbRow,
  type PendingDeliveryFilters,
  pendingDeliveryConditions,
  pendingDeliveryIds,
  selectOverdue,
  selectPendingDeliveries,
  shipmentsWithIds,
} from './queries';

const sellerName = (first: string | null, last: string | null) =>
  first === null ? null : fullName(first, last ?? '');

const tons = (kg: string) => new Decimal(kg).div(1000).toFixed(3);

async function pendingWhere(db: Executor, actor: Actor, f: Omit<PendingDeliveryFilters, 'orderConditions'>) {
  if (f.dateDeliveryFrom && f.dateDeliveryTo && f.dateDeliveryFrom > f.dateDeliveryTo)
    throw invalidFields(actor.t, [{ path: 'querystring.dateDeliveryTo', key: 'orders.list.dateRangeOrder' }]);
  return pendingDeliveryConditions(db, {
    ...f,
    orderConditions: await orderScope(db, actor),
    orderSearch: f.searchParam
      ? {
          byOrder: searchByOrderFields(f.searchParam),
          customerIds: await customerIdsMatching(db, f.searchParam),
        }
      : undefined,
  });
}

function toPendingRow(r: PendingDeliveryDbRow): PendingDeliveryRow {
  return {
    id: r.id,
    number: r.number,
    order: {
      id: r.orderId,
      displayNumber: displayOrderNumber({ number: r.orderNumber, externalId: r.externalId }),
      packageId: r.packageId,
      companyName: r.companyName,
      deliveryModel: r.deliveryModel,
      sellerName: sellerName(r.sellerFirstName, r.sellerLastName),
    },
    quantityTons: tons(r.quantityKg),
    products: r.products ?? '',
    plates: r.plates,
    invoiceNumber: r.invoiceNumber,
    dateDelivery: r.dateDelivery,
    isDelivered: r.isDelivered,
    version: r.version,
  };
}

/**
 * How many pending deliveries: when nothing but the caller's scope, sellers and delivery dates
 * narrows them (and unless the caller is a customer), from the kept counts per seller and delivery
 * date (a row per seller and day, whatever the number of pending shipments); with a delivery-model,
 * invoice or transport filter and no date range, from the kept counts per seller and those facts;
 * else (a search, a customer, those filters within dates) by counting the shipments `where` matches.
 */
async function countPending(
  db: Executor,
  actor: Actor,
  f: Omit<PendingDeliveryFilters, 'orderConditions'>,
  where: SQL | undefined,
): Promise<number> {
  const shipmentFiltered =
    f.deliveryModel !== undefined || f.isInvoiced !== undefined || f.hasTransportAssigned !== undefined;
  const dated = Boolean(f.dateDeliveryFrom && f.dateDeliveryTo);
  const kept =
    shipmentFiltered && dated
      ? undefined
      : keptCountsScope(
          await actor.visibility(db),
          { searchParam: f.searchParam },
          f.sellers?.length ? f.sellers : undefined,
        );
  if (kept === undefined) return countPendingDeliveries(db, where);
  if (shipmentFiltered) return countPendingShipmentsKept(db, kept, f);
  return countPendingDeliveriesKept(db, kept, { from: f.dateDeliveryFrom, to: f.dateDeliveryTo });
}

/**
 * A search's matches, when they are few (`FEW_PENDING`), from one reading of the search: their
 * total, and the ids the page is read from with its offset (the page's own ids when its order is
 * the shipment's, else all of them); undefined when there are more.
 */
async function fewMatches(db: Executor, where: SQL | undefined, q: PendingDeliveryQuery) {
  const ids = await pendingDeliveryIds(db, where, { ...q, limit: FEW_PENDING + 1 });
  if (ids.length > FEW_PENDING) return undefined;
  if (q.orderField === 'company') return { total: ids.length, ids, offset: q.offset };
  return { total: ids.length, ids: ids.slice(q.offset, q.offset + q.limit), offset: 0 };
}

/** `GET /api/order-logistic/not-delivered`. */
export async function pendingDeliveries(db: Executor, actor: Actor, q: PendingDeliveryQuery) {
  const where = await pendingWhere(db, actor, q);
  const few = q.searchParam ? await fewMatches(db, where, q) : undefined;
  if (few) {
    const rows =
      few.ids.length && q.offset < few.total
        ? await selectPendingDeliveries(db, {
            ...q,
            where: shipmentsWithIds(few.ids),
            offset: few.offset,
          })
        : [];
    return { data: rows.map(toPendingRow), ...pageOf(few.total, q.limit, q.offset) };
  }
  const total = await countPending(db, actor, q, where);
  const rows = q.offset < total ? await selectPendingDeliveries(db, { ...q, where }) : [];
  return { data: rows.map(toPendingRow), ...pageOf(total, q.limit, q.offset) };
}

/** `GET /api/orders/count-for-logistics`: the rows of 'Pendientes de entrega' for a seller and dates. */
export async function countForLogistics(db: Executor, actor: Actor, q: LogisticsCountsQuery) {
  const f = {
    sellers: q.sellerId ? [q.sellerId] : undefined,
    dateDeliveryFrom: q.deliveryDateFrom,
    dateDeliveryTo: q.deliveryDateTo,
  };
  const where = await pendingWhere(db, actor, f);
  return { count: await countPending(db, actor, f, where) };
}

async function overdueWhere(db: Executor, actor: Actor, q: Partial<OverdueQuery>) {
  checkDateRange(q, actor.t, 'querystring');
  const orderConditions = listConditions(db, await orderScope(db, actor), {
    searchParam: q.searchParam,
    sellers: q.sellerId ? [q.sellerId] : undefined,
  });
  return overdueConditions(orderConditions, businessDay(actor.now), {
    from: q.deliveryDateFrom,
    to: q.deliveryDateTo,
  });
}

/**
 * How many late orders: without a search (and unless the caller is a customer) from the kept
 * summary of open orders per seller and due date (a few rows per seller and day, whatever the
 * number of late orders), else by counting the orders the search matches.
 */
async function countLate(db: Executor, actor: Actor, q: Partial<OverdueQuery>): Promise<number> {
  const kept = keptCountsScope(
    await actor.visibility(db),
    { searchParam: q.searchParam },
    q.sellerId ? [q.sellerId] : undefined,
  );
  if (kept === undefined) return countOverdue(db, await overdueWhere(db, actor, q));
  checkDateRange(q, actor.t, 'querystring');
  return countOverdueKept(db, kept, businessDay(actor.now), {
    from: q.deliveryDateFrom,
    to: q.deliveryDateTo,
  });
}

/** `GET /api/orders/count-delay-orders`. */
export async function countDelayOrders(db: Executor, actor: Actor, q: LogisticsCountsQuery) {
  return { count: await countLate(db, actor, q) };
}

function toOverdueRow(r: OverdueDbRow, today: string): OverdueRow {
  return {
    id: r.id,
    externalId: r.externalId,
    displayNumber: displayOrderNumber(r),
    customerName: r.customerName,
    sellerName: sellerName(r.sellerFirstName, r.sellerLastName),
    opsStatus: r.opsStatus,
    quantityTons: tons(r.totalKg),
    daysOverdue: daysBetween(r.dueDate, today),
    deliveryDate: r.dueDate,
    totalOrder: new Decimal(r.totalWithTaxes).toFixed(2),
    currency: r.currency,
  };
}

/** `GET /api/orders/overdue`: most overdue first. */
export async function overdueOrders(db: Executor, actor: Actor, q: OverdueQuery) {
  const where = await overdueWhere(db, actor, q);
  const total = await countLate(db, actor, q);
  const rows =
    q.offset < total
      ? await selectOverdue(db, where, { limit: q.limit, offset: q.offset, matching: total })
      : [];
  const today = businessDay(actor.now);
  return { data: rows.map((r) => toOverdueRow(r, today)), ...pageOf(total, q.limit, q.offset) };
}
