/** The signed-in user's own settings: preferences per view (columns, filters), language, unit. */
import type { AxiosInstance } from 'axios';
import type { Preferences, PreferencesPatch } from '../../../domain/users';

export function preferenceMethods(api: AxiosInstance) {
  return {
    /** Saves part of the user's preferences; answers all of them as saved. */
    async savePreferences(patch: PreferencesPatch): Promise<Preferences> {
      return (await api.patch<Preferences>('/users/preferences', patch)).data;
    },
  };
}
