/**
 * What a list shows instead of rows: nothing to show ('No hay datos disponibles'), or a failed
 * load with a reload button whose icon says whether the network, a timeout or the server failed.
 */
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HourglassDisabledRounded from '@mui/icons-material/HourglassDisabledRounded';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';
import { Box, Button, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { type FailureKind, failureKindOf, serverMessageOf } from '../../providers/apiErrors';

interface StateBlockProps {
  icon: ReactNode;
  tone: 'primary' | 'error' | 'warning';
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  dense?: boolean;
  testId?: string;
}

export function StateBlock({ icon, tone, title, message, action, role, dense, testId }: StateBlockProps) {
  return (
    <Box
      role={role}
      data-testid={testId}
      sx={{
        px: 3,
        py: dense ? 3 : 6,
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
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {message && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 420 }}>
          {message}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

export interface EmptyStateProps {
  title?: ReactNode;
  message?: ReactNode;
  icon?: ReactNode;
  /** E.g. a create button. */
  action?: ReactNode;
  dense?: boolean;
}

export function EmptyState({ title, message, icon, action, dense }: EmptyStateProps) {
  const translate = useTranslate();
  return (
    <StateBlock
      testId="list-empty"
      role="status"
      tone="primary"
      icon={icon ?? <InboxOutlined />}
      title={title ?? translate('app.lists.empty.title')}
      message={message ?? translate('app.lists.empty.message')}
      action={action}
      dense={dense}
    />
  );
}

const ERROR_ICONS: Record<FailureKind, ReactNode> = {
  network: <WifiOffRounded data-testid="error-icon-network" />,
  timeout: <HourglassDisabledRounded data-testid="error-icon-timeout" />,
  server: <ErrorOutlineRounded data-testid="error-icon-server" />,
};

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** Defaults to 'Error al cargar datos'. */
  title?: ReactNode;
  dense?: boolean;
}

export function ErrorState({ error, onRetry, title, dense }: ErrorStateProps) {
  const translate = useTranslate();
  const kind = failureKindOf(error);
  const message =
    kind === 'server'
      ? (serverMessageOf(error) ?? translate('app.lists.error.server'))
      : translate(`app.lists.error.${kind}`);
  return (
    <StateBlock
      testId="list-error"
      role="alert"
      tone={kind === 'server' ? 'error' : 'warning'}
      icon={ERROR_ICONS[kind]}
      title={title ?? translate('app.lists.error.title')}
      message={message}
      dense={dense}
      action={
        <Button variant="outlined" startIcon={<RefreshRounded />} onClick={onRetry}>
          {translate('app.lists.error.reload')}
        </Button>
      }
    />
  );
}

/** The error state of the surrounding react-admin list (its `error` slot). */
export function ListContextError() {
  const { error, refetch } = useListContext();
  return <ErrorState error={error} onRetry={() => void refetch()} />;
}
