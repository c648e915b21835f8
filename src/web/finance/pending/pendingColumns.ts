/**
 * The columns of /orders/pending-released and the user's choice of them, saved in the
 * preferences like the order list's (`views['orders-pending-released'].columns`). The order number
 * (the way into the order) and the action always show; every column shows by default.
 */
import type { ColumnSet } from '../../ui/lists/columnPreferences';

export const PENDING_COLUMNS = [
  'number',
  'company',
  'seller',
  'products',
  'tons',
  'deliveryDate',
  'status',
  'total',
  'action',
] as const;
export type PendingColumn = (typeof PENDING_COLUMNS)[number];

const FIXED: readonly PendingColumn[] = ['number', 'action'];
export const isFixedPendingColumn = (column: PendingColumn) => FIXED.includes(column);

export const PENDING_COLUMN_SET: ColumnSet<PendingColumn> = {
  view: 'orders-pending-released',
  all: PENDING_COLUMNS,
  defaults: PENDING_COLUMNS,
  fixed: FIXED,
};
