/** The top of a screen: its heading (h1), a line that says what it is for, and its main actions. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Above the title (a way back, chips). */
  overline?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, overline, actions }: PageHeaderProps) {
  return (
    <Box sx={{ mb: { xs: 2, md: 3 } }}>
      {overline && <Box sx={{ mb: 1 }}>{overline}</Box>}
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
