/** Tenant theme and configuration: the fields of the original client plus the decisions in docs/decisions.md. */
import { z } from 'zod';

export const DEFAULT_TENANT_COLOR = '#003366';
export const CONVERSION_UNITS = ['KG', 'TON'] as const;
export const ORDER_FLOWS = ['MANUAL', 'AUTOMATIC'] as const;

const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').nullable();
const urlOrPath = z
  .string()
  .trim()
  .max(2048, 'validation.tooLong')
  .refine(
    (v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v) || v.startsWith('data:image/'),
    'validation.url',
  )
  .nullable();

export const tenantSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(63, 'validation.tooLong')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'validation.tenantSlug');

export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'validation.tooLong')
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'validation.domain');

/** The external BI's address: https only, since its signed URLs carry a secret's signature. */
export const biSiteUrlSchema = z
  .string()
  .trim()
  .max(2048, 'validation.tooLong')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && !url.username && !url.password && !/\s/.test(v);
    } catch {
      return false;
    }
  }, 'validation.httpsUrl');

/** The secret embed URLs are signed with (Metabase's embedding key is 64 hex characters). */
export const biSecretKeySchema = z.string().regex(/^\S{32,256}$/, 'validation.biSecretKey');

/** Public theme: what the login page may show before anyone signs in. */
export const tenantThemeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  businessDescription: z.string().nullable(),
  favicon: z.string().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  color: z.string(),
  contactPhone: z.string().nullable(),
  emailContact: z.string().nullable(),
  productName: z.string(),
  /** The dashboards come from an external BI (its embed URLs), not the built-in pages. */
  externalBi: z.boolean(),
});

export const tenantConfigSchema = tenantThemeSchema.extend({
  /** The tenant's own external BI (Metabase) address; null when it uses the server's or none. */
  biSiteUrl: z.string().nullable(),
  /** Whether the tenant's BI secret is set: the secret itself is never answered. */
  biSecretKeySet: z.boolean(),
  externalErp: z.boolean(),
  conversionFactor: z.object({ unit: z.enum(CONVERSION_UNITS) }),
  orderFlow: z.enum(ORDER_FLOWS),
  companyEmailDomains: z.array(z.string()),
  /** Bumped by every change; send it back with the PUT to be refused (409) when someone saved first. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/**
 * PUT body: every field optional; what is sent replaces, what is left out stays. `version`, when
 * sent, must be the current one (409 otherwise); clients that do not send it still work.
 */
export const tenantConfigUpdateSchema = z
  .object({
    version: z.number().int().min(1, 'validation.tooSmall'),
    name: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
    shortName: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
    seoTitle: optionalText(120),
    seoDescription: optionalText(300),
    seoKeywords: optionalText(300),
    businessDescription: optionalText(2000),
    favicon: urlOrPath,
    logo: urlOrPath,
    website: z
      .string()
      .trim()
      .max(2048, 'validation.tooLong')
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'validation.url')
      .nullable(),
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'validation.color'),
    contactPhone: z
      .string()
      .trim()
      .max(30, 'validation.tooLong')
      .regex(/^[+\d\s()-]*$/, 'validation.phone')
      .nullable(),
    emailContact: z
      .union([z.literal(''), z.email('validation.email').max(254, 'validation.tooLong')])
      .nullable(),
    productName: z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong'),
    externalErp: z.boolean(),
    conversionFactor: z.object({ unit: z.enum(CONVERSION_UNITS) }),
    orderFlow: z.enum(ORDER_FLOWS),
    companyEmailDomains: z.array(emailDomainSchema).max(5, 'validation.tooMany'),
    /** '' or null clears it. */
    biSiteUrl: z.union([z.literal(''), biSiteUrlSchema]).nullable(),
    /** Write-only: '' or null clears it, left out keeps it. */
    biSecretKey: z.union([z.literal(''), biSecretKeySchema]).nullable(),
  })
  .partial()
  .strict();
export type TenantConfigUpdate = z.infer<typeof tenantConfigUpdateSchema>;

export const tenantConfigQuerySchema = z.object({ name: tenantSlugSchema });

/** Images a tenant uploads: the logo (login page, header) and the browser tab's favicon. */
export const TENANT_ASSET_KINDS = ['logo', 'favicon'] as const;
export type TenantAssetKind = (typeof TENANT_ASSET_KINDS)[number];
export const tenantAssetParamsSchema = z.object({ kind: z.enum(TENANT_ASSET_KINDS) });

/** Whether an e-mail belongs to one of the tenant's own domains (unlocks the credit-terms menu). */
export function isCompanyEmail(email: string, domains: readonly string[]): boolean {
  const domain = email.toLowerCase().split('@')[1] ?? '';
  return domains.some((d) => domain === d.toLowerCase());
}
