/**
 * The home's delivery calendar: the week's deliveries of the caller's orders (a seller's own, a
 * supervisor's team's, everyone's for the tenant), narrowed by the home's filter — one seller, and a
 * delivery range: the calendar opens on the range's first week and the days outside the range are
 * marked so and hold nothing. Monday to Sunday, moved a week at a time. Seven columns from 1024 px,
 * a day picker below. Each day shows 5 and the round button loads 5 more of every day while some
 * day has more.
 */
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useLocaleState } from 'react-admin';
import { addDays, inDeliveryRange, mondayOf, weekDays } from '../../../domain/dashboards/calendar';
import { businessDay } from '../../../domain/dates';
import type { Locale } from '../../../domain/i18n';
import { BREAKPOINTS } from '../../config';
import { useAppTranslate } from '../../providers/appTranslate';
import { CalendarLegend } from './CalendarLegend';
import { initialDay, weekLabel } from './calendarDates';
import { DayView } from './DayView';
import { type CalendarFilters, useDeliveryWeek } from './useDeliveryWeek';
import { WeekColumns } from './WeekColumns';

/** Below the lg breakpoint (1024 px) the week becomes a day picker. */
export const NARROW_QUERY = `(max-width:${BREAKPOINTS.lg - 0.05}px)`;

export function DeliveryCalendar({ filters }: { filters: CalendarFilters }) {
  // The customer's portal has no calendar (its statuses are internal words): nothing is asked.
  const { canAccess } = useCanAccess({ resource: 'dashboard', action: 'calendar' });
  // Another range opens on its own first week.
  return canAccess ? <CalendarSection key={filters.deliveryDateFrom ?? ''} filters={filters} /> : null;
}

function CalendarSection({ filters }: { filters: CalendarFilters }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const today = businessDay();
  const thisMonday = mondayOf(today);
  const ranged = Boolean(filters.deliveryDateFrom && filters.deliveryDateTo);
  const [monday, setMonday] = useState(() =>
    ranged && filters.deliveryDateFrom ? mondayOf(filters.deliveryDateFrom) : thisMonday,
  );
  /** The day picked on a narrow screen, for the week it was picked in. */
  const [picked, setPicked] = useState<{ monday: string; day: string } | null>(null);
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const { week, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useDeliveryWeek(monday, filters);
  const days = weekDays(monday);
  const inRange = (d: string) => inDeliveryRange(d, filters);
  // Opened on a day of the range when the week has one.
  const openable = days.some(inRange) ? days.filter(inRange) : days;
  const day =
    picked?.monday === monday ? picked.day : week ? initialDay(openable, week.totals, today) : openable[0]!;
  const moreToLoad =
    hasNextPage && week && (!narrow || (week.byDay[day]?.length ?? 0) < (week.totals[day] ?? 0));

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="delivery-calendar-title"
      data-testid="delivery-calendar"
      sx={{ borderRadius: 2, p: { xs: 2, sm: 2.5 } }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography id="delivery-calendar-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {t('app.dashboard.calendar.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.dashboard.calendar.hint')}
          </Typography>
        </Box>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            <IconButton
              aria-label={t('app.dashboard.calendar.previousWeek')}
              onClick={() => setMonday(addDays(monday, -7))}
            >
              <ChevronLeftRounded />
            </IconButton>
            <Typography
              data-testid="calendar-week-label"
              aria-live="polite"
              sx={{
                flex: 1,
                fontWeight: 600,
                minWidth: { sm: 220 },
                textAlign: 'center',
                whiteSpace: 'nowrap',
              }}
            >
              {weekLabel(days[0]!, days[6]!, locale as Locale)}
            </Typography>
            <IconButton
              aria-label={t('app.dashboard.calendar.nextWeek')}
              onClick={() => setMonday(addDays(monday, 7))}
            >
              <ChevronRightRounded />
            </IconButton>
          </Box>
          <Button
            size="small"
            disabled={monday === thisMonday}
            onClick={() => setMonday(thisMonday)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('app.dashboard.calendar.thisWeek')}
          </Button>
        </Box>
      </Stack>
      <Box sx={{ my: 2 }}>
        <CalendarLegend />
      </Box>
      {isPending ? (
        <Skeleton variant="rounded" height={narrow ? 160 : 220} data-testid="calendar-loading" />
      ) : isError || !week ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('app.lists.error.reload')}
            </Button>
          }
        >
          {t('app.dashboard.calendar.error')}
        </Alert>
      ) : narrow ? (
        <DayView week={week} day={day} onDayChange={(d) => setPicked({ monday, day: d })} inRange={inRange} />
      ) : (
        <WeekColumns week={week} today={today} inRange={inRange} />
      )}
      {moreToLoad && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <IconButton
            aria-label={t('app.dashboard.calendar.loadMore')}
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
            sx={{ border: 1, borderColor: 'divider', width: 44, height: 44 }}
          >
            {isFetchingNextPage ? <CircularProgress size={20} /> : <ExpandMoreRounded />}
          </IconButton>
        </Box>
      )}
    </Paper>
  );
}
