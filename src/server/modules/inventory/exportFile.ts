/**
 * The lot list as a file, with the conventions of the order export: CSV in UTF-8 with a byte-order
 * mark (Excel in es-MX reads accents right), comma separated, CRLF rows, numbers with a '.' decimal
 * and no grouping, dates dd/MM/yyyy, formula-like text defused with an apostrophe; XLSX with real
 * numbers and dates and a bold frozen header. Headers in the caller's language; the cost column
 * only for who may read costs.
 */
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale } from '../../../domain/i18n';
import type { LotExportQuery, LotView } from '../../../domain/inventory/lots';
import { translate } from '../../i18n';

type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number; decimals: number }
  | { kind: 'day'; value: string }
  | { kind: 'instant'; value: string };

interface Column {
  header: string;
  width: number;
  numFmt?: string;
  cell: (lot: LotView) => Cell;
}

const text = (value: string | null): Cell => ({ kind: 'text', value: value ?? '' });
const kg = (value: string): Cell => ({ kind: 'number', value: Number(value), decimals: 3 });

function columnsFor(locale: Locale, withCost: boolean): Column[] {
  const h = (key: string) => translate(locale, `inventory.export.${key}`);
  const kgColumn = (key: string, pick: (l: LotView) => string): Column => ({
    header: h(key),
    width: 14,
    numFmt: '#,##0.000',
    cell: (l) => kg(pick(l)),
  });
  return [
    { header: h('lot'), width: 16, cell: (l) => text(l.lot) },
    { header: h('reference'), width: 16, cell: (l) => text(l.product.reference) },
    { header: h('product'), width: 28, cell: (l) => text(l.product.name) },
    { header: h('packaging'), width: 14, cell: (l) => text(l.packagingLabel) },
    { header: h('warehouseCode'), width: 12, cell: (l) => text(l.warehouse.code) },
    { header: h('warehouse'), width: 28, cell: (l) => text(l.warehouse.name) },
    { header: h('region'), width: 16, cell: (l) => text(l.warehouse.region?.name ?? null) },
    {
      header: h('receptionDate'),
      width: 14,
      numFmt: 'dd/mm/yyyy',
      cell: (l) => ({ kind: 'day', value: l.receptionDate }),
    },
    { header: h('batchId'), width: 18, cell: (l) => text(l.batchId) },
    { header: h('supplier'), width: 24, cell: (l) => text(l.supplier) },
    ...(withCost
      ? [
          {
            header: h('cost'),
            width: 14,
            numFmt: '#,##0.00',
            cell: (l: LotView): Cell => ({
              kind: 'number',
              value: Number(l.costUsdPerTon ?? 0),
              decimals: 2,
            }),
          },
        ]
      : []),
    kgColumn('receivedKg', (l) => l.receivedKg),
    kgColumn('adjustedKg', (l) => l.adjustedKg),
    kgColumn('allocatedKg', (l) => l.allocatedKg),
    kgColumn('shippedKg', (l) => l.shippedKg),
    kgColumn('availableKg', (l) => l.availableKg),
    {
      header: h('createdAt'),
      width: 18,
      numFmt: 'dd/mm/yyyy hh:mm',
      cell: (l) => ({ kind: 'instant', value: l.createdAt }),
    },
  ];
}

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
      return cell.value.toFixed(cell.decimals);
    case 'day': {
      const [y, m, d] = cell.value.split('-');
      return `${d}/${m}/${y}`;
    }
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
      return new Date(`${cell.value}T00:00:00Z`);
    case 'instant': {
      const p = mexicoParts(cell.value);
      return new Date(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00Z`);
    }
  }
}

/** 'inventario-2025-03-14.xlsx' / 'inventory-2025-03-14.csv' (the day in Mexico City). */
export function lotExportFileName(
  locale: Locale,
  format: LotExportQuery['format'],
  now = new Date(),
): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
  return `${translate(locale, 'inventory.export.fileName')}-${day}.${format}`;
}

/** Writes the file to `out` (ends it). */
export async function writeLotExport(
  out: Writable,
  lots: readonly LotView[],
  format: LotExportQuery['format'],
  locale: Locale,
  withCost: boolean,
): Promise<void> {
  const columns = columnsFor(locale, withCost);
  if (format === 'csv') {
    const lines = [`\uFEFF${columns.map((c) => csvField(c.header)).join(',')}`];
    for (const lot of lots) lines.push(columns.map((c) => csvCell(c.cell(lot))).join(','));
    out.end(`${lines.join('\r\n')}\r\n`, 'utf8');
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(translate(locale, 'inventory.export.sheetName'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c, i) => ({
    key: `c${i}`,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for (const lot of lots) sheet.addRow(columns.map((c) => xlsxValue(c.cell(lot)))).commit();
  sheet.commit();
  await workbook.commit();
}

/** A stream the route answers with, written after the transaction is over. */
export function lotExportStream(
  lots: readonly LotView[],
  format: LotExportQuery['format'],
  locale: Locale,
  withCost: boolean,
  onError: (error: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  writeLotExport(out, lots, format, locale, withCost).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** The whole file in memory (the mail attachment). */
export async function lotExportBuffer(
  lots: readonly LotView[],
  format: LotExportQuery['format'],
  locale: Locale,
  withCost: boolean,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeLotExport(out, lots, format, locale, withCost);
  await done;
  return Buffer.concat(chunks);
}
