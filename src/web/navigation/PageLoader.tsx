import { Box, CircularProgress } from '@mui/material';

/** What a lazily loaded screen shows for the instant it takes to arrive. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} role="progressbar" aria-busy="true">
      <CircularProgress size={32} />
    </Box>
  );
}
