/**
 * The price-request list as a file, with the order export's conventions: CSV in UTF-8 with a
 * byte-order mark, comma separated, CRLF rows, numbers with a '.' decimal and no grouping, dates
 * dd/MM/yyyy (instants in Mexico City), formula-like text defused with an apostrophe; XLSX with real
 * numbers and dates and a bold frozen header. Only the chosen columns, in the order chosen, headed
 * in the caller's language.
 */
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PAYMENT_TERM_LABELS } from '../../../domain/creditTerms';
import type { Locale } from '../../../domain/i18n';
import { DELIVERY_MODEL_LABELS } from '../../../domain/orders/enums';
import {
  PRICE_REQUEST_STATUS_LABELS,
  type PriceRequestColumn,
  type PriceRequestRow,
  REQUESTED_BY_TYPE_LABELS,
} from '../../../domain/priceRequests';
import { PACKAGING_LABELS } from '../../../domain/products';
import { translate } from '../../i18n';

type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number | null; decimals: number }
  | { kind: 'day'; value: string | null }
  | { kind: 'instant'; value: string };

interface Column {
  width: number;
  numFmt?: string;
  cell: (r: PriceRequestRow) => Cell;
}

const text = (value: string | null | undefined): Cell => ({ kind: 'text', value: value ?? '' });
const amount = (value: string | null, decimals = 2): Cell => ({
  kind: 'number',
  value: value === null ? null : Number(value),
  decimals,
});
const MONEY = '#,##0.00';

function columns(locale: Locale, productName: string): Record<PriceRequestColumn, Column> {
  return {
    number: { width: 12, cell: (r) => text(r.displayNumber) },
    status: { width: 14, cell: (r) => text(PRICE_REQUEST_STATUS_LABELS[r.status][locale]) },
    customer: { width: 36, cell: (r) => text(r.customer.companyName) },
    product: { width: 32, cell: (r) => text(`${r.product.reference} ${r.product.name}`) },
    packagingType: { width: 14, cell: (r) => text(PACKAGING_LABELS[r.packagingType][locale]) },
    volumeTons: { width: 12, numFmt: '#,##0.000', cell: (r) => amount(r.volumeTons, 3) },
    targetPrice: { width: 14, numFmt: MONEY, cell: (r) => amount(r.targetPriceUsdPerTon) },
    msp: { width: 14, numFmt: MONEY, cell: (r) => amount(r.msp) },
    approvedPrice: { width: 14, numFmt: MONEY, cell: (r) => amount(r.approvedPriceUsdPerTon) },
    validUntil: { width: 14, numFmt: 'dd/mm/yyyy', cell: (r) => ({ kind: 'day', value: r.validUntil }) },
    requestedByType: {
      width: 18,
      cell: (r) => text(REQUESTED_BY_TYPE_LABELS[r.requestedByType][locale]),
    },
    requestedBy: { width: 24, cell: (r) => text(r.requestedBy.name) },
    seller: { width: 24, cell: (r) => text(r.seller?.name) },
    deliveryMethod: {
      width: 26,
      cell: (r) => text(DELIVERY_MODEL_LABELS[r.deliveryMethod][locale].replace('%{product}', productName)),
    },
    paymentTerm: { width: 16, cell: (r) => text(PAYMENT_TERM_LABELS[r.paymentTerm][locale]) },
    deliveryWindow: {
      width: 24,
      cell: (r) => text(`${ddmmyyyy(r.deliveryWindowFrom)} – ${ddmmyyyy(r.deliveryWindowTo)}`),
    },
    createdAt: {
      width: 18,
      numFmt: 'dd/mm/yyyy hh:mm',
      cell: (r) => ({ kind: 'instant', value: r.createdAt }),
    },
  };
}

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const MEXICO_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function mexicoParts(iso: string) {
  const parts = Object.fromEntries(MEXICO_CLOCK.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return parts as { year: string; month: string; day: string; hour: string; minute: string };
}

const defuse = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function csvCell(cell: Cell): string {
  switch (cell.kind) {
    case 'text':
      return csvField(defuse(cell.value));
    case 'number':
      return cell.value === null ? '' : cell.value.toFixed(cell.decimals);
    case 'day':
      return cell.value === null ? '' : ddmmyyyy(cell.value);
    case 'instant': {
      const p = mexicoParts(cell.value);
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
    }
  }
}

function xlsxValue(cell: Cell): ExcelJS.CellValue {
  switch (cell.kind) {
    case 'text':
    case 'number':
      return cell.value;
    case 'day':
      return cell.value === null ? null : new Date(`${cell.value}T00:00:00Z`);
    case 'instant': {
      const p = mexicoParts(cell.value);
      return new Date(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00Z`);
    }
  }
}

/** The header of a column in the caller's language. */
export const columnHeader = (locale: Locale, column: PriceRequestColumn) =>
  translate(locale, `priceRequests.export.columns.${column}`);

/** 'solicitudes-de-precio-2026-03-14.xlsx' (the day in Mexico City). */
export function exportFileName(locale: Locale, format: 'xlsx' | 'csv', now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
  return `${translate(locale, 'priceRequests.export.fileName')}-${day}.${format}`;
}

export interface ExportSpec {
  format: 'xlsx' | 'csv';
  columns: readonly PriceRequestColumn[];
  locale: Locale;
  productName: string;
}

async function writeExport(out: Writable, rows: readonly PriceRequestRow[], spec: ExportSpec): Promise<void> {
  const all = columns(spec.locale, spec.productName);
  const chosen = spec.columns.map((key) => ({ key, ...all[key] }));
  const headers = chosen.map((c) => columnHeader(spec.locale, c.key));
  if (spec.format === 'csv') {
    const lines = [`\uFEFF${headers.map(csvField).join(',')}`];
    for (const row of rows) lines.push(chosen.map((c) => csvCell(c.cell(row))).join(','));
    out.end(`${lines.join('\r\n')}\r\n`, 'utf8');
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(translate(spec.locale, 'priceRequests.export.sheetName'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = chosen.map((c, i) => ({
    key: `c${i}`,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(chosen.map((c) => xlsxValue(c.cell(row)))).commit();
  sheet.commit();
  await workbook.commit();
}

/** The whole file in memory (the mail's attachment). */
export async function exportBuffer(rows: readonly PriceRequestRow[], spec: ExportSpec): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeExport(out, rows, spec);
  await done;
  return Buffer.concat(chunks);
}
