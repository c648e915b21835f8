/**
 * The colour and text of each calendar status, the same in the cards and the legend: five theme
 * colours told apart by hue (green delivered, red late, blue shipped, amber waiting for finance,
 * teal authorized), each readable at 4.5:1 on white; a status the page does not know is grey.
 */
import type { Palette } from '@mui/material/styles';
import { CALENDAR_STATUSES, type CalendarStatus } from '../../../domain/dashboards/calendar';

const COLOURS: Record<CalendarStatus, (p: Palette) => string> = {
  delivered: (p) => p.success.main,
  'delayed-no-shipment': (p) => p.error.main,
  'shipment-confirmed': (p) => p.info.main,
  'not-authorized-finance': (p) => p.warning.main,
  'authorized-no-shipment': (p) => p.secondary.main,
};

export type ShownStatus = CalendarStatus | 'unknown';

/** The status as the page shows it: one of the five, else 'unknown'. */
export function shownStatus(status: string): ShownStatus {
  return (CALENDAR_STATUSES as readonly string[]).includes(status) ? (status as CalendarStatus) : 'unknown';
}

export function statusColour(palette: Palette, status: ShownStatus): string {
  return status === 'unknown' ? palette.grey[500] : COLOURS[status](palette);
}
