/**
 * The order list's visible columns from the signed-in user's preferences, and saving a new choice
 * (PATCH /api/users/preferences) with the seeds' toasts. The view's other preferences are kept:
 * a PATCH replaces the whole view it names.
 */
import { useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import { ORDER_LIST_VIEW, type OrderListColumn } from '../../../domain/orders/listColumns';
import type { Profile } from '../../../domain/users';
import { useSavePreferences } from '../../layout/useSavePreferences';
import { columnPreferencesOf, savedColumnsOf, visibleColumnsOf } from './orderColumns';

export interface OrderColumns {
  visible: OrderListColumn[];
  saving: boolean;
  /** Resolves true once saved (the toast says it either way). */
  save: (next: OrderListColumn[]) => Promise<boolean>;
}

export function useOrderColumns(): OrderColumns {
  const { identity } = useGetIdentity();
  const preferences = (identity?.profile as Profile | undefined)?.preferences;
  const savePreferences = useSavePreferences();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const visible = visibleColumnsOf(savedColumnsOf(preferences, ORDER_LIST_VIEW));

  const save = async (next: OrderListColumn[]) => {
    setSaving(true);
    try {
      const view = preferences?.views?.[ORDER_LIST_VIEW] ?? {};
      await savePreferences({
        views: { [ORDER_LIST_VIEW]: { ...view, columns: columnPreferencesOf(next) } },
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
