/** One figure of a dashboard: its name, its value large, and a line under it (a detail or a change). */
import { Box, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface KpiTileProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

export function KpiTile({ label, value, hint }: KpiTileProps) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography id={id} variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '1.15rem', sm: '1.5rem' }, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {hint && (
        <Box sx={{ typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}>{hint}</Box>
      )}
    </Paper>
  );
}

/** Tiles two a row on a phone, as many as fit on wider screens. */
export function TileGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(200px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** Chart cards: one column on phones and tablets, two on wide screens. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** A line over the figures that says what they are read at ('Existencias al 20/11/2026'). */
export function FiguresNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
