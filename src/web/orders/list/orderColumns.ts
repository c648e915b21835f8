/** The order list's columns as the user's preferences keep them (`views.orders.columns`). */
import {
  DEFAULT_ORDER_LIST_COLUMNS,
  FIXED_ORDER_LIST_COLUMNS,
  ORDER_LIST_COLUMNS,
  ORDER_LIST_VIEW,
  type OrderListColumn,
} from '../../../domain/orders/listColumns';
import type { ColumnSet } from '../../ui/lists/columnPreferences';

export const ORDER_COLUMN_SET: ColumnSet<OrderListColumn> = {
  view: ORDER_LIST_VIEW,
  all: ORDER_LIST_COLUMNS,
  defaults: DEFAULT_ORDER_LIST_COLUMNS,
  fixed: FIXED_ORDER_LIST_COLUMNS,
};

export const isFixedColumn = (column: OrderListColumn) => FIXED_ORDER_LIST_COLUMNS.includes(column);
