/**
 * The order list's columns (the table, the column editor and the export share them) and the export
 * request: the list's filters and sort, the file format and the columns the user sees, in order.
 */
import { z } from 'zod';
import { orderListQuerySchema } from './views';

/** In the order the table shows them by default; `number` cannot be hidden (it opens the order). */
export const ORDER_LIST_COLUMNS = [
  'number',
  'company',
  'seller',
  'products',
  'tons',
  'status',
  'deliveryDate',
  'deliveryModel',
  'paymentTerm',
  'total',
  'createdAt',
] as const;
export type OrderListColumn = (typeof ORDER_LIST_COLUMNS)[number];
/** What a user who never chose sees (and what "reset" brings back): the table fits a laptop. */
export const DEFAULT_ORDER_LIST_COLUMNS: readonly OrderListColumn[] = ORDER_LIST_COLUMNS.filter(
  (c) => c !== 'deliveryModel' && c !== 'paymentTerm' && c !== 'createdAt',
);
export const FIXED_ORDER_LIST_COLUMNS: readonly OrderListColumn[] = ['number'];

/** The key of the list's preferences (`views.orders.columns`). */
export const ORDER_LIST_VIEW = 'orders';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** More rows than this are refused: the user narrows the filters (a bigger file would not open well). */
export const ORDER_EXPORT_MAX_ROWS = 50_000;

const columnList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z.array(z.enum(ORDER_LIST_COLUMNS, { error: 'validation.invalidOption' })).max(ORDER_LIST_COLUMNS.length),
  )
  .transform((columns) => [...new Set(columns)])
  .optional();

/**
 * `GET /api/orders/export-data` and `POST /api/orders/export`: the list's query without paging,
 * plus the format and the visible columns (all of them, in the default order, when absent).
 */
export const orderExportQuerySchema = orderListQuerySchema.omit({ limit: true, offset: true }).extend({
  format: z.enum(EXPORT_FORMATS, { error: 'validation.invalidOption' }).default('xlsx'),
  columns: columnList,
});
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** Answer of `POST /api/orders/export`: accepted, the file goes to this address. */
export const orderExportAcceptedSchema = z.object({
  message: z.string(),
  email: z.string(),
  rows: z.number().int(),
});
export type OrderExportAccepted = z.infer<typeof orderExportAcceptedSchema>;
