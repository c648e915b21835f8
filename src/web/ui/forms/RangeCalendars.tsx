/**
 * The months of the date-range picker: one or two of MUI's free `DateCalendar` side by side (the
 * range picker itself is a paid component), moved together by one pair of arrows, each day drawn by
 * a day slot that paints the range being chosen (ends filled, the days between tinted, the end
 * previewed under the pointer). The calendars hold no value of their own: a click hands the day up.
 * They bring MUI's date library (calendars, adapter, locale texts), so the picker loads this module
 * when it is first shown rather than with the screen (see ./DateRangePicker.tsx).
 */
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { Box, IconButton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es-mx';
import { createContext, useContext, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { type DateRangeValue, dayInRange } from './dateRange';

const ISO = 'YYYY-MM-DD';

const PICKER_LOCALE: Record<Locale, { adapter: string; texts: typeof esES }> = {
  es: { adapter: 'es-mx', texts: esES },
  en: { adapter: 'en', texts: enUS },
};

interface RangeState {
  range: DateRangeValue;
  hover?: string;
  setHover: (day: string | undefined) => void;
}
const Range = createContext<RangeState>({ range: {}, setHover: () => undefined });

/** A day of the grid, painted by where it stands in the range. */
function RangeDay(props: PickerDayProps) {
  const { range, hover, setHover } = useContext(Range);
  const day = (props.day as Dayjs).format(ISO);
  const at = props.outsideCurrentMonth
    ? { start: false, end: false, inside: false }
    : dayInRange(range, day, hover);
  const end = at.start || at.end;
  return (
    <PickerDay
      {...props}
      selected={end}
      // Every day of the range is chosen, for who cannot see the tint.
      aria-selected={end || at.inside}
      onMouseEnter={(event, value) => {
        props.onMouseEnter?.(event, value);
        setHover(day);
      }}
      sx={[
        at.inside &&
          ((theme) => ({
            // A band from end to end: the days between lose their round corners and their gaps.
            borderRadius: 0,
            mx: 0,
            width: 40,
            bgcolor: alpha(theme.palette.primary.main, 0.14),
            '&:hover, &:focus': { bgcolor: alpha(theme.palette.primary.main, 0.24) },
          })),
      ]}
    />
  );
}

/** The month's name in place of the calendar's own header (the arrows are shared by the months). */
function MonthTitle({ currentMonth, labelId }: PickersCalendarHeaderProps) {
  const adapter = usePickerAdapter();
  return (
    <Typography
      id={labelId}
      component="p"
      variant="subtitle2"
      sx={{ textAlign: 'center', textTransform: 'capitalize', fontWeight: 600, mt: 1.5, mb: 1 }}
    >
      {adapter.formatByString(currentMonth, 'MMMM YYYY')}
    </Typography>
  );
}

export interface RangeCalendarsProps {
  /** The range being chosen (not yet applied). */
  range: DateRangeValue;
  onPick: (day: string) => void;
  /** The first month shown, as its first day. */
  month: Dayjs;
  onMonthChange: (month: Dayjs) => void;
  months: 1 | 2;
  /** The language of the months' and days' names. */
  locale: Locale;
}

export function RangeCalendars({ locale, month, ...props }: RangeCalendarsProps) {
  const { adapter, texts } = PICKER_LOCALE[locale];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapter}
      localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Months {...props} month={month.locale(adapter)} />
    </LocalizationProvider>
  );
}

function Months({ range, onPick, month, onMonthChange, months }: Omit<RangeCalendarsProps, 'locale'>) {
  const translate = useTranslate();
  const [hover, setHover] = useState<string>();
  // The grid takes the focus when the picker opens and when its keys walk into another month (the
  // months are new calendars then); the arrows keep it.
  const [focusGrid, setFocusGrid] = useState(true);
  const move = (next: Dayjs, byKeys: boolean) => {
    setFocusGrid(byKeys);
    onMonthChange(next);
  };
  const shown = Array.from({ length: months }, (_, i) => month.add(i, 'month'));
  // The grid's first focus is the range's start when it is shown, else the month's first day.
  const focusOf = (shownMonth: Dayjs) => {
    const from = range.from;
    return from?.startsWith(shownMonth.format('YYYY-MM'))
      ? shownMonth.set('date', Number(from.slice(8, 10)))
      : shownMonth;
  };
  return (
    <Range.Provider value={{ range, hover, setHover }}>
      <Box sx={{ position: 'relative' }} onMouseLeave={() => setHover(undefined)}>
        <IconButton
          onClick={() => move(month.subtract(1, 'month'), false)}
          aria-label={translate('app.lists.dateRange.previousMonth')}
          sx={{ position: 'absolute', left: 8, top: 6, zIndex: 1 }}
        >
          <ChevronLeftRounded />
        </IconButton>
        <IconButton
          onClick={() => move(month.add(1, 'month'), false)}
          aria-label={translate('app.lists.dateRange.nextMonth')}
          sx={{ position: 'absolute', right: 8, top: 6, zIndex: 1 }}
        >
          <ChevronRightRounded />
        </IconButton>
        <Box sx={{ display: 'flex', gap: 1 }} data-testid="range-months">
          {shown.map((shownMonth, i) => (
            <DateCalendar
              // A month moved by the arrows is a new calendar: DateCalendar keeps its month to itself.
              key={shownMonth.format('YYYY-MM')}
              referenceDate={focusOf(shownMonth)}
              value={null}
              views={['day']}
              autoFocus={focusGrid && i === 0}
              onChange={(day: Dayjs | null) => day && onPick(day.format(ISO))}
              // Keys that walk past the month's end move every month along.
              onMonthChange={(next: Dayjs) => move(next.subtract(i, 'month').startOf('month'), true)}
              slots={{ day: RangeDay, calendarHeader: MonthTitle }}
              sx={{ m: 0, height: 'auto', maxHeight: 'none' }}
            />
          ))}
        </Box>
      </Box>
    </Range.Provider>
  );
}
