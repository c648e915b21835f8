import { Box, CircularProgress } from '@mui/material';
import { useHoldFirstScreen } from './firstScreen';

/** What a lazily loaded screen shows for the instant it takes to arrive. */
export function PageLoader() {
  // The screen is not here yet: the frame's extras wait for it on a cold load (firstScreen.ts).
  useHoldFirstScreen(true);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} role="progressbar" aria-busy="true">
      <CircularProgress size={32} />
    </Box>
  );
}
