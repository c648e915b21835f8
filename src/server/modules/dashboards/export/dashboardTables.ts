/** Which tables a dashboard's file holds: each dashboard's own, from its figures. */
import type { DashboardFigures, DashboardKey } from '../../../../domain/dashboards';
import { SALES_TABLES } from './salesTables';
import { STOCK_TABLES } from './stockTables';
import type { Table, TableLabels, TablesOf } from './tables';

const TABLES = { ...SALES_TABLES, ...STOCK_TABLES } as { [K in DashboardKey]: TablesOf<K> };

export function dashboardTables<K extends DashboardKey>(
  key: K,
  figures: DashboardFigures[K],
  labels: TableLabels,
): Table[] {
  return (TABLES[key] as TablesOf<K>)(figures, labels);
}
