/**
 * The tenant configuration form: its values (text as the inputs hold it), validation by the
 * domain's tenantConfigUpdateSchema, and the PUT body — only the fields that changed since the
 * configuration was read, with that `version`.
 */
import { z } from 'zod';
import {
  CONVERSION_UNITS,
  DEFAULT_TENANT_COLOR,
  ORDER_FLOWS,
  type TenantConfig,
  type TenantConfigUpdate,
  tenantConfigUpdateSchema,
} from '../../domain/tenants';
import type { TenantTheme } from '../theme';
import type { FieldLimits } from '../ui/forms/fieldError';

export interface TenantFormValues {
  name: string;
  shortName: string;
  productName: string;
  businessDescription: string;
  website: string;
  color: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  contactPhone: string;
  emailContact: string;
  externalErp: boolean;
  conversionUnit: (typeof CONVERSION_UNITS)[number];
  orderFlow: (typeof ORDER_FLOWS)[number];
  companyEmailDomains: string[];
  /** The external BI's https address ('' for none). */
  biSiteUrl: string;
  /** A new secret, as typed: empty keeps the one set (the API never answers it). */
  biSecretKey: string;
  /** Remove the secret that is set. */
  biSecretKeyClear: boolean;
}

/** Text fields the API keeps as null when empty. */
const NULLABLE = [
  'businessDescription',
  'website',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'contactPhone',
  'emailContact',
  'biSiteUrl',
] as const;

export const TENANT_FIELDS = [
  'name',
  'shortName',
  'productName',
  'businessDescription',
  'website',
  'color',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'contactPhone',
  'emailContact',
  'externalErp',
  'conversionUnit',
  'orderFlow',
  'companyEmailDomains',
  'biSiteUrl',
  'biSecretKey',
] as const satisfies readonly (keyof TenantFormValues)[];

/** The schema's limits, for maxLength and the texts that name them. */
export const TENANT_LIMITS = {
  name: { min: 1, max: 120 },
  shortName: { min: 1, max: 40 },
  productName: { min: 1, max: 60 },
  businessDescription: { max: 2000 },
  website: { max: 2048 },
  seoTitle: { max: 120 },
  seoDescription: { max: 300 },
  seoKeywords: { max: 300 },
  contactPhone: { max: 30 },
  emailContact: { max: 254 },
  biSiteUrl: { max: 2048 },
  biSecretKey: { min: 32, max: 256 },
} as const satisfies Partial<Record<keyof TenantFormValues, FieldLimits>>;

export const MAX_EMAIL_DOMAINS = 5;

/** Detail paths of the API that name another form field. */
export const TENANT_ALIASES: Partial<Record<string, keyof TenantFormValues>> = {
  'conversionFactor.unit': 'conversionUnit',
  conversionFactor: 'conversionUnit',
  ...Object.fromEntries(
    Array.from({ length: MAX_EMAIL_DOMAINS + 1 }, (_, i) => [
      `companyEmailDomains.${i}`,
      'companyEmailDomains',
    ]),
  ),
};

const HEX = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** What a colour being typed becomes: '#' added, upper case ('0a5' stays as typed until complete). */
export function colorAsTyped(text: string): string {
  const clean = text.trim().replace(/[^#0-9a-fA-F]/g, '');
  const withHash = clean.startsWith('#') ? clean : `#${clean.replace(/#/g, '')}`;
  return withHash.slice(0, 7).toUpperCase();
}

/** The colour to paint with: the one typed when complete, else the fallback. */
export function usableColor(value: string, fallback = DEFAULT_TENANT_COLOR): string {
  return isHexColor(value) ? value.trim().toUpperCase() : fallback;
}

export function tenantFormOf(config: TenantConfig): TenantFormValues {
  return {
    name: config.name,
    shortName: config.shortName,
    productName: config.productName,
    businessDescription: config.businessDescription ?? '',
    website: config.website ?? '',
    color: (config.color || DEFAULT_TENANT_COLOR).toUpperCase(),
    seoTitle: config.seoTitle ?? '',
    seoDescription: config.seoDescription ?? '',
    seoKeywords: config.seoKeywords ?? '',
    contactPhone: config.contactPhone ?? '',
    emailContact: config.emailContact ?? '',
    externalErp: config.externalErp,
    conversionUnit: config.conversionFactor.unit,
    orderFlow: config.orderFlow,
    companyEmailDomains: [...config.companyEmailDomains],
    biSiteUrl: config.biSiteUrl ?? '',
    biSecretKey: '',
    biSecretKeyClear: false,
  };
}

/** The form as the API's body shape, text trimmed and empty optional text as null. */
export function tenantBodyOf(values: TenantFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name.trim(),
    shortName: values.shortName.trim(),
    productName: values.productName.trim(),
    color: values.color.trim().toUpperCase(),
    externalErp: values.externalErp,
    conversionFactor: { unit: values.conversionUnit },
    orderFlow: values.orderFlow,
    companyEmailDomains: values.companyEmailDomains.map((d) => d.trim().toLowerCase()),
  };
  for (const key of NULLABLE) {
    const text = values[key].trim();
    body[key] = text === '' ? null : text;
  }
  // The secret is write-only: sent when a new one is typed or the one set is removed, never otherwise.
  if (values.biSecretKey !== '') body.biSecretKey = values.biSecretKey;
  else if (values.biSecretKeyClear) body.biSecretKey = null;
  return body;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The body's fields whose value differs from the configuration as read (spaces alone are no change). */
export function changedTenantFields(config: TenantConfig, values: TenantFormValues): Record<string, unknown> {
  const before = tenantBodyOf(tenantFormOf(config));
  const after = tenantBodyOf(values);
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => !same(value, before[key])));
}

/** The PUT body: the changed fields, validated by the domain schema, with the version read. */
export function tenantUpdateOf(config: TenantConfig, values: TenantFormValues): TenantConfigUpdate {
  return tenantConfigUpdateSchema.parse({ ...changedTenantFields(config, values), version: config.version });
}

export function hasTenantChanges(update: TenantConfigUpdate): boolean {
  return Object.keys(update).some((key) => key !== 'version');
}

/** The parts of a configuration the whole app shows (title, favicon, colour, logo). */
export function themeOf(config: TenantConfig): TenantTheme {
  return {
    slug: config.slug,
    name: config.name,
    shortName: config.shortName,
    seoTitle: config.seoTitle,
    seoDescription: config.seoDescription,
    seoKeywords: config.seoKeywords,
    businessDescription: config.businessDescription,
    favicon: config.favicon,
    logo: config.logo,
    website: config.website,
    color: config.color,
    contactPhone: config.contactPhone,
    emailContact: config.emailContact,
    productName: config.productName,
    externalBi: config.externalBi,
  };
}

const formShape = z.object({
  name: z.string(),
  shortName: z.string(),
  productName: z.string(),
  businessDescription: z.string(),
  website: z.string(),
  color: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  contactPhone: z.string(),
  emailContact: z.string(),
  externalErp: z.boolean(),
  conversionUnit: z.enum(CONVERSION_UNITS),
  orderFlow: z.enum(ORDER_FLOWS),
  companyEmailDomains: z.array(z.string()),
  biSiteUrl: z.string(),
  biSecretKey: z.string(),
  biSecretKeyClear: z.boolean(),
});

/** The form's resolver schema: every rule of tenantConfigUpdateSchema, reported on the form's fields. */
export const tenantFormSchema = formShape.superRefine((values, ctx) => {
  const result = tenantConfigUpdateSchema.safeParse(tenantBodyOf(values));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const [first] = issue.path;
    const field = first === 'conversionFactor' ? 'conversionUnit' : String(first);
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
