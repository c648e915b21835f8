/**
 * The dropdown's content: header (title, unread total, mark all read), the list loaded page by page
 * as the user nears its end (with a 'load more' button as fallback), and its loading, empty and
 * error states. Arrow keys, Home and End move between notifications.
 */
import CloseRounded from '@mui/icons-material/CloseRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import { Box, Button, CircularProgress, Divider, IconButton, Typography } from '@mui/material';
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import { type Identifier, useLocaleState, useNavigate, useTranslate } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { Notification } from '../../domain/notifications';
import { focusItemAt, indexOfItem, isNearListEnd, moveFocus } from './listNavigation';
import { NotificationItem } from './NotificationItem';
import { NotificationPreferencesButton } from './NotificationPreferencesButton';
import { PanelEmpty, PanelError, PanelSkeleton } from './PanelStates';
import type { NotificationsFeedState } from './useNotificationsFeed';

interface Props {
  feed: NotificationsFeedState;
  titleId: string;
  phone: boolean;
  onClose: () => void;
}

export function NotificationsPanel({ feed, titleId, phone, onClose }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { query, items, unreadCount } = feed;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  // Focus starts on the panel itself (not its first button), so arrow keys work straight away.
  useEffect(() => {
    rootRef.current?.focus({ preventScroll: true });
  }, []);

  const loadMoreIfNear = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (isNearListEnd(el)) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // A page that does not fill the panel leaves nothing to scroll: check again after each load.
  useEffect(() => {
    if (items.length > 0) loadMoreIfNear();
  }, [items.length, loadMoreIfNear]);

  const openNotification = (n: Notification) => {
    if (!n.read) feed.markRead(n.id);
    const orderId = n.metadata.order?.id;
    const requestId = n.metadata.priceRequest?.id;
    if (orderId || requestId) {
      onClose();
      navigate(
        orderId
          ? `/orders/${encodeURIComponent(orderId)}`
          : `/price-request/${encodeURIComponent(requestId ?? '')}`,
      );
    }
  };

  const deleteNotification = (id: Identifier) => {
    const root = rootRef.current;
    const index = root ? indexOfItem(root, String(id)) : -1;
    feed.remove(String(id));
    if (root && index >= 0) requestAnimationFrame(() => focusItemAt(root, index));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rootRef.current && moveFocus(rootRef.current, event.key)) event.preventDefault();
  };

  const now = Date.now();

  return (
    <Box
      ref={rootRef}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, outline: 'none' }}
    >
      {phone && (
        <Box aria-hidden sx={{ pt: 1, display: 'flex', justifyContent: 'center' }}>
          <Box sx={{ width: 36, height: 4, borderRadius: 2, bgcolor: 'divider' }} />
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: phone ? 1 : 1.5, py: 1.25 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {translate('app.notifications.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {unreadCount > 0
              ? translate('app.notifications.unreadCount', { count: unreadCount })
              : translate('app.notifications.allRead')}
          </Typography>
        </Box>
        <NotificationPreferencesButton />
        <Button
          size="small"
          startIcon={<DoneAllRounded />}
          disabled={unreadCount === 0 || feed.markingAll}
          onClick={feed.markAllRead}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {translate('app.notifications.markAllRead')}
        </Button>
        {phone && (
          <IconButton aria-label={translate('app.notifications.close')} onClick={onClose} edge="end">
            <CloseRounded />
          </IconButton>
        )}
      </Box>
      <Divider />
      <Box
        ref={scrollRef}
        onScroll={loadMoreIfNear}
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          // The phone sheet reaches the screen's bottom edge: keep the last item above the home bar.
          pb: phone ? 'env(safe-area-inset-bottom)' : 0,
        }}
      >
        {query.isPending ? (
          <PanelSkeleton />
        ) : query.isError && items.length === 0 ? (
          <PanelError onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <PanelEmpty />
        ) : (
          <>
            <Box
              component="ul"
              aria-label={translate('app.notifications.listLabel')}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  now={now}
                  locale={locale as Locale}
                  onOpen={openNotification}
                  onMarkRead={feed.markRead}
                  onDelete={deleteNotification}
                />
              ))}
            </Box>
            <ListFooter feed={feed} pagesLoaded={query.data?.pages.length ?? 0} />
          </>
        )}
      </Box>
    </Box>
  );
}

function ListFooter({ feed, pagesLoaded }: { feed: NotificationsFeedState; pagesLoaded: number }) {
  const translate = useTranslate();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed.query;
  if (!hasNextPage) {
    return pagesLoaded > 1 ? (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', py: 2 }}>
        {translate('app.notifications.end')}
      </Typography>
    ) : null;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: 1.5 }}>
      {isFetchNextPageError && (
        <Typography variant="caption" color="error" role="alert">
          {translate('app.notifications.loadMoreError')}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        onClick={() => void fetchNextPage()}
        disabled={isFetchingNextPage}
        startIcon={isFetchingNextPage ? <CircularProgress size={14} color="inherit" /> : undefined}
      >
        {isFetchingNextPage
          ? translate('app.notifications.loadingMore')
          : isFetchNextPageError
            ? translate('app.notifications.retry')
            : translate('app.notifications.loadMore')}
      </Button>
    </Box>
  );
}
