/**
 * A dashboard's file: a first sheet with the filters the figures were read with, then one sheet
 * per table, bold frozen headers, numbers as numbers with their format. Small (a few hundred rows
 * at most), so built in memory.
 */
import ExcelJS from 'exceljs';
import type { ColumnKind, Table } from './tables';

const FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  count: '#,##0',
  tons: '#,##0.000',
  amount: '#,##0.00',
  rate: '0.00%',
  measure: '#,##0.00',
};

function addSheet(workbook: ExcelJS.Workbook, table: Table): void {
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c) => ({
    width: Math.max(12, Math.min(48, c.header.length + 4)),
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  sheet.addRow(table.columns.map((c) => c.header)).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
}

/** The workbook's bytes: the filters first, then every table. */
export async function dashboardWorkbook(filters: Table, tables: readonly Table[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const table of [filters, ...tables]) addSheet(workbook, table);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** 'Gestión de inventario' → 'gestion-de-inventario': a file name's words, no accents. */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
