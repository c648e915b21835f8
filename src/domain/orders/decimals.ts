/**
 * Reading the quantities and prices people type in the order screens. Mexican users write both
 * '1,5' (a decimal comma) and '1,500' (a thousands comma), so the original client fixes one rule for telling
 * them apart: a single comma followed by at most 2 digits is a decimal comma; any other comma is a
 * thousands separator. A dot is always the decimal point. Numbers carry at most 3 decimals; zeros
 * past the third change nothing and are dropped.
 */
import { Decimal } from 'decimal.js';

/** The original client's "numbers up to 3 decimals" (kg to the gram, prices per KG to a tenth of a cent). */
export const MAX_INPUT_DECIMALS = 3;

const ALLOWED_CHARACTERS = /^[\d.,]+$/;
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
/** Thousands commas are only believable in whole groups of three: '1,234', '12,345,678.5'. */
const THOUSANDS_GROUPS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN_NUMBER = new RegExp(`^\\d+(\\.\\d{1,${MAX_INPUT_DECIMALS}})?$`);
/** Zeros past the last decimal allowed change nothing: '2.5000' (a price as answered) is '2.500'. */
const ZEROS_PAST_MAX = new RegExp(`^(\\d+\\.\\d{${MAX_INPUT_DECIMALS}})0+$`);

/**
 * The canonical text of a typed number ('1,5' → '1.5', '1,234.5' → '1234.5'), or null when it is
 * not a non-negative number by the rules above. Separators need digits on both sides: '1,' and
 * '.5' are refused rather than guessed at.
 */
export function normalizeDecimalInput(raw: string): string | null {
  const text = raw.trim();
  if (!ALLOWED_CHARACTERS.test(text)) return null; // also refuses '' and a minus sign
  let plain = text;
  if (DECIMAL_COMMA.test(text)) {
    plain = text.replace(',', '.');
  } else if (text.includes(',')) {
    if (!THOUSANDS_GROUPS.test(text)) return null; // '1,2,3', '1,5000', '12.345,6'
    plain = text.replace(/,/g, '');
  }
  // A value read from the API (prices are kept with 4 decimals) can be sent back as it came.
  plain = plain.replace(ZEROS_PAST_MAX, '$1');
  return PLAIN_NUMBER.test(plain) ? plain : null;
}

/** A typed quantity or price as an exact decimal, or null when invalid (see `normalizeDecimalInput`). */
export function parseDecimalInput(raw: string): Decimal | null {
  const plain = normalizeDecimalInput(raw);
  return plain === null ? null : new Decimal(plain);
}

/** Units a user may type quantities in (the user's `unitMeasure`); storage is always kg. */
export type QuantityUnit = 'KG' | 'TON';

export const KG_PER_TON = 1000;

/** A quantity in the user's unit, as kg for storage and arithmetic. */
export function toKg(quantity: Decimal, unit: QuantityUnit): Decimal {
  return unit === 'TON' ? quantity.times(KG_PER_TON) : quantity;
}

/** Tons for display: kg / 1000 with 3 decimals (half-up), i.e. exact to the kg. */
export function kgToTons(kg: Decimal): Decimal {
  return kg.dividedBy(KG_PER_TON).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
}
