/**
 * The days an order may be delivered on: from today to the last day of next month, in Mexico City.
 * "Today" always comes from the caller — the server passes `businessDay()`, tests pass
 * a fixed day — so the rule never depends on the machine's clock or time zone.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'yyyy-mm-dd' ('2026-02-29' is not one). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function assertIsoDay(value: string): void {
  if (!isIsoDay(value)) throw new Error(`Expected a day as 'yyyy-mm-dd', got '${value}'`);
}

/** '2026-12-15' → '2027-01-31'; '2026-01-31' → '2026-02-28'. */
export function lastDayOfNextMonth(today: string): string {
  assertIsoDay(today);
  const [y, m] = today.split('-').map(Number) as [number, number];
  // Day 0 of the month after next is the last day of next month; Date.UTC rolls the year over.
  const last = new Date(Date.UTC(y, m + 1, 0));
  const mm = String(last.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(last.getUTCDate()).padStart(2, '0');
  return `${last.getUTCFullYear()}-${mm}-${dd}`;
}

export interface DeliveryWindow {
  /** First allowed day (today). */
  from: string;
  /** Last allowed day (last day of next month). */
  to: string;
}

export function deliveryWindow(today: string): DeliveryWindow {
  return { from: today, to: lastDayOfNextMonth(today) };
}

/** Both ends included; 'yyyy-mm-dd' strings compare like the days they name. */
export function isInDeliveryWindow(day: string, window: DeliveryWindow): boolean {
  return isIsoDay(day) && day >= window.from && day <= window.to;
}
