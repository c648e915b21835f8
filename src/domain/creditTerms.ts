/** A customer's credit terms: limit with currency, days, payment term, validity and approval. */
import { z } from 'zod';
import { listQuerySchema, orderDirectionSchema } from './lists';
import { decimalString } from './pricing';
import { CURRENCIES } from './users';

export const PAYMENT_TERMS = ['CREDIT', 'ADVANCE_PAYMENT'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERM_LABELS: Record<PaymentTerm, { es: string; en: string }> = {
  CREDIT: { es: 'Crédito', en: 'Credit' },
  ADVANCE_PAYMENT: { es: 'Pago anticipado', en: 'Advance payment' },
};

const isoDate = z.iso.date('validation.date');

const creditTermFields = z.object({
  customerId: z.uuid('validation.uuid'),
  paymentTerm: z.enum(PAYMENT_TERMS).default('CREDIT'),
  creditLimit: decimalString(100_000_000),
  currency: z.enum(CURRENCIES).default('USD'),
  creditDays: z
    .number({ error: 'validation.required' })
    .int()
    .min(0, 'validation.tooSmall')
    .max(365, 'validation.tooBig'),
  validFrom: isoDate,
  validTo: isoDate.nullable().optional(),
  notes: z
    .string()
    .trim()
    .max(500, 'validation.tooLong')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

type Fields = z.infer<typeof creditTermFields>;

/** Advance payment has no credit: limit and days are 0. The period must not end before it starts. */
function termRules(value: Partial<Fields>, ctx: z.RefinementCtx) {
  if (value.paymentTerm === 'ADVANCE_PAYMENT') {
    if (value.creditDays !== undefined && value.creditDays !== 0) {
      ctx.addIssue({ code: 'custom', path: ['creditDays'], message: 'validation.advanceNoCredit' });
    }
    if (value.creditLimit !== undefined && Number(value.creditLimit) !== 0) {
      ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: 'validation.advanceNoCredit' });
    }
  }
  if (value.validFrom && value.validTo && value.validTo < value.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validation.validToBeforeFrom' });
  }
}

export const creditTermInputSchema = creditTermFields.strict().superRefine(termRules);
export type CreditTermInput = z.infer<typeof creditTermInputSchema>;

export const creditTermUpdateSchema = creditTermFields
  .omit({ customerId: true })
  .partial()
  .extend({ version: z.number().int().min(1) })
  .strict()
  .superRefine(termRules);
export type CreditTermUpdate = z.infer<typeof creditTermUpdateSchema>;

export const creditTermListQuerySchema = listQuerySchema.extend({
  customerId: z.uuid('validation.uuid').optional(),
  paymentTerm: z.enum(PAYMENT_TERMS).optional(),
  orderField: z
    .enum(['customer', 'creditLimit', 'creditDays', 'validFrom', 'validTo', 'createdAt'])
    .default('customer'),
  orderDirection: orderDirectionSchema,
});

/** Whether two validity periods (open end = null) share a day. */
export function periodsOverlap(
  aFrom: string,
  aTo: string | null,
  bFrom: string,
  bTo: string | null,
): boolean {
  return (aTo === null || bFrom <= aTo) && (bTo === null || aFrom <= bTo);
}

export const creditTermSchema = z.object({
  id: z.uuid(),
  customer: z.object({ id: z.uuid(), companyName: z.string(), rfc: z.string() }),
  paymentTerm: z.enum(PAYMENT_TERMS),
  creditLimit: z.string(),
  currency: z.enum(CURRENCIES),
  creditDays: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  notes: z.string().nullable(),
  approvedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  approvedAt: z.string().nullable(),
  isCurrent: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CreditTerm = z.infer<typeof creditTermSchema>;
