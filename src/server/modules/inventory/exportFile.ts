/**
 * The lot list as a file (src/server/exports/tableFile.ts writes it): headers in the caller's
 * language; the cost column only for who may read costs.
 */
import type { PassThrough } from 'node:stream';
import type { Locale } from '../../../domain/i18n';
import type { LotExportQuery, LotView } from '../../../domain/inventory/lots';
import {
  type Cell,
  datedFileName,
  type TableColumn,
  tableBuffer,
  tableStream,
  textCell,
} from '../../exports/tableFile';
import { translate } from '../../i18n';

type Column = TableColumn<LotView>;

const text = textCell;
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

/** 'inventario-2025-03-14.xlsx' / 'inventory-2025-03-14.csv' (the day in Mexico City). */
export function lotExportFileName(
  locale: Locale,
  format: LotExportQuery['format'],
  now = new Date(),
): string {
  return datedFileName(locale, 'inventory.export.fileName', format, now);
}

const fileOf = (format: LotExportQuery['format'], locale: Locale) => ({
  format,
  sheetName: translate(locale, 'inventory.export.sheetName'),
});

/** A stream the route answers with, written after the transaction is over. */
export function lotExportStream(
  lots: readonly LotView[],
  format: LotExportQuery['format'],
  locale: Locale,
  withCost: boolean,
  onError: (error: unknown) => void,
): PassThrough {
  return tableStream(lots, columnsFor(locale, withCost), fileOf(format, locale), onError);
}

/** The whole file in memory (the mail attachment). */
export function lotExportBuffer(
  lots: readonly LotView[],
  format: LotExportQuery['format'],
  locale: Locale,
  withCost: boolean,
): Promise<Buffer> {
  return tableBuffer(lots, columnsFor(locale, withCost), fileOf(format, locale));
}
