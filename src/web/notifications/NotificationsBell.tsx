/**
 * The header's notifications bell: unread badge ('9+' above nine, hidden at zero), a dropdown of the
 * user's notifications (a bottom sheet on phones), and a toast for each one that arrives between polls.
 */
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import {
  Badge,
  Box,
  CircularProgress,
  Drawer,
  IconButton,
  Popover,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import { lazy, type MouseEvent, Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BREAKPOINTS } from '../config';
import { unreadBadgeText } from './unreadBadge';
import { useNewNotificationToasts } from './useNewNotificationToasts';
import { useNotificationsFeed } from './useNotificationsFeed';

// The panel (its list, dates and actions) downloads when the bell is first pointed at or opened:
// the badge is all every page needs, and the frame is part of the first download.
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPanel })));

const PHONE_QUERY = `(max-width:${BREAKPOINTS.sm - 0.05}px)`;

export function NotificationsBell() {
  const translate = useTranslate();
  const feed = useNotificationsFeed();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const panelId = useId();
  const titleId = useId();
  useNewNotificationToasts(feed.items, feed.query.isSuccess);

  const open = anchor !== null;
  const count = feed.unreadCount;
  const badge = unreadBadgeText(count);
  // The name says the count as the badge shows it ('9+'), so it contains the button's visible text.
  const label =
    badge !== null
      ? translate('app.notifications.bellWithUnread', { count: badge })
      : translate('app.notifications.bell');

  const openPanel = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    if (feed.query.isStale && !feed.query.isFetching) void feed.query.refetch();
  };
  const close = () => {
    setAnchor(null);
    feed.trimToFirstPage();
  };

  const panel = (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress size={24} aria-label={translate('app.notifications.title')} />
        </Box>
      }
    >
      <NotificationsPanel feed={feed} titleId={titleId} phone={phone} onClose={close} />
    </Suspense>
  );
  const dialogProps = { id: panelId, role: 'dialog', 'aria-labelledby': titleId } as const;

  return (
    <>
      <Tooltip title={translate('app.notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={openPanel}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <Badge
            badgeContent={badge}
            invisible={badge === null}
            color="error"
            overlap="circular"
            data-testid="notifications-badge"
            slotProps={{ badge: { 'aria-hidden': true } }}
            sx={{ '& .MuiBadge-badge': { fontWeight: 700, border: 2, borderColor: 'background.paper' } }}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {phone ? (
        <Drawer
          anchor="bottom"
          open={open}
          onClose={close}
          slotProps={{
            paper: {
              ...dialogProps,
              sx: { height: '85dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16, overflow: 'hidden' },
            },
          }}
        >
          {panel}
        </Drawer>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              ...dialogProps,
              elevation: 8,
              sx: {
                mt: 1,
                width: 400,
                maxWidth: 'calc(100vw - 32px)',
                maxHeight: 'min(600px, calc(100vh - 96px))',
                display: 'flex',
                flexDirection: 'column',
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              },
            },
          }}
        >
          {panel}
        </Popover>
      )}
    </>
  );
}
