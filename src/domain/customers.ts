/** Customers and their addresses: one schema per form, used by the screens and enforced by the API. */
import { z } from 'zod';
import { listQuerySchema, orderDirectionSchema } from './lists';

/**
 * Mexican RFC: 3 letters (companies) or 4 (people), the date yymmdd, and a 3-character homoclave.
 * Ñ and & are valid letters of the name part.
 */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{2}[A\d]$/;

const text = (min: number, max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(min, min <= 1 ? 'validation.required' : 'validation.tooShort')
    .max(max, 'validation.tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const rfcSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .min(1, 'validation.required')
  .max(13, 'validation.rfc')
  .regex(RFC_PATTERN, 'validation.rfc');

export const phoneSchema = z
  .string()
  .trim()
  .max(20, 'validation.tooLong')
  .regex(/^[\d\s()-]*$/, 'validation.phone')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const customerInputSchema = z
  .object({
    companyName: text(2, 200),
    fullName: text(2, 160),
    rfc: rfcSchema,
    email: z
      .union([z.literal(''), z.email('validation.email').max(254, 'validation.tooLong')])
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    phone: phoneSchema,
    externalId: optionalText(60),
    regionId: z.uuid('validation.uuid').nullable().optional(),
    sellerId: z.uuid('validation.uuid').nullable().optional(),
  })
  .strict();
export type CustomerInput = z.infer<typeof customerInputSchema>;

export const customerUpdateSchema = customerInputSchema
  .partial()
  .extend({ version: z.number().int().min(1) })
  .strict();
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

export const CUSTOMER_ORDER_FIELDS = [
  'companyName',
  'fullName',
  'rfc',
  'region',
  'seller',
  'createdAt',
] as const;

export const customerListQuerySchema = listQuerySchema.extend({
  orderField: z.enum(CUSTOMER_ORDER_FIELDS).default('companyName'),
  orderDirection: orderDirectionSchema,
  regionId: z.uuid('validation.uuid').optional(),
  sellerId: z.uuid('validation.uuid').optional(),
});

export const ADDRESS_TYPES = ['billing', 'shipping', 'both'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ADDRESS_TYPE_LABELS: Record<AddressType, { es: string; en: string }> = {
  billing: { es: 'Facturación', en: 'Billing' },
  shipping: { es: 'Envío', en: 'Shipping' },
  both: { es: 'Ambos', en: 'Both' },
};

/** An address's fields without defaults: an edit must leave out what it does not change. */
const addressFields = {
  street: text(1, 160),
  extNumber: text(1, 20),
  intNumber: optionalText(20),
  phone: phoneSchema,
  areaCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'validation.areaCode'),
  addressType: z.enum(ADDRESS_TYPES),
  zipCodeId: z.number({ error: 'validation.zipCodeRequired' }).int().positive('validation.zipCodeRequired'),
  active: z.boolean(),
  principalAddress: z.boolean(),
  description: optionalText(200),
  mapUrl: z
    .union([z.literal(''), z.url('validation.url').max(2048, 'validation.tooLong')])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  optionalStreetOne: optionalText(160),
  optionalStreetTwo: optionalText(160),
};

/** A new address: what it leaves out takes the original client's defaults. */
export const addressInputSchema = z
  .object({
    customerId: z.uuid('validation.uuid'),
    ...addressFields,
    areaCode: addressFields.areaCode.default('+52'),
    addressType: addressFields.addressType.default('billing'),
    active: addressFields.active.default(true),
    principalAddress: addressFields.principalAddress.default(true),
  })
  .strict();
export type AddressInput = z.infer<typeof addressInputSchema>;

/** A change: only the fields sent change (a default here would reset what was not sent). */
export const addressUpdateSchema = z
  .object(addressFields)
  .partial()
  .extend({ version: z.number().int().min(1) })
  .strict();
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

/** Zip look-up: 4 or 5 digits (4 searches by prefix, as the modal starts looking at 4). */
export const zipSearchParamsSchema = z.object({ zip: z.string().regex(/^\d{4,5}$/, 'validation.zipCode') });

/** An address of one type counts as principal for billing, shipping or both. */
export function coversType(addressType: AddressType, wanted: 'billing' | 'shipping'): boolean {
  return addressType === 'both' || addressType === wanted;
}

/**
 * The other addresses that stop being principal when this one is saved as principal: the active
 * principals of a type it covers (the server keeps one principal per type).
 */
export function principalsReplaced<
  A extends { id: string; addressType: AddressType; active: boolean; principalAddress: boolean },
>(
  others: readonly A[],
  saved: { id?: string; addressType: AddressType; active: boolean; principalAddress: boolean },
): A[] {
  if (!saved.active || !saved.principalAddress) return [];
  const types = (['billing', 'shipping'] as const).filter((t) => coversType(saved.addressType, t));
  return others.filter(
    (o) =>
      o.id !== saved.id && o.active && o.principalAddress && types.some((t) => coversType(o.addressType, t)),
  );
}

export const zipCodeSchema = z.object({
  id: z.number().int(),
  zipCode: z.string(),
  settlement: z.string(),
  settlementType: z.string(),
  municipality: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  country: z.string(),
});
export type ZipCode = z.infer<typeof zipCodeSchema>;

/** A country with its phone area code and flag (GET /api/countries). */
export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  areaCode: z.string(),
  emoji: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** A sales region of the tenant (GET /api/regions). */
export const regionSchema = z.object({ id: z.uuid(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const addressSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  street: z.string(),
  extNumber: z.string(),
  intNumber: z.string().nullable(),
  phone: z.string().nullable(),
  areaCode: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  zipCodeId: z.number().int(),
  zipCode: zipCodeSchema,
  active: z.boolean(),
  principalAddress: z.boolean(),
  description: z.string().nullable(),
  mapUrl: z.string().nullable(),
  optionalStreetOne: z.string().nullable(),
  optionalStreetTwo: z.string().nullable(),
  fullAddress: z.string(),
  version: z.number().int(),
});
export type Address = z.infer<typeof addressSchema>;

export const customerSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  fullName: z.string(),
  rfc: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  externalId: z.string().nullable(),
  region: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  seller: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerDetailSchema = customerSchema.extend({
  addresses: z.array(addressSchema),
  billingAddress: addressSchema.nullable(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
