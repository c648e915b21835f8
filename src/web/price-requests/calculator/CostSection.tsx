/** One numbered section of the calculator ('1. Costo base'): a fieldset whose legend names it. */
import { Avatar, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface CostSectionProps {
  n: number;
  title: string;
  /** Beside the title (a section's own button). */
  action?: ReactNode;
  children: ReactNode;
}

export function CostSection({ n, title, action, children }: CostSectionProps) {
  return (
    <Box
      component="fieldset"
      data-testid={`cost-section-${n}`}
      // Named with its number, as the badge shows it ('1. Costo base').
      aria-label={`${n}. ${title}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, p: { xs: 2, md: 2.5 }, minWidth: 0 }}
    >
      <Box
        component="legend"
        sx={{ px: 1, display: 'flex', alignItems: 'center', gap: 1, float: 'none', width: 'auto' }}
      >
        <Avatar aria-hidden sx={{ width: 24, height: 24, fontSize: 13, bgcolor: 'primary.main' }}>
          {n}
        </Avatar>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      {action && <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{action}</Box>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(2, minmax(0,1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
