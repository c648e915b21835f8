/**
 * The bell's data through the dataProvider: the notification pages (the first page carries the
 * unread total) and the optimistic actions on them. A failed action puts the cache back and says so
 * in a toast. New notifications arrive through the live connection; while it is down the pages are
 * polled every minute instead (and on window focus either way), and after a reconnection or a change
 * of language read again.
 */
import { type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { NotificationList } from '../../domain/notifications';
import type { AppDataProvider } from '../providers/dataProvider';
import { useLiveConnected, useLiveEvent, useLiveResync } from '../realtime/useLive';
import {
  firstPageOnly,
  type NotificationFeed,
  nextOffset,
  notificationsOf,
  unreadCountOf,
  withAllRead,
  withArrival,
  withoutNotification,
  withRead,
} from './feedCache';

export const NOTIFICATIONS_QUERY_KEY = ['notifications', 'getNotifications'] as const;
/** Without the live connection the bell asks for news every minute (the original client's rhythm). */
export const NOTIFICATIONS_POLL_MS = 60_000;
const FOCUS_STALE_MS = 10_000;

interface Snapshot {
  previous: NotificationFeed | undefined;
}

/** Stops polls in flight (they would overwrite the edit), applies it, and keeps the old data for undo. */
async function applyOptimistic(
  queryClient: QueryClient,
  edit: (feed: NotificationFeed) => NotificationFeed,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  const previous = queryClient.getQueryData<NotificationFeed>(NOTIFICATIONS_QUERY_KEY);
  if (previous) queryClient.setQueryData<NotificationFeed>(NOTIFICATIONS_QUERY_KEY, edit(previous));
  return { previous };
}

export function useNotificationsFeed() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const live = useLiveConnected();

  const query = useInfiniteQuery<
    NotificationList,
    Error,
    NotificationFeed,
    typeof NOTIFICATIONS_QUERY_KEY,
    number
  >({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => dataProvider.getNotifications(pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    refetchInterval: live ? false : NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: FOCUS_STALE_MS,
  });

  useLiveEvent('notification:created', ({ notification, unreadCount }) => {
    const feed = queryClient.getQueryData<NotificationFeed>(NOTIFICATIONS_QUERY_KEY);
    // A read in flight may have started before the notification's commit: read again instead.
    if (feed && !queryClient.isFetching({ queryKey: NOTIFICATIONS_QUERY_KEY }))
      queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, withArrival(feed, notification, unreadCount));
    else void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  });
  useLiveResync(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }));

  // The server words each notification in the language it is asked in: another language, read again.
  const [locale] = useLocaleState();
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  }, [locale, queryClient]);

  const rollback = (messageKey: string) => (_error: unknown, _vars: unknown, snapshot?: Snapshot) => {
    if (snapshot?.previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, snapshot.previous);
    notify(messageKey, { type: 'error' });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  };

  const markRead = useMutation({
    mutationFn: (id: string) => dataProvider.markNotificationRead(id),
    onMutate: (id: string) => applyOptimistic(queryClient, (feed) => withRead(feed, id)),
    onError: rollback('app.notifications.errors.read'),
  });

  const markAllRead = useMutation({
    mutationFn: () => dataProvider.markAllNotificationsRead(),
    onMutate: () => applyOptimistic(queryClient, (feed) => withAllRead(feed)),
    onSuccess: (result) => {
      queryClient.setQueryData<NotificationFeed>(NOTIFICATIONS_QUERY_KEY, (feed) =>
        feed ? withAllRead(feed, result.unreadCount) : feed,
      );
    },
    onError: rollback('app.notifications.errors.readAll'),
  });

  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.deleteNotification(id),
    onMutate: (id: string) => applyOptimistic(queryClient, (feed) => withoutNotification(feed, id)),
    onError: rollback('app.notifications.errors.delete'),
  });

  /** On closing, later pages are dropped: the next poll then fetches one page, not all of them. */
  const trimToFirstPage = () => {
    queryClient.setQueryData<NotificationFeed>(NOTIFICATIONS_QUERY_KEY, (feed) =>
      feed ? firstPageOnly(feed) : feed,
    );
  };

  const items = useMemo(() => notificationsOf(query.data), [query.data]);

  return {
    query,
    items,
    unreadCount: unreadCountOf(query.data),
    markRead: (id: string) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(),
    markingAll: markAllRead.isPending,
    remove: (id: string) => remove.mutate(id),
    trimToFirstPage,
  };
}

export type NotificationsFeedState = ReturnType<typeof useNotificationsFeed>;
