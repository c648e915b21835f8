/** Business dates are calendar days in Mexico City, whatever the server's or browser's zone. */
export const BUSINESS_TIMEZONE = 'America/Mexico_City';

/** 'yyyy-mm-dd' of the given instant in Mexico City. */
export function businessDay(instant: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
