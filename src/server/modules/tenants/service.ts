/** Tenant theme and configuration: read by everyone of the tenant, changed with TENANT_CONFIGURATION write. */
import { and, eq, sql } from 'drizzle-orm';
import type { TenantConfig, TenantConfigUpdate } from '../../../domain/tenants';
import type { Executor } from '../../db/client';
import { tenants } from '../../db/schema';
import { notFound, staleVersion } from '../../errors';

type TenantRow = typeof tenants.$inferSelect;

function toTheme(row: TenantRow) {
  return {
    slug: row.slug,
    name: row.name,
    shortName: row.shortName,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    businessDescription: row.businessDescription,
    favicon: row.favicon,
    logo: row.logo,
    website: row.website,
    color: row.color,
    contactPhone: row.contactPhone,
    emailContact: row.emailContact,
    productName: row.productName,
  };
}

function toConfig(row: TenantRow): TenantConfig {
  return {
    ...toTheme(row),
    externalErp: row.externalErp,
    conversionFactor: { unit: row.conversionUnit as TenantConfig['conversionFactor']['unit'] },
    orderFlow: row.orderFlow as TenantConfig['orderFlow'],
    companyEmailDomains: row.companyEmailDomains,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function rowOf(db: Executor, tenantId: string): Promise<TenantRow> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!row) throw notFound('errors.tenantNotAvailable');
  return row;
}

export async function getTheme(db: Executor, tenantId: string) {
  return toTheme(await rowOf(db, tenantId));
}

export async function getConfig(db: Executor, tenantId: string): Promise<TenantConfig> {
  return toConfig(await rowOf(db, tenantId));
}

/**
 * Empty strings clear optional texts; what the body leaves out stays as it is. Every change bumps
 * `version`; a `version` sent that is not the current one is refused (409).
 */
export async function updateConfig(
  db: Executor,
  tenantId: string,
  input: TenantConfigUpdate,
): Promise<TenantConfig> {
  const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);
  const { conversionFactor, version, ...rest } = input;
  const [row] = await db
    .update(tenants)
    .set({
      ...rest,
      seoTitle: blankToNull(rest.seoTitle),
      seoDescription: blankToNull(rest.seoDescription),
      seoKeywords: blankToNull(rest.seoKeywords),
      businessDescription: blankToNull(rest.businessDescription),
      favicon: blankToNull(rest.favicon),
      logo: blankToNull(rest.logo),
      website: blankToNull(rest.website),
      contactPhone: blankToNull(rest.contactPhone),
      emailContact: blankToNull(rest.emailContact),
      ...(conversionFactor ? { conversionUnit: conversionFactor.unit } : {}),
      version: sql`${tenants.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(tenants.id, tenantId), version === undefined ? undefined : eq(tenants.version, version)))
    .returning();
  if (row) return toConfig(row);
  await rowOf(db, tenantId); // not there at all: 404
  throw staleVersion();
}

/** Points the tenant's logo or favicon at a new URL; answers the new config and the URL it replaced. */
export async function setTenantImage(
  db: Executor,
  tenantId: string,
  kind: 'logo' | 'favicon',
  url: string,
): Promise<{ config: TenantConfig; previous: string | null }> {
  const [current] = await db
    .select({ logo: tenants.logo, favicon: tenants.favicon })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update');
  if (!current) throw notFound('errors.tenantNotAvailable');
  const [row] = await db
    .update(tenants)
    .set({ [kind]: url, version: sql`${tenants.version} + 1`, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning();
  return { config: toConfig(row!), previous: current[kind] };
}
