/**
 * One notification in the list: icon and colour by toast type, bold title and a dot while unread,
 * the message on at most two lines, the relative time; mark-read and delete actions beside it.
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import { Box, ButtonBase, IconButton, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { Notification } from '../../domain/notifications';
import { ITEM_ATTRIBUTE } from './listNavigation';
import { formatRelativeTime } from './relativeTime';
import { toastStyleOf, toastTypeOf } from './toastStyles';

interface Props {
  notification: Notification;
  now: number;
  locale: Locale;
  onOpen: (notification: Notification) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Read by screen readers only (sx would take a bare 1 as 100%, hence the units). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function NotificationItem({ notification: n, now, locale, onOpen, onMarkRead, onDelete }: Props) {
  const translate = useTranslate();
  const ids = useId();
  const { Icon, color } = toastStyleOf(n.toastType);
  const unread = !n.read;

  return (
    <Box
      component="li"
      data-testid="notification-item"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'stretch',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? alpha(theme.palette.primary.main, 0.045) : 'transparent',
        '&:last-of-type': { borderBottom: 0 },
        '@media (hover: hover)': {
          '& .notification-actions': { opacity: 0, transition: 'opacity 120ms' },
          '&:hover .notification-actions, &:focus-within .notification-actions': { opacity: 1 },
        },
      })}
    >
      <ButtonBase
        {...{ [ITEM_ATTRIBUTE]: n.id }}
        onClick={() => onOpen(n)}
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-state ${ids}-message ${ids}-time`}
        sx={(theme) => ({
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.5,
          pl: 2,
          pr: 0.5,
          py: 1.5,
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
        })}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            flexShrink: 0,
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: theme.palette[color].main,
            bgcolor: alpha(theme.palette[color].main, 0.12),
          })}
        >
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              id={`${ids}-title`}
              variant="body2"
              noWrap
              sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 700 : 500, color: 'text.primary' }}
            >
              {n.title}
            </Typography>
            {unread && (
              <Box
                data-testid="unread-dot"
                aria-hidden
                sx={{ flexShrink: 0, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }}
              />
            )}
          </Box>
          <Box component="span" id={`${ids}-state`} sx={visuallyHidden}>
            {`${translate(`app.notifications.types.${toastTypeOf(n.toastType)}`)}${
              unread ? `, ${translate('app.notifications.unread')}` : ''
            }`}
          </Box>
          <Typography
            id={`${ids}-message`}
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.25,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {n.message}
          </Typography>
          <Typography
            id={`${ids}-time`}
            component="time"
            dateTime={n.createdAt}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {formatRelativeTime(n.createdAt, { now, locale })}
          </Typography>
        </Box>
      </ButtonBase>
      <Box
        className="notification-actions"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 1, pr: 1, gap: 0.25 }}
      >
        {unread && (
          <Tooltip title={translate('app.notifications.markRead')} placement="left">
            <IconButton
              size="small"
              aria-label={translate('app.notifications.markReadOne', { title: n.title })}
              onClick={() => onMarkRead(n.id)}
            >
              <DoneRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={translate('app.notifications.delete')} placement="left">
          <IconButton
            size="small"
            aria-label={translate('app.notifications.deleteOne', { title: n.title })}
            onClick={() => onDelete(n.id)}
          >
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
