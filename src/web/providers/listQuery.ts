/**
 * react-admin list parameters → the API's list conventions (limit, offset, searchParam, orderField,
 * orderDirection, filters), with the original client's rules: searches trimmed and sent only when non-empty,
 * arrays only when non-empty, date ranges only when both ends exist (a same-day range ends at
 * 23:59:59.999), page within 1..totalPages, page size <= 0 becomes 10.
 */
import { DEFAULT_PAGE_SIZE } from '../config';

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Record<string, unknown>;
}

export type QueryValue = string | number | boolean | string[];

export interface DateRange {
  from?: string | Date | null;
  to?: string | Date | null;
}

function isDateRange(value: unknown): value is DateRange {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && ('from' in value || 'to' in value)
  );
}

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value.length === 10 ? `${value}T00:00:00` : value);
}

/** Both ends or nothing; a range within one day ends at 23:59:59.999 of that day. */
export function dateRangeQuery(range: DateRange): { from: string; to: string } | null {
  if (!range.from || !range.to) return null;
  const from = toDate(range.from);
  const to = toDate(range.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  const sameDay = from.toDateString() === to.toDateString();
  if (
    sameDay ||
    (to.getHours() === 0 && to.getMinutes() === 0 && to.getSeconds() === 0 && to.getMilliseconds() === 0)
  ) {
    to.setHours(23, 59, 59, 999);
  }
  return { from: from.toISOString(), to: to.toISOString() };
}

export function pageSize(perPage: number | undefined): number {
  return !perPage || perPage <= 0 ? DEFAULT_PAGE_SIZE : perPage;
}

export function clampPage(page: number | undefined, totalPages: number): number {
  const p = !page || page < 1 ? 1 : Math.floor(page);
  return Math.min(p, Math.max(1, totalPages));
}

export function toListQuery(params: ListParams): Record<string, QueryValue> {
  const limit = pageSize(params.pagination?.perPage);
  const page = Math.max(1, params.pagination?.page ?? 1);
  const query: Record<string, QueryValue> = { limit, offset: (page - 1) * limit };
  if (params.sort?.field && params.sort.field !== 'id') {
    query.orderField = params.sort.field;
    query.orderDirection = params.sort.order === 'DESC' ? 'DESC' : 'ASC';
  }
  for (const [key, raw] of Object.entries(params.filter ?? {})) {
    if (raw === undefined || raw === null) continue;
    if (key === 'q' || key === 'searchParam') {
      const text = String(raw).trim();
      if (text) query.searchParam = text;
    } else if (Array.isArray(raw)) {
      if (raw.length) query[key] = raw.map(String);
    } else if (isDateRange(raw)) {
      const range = dateRangeQuery(raw);
      if (range) {
        query[`${key}[from]`] = range.from;
        query[`${key}[to]`] = range.to;
      }
    } else if (typeof raw === 'string') {
      if (raw.trim()) query[key] = raw.trim();
    } else if (typeof raw === 'number' || typeof raw === 'boolean') {
      query[key] = raw;
    }
  }
  return query;
}
