/**
 * The customer form's values (all text, as the inputs hold them), their validation by the domain's
 * customerInputSchema, and the body each save sends. Empty selects mean "none" (null).
 */
import { z } from 'zod';
import { type Customer, type CustomerInput, customerInputSchema } from '../../domain/customers';
import type { FieldLimits } from '../ui/forms/fieldError';

export interface CustomerFormValues {
  companyName: string;
  fullName: string;
  rfc: string;
  email: string;
  phone: string;
  externalId: string;
  regionId: string;
  sellerId: string;
}

export const CUSTOMER_FIELDS = [
  'companyName',
  'fullName',
  'rfc',
  'email',
  'phone',
  'externalId',
  'regionId',
  'sellerId',
] as const satisfies readonly (keyof CustomerFormValues)[];

/** The schema's limits, for maxLength and the texts that name them. */
export const CUSTOMER_LIMITS: Record<keyof CustomerFormValues, FieldLimits> = {
  companyName: { min: 2, max: 200 },
  fullName: { min: 2, max: 160 },
  rfc: { max: 13 },
  email: { max: 254 },
  phone: { max: 20 },
  externalId: { max: 60 },
  regionId: {},
  sellerId: {},
};

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  companyName: '',
  fullName: '',
  rfc: '',
  email: '',
  phone: '',
  externalId: '',
  regionId: '',
  sellerId: '',
};

export function customerFormOf(customer: Customer): CustomerFormValues {
  return {
    companyName: customer.companyName,
    fullName: customer.fullName,
    rfc: customer.rfc,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    externalId: customer.externalId ?? '',
    regionId: customer.region?.id ?? '',
    sellerId: customer.seller?.id ?? '',
  };
}

/** RFC letters are upper case; typing lower case is accepted and shown upper case at once. */
export function rfcAsTyped(text: string): string {
  return text.toUpperCase().replace(/\s/g, '');
}

/**
 * The body before validation. Without the choice of seller the seller is not sent: the server
 * keeps the current one (or makes a seller's new customer their own).
 */
export function customerBodyOf(values: CustomerFormValues, chooseSeller: boolean): Record<string, unknown> {
  return {
    companyName: values.companyName,
    fullName: values.fullName,
    rfc: values.rfc,
    email: values.email,
    phone: values.phone,
    externalId: values.externalId,
    regionId: values.regionId || null,
    ...(chooseSeller ? { sellerId: values.sellerId || null } : {}),
  };
}

export function toCustomerInput(values: CustomerFormValues, chooseSeller: boolean): CustomerInput {
  return customerInputSchema.parse(customerBodyOf(values, chooseSeller));
}

const formShape = z.object({
  companyName: z.string(),
  fullName: z.string(),
  rfc: z.string(),
  email: z.string(),
  phone: z.string(),
  externalId: z.string(),
  regionId: z.string(),
  sellerId: z.string(),
});

/** The form's resolver schema: every rule of customerInputSchema, reported on the form's fields. */
export const customerFormSchema = formShape.superRefine((values, ctx) => {
  const result = customerInputSchema.safeParse(customerBodyOf(values, true));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const typed = values[issue.path[0] as keyof CustomerFormValues];
    // Nothing typed at all is "required", not "too short".
    const message =
      issue.message === 'validation.tooShort' && !typed?.trim() ? 'validation.required' : issue.message;
    ctx.addIssue({ code: 'custom', path: [...issue.path], message });
  }
});
