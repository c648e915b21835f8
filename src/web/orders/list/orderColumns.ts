/**
 * Which columns of the order list the user sees, kept in their preferences as the seeds store them
 * (`views.orders.columns`: dataIndex, checked, disabled). Columns unknown to this version are
 * ignored and new ones follow the default, so an old preference never hides a column nobody chose
 * to hide.
 */
import {
  DEFAULT_ORDER_LIST_COLUMNS,
  FIXED_ORDER_LIST_COLUMNS,
  ORDER_LIST_COLUMNS,
  type OrderListColumn,
} from '../../../domain/orders/listColumns';
import type { Preferences } from '../../../domain/users';

export interface ColumnPreference {
  dataIndex: string;
  checked: boolean;
  disabled?: boolean;
}

export const isFixedColumn = (column: OrderListColumn) => FIXED_ORDER_LIST_COLUMNS.includes(column);

/** The visible columns, in the table's order. */
export function visibleColumnsOf(saved: readonly ColumnPreference[] | undefined): OrderListColumn[] {
  if (!saved?.length) return [...DEFAULT_ORDER_LIST_COLUMNS];
  const hidden = new Set(saved.filter((c) => !c.checked).map((c) => c.dataIndex));
  const known = new Set(saved.map((c) => c.dataIndex));
  // A column added after the user saved shows as it would by default.
  return ORDER_LIST_COLUMNS.filter(
    (c) => isFixedColumn(c) || (known.has(c) ? !hidden.has(c) : DEFAULT_ORDER_LIST_COLUMNS.includes(c)),
  );
}

export function columnPreferencesOf(visible: readonly OrderListColumn[]): ColumnPreference[] {
  return ORDER_LIST_COLUMNS.map((column) => ({
    dataIndex: column,
    checked: isFixedColumn(column) || visible.includes(column),
    ...(isFixedColumn(column) ? { disabled: true } : {}),
  }));
}

export function savedColumnsOf(preferences: Preferences | undefined, view: string) {
  return preferences?.views?.[view]?.columns;
}
