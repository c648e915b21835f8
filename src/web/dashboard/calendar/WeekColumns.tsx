/**
 * Wide screens (≥ 1024 px): the seven days side by side, Monday to Sunday, today marked; a day
 * outside the home's delivery range is greyed and says so instead of 'no deliveries'.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { useAppTranslate } from '../../providers/appTranslate';
import { dayParts } from './calendarDates';
import { DeliveryCard } from './DeliveryCard';
import type { DeliveryWeek } from './useDeliveryWeek';

export interface WeekColumnsProps {
  week: DeliveryWeek;
  today: string;
  /** Whether a day is within the home's delivery range. */
  inRange: (day: string) => boolean;
}

export function WeekColumns({ week, today, inRange }: WeekColumnsProps) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  return (
    <Box
      data-testid="calendar-week"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.75 }}
    >
      {week.days.map((day) => {
        const parts = dayParts(day, locale as Locale);
        const items = week.byDay[day] ?? [];
        const isToday = day === today;
        const outside = !inRange(day);
        return (
          <Box
            key={day}
            component="section"
            aria-labelledby={`calendar-day-${day}`}
            data-testid={`calendar-day-${day}`}
            data-outside-range={outside || undefined}
            sx={{
              minWidth: 0,
              p: 0.75,
              borderRadius: 1.5,
              bgcolor: isToday ? 'action.selected' : 'background.default',
              ...(outside && {
                bgcolor: 'transparent',
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'divider',
              }),
            }}
          >
            <Typography
              id={`calendar-day-${day}`}
              component="h3"
              variant="subtitle2"
              // 13 px: 'Miércoles 25' stays on one line in a column of a 1024 px window with the menu open.
              sx={{ textTransform: 'capitalize', fontWeight: 700, fontSize: '0.8125rem' }}
            >
              {`${parts.weekday} ${parts.day}`}
              {isToday && (
                <Typography
                  component="span"
                  variant="caption"
                  color="primary"
                  sx={{ ml: 0.75, fontWeight: 700 }}
                >
                  {t('app.dashboard.calendar.today')}
                </Typography>
              )}
            </Typography>
            {!outside && (
              <Typography variant="caption" color="text.secondary">
                {t('app.dashboard.calendar.dayCount', { smart_count: week.totals[day] ?? 0 })}
              </Typography>
            )}
            {outside ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('app.dashboard.calendar.outsideRange')}
              </Typography>
            ) : items.length > 0 ? (
              <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
                {items.map((item) => (
                  <li key={item.id}>
                    <DeliveryCard item={item} />
                  </li>
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('app.dashboard.calendar.empty')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
