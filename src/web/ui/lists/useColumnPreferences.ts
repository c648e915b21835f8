/**
 * A table's visible columns from the signed-in user's preferences, and saving a new choice
 * (`views[view].columns`) with the original client's toasts through the view preferences' one save path.
 */
import { type ColumnSet, columnPreferences, visibleColumns } from './columnPreferences';
import { useSaveViewPreferences } from './useSaveViewPreferences';

export interface ColumnChoice<C extends string> {
  visible: C[];
  saving: boolean;
  /** Resolves true once saved (the toast says it either way). */
  save: (next: C[]) => Promise<boolean>;
}

const COLUMN_TOASTS = {
  saved: 'app.orderList.columnEditor.saved',
  error: 'app.orderList.columnEditor.saveError',
};

export function useColumnPreferences<C extends string>(set: ColumnSet<C>): ColumnChoice<C> {
  const { preferences, saving, save } = useSaveViewPreferences(set.view, COLUMN_TOASTS);
  return {
    visible: visibleColumns(set, preferences),
    saving,
    save: (next) => save({ columns: columnPreferences(set, next) }),
  };
}
