/** What the dropdown shows instead of the list: while loading, when empty, when the load failed. */
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const SKELETON_ROWS = 5;

export function PanelSkeleton() {
  const translate = useTranslate();
  return (
    <Box role="status" aria-busy aria-label={translate('ra.page.loading')} sx={{ py: 0.5 }}>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Box key={i} sx={{ display: 'flex', gap: 1.5, px: 2, py: 1.5 }}>
          <Skeleton variant="circular" width={36} height={36} sx={{ flexShrink: 0 }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width={`${55 + ((i * 17) % 30)}%`} sx={{ fontSize: '0.875rem' }} />
            <Skeleton variant="text" width="95%" sx={{ fontSize: '0.8rem' }} />
            <Skeleton variant="text" width="35%" sx={{ fontSize: '0.75rem' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function StateBlock({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'primary' | 'error';
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        px: 3,
        py: 5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          mb: 1.5,
          color: theme.palette[tone].main,
          bgcolor: alpha(theme.palette[tone].main, 0.1),
        })}
      >
        {icon}
      </Box>
      {children}
    </Box>
  );
}

export function PanelEmpty() {
  const translate = useTranslate();
  return (
    <StateBlock tone="primary" icon={<NotificationsNoneOutlined />}>
      <Typography variant="subtitle2" component="p">
        {translate('app.notifications.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 280 }}>
        {translate('app.notifications.emptyHint')}
      </Typography>
    </StateBlock>
  );
}

export function PanelError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <StateBlock tone="error" icon={<ErrorOutlineRounded />}>
      <Typography variant="subtitle2" component="p" role="alert">
        {translate('app.notifications.loadError')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('app.notifications.loadErrorHint')}
      </Typography>
      <Button variant="outlined" size="small" startIcon={<RefreshRounded />} onClick={onRetry} sx={{ mt: 2 }}>
        {translate('app.notifications.retry')}
      </Button>
    </StateBlock>
  );
}
