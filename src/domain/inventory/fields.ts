/**
 * Field schemas the inventory forms share. Message keys live under `validation.inventory` in the
 * server catalogues (the web forms translate the same keys).
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
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

/** An optional free text: blank and null both mean none. */
export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null);

export { blank };
