/**
 * Field schemas the inventory forms share. Message keys live under `validation.inventory` in the
 * server catalogues (the web forms translate the same keys).
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { normalizeDecimalInput } from '../orders/decimals';
import { blank, typedDecimal } from '../orders/fields';

export const ikey = (name: string) => `validation.inventory.${name}`;

/** The largest quantity one allocation may promise, in kg. */
export const MAX_ALLOCATED_KG = 999_999;
/** The largest lot a reception may register, in kg (a full warehouse, not a typo). */
export const MAX_LOT_KG = 99_999_999;

/** A typed non-negative or positive kilogram amount, answered as canonical text ('1,5' → '1.5'). */
export const kgAmount = (keys: {
  required: string;
  invalid: string;
  positive?: string;
  max?: [number, string];
}) =>
  typedDecimal(keys.required, keys.invalid).pipe(
    z.string().superRefine((q, ctx) => {
      const value = new Decimal(q);
      if (keys.positive && value.lte(0)) ctx.addIssue({ code: 'custom', message: keys.positive, input: q });
      else if (keys.max && value.gt(keys.max[0]))
        ctx.addIssue({ code: 'custom', message: keys.max[1], input: q });
    }),
  );

/** A typed signed amount ('-25,5' → '-25.5'): the number rules of `typedDecimal` after an optional minus. */
export const signedDecimal = (requiredKey: string, invalidKey: string) =>
  z.union([z.string(), z.number()], { error: requiredKey }).transform((v, ctx) => {
    const text = String(v).trim();
    const negative = text.startsWith('-');
    const plain = blank(text) ? null : normalizeDecimalInput(negative ? text.slice(1) : text);
    if (plain === null) {
      ctx.addIssue({ code: 'custom', message: blank(text) ? requiredKey : invalidKey, input: v });
      return z.NEVER;
    }
    return (negative ? new Decimal(plain).neg() : new Decimal(plain)).toFixed();
  });

/** An optional free text: blank and null both mean none. */
export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null);

export { blank };
