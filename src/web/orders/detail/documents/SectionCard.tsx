/**
 * The frame of each order section below the summary: a titled card with optional actions, and the
 * error its list shows when it could not load.
 */
import { Alert, Box, Button, Paper, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function SectionCard({ title, actions, children, testId }: Props) {
  return (
    <Paper
      variant="outlined"
      component="section"
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {actions && <Box>{actions}</Box>}
      </Stack>
      {children}
    </Paper>
  );
}

/** A section's list could not load: the reason and a retry, in the section's words. */
export function SectionLoadError({
  message,
  retryLabel,
  onRetry,
  sx,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
