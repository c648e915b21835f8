/**
 * The order list's state (react-admin filter values and sort) as the API's query: the same rules
 * as every list (`toListQuery`), so the export asks for exactly what the screen shows.
 */
import type { OrderListColumn } from '../../../domain/orders/listColumns';
import type { PipelineFilter } from '../../../domain/orders/status';
import { PIPELINE_FILTERS, SEARCH_PIPELINE_FILTER } from '../../../domain/orders/status';
import { type QueryValue, toListQuery } from '../../providers/listQuery';

/** What the filters keep in the list state. Id lists are comma separated (as the API reads them). */
export interface OrderFilterValues {
  statusTab?: PipelineFilter;
  q?: string;
  sellers?: string;
  customers?: string;
  paymentTerm?: string;
  deliveryModel?: string;
  deliveryDateFrom?: string;
  deliveryDateTo?: string;
}

export const DEFAULT_ORDER_FILTERS: OrderFilterValues = { statusTab: 'DEFAULT' };
export const DEFAULT_ORDER_SORT = { field: 'createdAt', order: 'DESC' } as const;

export function statusTabOf(filters: Record<string, unknown>): PipelineFilter {
  const tab = filters.statusTab;
  return typeof tab === 'string' && (PIPELINE_FILTERS as readonly string[]).includes(tab)
    ? (tab as PipelineFilter)
    : 'DEFAULT';
}

/**
 * The filters after a search: a new search looks in every state (the tab moves to All, so a
 * delivered or cancelled order is found too); changing or clearing it keeps the tab the user is on.
 */
export function searchFilters(filters: Record<string, unknown>, q: string): Record<string, unknown> {
  const starting = Boolean(q) && !filters.q;
  return {
    ...filters,
    q: q || undefined,
    statusTab: starting ? SEARCH_PIPELINE_FILTER : statusTabOf(filters),
  };
}

/**
 * A delivery range counts only with both ends: one end alone is not sent (docs/decisions.md,
 * "Orders: list and export").
 */
export function effectiveFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const { deliveryDateFrom, deliveryDateTo, ...rest } = filters;
  return deliveryDateFrom && deliveryDateTo ? { ...rest, deliveryDateFrom, deliveryDateTo } : rest;
}

export interface ExportRequest {
  filters: Record<string, unknown>;
  sort: { field: string; order: string };
  columns: readonly OrderListColumn[];
  format: 'xlsx' | 'csv';
}

/** The export's query: the list's filters and sort without paging, plus format and columns. */
export function exportQuery({ filters, sort, columns, format }: ExportRequest): Record<string, QueryValue> {
  const {
    limit: _limit,
    offset: _offset,
    ...query
  } = toListQuery({
    sort,
    filter: effectiveFilters({ ...filters, statusTab: statusTabOf(filters) }),
  });
  return { ...query, format, columns: columns.join(',') };
}
