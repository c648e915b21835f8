/**
 * Dates typed as the business writes them (dd/MM/yyyy, in both languages) and kept as the API's
 * calendar days (yyyy-mm-dd). Pure, so the rules are tested without a browser.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2026-02-01' → '01/02/2026'; anything else is returned as it is (a date being typed). */
export function displayFromIso(value: string): string {
  const match = ISO.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** '01/02/2026' → '2026-02-01'; null unless it is a whole, real day (31/02 is not). */
export function isoFromDisplay(text: string): string | null {
  const match = DISPLAY.exec(text);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  if (!isRealDay(Number(yyyy), Number(mm), Number(dd))) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** What is typed, digits only, with the slashes put in: '0102' → '01/02', '01022026' → '01/02/2026'. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
