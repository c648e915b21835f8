/**
 * The list's state (react-admin filter values and sort) as the download's body: the same rules as
 * the list's own call (`toListQuery`: searches trimmed, empty filters left out), the sort as one
 * `order=field:DIR`, the format and the chosen columns — so the file holds what the screen shows.
 */
import type { z } from 'zod';
import type { ExportFormat } from '../../domain/orders/listColumns';
import {
  PRICE_REQUEST_COLUMNS,
  type PriceRequestColumn,
  type priceRequestDownloadSchema,
} from '../../domain/priceRequests';
import { toListQuery } from '../providers/listQuery';

/** The download's body as sent (the schema's input: filters as text, the sort as 'field:DIR'). */
export type PriceRequestDownloadBody = z.input<typeof priceRequestDownloadSchema>;

export const DEFAULT_PRICE_REQUEST_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** Every column but who asked and when: what a person usually wants in the file. */
export const DEFAULT_DOWNLOAD_COLUMNS: readonly PriceRequestColumn[] = PRICE_REQUEST_COLUMNS.filter(
  (c) => c !== 'requestedBy' && c !== 'createdAt',
);

export interface DownloadRequest {
  filters: Record<string, unknown>;
  sort: { field: string; order: string };
  format: ExportFormat;
  columns: readonly PriceRequestColumn[];
}

export function downloadBody({ filters, sort, format, columns }: DownloadRequest): PriceRequestDownloadBody {
  const {
    limit: _limit,
    offset: _offset,
    orderField,
    orderDirection,
    ...query
  } = toListQuery({ filter: filters, sort });
  return {
    ...(query as PriceRequestDownloadBody),
    ...(orderField ? { order: `${orderField}:${orderDirection}` } : {}),
    format,
    columns: PRICE_REQUEST_COLUMNS.filter((c) => columns.includes(c)),
  };
}
