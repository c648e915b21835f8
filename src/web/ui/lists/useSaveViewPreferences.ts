/**
 * Saves one part of a view's preferences (its columns or its filters) with PATCH
 * /api/users/preferences and says so in a toast. A PATCH replaces the whole view it names, so the
 * view's other parts go along unchanged. Columns and filters share this one path.
 */
import { useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import type { z } from 'zod';
import type { Preferences, Profile, viewPreferencesSchema } from '../../../domain/users';
import { useSavePreferences } from '../useSavePreferences';

type ViewPreferences = z.infer<typeof viewPreferencesSchema>;

export interface SaveToasts {
  saved: string;
  error: string;
}

export interface ViewPreferencesSaver {
  /** The signed-in user's preferences as the app loaded them (profile). */
  preferences: Preferences | undefined;
  /** False while the profile is still on its way (true once known, or if it could not load). */
  loaded: boolean;
  saving: boolean;
  /** Resolves true once saved (the toast says it either way). */
  save: (part: Partial<ViewPreferences>) => Promise<boolean>;
}

export function useSaveViewPreferences(view: string, toasts: SaveToasts): ViewPreferencesSaver {
  const { identity, isPending } = useGetIdentity();
  const preferences = (identity?.profile as Profile | undefined)?.preferences;
  const savePreferences = useSavePreferences();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const save = async (part: Partial<ViewPreferences>) => {
    setSaving(true);
    try {
      const current = preferences?.views?.[view] ?? {};
      await savePreferences({ views: { [view]: { ...current, ...part } } });
      notify(toasts.saved, { type: 'success' });
      return true;
    } catch {
      notify(toasts.error, { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { preferences, loaded: !isPending, saving, save };
}
