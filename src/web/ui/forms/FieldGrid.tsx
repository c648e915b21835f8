/**
 * A group of form fields laid out in a grid: one column on phones, `columns` from the `from`
 * breakpoint up. With a title the group is a fieldset whose legend names it for screen readers.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface FieldGridProps {
  title?: ReactNode;
  /** The grid's columns from `from` up, e.g. '1fr 1fr' or 'repeat(12, 1fr)'. */
  columns: string;
  from: 'sm' | 'md';
  children: ReactNode;
}

export function FieldGrid({ title, columns, from, children }: FieldGridProps) {
  const titled = title !== undefined;
  return (
    <Box component={titled ? 'fieldset' : 'div'} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {titled && (
        <Typography component="legend" variant="overline" color="text.secondary" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', [from]: columns } }}>
        {children}
      </Box>
    </Box>
  );
}
