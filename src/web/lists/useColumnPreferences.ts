/**
 * A table's visible columns from the signed-in user's preferences, and saving a new choice
 * (PATCH /api/users/preferences) with the seeds' toasts. The view's other preferences are kept:
 * a PATCH replaces the whole view it names.
 */
import { useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import type { Profile } from '../../domain/users';
import { useSavePreferences } from '../layout/useSavePreferences';
import { type ColumnSet, columnPreferences, visibleColumns } from './columnPreferences';

export interface ColumnChoice<C extends string> {
  visible: C[];
  saving: boolean;
  /** Resolves true once saved (the toast says it either way). */
  save: (next: C[]) => Promise<boolean>;
}

export function useColumnPreferences<C extends string>(set: ColumnSet<C>): ColumnChoice<C> {
  const { identity } = useGetIdentity();
  const preferences = (identity?.profile as Profile | undefined)?.preferences;
  const savePreferences = useSavePreferences();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const visible = visibleColumns(set, preferences);

  const save = async (next: C[]) => {
    setSaving(true);
    try {
      const view = preferences?.views?.[set.view] ?? {};
      await savePreferences({
        views: { [set.view]: { ...view, columns: columnPreferences(set, next) } },
      });
      notify('app.orderList.columnEditor.saved', { type: 'success' });
      return true;
    } catch {
      notify('app.orderList.columnEditor.saveError', { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { visible, saving, save };
}
