/**
 * Dates, numbers and money as the business reads them: dd/MM/yyyy in America/Mexico_City, es-MX
 * numbers (1,234.5) with up to 3 decimals, quantities in kg and tons (1 t = 1000 kg).
 */
import type { Locale } from '../domain/i18n';
import { LOCALE_TAG, TIMEZONE } from './config';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  // A business date (yyyy-mm-dd) is a calendar day, not an instant: read it as noon in Mexico City.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T12:00:00-06:00`);
  return value instanceof Date ? value : new Date(value);
}

const tag = (locale: Locale) => LOCALE_TAG[locale];

/**
 * One formatter per language and options, made once: building an Intl formatter costs far more
 * than formatting with it, and a list's first page formats a few hundred values (counts, dates,
 * tons, totals) while the user waits for its first row.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}

export function formatDate(value: DateInput, locale: Locale = 'es'): string {
  const pieces = dateFormat(locale, {
    timeZone: TIMEZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(toDate(value));
  const parts = Object.fromEntries(pieces.map((p) => [p.type, p.value]));
  // Always dd/MM/yyyy, in both languages, as the original.
  return `${parts.day}/${parts.month}/${parts.year}`;
}

export function formatDateTime(value: DateInput, locale: Locale = 'es'): string {
  const time = dateFormat(locale, {
    timeZone: TIMEZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(toDate(value));
  return `${formatDate(value, locale)} ${time}`;
}

/** Numbers with up to 3 decimals (es-MX grouping: 1,234.567). */
export function formatNumber(value: number | string, maxDecimals = 3, locale: Locale = 'es'): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '—';
  return numberFormat(locale, { maximumFractionDigits: maxDecimals }).format(n);
}

export function formatMoney(value: number | string, currency: 'USD' | 'MXN', locale: Locale = 'es'): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '—';
  const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  return `$${amount} ${currency}`;
}

/** Tons from kilograms, 1 decimal by default ('12.5 ton'). */
export function formatTons(kg: number | string, decimals = 1, locale: Locale = 'es'): string {
  const n = (typeof kg === 'string' ? Number(kg) : kg) / 1000;
  if (!Number.isFinite(n)) return '—';
  return `${numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n)} ton`;
}
