/**
 * A list as a file, with the order export's conventions: CSV in UTF-8 with a byte-order mark (Excel
 * in es-MX reads accents right), comma separated, CRLF rows, numbers with a '.' decimal and no
 * grouping, dates dd/MM/yyyy (instants in Mexico City), formula-like text defused with an
 * apostrophe; XLSX with real numbers and dates and a bold frozen header. Each list names its
 * columns (header, width, number format, the cell of a row); this writes them.
 */
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale } from '../../domain/i18n';
import type { ExportFormat } from '../../domain/orders/listColumns';
import { translate } from '../i18n';

export type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number | null; decimals: number }
  | { kind: 'day'; value: string | null }
  | { kind: 'instant'; value: string };

export interface TableColumn<R> {
  header: string;
  width: number;
  numFmt?: string;
  cell: (row: R) => Cell;
}

export interface TableFile {
  format: ExportFormat;
  /** The XLSX sheet's name. */
  sheetName: string;
}

export const textCell = (value: string | null | undefined): Cell => ({ kind: 'text', value: value ?? '' });

// One formatter for every row: building one per cell costs more than the rest of the export.
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

/** Excel would evaluate text starting with these; an apostrophe keeps it text. */
const defuse = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function csvCell(cell: Cell): string {
  switch (cell.kind) {
    case 'text':
      return csvField(defuse(cell.value));
    case 'number':
      return cell.value === null ? '' : cell.value.toFixed(cell.decimals);
    case 'day':
      return cell.value === null
        ? ''
        : `${cell.value.slice(8, 10)}/${cell.value.slice(5, 7)}/${cell.value.slice(0, 4)}`;
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
      // A calendar day: midnight UTC is what Excel's date serial means.
      return cell.value === null ? null : new Date(`${cell.value}T00:00:00Z`);
    case 'instant': {
      const p = mexicoParts(cell.value);
      return new Date(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00Z`);
    }
  }
}

/** '<name>-2026-03-14.xlsx': the list's file name in the caller's language and the day in Mexico City. */
export function datedFileName(
  locale: Locale,
  nameKey: string,
  format: ExportFormat,
  now = new Date(),
): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
  return `${translate(locale, nameKey)}-${day}.${format}`;
}

/** Writes the file to `out` (ends it). */
export async function writeTable<R>(
  out: Writable,
  rows: readonly R[],
  columns: readonly TableColumn<R>[],
  file: TableFile,
): Promise<void> {
  if (file.format === 'csv') {
    const lines = [`\uFEFF${columns.map((c) => csvField(c.header)).join(',')}`];
    for (const row of rows) lines.push(columns.map((c) => csvCell(c.cell(row))).join(','));
    out.end(`${lines.join('\r\n')}\r\n`, 'utf8');
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(file.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
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

/** A stream a route answers with, written after the transaction is over. */
export function tableStream<R>(
  rows: readonly R[],
  columns: readonly TableColumn<R>[],
  file: TableFile,
  onError: (error: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  writeTable(out, rows, columns, file).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** The whole file in memory (a mail's attachment). */
export async function tableBuffer<R>(
  rows: readonly R[],
  columns: readonly TableColumn<R>[],
  file: TableFile,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeTable(out, rows, columns, file);
  await done;
  return Buffer.concat(chunks);
}
