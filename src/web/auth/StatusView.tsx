/** A centred outcome inside the auth card: an icon in a tinted circle, a title, text and actions. */
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface StatusViewProps {
  icon: ReactNode;
  tone: 'success' | 'error' | 'warning' | 'info';
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Identifies the state for tests and styling. */
  state?: string;
}

export function StatusView({ icon, tone, title, children, actions, state }: StatusViewProps) {
  return (
    <Stack spacing={2} data-state={state} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: theme.palette[tone].main,
          bgcolor: alpha(theme.palette[tone].main, 0.12),
          '& svg': { fontSize: 32 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      {children && (
        <Box sx={{ color: 'text.secondary', maxWidth: 360 }} role={tone === 'error' ? 'alert' : 'status'}>
          {children}
        </Box>
      )}
      {actions && (
        <Stack spacing={1.25} sx={{ width: '100%', pt: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
