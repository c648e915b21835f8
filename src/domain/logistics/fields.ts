/**
 * Field schemas the logistics forms share. Message keys live under `validation.logistics` in the
 * server catalogues (the web forms translate the same keys).
 */
import { z } from 'zod';
import { isIsoDay } from '../orders/deliveryWindow';
import { blank, typedDecimal } from '../orders/fields';

export const lkey = (name: string) => `validation.logistics.${name}`;

/** A business day 'yyyy-mm-dd', required, optionally not before `min` (today) or after `max`. */
export const logisticsDay = (requiredKey: string, limits: { min?: string; max?: string } = {}) =>
  z.string({ error: requiredKey }).superRefine((value, ctx) => {
    if (blank(value)) ctx.addIssue({ code: 'custom', message: requiredKey, input: value });
    else if (!isIsoDay(value)) ctx.addIssue({ code: 'custom', message: 'validation.date', input: value });
    else if (limits.min && value < limits.min)
      ctx.addIssue({ code: 'custom', message: lkey('dateNotBeforeToday'), input: value });
    else if (limits.max && value > limits.max)
      ctx.addIssue({ code: 'custom', message: lkey('dateNotAfterToday'), input: value });
  });

/** A typed money amount ≥ 0 with at most 2 decimals, answered as canonical text ('1.234,5' is refused, '1234,5' → '1234.5'). */
export const moneyAmount = (requiredKey: string, invalidKey: string) =>
  typedDecimal(requiredKey, invalidKey).pipe(
    z.string().refine((v) => /^\d+(\.\d{1,2})?$/.test(v), invalidKey),
  );

/** A document number (invoice, credit note): trimmed, 1–40 characters. */
export const documentNumber = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(40, 'validation.tooLong');
