/** Wide screens (≥ 1024 px): the seven days side by side, Monday to Sunday, today marked. */
import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { useAppTranslate } from '../../providers/appTranslate';
import { dayParts } from './calendarDates';
import { DeliveryCard } from './DeliveryCard';
import type { DeliveryWeek } from './useDeliveryWeek';

export function WeekColumns({ week, today }: { week: DeliveryWeek; today: string }) {
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
        return (
          <Box
            key={day}
            component="section"
            aria-labelledby={`calendar-day-${day}`}
            data-testid={`calendar-day-${day}`}
            sx={{
              minWidth: 0,
              p: 0.75,
              borderRadius: 1.5,
              bgcolor: isToday ? 'action.selected' : 'background.default',
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
            <Typography variant="caption" color="text.secondary">
              {t('app.dashboard.calendar.dayCount', { smart_count: week.totals[day] ?? 0 })}
            </Typography>
            {items.length > 0 ? (
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
