/**
 * Products and their packaging types (Spanish labels as the business writes them). The request
 * schemas serve the product form and the server alike.
 */
import { z } from 'zod';
import type { Locale } from './i18n';
import { listQuerySchema, listResponseSchema, orderDirectionSchema } from './lists';

export const PACKAGING_TYPES = ['BAG', 'SUPERSACK', 'HOPPER', 'COMPACTED', 'BULK'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

export const PACKAGING_LABELS: Record<PackagingType, { es: string; en: string }> = {
  BAG: { es: 'Saco', en: 'Bag' },
  SUPERSACK: { es: 'Super saco', en: 'Super sack' },
  HOPPER: { es: 'Tolva', en: 'Hopper' },
  COMPACTED: { es: 'Compactado', en: 'Compacted' },
  BULK: { es: 'Granel', en: 'Bulk' },
};

/** `{ BAG: 'Saco', BULK: 'Granel' }` for the given types, in the given language. */
export function packagingLabels(types: readonly PackagingType[], locale: Locale): Record<string, string> {
  return Object.fromEntries(types.map((t) => [t, PACKAGING_LABELS[t][locale]]));
}

/** Trimmed and upper-cased: 'cal-hid-25 ' is stored as 'CAL-HID-25'. */
export const productReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(2, 'validation.tooShort')
  .max(40, 'validation.tooLong')
  .regex(/^[A-Z0-9./-]+$/, 'validation.invalidFormat');

export const productNameSchema = z
  .string()
  .trim()
  .min(2, 'validation.tooShort')
  .max(120, 'validation.tooLong');

export const packagingTypesSchema = z
  .array(z.enum(PACKAGING_TYPES))
  .min(1, 'validation.tooFew')
  .max(PACKAGING_TYPES.length, 'validation.tooMany')
  .refine((types) => new Set(types).size === types.length, 'validation.invalid');

/** POST /api/products. */
export const productCreateSchema = z
  .object({
    reference: productReferenceSchema,
    name: productNameSchema,
    packagingTypes: packagingTypesSchema,
    active: z.boolean().default(true),
  })
  .strict();
export type ProductCreate = z.infer<typeof productCreateSchema>;

/** PUT /api/products/{id}: what is sent replaces, what is left out stays; `version` is required. */
export const productUpdateSchema = z
  .object({
    version: z.number().int().min(1, 'validation.tooSmall'),
    reference: productReferenceSchema.optional(),
    name: productNameSchema.optional(),
    packagingTypes: packagingTypesSchema.optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  name: z.string(),
  packagingTypes: z.array(z.enum(PACKAGING_TYPES)),
  /** The product's packaging types labelled in the request's language. */
  packagingLabels: z.record(z.string(), z.string()),
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_ORDER_FIELDS = ['reference', 'name', 'createdAt'] as const;

export const productListQuerySchema = listQuerySchema.extend({
  active: z.enum(['true', 'false']).optional(),
  orderField: z.enum(PRODUCT_ORDER_FIELDS).default('reference'),
  orderDirection: orderDirectionSchema,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = listResponseSchema(productSchema);
export const productIdParamsSchema = z.object({ id: z.uuid('validation.uuid') });
