/**
 * How the dashboards write their figures in the user's language (es-MX or en-US grouping): tons
 * with up to 3 decimals and 'ton', money as the app writes it ('$1,234.50 USD'), short forms for
 * chart axes ('$1.2 M'), rates as percentages, months as 'ene 2026', and the change against a
 * previous figure (▲ 12.5 % / ▼ 3 %). Pure: the same strings in tiles, tables, axes and tooltips.
 */
import type { Locale } from '../../../domain/i18n';
import { LOCALE_TAG } from '../../config';
import { formatDate, formatMoney, formatNumber } from '../../format';
import type { Currency } from './dashboardFilters';

export interface FigureFormat {
  locale: Locale;
  number: (value: number, decimals?: number) => string;
  /** '1,234.5 ton'. */
  tons: (value: number) => string;
  /** '$1,234.50 USD'. */
  money: (value: number, currency: Currency) => string;
  /** Axis labels: '1.2 mil', '3.4 M'. */
  compact: (value: number) => string;
  /** 0.875 → '87.5 %'. */
  percent: (rate: number) => string;
  /** '2026-03' → 'mar 2026'. */
  month: (month: string) => string;
  /** '2026-03' → 'marzo de 2026'. */
  monthLong: (month: string) => string;
  /** '2026-03-05' → '05/03/2026'. */
  date: (day: string) => string;
}

const cache = new Map<Locale, FigureFormat>();

export function figureFormat(locale: Locale): FigureFormat {
  const known = cache.get(locale);
  if (known) return known;
  const tag = LOCALE_TAG[locale];
  const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const month = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const monthLong = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const midMonth = (m: string) => new Date(`${m}-15T12:00:00Z`);
  const format: FigureFormat = {
    locale,
    number: (value, decimals = 3) => formatNumber(value, decimals, locale),
    tons: (value) => `${formatNumber(value, 3, locale)} ton`,
    money: (value, currency) => formatMoney(value, currency, locale),
    compact: (value) => compact.format(value),
    percent: (rate) => percent.format(rate),
    month: (m) => month.format(midMonth(m)).replace('.', ''),
    monthLong: (m) => monthLong.format(midMonth(m)),
    date: (day) => formatDate(day, locale),
  };
  cache.set(locale, format);
  return format;
}

export type Trend = 'up' | 'down' | 'same' | 'new';

/** The change of `current` against `previous`: its direction and its size as a rate (null when new). */
export function change(current: number, previous: number): { trend: Trend; rate: number | null } {
  if (current === previous) return { trend: 'same', rate: 0 };
  if (previous === 0) return { trend: 'new', rate: null };
  const rate = (current - previous) / Math.abs(previous);
  return { trend: rate > 0 ? 'up' : 'down', rate: Math.abs(rate) };
}
