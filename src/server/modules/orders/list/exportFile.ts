/**
 * The order list as a file: the visible columns in the user's order, headers in the user's language.
 *
 * CSV for Excel in es-MX: UTF-8 with a byte-order mark (without it Excel reads the bytes as
 * Windows-1252 and 'Cerámica' turns into 'CerÃ¡mica'), comma separated because Mexico's regional
 * settings use ',' as list separator and '.' as decimal point (';' is what es-ES needs), CRLF rows,
 * numbers with a '.' decimal and no grouping, dates dd/MM/yyyy. No `sep=` line: Excel ignores the
 * byte-order mark when one is present. Text that starts like a formula (= + - @) is prefixed with
 * an apostrophe so Excel never runs it.
 *
 * XLSX through exceljs' streaming writer: real numbers and dates with formats, bold frozen header.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PAYMENT_TERM_LABELS } from '../../../../domain/creditTerms';
import type { Locale } from '../../../../domain/i18n';
import { DELIVERY_MODEL_LABELS } from '../../../../domain/orders/enums';
import type { OrderListColumn } from '../../../../domain/orders/listColumns';
import { OPS_STATUS_BADGE_LABELS } from '../../../../domain/orders/status';
import type { OrderListRow } from '../../../../domain/orders/views';

const TIMEZONE = 'America/Mexico_City';

type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number; decimals: number }
  | { kind: 'day'; value: string }
  | { kind: 'instant'; value: string };

export interface ExportColumn {
  header: string;
  width: number;
  /** Excel's number format of the column (xlsx only). */
  numFmt?: string;
  cell: (row: OrderListRow) => Cell;
}

export interface ExportLabels {
  locale: Locale;
  /** The tenant's delivery brand ('{product} Delivery Partner'). */
  productName: string;
  header: (column: OrderListColumn | 'currency') => string;
}

const text = (value: string): Cell => ({ kind: 'text', value });

/** The file's columns: `total` brings its currency along, so amounts in USD and MXN stay readable. */
export function exportColumns(columns: readonly OrderListColumn[], labels: ExportLabels): ExportColumn[] {
  const { locale } = labels;
  const defs: Record<OrderListColumn, ExportColumn[]> = {
    number: [{ header: labels.header('number'), width: 14, cell: (r) => text(r.displayNumber) }],
    company: [{ header: labels.header('company'), width: 42, cell: (r) => text(r.customer.companyName) }],
    seller: [{ header: labels.header('seller'), width: 26, cell: (r) => text(r.seller?.name ?? '') }],
    products: [{ header: labels.header('products'), width: 40, cell: (r) => text(r.products) }],
    tons: [
      {
        header: labels.header('tons'),
        width: 12,
        numFmt: '#,##0.000',
        cell: (r) => ({ kind: 'number', value: Number(r.tons), decimals: 3 }),
      },
    ],
    status: [
      {
        header: labels.header('status'),
        width: 24,
        cell: (r) => text(OPS_STATUS_BADGE_LABELS[r.opsStatus][locale]),
      },
    ],
    deliveryDate: [
      {
        header: labels.header('deliveryDate'),
        width: 16,
        numFmt: 'dd/mm/yyyy',
        cell: (r) => ({ kind: 'day', value: r.deliveryDate }),
      },
    ],
    deliveryModel: [
      {
        header: labels.header('deliveryModel'),
        width: 28,
        cell: (r) =>
          text(DELIVERY_MODEL_LABELS[r.deliveryModel][locale].replace('%{product}', labels.productName)),
      },
    ],
    paymentTerm: [
      {
        header: labels.header('paymentTerm'),
        width: 18,
        cell: (r) => text(PAYMENT_TERM_LABELS[r.paymentTerm][locale]),
      },
    ],
    total: [
      {
        header: labels.header('total'),
        width: 16,
        numFmt: '#,##0.00',
        cell: (r) => ({ kind: 'number', value: Number(r.totalWithTaxes), decimals: 2 }),
      },
      { header: labels.header('currency'), width: 9, cell: (r) => text(r.currency) },
    ],
    createdAt: [
      {
        header: labels.header('createdAt'),
        width: 18,
        numFmt: 'dd/mm/yyyy hh:mm',
        cell: (r) => ({ kind: 'instant', value: r.createdAt }),
      },
    ],
  };
  return columns.flatMap((c) => defs[c]);
}

// One formatter for every row: building one per cell costs more than the rest of the export.
const MEXICO_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Wall-clock parts of an instant in Mexico City. */
function mexicoParts(iso: string) {
  const parts = Object.fromEntries(MEXICO_CLOCK.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return parts as { year: string; month: string; day: string; hour: string; minute: string };
}

function dayText(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}

function instantText(iso: string): string {
  const p = mexicoParts(iso);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** Excel would evaluate text starting with these; an apostrophe keeps it text. */
function defuse(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvCell(cell: Cell): string {
  switch (cell.kind) {
    case 'text':
      return csvField(defuse(cell.value));
    case 'number':
      return cell.value.toFixed(cell.decimals);
    case 'day':
      return dayText(cell.value);
    case 'instant':
      return instantText(cell.value);
  }
}

const BOM = '\uFEFF';

export async function writeCsv(out: Writable, columns: ExportColumn[], rows: OrderListRow[]): Promise<void> {
  const lines: string[] = [BOM + columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.cell(row))).join(','));
  out.end(`${lines.join('\r\n')}\r\n`, 'utf8');
}

function xlsxValue(cell: Cell): ExcelJS.CellValue {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'number':
      return cell.value;
    case 'day':
      // A calendar day: midnight UTC is what Excel's date serial means.
      return new Date(`${cell.value}T00:00:00Z`);
    case 'instant': {
      const p = mexicoParts(cell.value);
      return new Date(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00Z`);
    }
  }
}

export async function writeXlsx(
  out: Writable,
  columns: ExportColumn[],
  rows: OrderListRow[],
  sheetName: string,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: `c${i}`,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(columns.map((c) => xlsxValue(c.cell(row)))).commit();
  sheet.commit();
  await workbook.commit();
}
