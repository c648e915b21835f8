/**
 * The export of the order list: every row the list would show for these filters and tab (not only
 * one page), at most ORDER_EXPORT_MAX_ROWS, read in batches inside the request's transaction and
 * then written as CSV or XLSX outside it, so a slow download never holds the database.
 */
import type { Writable } from 'node:stream';
import type { Locale } from '../../../../domain/i18n';
import {
  ORDER_EXPORT_MAX_ROWS,
  ORDER_LIST_COLUMNS,
  type OrderExportQuery,
} from '../../../../domain/orders/listColumns';
import { listTabOf } from '../../../../domain/orders/status';
import type { OrderListRow } from '../../../../domain/orders/views';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../errors';
import { datedFileName, tableBuffer, writeTable } from '../../../exports/tableFile';
import { translate } from '../../../i18n';
import { orderScope } from '../access';
import { exportColumns } from './exportFile';
import {
  countByTab,
  inTab,
  listConditions,
  mailRecipient,
  selectOrderRows,
  tenantProductName,
} from './queries';
import { checkDateRange, toListRow } from './service';

const BATCH = 5_000;

export interface ExportData {
  rows: OrderListRow[];
  productName: string;
}

/** The caller's matching orders and how many there are; 400 EXPORT_TOO_LARGE past the limit. */
async function matchingOrders(db: Executor, actor: Actor, q: OrderExportQuery) {
  const conditions = listConditions(db, await orderScope(db, actor), q);
  const total = (await countByTab(db, conditions))[listTabOf(q)];
  if (total > ORDER_EXPORT_MAX_ROWS) {
    throw new AppError(400, 'EXPORT_TOO_LARGE', 'orders.list.exportTooLarge', {
      count: total.toLocaleString('en-US'),
      max: ORDER_EXPORT_MAX_ROWS.toLocaleString('en-US'),
    });
  }
  return { conditions, total };
}

/** How many orders the export takes, after the same checks as `exportData` (the mailed export). */
export async function exportCount(
  db: Executor,
  actor: Actor,
  q: OrderExportQuery,
  where: 'querystring' | 'body',
): Promise<number> {
  checkDateRange(q, actor.t, where);
  return (await matchingOrders(db, actor, q)).total;
}

/** The rows to export, or 400 EXPORT_TOO_LARGE naming the count and the limit. */
export async function exportData(
  db: Executor,
  actor: Actor,
  q: OrderExportQuery,
  where: 'querystring' | 'body',
): Promise<ExportData> {
  checkDateRange(q, actor.t, where);
  const { conditions, total } = await matchingOrders(db, actor, q);
  const rows: OrderListRow[] = [];
  for (let offset = 0; offset < total; offset += BATCH) {
    const batch = await selectOrderRows(db, {
      where: inTab(conditions, listTabOf(q)),
      orderField: q.orderField,
      orderDirection: q.orderDirection,
      limit: BATCH,
      offset,
    });
    rows.push(...batch.map(toListRow));
    if (batch.length < BATCH) break;
  }
  return { rows, productName: await tenantProductName(db, actor.tenant.id) };
}

/** The caller, to whom a mailed export goes. */
export async function exportRecipient(db: Executor, actor: Actor) {
  const user = await mailRecipient(db, actor.claims.sub);
  if (!user) throw notFound();
  return user;
}

/** 'ordenes-2025-03-14.xlsx' / 'orders-2025-03-14.csv' (the day in Mexico City). */
export function exportFileName(locale: Locale, format: OrderExportQuery['format'], now = new Date()): string {
  return datedFileName(locale, 'orders.list.export.fileName', format, now);
}

/** The file's columns and sheet for this query. */
function fileOf(data: ExportData, q: OrderExportQuery, locale: Locale) {
  const columns = exportColumns(q.columns?.length ? q.columns : ORDER_LIST_COLUMNS, {
    locale,
    productName: data.productName,
    header: (column) => translate(locale, `orders.list.columns.${column}`),
  });
  return {
    columns,
    file: { format: q.format, sheetName: translate(locale, 'orders.list.export.sheetName') },
  };
}

/** Writes the file to `out` (ends it). */
export function writeExport(
  out: Writable,
  data: ExportData,
  q: OrderExportQuery,
  locale: Locale,
): Promise<void> {
  const { columns, file } = fileOf(data, q, locale);
  return writeTable(out, data.rows, columns, file);
}

/** The whole file in memory (for the mail attachment). */
export function exportBuffer(data: ExportData, q: OrderExportQuery, locale: Locale): Promise<Buffer> {
  const { columns, file } = fileOf(data, q, locale);
  return tableBuffer(data.rows, columns, file);
}
