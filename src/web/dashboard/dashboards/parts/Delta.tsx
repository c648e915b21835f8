/**
 * The change of a figure against the one it is compared with: ▲ or ▼ with the percentage, in
 * green or red; the arrow is read out as a word ('Sube 12.5 %'), colour is never the only sign.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { change } from '../figureFormat';
import { useFigureFormat } from './useFigureFormat';

const T = 'app.dashboards.frame.delta';

export function Delta({
  current,
  previous,
  caption,
}: {
  current: number;
  previous: number;
  caption: string;
}) {
  const translate = useTranslate();
  const format = useFigureFormat();
  const { trend, rate } = change(current, previous);
  const value = rate === null ? '' : format.percent(rate);
  const color = trend === 'up' ? 'success.main' : trend === 'down' ? 'error.main' : 'text.secondary';
  const shown =
    trend === 'up' || trend === 'down' ? translate(`${T}.${trend}`, { value }) : translate(`${T}.${trend}`);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Box component="span" sx={{ color, fontWeight: 600 }}>
        {trend === 'up' || trend === 'down' ? (
          <>
            <span aria-hidden>{shown}</span>
            <Box component="span" sx={visuallyHidden}>
              {translate(`${T}.${trend}Label`, { value })}
            </Box>
          </>
        ) : (
          shown
        )}
      </Box>
      <span>{caption}</span>
    </Box>
  );
}
