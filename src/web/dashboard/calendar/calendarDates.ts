/**
 * How the calendar writes its days, in the UI language with dayjs (Spanish as es-MX writes it:
 * lower-case weekdays and months). Pure: days are the API's 'yyyy-mm-dd'.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import type { Locale } from '../../../domain/i18n';

const DAYJS_LOCALE: Record<Locale, string> = { es: 'es-mx', en: 'en' };

const at = (day: string, locale: Locale) => dayjs(day).locale(DAYJS_LOCALE[locale]);

/** Weekday, day of the month and month of a day: { weekday: 'lunes', day: '23', month: 'noviembre' }. */
export function dayParts(day: string, locale: Locale): { weekday: string; day: string; month: string } {
  const d = at(day, locale);
  return { weekday: d.format('dddd'), day: d.format('D'), month: d.format('MMMM') };
}

/**
 * 'first day - last day month year' ('23 - 29 noviembre 2026'); a week across two months names
 * both ('30 noviembre - 6 diciembre 2026'), across two years both years too.
 */
export function weekLabel(monday: string, sunday: string, locale: Locale): string {
  const first = at(monday, locale);
  const last = at(sunday, locale);
  const end = last.format('D MMMM YYYY');
  if (first.year() !== last.year()) return `${first.format('D MMMM YYYY')} - ${end}`;
  if (first.month() !== last.month()) return `${first.format('D MMMM')} - ${end}`;
  return `${first.format('D')} - ${end}`;
}

/** A customer's name as the card shows it: its first 12 characters, an ellipsis when cut. */
export const CUSTOMER_NAME_LENGTH = 12;
export function shortName(name: string): string {
  const chars = [...name.trim()];
  return chars.length > CUSTOMER_NAME_LENGTH
    ? `${chars.slice(0, CUSTOMER_NAME_LENGTH).join('')}…`
    : name.trim();
}

/**
 * The day the narrow screen opens on: today when it has deliveries, else the first day that has
 * some, else today (when in the week) or Monday.
 */
export function initialDay(days: readonly string[], totals: Record<string, number>, today: string): string {
  if ((totals[today] ?? 0) > 0) return today;
  return days.find((d) => (totals[d] ?? 0) > 0) ?? (days.includes(today) ? today : days[0]!);
}
