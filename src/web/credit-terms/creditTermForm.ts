/**
 * The credit-term dialog's values (text, as the inputs hold them), their validation by the
 * domain's creditTermInputSchema, and the bodies of POST and PUT. Advance payment carries no
 * credit: its limit and days are always sent as 0.
 */
import { z } from 'zod';
import {
  type CreditTerm,
  type CreditTermInput,
  type CreditTermUpdate,
  creditTermInputSchema,
  creditTermUpdateSchema,
  PAYMENT_TERMS,
  type PaymentTerm,
} from '../../domain/creditTerms';
import { businessDay } from '../../domain/dates';
import { CURRENCIES } from '../../domain/users';
import { formatNumber } from '../format';
import type { FieldLimits } from '../ui/forms/fieldError';

export type Currency = (typeof CURRENCIES)[number];
export const MAX_CREDIT_LIMIT = 100_000_000;
export const MAX_CREDIT_DAYS = 365;

export interface CreditTermFormValues {
  customerId: string;
  paymentTerm: PaymentTerm;
  creditLimit: string;
  currency: Currency;
  creditDays: string;
  validFrom: string;
  validTo: string;
  notes: string;
}

export const CREDIT_TERM_FIELDS = [
  'customerId',
  'paymentTerm',
  'creditLimit',
  'currency',
  'creditDays',
  'validFrom',
  'validTo',
  'notes',
] as const satisfies readonly (keyof CreditTermFormValues)[];

export const CREDIT_TERM_LIMITS: Partial<Record<keyof CreditTermFormValues, FieldLimits>> = {
  creditLimit: { min: 0, max: formatNumber(MAX_CREDIT_LIMIT) },
  creditDays: { min: 0, max: MAX_CREDIT_DAYS },
  notes: { max: 500 },
};

export function emptyCreditTermForm(today: string = businessDay()): CreditTermFormValues {
  return {
    customerId: '',
    paymentTerm: 'CREDIT',
    creditLimit: '',
    currency: 'USD',
    creditDays: '',
    validFrom: today,
    validTo: '',
    notes: '',
  };
}

export function creditTermFormOf(term: CreditTerm): CreditTermFormValues {
  return {
    customerId: term.customer.id,
    paymentTerm: term.paymentTerm,
    creditLimit: formatNumber(term.creditLimit, 6),
    currency: term.currency,
    creditDays: String(term.creditDays),
    validFrom: term.validFrom,
    validTo: term.validTo ?? '',
    notes: term.notes ?? '',
  };
}

export const isAdvancePayment = (term: PaymentTerm) => term === 'ADVANCE_PAYMENT';

/** What the limit box keeps of what is typed: digits, thousands commas and one decimal point. */
export function limitAsTyped(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/[.,]/g, '')}`;
}

/** What the days box keeps: up to 3 digits. */
export function daysAsTyped(text: string): string {
  return text.replace(/\D/g, '').slice(0, 3);
}

function bodyOf(values: CreditTermFormValues) {
  const advance = isAdvancePayment(values.paymentTerm);
  const days = values.creditDays.trim();
  return {
    paymentTerm: values.paymentTerm,
    // '95,000.50' is accepted: the schema drops the thousands separators.
    creditLimit: advance ? '0' : values.creditLimit.trim(),
    currency: values.currency,
    creditDays: advance ? 0 : days === '' ? undefined : Number(days),
    validFrom: values.validFrom,
    validTo: values.validTo || null,
    notes: values.notes,
  };
}

export function toCreditTermInput(values: CreditTermFormValues): CreditTermInput {
  return creditTermInputSchema.parse({ ...bodyOf(values), customerId: values.customerId });
}

export function toCreditTermUpdate(values: CreditTermFormValues, version: number): CreditTermUpdate {
  return creditTermUpdateSchema.parse({ ...bodyOf(values), version });
}

const SOME_CUSTOMER = '00000000-0000-4000-8000-000000000000';

const formShape = z.object({
  customerId: z.string(),
  paymentTerm: z.enum(PAYMENT_TERMS),
  creditLimit: z.string(),
  currency: z.enum(CURRENCIES),
  creditDays: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  notes: z.string(),
});

export const creditTermFormSchema = formShape.superRefine((values, ctx) => {
  const flagged = new Set<string>();
  const flag = (path: string, message: string) => {
    if (flagged.has(path)) return;
    flagged.add(path);
    ctx.addIssue({ code: 'custom', path: [path], message });
  };
  const credit = !isAdvancePayment(values.paymentTerm);
  if (!values.customerId) flag('customerId', 'validation.required');
  if (credit && !values.creditLimit.trim()) flag('creditLimit', 'validation.required');
  if (credit && !values.creditDays.trim()) flag('creditDays', 'validation.required');
  if (!values.validFrom) flag('validFrom', 'validation.required');
  const result = creditTermInputSchema.safeParse({
    ...bodyOf(values),
    customerId: values.customerId || SOME_CUSTOMER,
  });
  if (result.success) return;
  for (const issue of result.error.issues) flag(String(issue.path[0] ?? 'customerId'), issue.message);
});
