/** The pending-release listing's visible columns and saving a new choice (the seeds' toasts). */
import { useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import type { Profile } from '../../../domain/users';
import { useSavePreferences } from '../../layout/useSavePreferences';
import {
  PENDING_RELEASED_VIEW,
  type PendingColumn,
  pendingColumnPreferences,
  visiblePendingColumns,
} from './pendingColumns';

export function usePendingColumns() {
  const { identity } = useGetIdentity();
  const preferences = (identity?.profile as Profile | undefined)?.preferences;
  const savePreferences = useSavePreferences();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const visible = visiblePendingColumns(preferences);

  const save = async (next: PendingColumn[]) => {
    setSaving(true);
    try {
      // A PATCH replaces the whole view it names: keep its other preferences.
      const view = preferences?.views?.[PENDING_RELEASED_VIEW] ?? {};
      await savePreferences({
        views: { [PENDING_RELEASED_VIEW]: { ...view, columns: pendingColumnPreferences(next) } },
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
