/**
 * Working days in Mexico: Monday to Friday less the statutory rest days of the Ley Federal del
 * Trabajo (art. 74). The month-to-date projection counts them: sales of the working days elapsed,
 * projected over the month's working days. Days are 'yyyy-mm-dd' calendar days (Mexico City).
 */

const DAY_MS = 86_400_000;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** The day `n` days after `day` (before it when negative). */
export function addDays(day: string, n: number): string {
  return iso(new Date(utc(day).getTime() + n * DAY_MS));
}

/** The `nth` Monday (1 = first) of a month (1–12). */
function nthMonday(year: number, month: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const toMonday = (8 - first.getUTCDay()) % 7;
  return iso(new Date(Date.UTC(year, month - 1, 1 + toMonday + (nth - 1) * 7)));
}

/**
 * The year's statutory rest days: 1 January, the first Monday of February (Constitution day), the
 * third Monday of March (Juárez), 1 May, 16 September, the third Monday of November (Revolution),
 * 25 December, and 1 October of the years a federal government takes office (every six years from 2024).
 */
export function restDays(year: number): string[] {
  const days = [
    `${year}-01-01`,
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    `${year}-05-01`,
    `${year}-09-16`,
    nthMonday(year, 11, 3),
    `${year}-12-25`,
  ];
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push(`${year}-10-01`);
  return days.sort();
}

const restDaysCache = new Map<number, Set<string>>();
function restDaySet(year: number): Set<string> {
  let set = restDaysCache.get(year);
  if (!set) {
    set = new Set(restDays(year));
    restDaysCache.set(year, set);
  }
  return set;
}

export function isWorkingDay(day: string): boolean {
  const weekday = utc(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !restDaySet(Number(day.slice(0, 4))).has(day);
}

/** Working days from `from` to `to`, both included (0 when `to` is before `from`). */
export function workingDaysBetween(from: string, to: string): number {
  let n = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) n++;
  return n;
}

/** First and last day of the month ('yyyy-mm'). */
export function monthBounds(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${pad(last)}` };
}

/** The month before ('yyyy-mm'). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
}

/**
 * A month's working days: all of them, and those elapsed by `asOf` (included). Before the month
 * none has elapsed; after it, all have.
 */
export function monthWorkingDays(month: string, asOf: string): { elapsed: number; total: number } {
  const { first, last } = monthBounds(month);
  const total = workingDaysBetween(first, last);
  return { elapsed: workingDaysBetween(first, asOf < last ? asOf : last), total };
}

/**
 * The last day of a month's stretch holding its first `workingDays` working days: the day before
 * the next working day, so the rest days that follow the last one counted belong to the stretch
 * (as a weekend's sales belong to the month to date read on a Saturday). The whole month when it
 * has no more working days than that.
 */
export function endOfWorkingDays(month: string, workingDays: number): string {
  const { first, last } = monthBounds(month);
  let seen = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!isWorkingDay(day)) continue;
    if (seen === workingDays) return addDays(day, -1);
    seen++;
  }
  return last;
}
