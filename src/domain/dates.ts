/** Business dates are calendar days in Mexico City, whatever the server's or browser's zone. */
export const BUSINESS_TIMEZONE = 'America/Mexico_City';

let dayFormat: Intl.DateTimeFormat | null = null;
/** Built once: a formatter costs far more to build than to use (the scale generator calls this millions of times). */
function businessDayFormat(): Intl.DateTimeFormat {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat;
}

/** 'yyyy-mm-dd' of the given instant in Mexico City. */
export function businessDay(instant: Date = new Date()): string {
  const parts = businessDayFormat().formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
