/**
 * The preferences dialog's data through the dataProvider: the user's preferences (read when the
 * dialog opens) and their save. A save over preferences changed elsewhere (409) reloads them and
 * says so; any other failure says it could not save. Both leave the dialog open.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { ERROR_CODES } from '../../domain/errorCodes';
import type { NotificationKind } from '../../domain/notificationKinds';
import type { NotificationPreferences } from '../../domain/notificationPreferences';
import { codeOf } from '../providers/apiErrors';
import type { AppDataProvider } from '../providers/dataProvider';

export const NOTIFICATION_PREFERENCES_KEY = ['notifications', 'preferences'] as const;

export function useNotificationPreferences(enabled: boolean, onSaved: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();

  const query = useQuery({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: ({ signal }) => dataProvider.getNotificationPreferences({ signal }),
    enabled,
    // Opening the dialog reads them again: another window may have saved since.
    staleTime: 0,
  });

  const save = useMutation({
    mutationFn: (muted: NotificationKind[]) =>
      dataProvider.saveNotificationPreferences({ muted, version: query.data?.version ?? 0 }),
    onSuccess: (saved: NotificationPreferences) => {
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved);
      notify('app.notificationSettings.saved', { type: 'success' });
      onSaved();
    },
    onError: (error) => {
      if (codeOf(error) === ERROR_CODES.staleVersion) {
        notify('app.notificationSettings.stale', { type: 'warning' });
        void query.refetch();
      } else {
        notify('app.notificationSettings.saveError', { type: 'error' });
      }
    },
  });

  return { query, save };
}
