/**
 * The timestamp a notification shows, relative to "now" in the business's time zone (Mexico City):
 * 'Hoy, 10:42', 'Ayer, 18:05', 'Mañana, 09:00', the weekday within a week ('lunes 09:15'), else
 * 'dd/MM/yyyy HH:mm' (the product's date format in both languages). Pure: the caller passes "now".
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { notifications as enText } from '../../../i18n/en/app/notifications';
import { notifications as esText } from '../../../i18n/es/app/notifications';
import { interpolate, type Locale } from '../../domain/i18n';
import { TIMEZONE } from '../config';

dayjs.extend(utc);
dayjs.extend(timezone);

const PHRASES: Record<Locale, typeof enText.time> = { es: esText.time, en: enText.time };
/** Within this many calendar days (either way) the weekday name is enough. */
const WEEKDAY_RANGE_DAYS = 7;

export interface RelativeTimeOptions {
  now: Date | string | number;
  locale: Locale;
  /** IANA zone; the product's zone unless a test says otherwise. */
  timeZone?: string;
}

/** Calendar days from `now` to `value` in the zone: 0 today, -1 yesterday, 1 tomorrow. */
export function calendarDayOffset(value: Dayjs, now: Dayjs): number {
  // Comparing the zone's calendar dates as UTC midnights avoids any DST or offset arithmetic.
  const day = (d: Dayjs) => dayjs.utc(d.format('YYYY-MM-DD'));
  return day(value).diff(day(now), 'day');
}

export function formatRelativeTime(value: Date | string | number, options: RelativeTimeOptions): string {
  const zone = options.timeZone ?? TIMEZONE;
  const at = dayjs(value);
  const now = dayjs(options.now);
  if (!at.isValid() || !now.isValid()) return '';
  const local = at.locale(options.locale).tz(zone);
  const phrases = PHRASES[options.locale];
  const time = local.format('HH:mm');
  const offset = calendarDayOffset(local, now.tz(zone));

  if (offset === 0) return interpolate(phrases.today, { time });
  if (offset === -1) return interpolate(phrases.yesterday, { time });
  if (offset === 1) return interpolate(phrases.tomorrow, { time });
  if (Math.abs(offset) < WEEKDAY_RANGE_DAYS) {
    return interpolate(phrases.weekday, { weekday: local.format('dddd'), time });
  }
  return interpolate(phrases.date, { date: local.format('DD/MM/YYYY'), time });
}
