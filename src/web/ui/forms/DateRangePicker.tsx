/**
 * A date range chosen on a calendar: a field showing the range in force ('dd/MM/yyyy – dd/MM/yyyy')
 * opens the months — two side by side from 768 px in a popover, one in a dialog on phones — where
 * the first click is the start and the second the end; 'Limpiar' empties the choice and 'Aplicar'
 * hands it over (nothing changes before). Escape or a click outside closes without applying. The
 * value is `{ from?, to? }` in 'yyyy-mm-dd', both ends or neither once applied.
 *
 * The months (MUI's date library) are their own chunk: a screen showing the field downloads them
 * after it has rendered, and the picker opens once they are there, so the screen's first paint does
 * not wait for calendars nobody has opened yet.
 */
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Popover,
  Stack,
  type SxProps,
  type Theme,
  Typography,
} from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { formatDate } from '../../format';
import { useIsPhone } from '../useIsPhone';
import { appliedRange, type DateRangeValue, pickDay } from './dateRange';
import type { RangeCalendars as Calendars } from './RangeCalendars';

export type { DateRangeValue } from './dateRange';

const T = 'app.lists.dateRange';

let loadedCalendars: typeof Calendars | undefined;
let loadingCalendars: Promise<typeof Calendars> | undefined;

/** The months' module, once per page (a failed download is tried again at the next call). */
function loadCalendars(): Promise<typeof Calendars> {
  loadingCalendars ??= import('./RangeCalendars').then(
    (m) => {
      loadedCalendars = m.RangeCalendars;
      return m.RangeCalendars;
    },
    (error: unknown) => {
      loadingCalendars = undefined;
      throw error;
    },
  );
  return loadingCalendars;
}

export interface DateRangePickerProps {
  /** What the range is of ('Fecha de entrega'): the field's label and the picker's name. */
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  testId?: string;
  sx?: SxProps<Theme>;
}

function rangeText(range: DateRangeValue, locale: Locale): string | null {
  if (!range.from) return null;
  const from = formatDate(range.from, locale);
  return range.to && range.to !== range.from ? `${from} – ${formatDate(range.to, locale)}` : from;
}

/** The choice so far, said aloud as it changes. */
function ChoiceStatus({ draft, locale }: { draft: DateRangeValue; locale: Locale }) {
  const translate = useTranslate();
  let text = translate(`${T}.pickStart`);
  if (draft.from && !draft.to) text = translate(`${T}.pickEnd`, { from: formatDate(draft.from, locale) });
  else if (draft.from) text = rangeText(draft, locale) ?? text;
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ flex: 1 }}>
      {text}
    </Typography>
  );
}

export function DateRangePicker({ label, value, onChange, testId, sx }: DateRangePickerProps) {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState() as [Locale | undefined, unknown];
  const isPhone = useIsPhone();
  const anchor = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRangeValue>(value);
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [RangeCalendars, setRangeCalendars] = useState(() => loadedCalendars);
  const fetchCalendars = useCallback(
    () =>
      loadCalendars().then(
        (loaded) => setRangeCalendars(() => loaded),
        () => undefined,
      ),
    [],
  );
  // Downloaded once the field is on screen, so a click finds them there.
  useEffect(() => {
    void fetchCalendars();
  }, [fetchCalendars]);

  const show = () => {
    setDraft(value);
    setMonth(dayjs(value.from ?? undefined).startOf('month'));
    setOpen(true);
    // Not there yet (the download failed or is slow): the picker opens when they arrive.
    if (!RangeCalendars) void fetchCalendars();
  };
  const close = () => setOpen(false);
  const apply = () => {
    onChange(appliedRange(draft));
    close();
  };

  const shown = rangeText(value, locale);
  const showing = open && RangeCalendars !== undefined;
  const calendars = RangeCalendars && (
    <RangeCalendars
      range={draft}
      onPick={(day) => setDraft((d) => pickDay(d, day))}
      month={month}
      onMonthChange={setMonth}
      months={isPhone ? 1 : 2}
      locale={locale}
    />
  );
  const actions: ReactNode = (
    <>
      <Button onClick={() => setDraft({})}>{translate(`${T}.clear`)}</Button>
      <Button variant="contained" onClick={apply}>
        {translate(`${T}.apply`)}
      </Button>
    </>
  );

  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        color="inherit"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={showing}
        data-testid={testId}
        startIcon={<DateRangeOutlined color="action" />}
        sx={[
          {
            justifyContent: 'flex-start',
            textAlign: 'left',
            textTransform: 'none',
            borderColor: 'divider',
            py: 0.5,
            minHeight: 40,
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
            {label}
          </Typography>
          <Typography variant="body2" noWrap>
            {shown ?? translate(`${T}.any`)}
          </Typography>
        </Box>
      </Button>
      {isPhone ? (
        <Dialog open={showing} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{label}</DialogTitle>
          <DialogContent sx={{ px: 1 }}>
            {calendars}
            <ChoiceStatus draft={draft} locale={locale} />
          </DialogContent>
          <DialogActions>{actions}</DialogActions>
        </Dialog>
      ) : (
        <Popover
          open={showing}
          anchorEl={anchor.current}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 1.5 } } }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 1 }}>
            {label}
          </Typography>
          {calendars}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, pt: 1 }}>
            <ChoiceStatus draft={draft} locale={locale} />
            {actions}
          </Stack>
        </Popover>
      )}
    </>
  );
}
