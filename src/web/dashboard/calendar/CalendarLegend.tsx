/** The five statuses with their colours, as the cards wear them. */
import { Box, Stack, Typography } from '@mui/material';
import { CALENDAR_STATUSES } from '../../../domain/dashboards/calendar';
import { useAppTranslate } from '../../providers/appTranslate';
import { statusColour } from './calendarStatus';

export function CalendarLegend() {
  const t = useAppTranslate();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('app.dashboard.calendar.legend')}
      data-testid="calendar-legend"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.75, listStyle: 'none', m: 0, p: 0 }}
    >
      {CALENDAR_STATUSES.map((status) => (
        <Stack component="li" key={status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: statusColour(theme.palette, status),
              flexShrink: 0,
            })}
          />
          <Typography variant="body2" color="text.secondary">
            {t(`app.dashboard.calendar.status.${status}`)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
