/**
 * Narrow screens (< 1024 px): a day picker (weekday, day, month and the day's order count, or that
 * it is outside the home's delivery range) and that day's deliveries.
 */
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { useAppTranslate } from '../../providers/appTranslate';
import { dayParts } from './calendarDates';
import { DeliveryCard } from './DeliveryCard';
import type { DeliveryWeek } from './useDeliveryWeek';

export interface DayViewProps {
  week: DeliveryWeek;
  day: string;
  onDayChange: (day: string) => void;
  /** Whether a day is within the home's delivery range. */
  inRange: (day: string) => boolean;
}

export function DayView({ week, day, onDayChange, inRange }: DayViewProps) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const items = week.byDay[day] ?? [];
  return (
    <Stack spacing={1.5} data-testid="calendar-day-view">
      <TextField
        select
        size="small"
        label={t('app.dashboard.calendar.day')}
        value={day}
        onChange={(e) => onDayChange(e.target.value)}
        sx={{ maxWidth: 420 }}
      >
        {week.days.map((d) => (
          <MenuItem key={d} value={d}>
            {t('app.dashboard.calendar.dayOption', {
              ...dayParts(d, locale as Locale),
              orders: inRange(d)
                ? t('app.dashboard.calendar.dayCount', { smart_count: week.totals[d] ?? 0 })
                : t('app.dashboard.calendar.outsideRangeShort'),
            })}
          </MenuItem>
        ))}
      </TextField>
      {!inRange(day) ? (
        <Typography color="text.secondary">{t('app.dashboard.calendar.outsideRange')}</Typography>
      ) : items.length > 0 ? (
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            gap: 1,
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <DeliveryCard item={item} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('app.dashboard.calendar.emptyDay')}</Typography>
      )}
    </Stack>
  );
}
