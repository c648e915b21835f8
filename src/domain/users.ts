/** User-facing schemas: profile, preferences, sellers. */
import { z } from 'zod';
import { ORDER_FLOWS } from './tenants';

export const UNIT_MEASURES = ['KG', 'TON'] as const;
export const CURRENCIES = ['USD', 'MXN'] as const;

const columnPreferenceSchema = z.object({
  dataIndex: z.string().max(64),
  checked: z.boolean(),
  disabled: z.boolean().optional(),
});

/** Saved state of one view (a list or queue): visible columns and filters. */
export const viewPreferencesSchema = z
  .object({
    columns: z.array(columnPreferenceSchema).max(60, 'validation.tooMany').optional(),
    filters: z
      .object({
        visible: z.array(z.string().max(64)).max(60, 'validation.tooMany').optional(),
        searchParam: z.string().max(200, 'validation.tooLong').optional(),
      })
      .optional(),
  })
  .strict();

export const LANGUAGE_PREFERENCE = ['es', 'en'] as const;

/** PATCH body: each view key given replaces that view's saved state; others stay as they are. */
export const preferencesPatchSchema = z
  .object({
    language: z.enum(LANGUAGE_PREFERENCE).optional(),
    favourites: z.array(z.string().max(100)).max(30, 'validation.tooMany').optional(),
    views: z
      .record(
        z
          .string()
          .max(64)
          .regex(/^[a-zA-Z0-9_.-]+$/, 'validation.viewKey'),
        viewPreferencesSchema,
      )
      .refine((r) => Object.keys(r).length <= 40, 'validation.tooMany')
      .optional(),
  })
  .strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

export const preferencesSchema = z.object({
  language: z.enum(LANGUAGE_PREFERENCE).optional(),
  favourites: z.array(z.string()).optional(),
  views: z.record(z.string(), viewPreferencesSchema).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const roleSchema = z.object({ id: z.uuid(), name: z.string(), displayName: z.string() });

export const profileSchema = z.object({
  id: z.uuid(),
  nanoId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  areaCode: z.string(),
  image: z.string().nullable(),
  preferredCurrency: z.enum(CURRENCIES),
  isUserVerified: z.boolean(),
  isBlocked: z.boolean(),
  orderFlow: z.enum(ORDER_FLOWS),
  externalErp: z.boolean(),
  requiresExternalId: z.boolean(),
  unitMeasure: z.enum(UNIT_MEASURES),
  preferences: preferencesSchema,
  role: roleSchema,
  permissions: z.array(z.string()),
  tenant: z.object({ slug: z.string(), name: z.string() }),
  customer: z.object({ id: z.uuid(), companyName: z.string() }).nullable(),
  isCompanyEmail: z.boolean(),
  viewAs: z.object({ role: z.string(), actorId: z.uuid() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const sellerSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
});

export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
