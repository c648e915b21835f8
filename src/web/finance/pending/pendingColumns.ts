/**
 * The columns of /orders/pending-released (seeds §2) and the user's choice of them, saved in the
 * preferences like the order list's (`views['orders-pending-released'].columns`). The order number
 * (the way into the order) and the action always show.
 */
import type { Preferences } from '../../../domain/users';

export const PENDING_RELEASED_VIEW = 'orders-pending-released';

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

interface ColumnPreference {
  dataIndex: string;
  checked: boolean;
  disabled?: boolean;
}

/** Visible columns in the table's order; a column unknown to the saved choice shows (the default). */
export function visiblePendingColumns(preferences: Preferences | undefined): PendingColumn[] {
  const saved = preferences?.views?.[PENDING_RELEASED_VIEW]?.columns as ColumnPreference[] | undefined;
  if (!saved?.length) return [...PENDING_COLUMNS];
  const hidden = new Set(saved.filter((c) => !c.checked).map((c) => c.dataIndex));
  return PENDING_COLUMNS.filter((c) => isFixedPendingColumn(c) || !hidden.has(c));
}

export function pendingColumnPreferences(visible: readonly PendingColumn[]): ColumnPreference[] {
  return PENDING_COLUMNS.map((column) => ({
    dataIndex: column,
    checked: isFixedPendingColumn(column) || visible.includes(column),
    ...(isFixedPendingColumn(column) ? { disabled: true } : {}),
  }));
}
