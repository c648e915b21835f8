/**
 * The order list: what the caller may see (`orderScope`), narrowed by search and filters, one status
 * tab at a time, with every tab's count in the same answer. Two queries per request: the counts
 * (badges and this tab's total; kept per seller and status unless a search or filter narrows the
 * list) and the page.
 */
import Decimal from 'decimal.js';
import type { Translate } from '../../../../domain/i18n';
import { pageOf } from '../../../../domain/lists';
import { listTabOf } from '../../../../domain/orders/status';
import type { OrderListResponse, OrderListRow } from '../../../../domain/orders/views';
import { displayOrderNumber, type OrderListQuery } from '../../../../domain/orders/views';
import { fullName } from '../../../../domain/users';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { invalidFields } from '../../../errors';
import type { Visibility } from '../../users';
import { orderScope } from '../access';
import {
  countByTab,
  countByTabKept,
  countByTabSearched,
  inTab,
  listConditions,
  type OrderListDbRow,
  type OrderListFilters,
  selectOrderRows,
} from './queries';

/** A range that ends before it starts is a mistake worth saying, not an empty list. */
export function checkDateRange(f: OrderListFilters, t: Translate, where: 'querystring' | 'body'): void {
  if (f.deliveryDateFrom && f.deliveryDateTo && f.deliveryDateFrom > f.deliveryDateTo) {
    throw invalidFields(t, [{ path: `${where}.deliveryDateTo`, key: 'orders.list.dateRangeOrder' }]);
  }
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toListRow(row: OrderListDbRow): OrderListRow {
  return {
    id: row.id,
    number: row.number,
    displayNumber: displayOrderNumber(row),
    externalId: row.externalId,
    purchaseOrderId: row.purchaseOrderId,
    type: row.type as OrderListRow['type'],
    opsStatus: row.opsStatus as OrderListRow['opsStatus'],
    customer: { id: row.customerId, companyName: row.companyName, rfc: row.rfc },
    seller: row.sellerId
      ? { id: row.sellerId, name: fullName(row.sellerFirstName ?? '', row.sellerLastName ?? '') }
      : null,
    products: row.products,
    tons: new Decimal(row.totalKg).div(1000).toFixed(3),
    currency: row.currency as OrderListRow['currency'],
    totalWithTaxes: row.totalWithTaxes,
    totalWithTaxesUsd: row.totalWithTaxesUsd,
    paymentTerm: row.paymentTerm as OrderListRow['paymentTerm'],
    deliveryModel: row.deliveryModel as OrderListRow['deliveryModel'],
    deliveryDate: row.deliveryDate,
    createdAt: asDate(row.createdAt).toISOString(),
  };
}

/**
 * Which kept counts (`order_status_cells`) answer the tab badges: the whole tenant (null) or a set
 * of sellers, when nothing but the caller's scope narrows the list; undefined when the orders must
 * be counted: a search or filter (its count reads only what it matches), or a customer's scope.
 */
export function keptCountsScope(
  visibility: Visibility,
  f: OrderListFilters,
  sellerFilter?: readonly string[],
): readonly string[] | null | undefined {
  const filtered =
    f.searchParam ||
    f.sellers?.length ||
    f.customers?.length ||
    f.paymentTerm?.length ||
    f.deliveryModel?.length ||
    (f.deliveryDateFrom && f.deliveryDateTo);
  if (filtered) return undefined;
  if (visibility.kind === 'tenant') return sellerFilter ? [...sellerFilter] : null;
  if (visibility.kind === 'sellers')
    return sellerFilter
      ? visibility.sellerIds.filter((id) => sellerFilter.includes(id))
      : visibility.sellerIds;
  return undefined;
}

export async function listOrders(db: Executor, actor: Actor, q: OrderListQuery): Promise<OrderListResponse> {
  checkDateRange(q, actor.t, 'querystring');
  const scope = await orderScope(db, actor);
  const where = listConditions(db, scope, q);
  const kept = keptCountsScope(await actor.visibility(db), q);
  const counts =
    kept !== undefined
      ? await countByTabKept(db, kept)
      : q.searchParam
        ? await countByTabSearched(db, scope, { ...q, searchParam: q.searchParam })
        : await countByTab(db, where);
  const tab = listTabOf(q);
  const total = counts[tab];
  // Past the last row there is nothing to fetch: spare the page query.
  const rows =
    q.offset < total
      ? await selectOrderRows(db, {
          where: inTab(where, tab),
          orderField: q.orderField,
          orderDirection: q.orderDirection,
          limit: q.limit,
          offset: q.offset,
          matching: total,
        })
      : [];
  return { data: rows.map(toListRow), ...pageOf(total, q.limit, q.offset), counts };
}
