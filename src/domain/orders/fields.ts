/**
 * Field schemas the order forms share: typed numbers, picks (uuids), days. Internal to the order
 * domain; the message keys live under `validation.orders` in the server catalogues.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { normalizeDecimalInput } from './decimals';
import { type DeliveryWindow, isIsoDay } from './deliveryWindow';

export const key = (name: string) => `validation.orders.${name}`;
export const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A uuid the user must pick: missing or blank says what to pick, anything else is malformed. */
export const requiredUuid = (requiredKey: string) =>
  z.uuid({ error: (issue) => (blank(issue.input) ? requiredKey : 'validation.uuid') });

/** An optional pick: '' (an emptied select) and null both mean none. */
export const optionalUuid = z
  .string('validation.uuid')
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(z.uuid('validation.uuid').nullable());

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null);

/** A typed quantity or price (see decimals.ts), answered as canonical text: '1,5' → '1.5'. */
export const typedDecimal = (requiredKey: string, invalidKey: string) =>
  z.union([z.string(), z.number()], { error: requiredKey }).transform((v, ctx) => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: requiredKey, input: v });
      return z.NEVER;
    }
    const plain = normalizeDecimalInput(String(v));
    if (plain === null) {
      ctx.addIssue({ code: 'custom', message: invalidKey, input: v });
      return z.NEVER;
    }
    return new Decimal(plain).toFixed();
  });

/** A whole number typed in a text field or sent as a number. */
export const wholeNumber = (
  min: number,
  max: number,
  keys: { invalid: string; tooSmall: string; tooBig: string },
) =>
  z.union([z.string(), z.number()], { error: keys.invalid }).transform((v, ctx) => {
    const text = String(v).trim();
    if (!/^\d{1,6}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: keys.invalid, input: v });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < min || n > max) {
      const message = n < min ? keys.tooSmall : keys.tooBig;
      ctx.addIssue({ code: 'custom', message, input: v });
      return z.NEVER;
    }
    return n;
  });

/**
 * A business day 'yyyy-mm-dd'; with a window (creation), also inside it. Blank says the date is
 * missing, a malformed one says so, and only a real day is compared with the window.
 */
export const day = (window?: DeliveryWindow, requiredKey = key('deliveryDateRequired')) =>
  z.string({ error: requiredKey }).superRefine((value, ctx) => {
    if (blank(value)) ctx.addIssue({ code: 'custom', message: requiredKey, input: value });
    else if (!isIsoDay(value)) ctx.addIssue({ code: 'custom', message: 'validation.date', input: value });
    else if (window && (value < window.from || value > window.to)) {
      ctx.addIssue({ code: 'custom', message: key('deliveryDateOutOfRange'), input: value });
    }
  });

/** A typed quantity that must be more than 0 (kg in the order forms unless the user works in tons). */
export const positiveQuantity = () =>
  typedDecimal(key('quantityRequired'), key('quantityInvalid')).pipe(
    z.string().refine((q) => new Decimal(q).gt(0), key('quantityPositive')),
  );
