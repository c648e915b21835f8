/**
 * Saves part of the signed-in user's preferences (PATCH /api/users/preferences) and keeps the
 * identity in step: the cached identity and the stored profile (read first after a reload) get the
 * preferences the server answered with.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type UserIdentity, useDataProvider } from 'react-admin';
import type { Preferences, PreferencesPatch, Profile } from '../../domain/users';
import type { AppDataProvider } from '../providers/dataProvider';
import { session } from '../providers/session';

const IDENTITY_KEY = ['auth', 'getIdentity'];

export function useSavePreferences(): (patch: PreferencesPatch) => Promise<Preferences> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useCallback(
    async (patch: PreferencesPatch) => {
      const preferences = (await dataProvider.savePreferences(patch)) as Preferences;
      queryClient.setQueryData<UserIdentity>(IDENTITY_KEY, (identity) => {
        const profile = identity?.profile as Profile | undefined;
        if (!identity || !profile) return identity;
        return { ...identity, profile: { ...profile, preferences } };
      });
      const stored = session.storedUser<Profile>();
      if (stored) session.storeUser({ ...stored, preferences });
      return preferences;
    },
    [dataProvider, queryClient],
  );
}
