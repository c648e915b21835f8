/**
 * What a dashboard's file is made of: tables, one sheet each, headers in the caller's language,
 * one row per entry of a figure, numbers as numbers (tons, amounts, counts, rates 0–1). The tables
 * of each dashboard: salesTables.ts and stockTables.ts; `dashboardTables` picks them.
 */
import type { DashboardFigures, DashboardKey } from '../../../../domain/dashboards';
import type { Locale, Translate } from '../../../../domain/i18n';

export type Cell = string | number | null;
/** How a column's numbers are shown (the cell holds the number itself). */
export type ColumnKind = 'text' | 'count' | 'tons' | 'amount' | 'rate' | 'measure';

export interface Table {
  sheet: string;
  columns: { header: string; kind: ColumnKind }[];
  rows: Cell[][];
}

export interface TableLabels {
  t: Translate;
  locale: Locale;
  currency: string;
}

export type Spec = [column: string, kind: ColumnKind];

export function tableOf(l: TableLabels, sheet: string, columns: Spec[], rows: Cell[][]): Table {
  return {
    sheet: l.t(`dashboards.export.sheets.${sheet}`),
    columns: columns.map(([column, kind]) => ({
      header: l.t(`dashboards.export.columns.${column}`, { currency: l.currency }),
      kind,
    })),
    rows,
  };
}

export const VOLUME: Spec[] = [
  ['orders', 'count'],
  ['tons', 'tons'],
  ['amount', 'amount'],
];
export const PURCHASE: Spec[] = [
  ['lots', 'count'],
  ['tons', 'tons'],
  ['costUsd', 'amount'],
  ['averageCostPerTon', 'amount'],
];
export const volume = (v: { orders: number; tons: number; amount: number }): Cell[] => [
  v.orders,
  v.tons,
  v.amount,
];
export const purchase = (p: DashboardFigures['purchaseOrders']['totals']): Cell[] => [
  p.lots,
  p.tons,
  p.costUsd,
  p.averageCostPerTon,
];

export type TablesOf<K extends DashboardKey> = (f: DashboardFigures[K], l: TableLabels) => Table[];
