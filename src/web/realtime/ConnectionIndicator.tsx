/**
 * The header's discreet sign of the live connection: a small dot (green connected, amber pulsing
 * while connecting or reconnecting, grey disconnected, red on error) whose tooltip and accessible
 * name say the state, the last problem and, while down, that the page still refreshes by polling.
 */
import { Box, Tooltip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { ConnectionState } from '../../domain/realtime';
import { useLiveStatus } from './useLive';

const COLOURS: Record<ConnectionState, string> = {
  connected: 'success.main',
  connecting: 'warning.main',
  reconnecting: 'warning.main',
  disconnected: 'text.disabled',
  error: 'error.main',
};

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

export function ConnectionIndicator() {
  const translate = useTranslate();
  const { state, error } = useLiveStatus();
  const lines = [translate(`app.realtime.states.${state}`)];
  if (state !== 'connected' && error) lines.push(translate(`app.realtime.errors.${error}`));
  if (state !== 'connected') lines.push(translate('app.realtime.fallback'));
  const busy = state === 'connecting' || state === 'reconnecting';

  return (
    <Tooltip
      title={lines.map((line) => (
        <Box key={line} component="span" sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    >
      <Box
        role="img"
        aria-label={lines.join(' — ')}
        tabIndex={0}
        data-testid="connection-indicator"
        data-state={state}
        sx={{
          width: 28,
          height: 28,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        }}
      >
        <Box
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: COLOURS[state],
            boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
            animation: busy ? `${pulse} 1.2s ease-in-out infinite` : 'none',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>
    </Tooltip>
  );
}
