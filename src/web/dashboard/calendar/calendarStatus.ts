/**
 * The colour of each calendar status, the same in the cards and the legend: five hues far apart
 * (green delivered, red late, blue shipped, amber waiting for finance, purple authorized), each at
 * least 4.5:1 on white. Four are the theme's status colours; the theme's teal secondary sat too
 * close to both green and blue on a 4 px card edge, so authorized takes MUI's purple. Never the
 * tenant's primary colour, which could be any of them. A status the page does not know is grey.
 */
import { purple } from '@mui/material/colors';
import type { Palette } from '@mui/material/styles';
import { CALENDAR_STATUSES, type CalendarStatus } from '../../../domain/dashboards/calendar';

const COLOURS: Record<CalendarStatus, (p: Palette) => string> = {
  delivered: (p) => p.success.main,
  'delayed-no-shipment': (p) => p.error.main,
  'shipment-confirmed': (p) => p.info.main,
  'not-authorized-finance': (p) => p.warning.main,
  'authorized-no-shipment': () => purple[700],
};

export type ShownStatus = CalendarStatus | 'unknown';

/** The status as the page shows it: one of the five, else 'unknown'. */
export function shownStatus(status: string): ShownStatus {
  return (CALENDAR_STATUSES as readonly string[]).includes(status) ? (status as CalendarStatus) : 'unknown';
}

export function statusColour(palette: Palette, status: ShownStatus): string {
  return status === 'unknown' ? palette.grey[500] : COLOURS[status](palette);
}
