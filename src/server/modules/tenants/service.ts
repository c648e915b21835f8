/** Tenant theme and configuration: read by everyone of the tenant, changed with TENANT_CONFIGURATION write. */
import type { TenantConfig, TenantConfigUpdate } from '../../../domain/tenants';
import type { Actor } from '../../actor';
import type { Env } from '../../config';
import type { Executor } from '../../db/client';
import { notFound, staleVersion, tenantNotAvailable } from '../../errors';
import { externalBiOf } from './externalBiQueries';
import { lockTenantImages, type TenantRow, tenantRow, updateTenantRow } from './queries';

/** The server's own external BI, the fallback of tenants without one. */
export type ServerBi = Pick<Env, 'METABASE_SITE_URL' | 'METABASE_SECRET_KEY'>;

function toTheme(row: TenantRow, bi: ServerBi) {
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
    externalBi: externalBiOf(row, bi) !== null,
  };
}

function toConfig(row: TenantRow, bi: ServerBi): TenantConfig {
  return {
    ...toTheme(row, bi),
    biSiteUrl: row.biSiteUrl,
    biSecretKeySet: row.biSecretKey !== null,
    externalErp: row.externalErp,
    conversionFactor: { unit: row.conversionUnit as TenantConfig['conversionFactor']['unit'] },
    orderFlow: row.orderFlow as TenantConfig['orderFlow'],
    companyEmailDomains: row.companyEmailDomains,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function rowOf(db: Executor, tenantId: string): Promise<TenantRow> {
  const row = await tenantRow(db, tenantId);
  if (!row) throw notFound('errors.tenantNotAvailable');
  return row;
}

/** The configuration is asked for by the tenant's name, which must be the caller's own tenant. */
function ownTenantId(actor: Actor, name: string): string {
  if (name !== actor.tenant.slug) throw tenantNotAvailable();
  return actor.tenant.id;
}

export async function getTheme(db: Executor, tenantId: string, bi: ServerBi) {
  return toTheme(await rowOf(db, tenantId), bi);
}

export async function getConfig(
  db: Executor,
  actor: Actor,
  name: string,
  bi: ServerBi,
): Promise<TenantConfig> {
  return toConfig(await rowOf(db, ownTenantId(actor, name)), bi);
}

/**
 * Empty strings clear optional texts; what the body leaves out stays as it is. Every change bumps
 * `version`; a `version` sent that is not the current one is refused (409).
 */
export async function updateConfig(
  db: Executor,
  actor: Actor,
  name: string,
  input: TenantConfigUpdate,
  bi: ServerBi,
): Promise<TenantConfig> {
  const tenantId = ownTenantId(actor, name);
  const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);
  const { conversionFactor, version, ...rest } = input;
  const row = await updateTenantRow(
    db,
    tenantId,
    {
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
      biSiteUrl: blankToNull(rest.biSiteUrl),
      biSecretKey: blankToNull(rest.biSecretKey),
      ...(conversionFactor ? { conversionUnit: conversionFactor.unit } : {}),
    },
    version,
  );
  if (row) return toConfig(row, bi);
  await rowOf(db, tenantId); // not there at all: 404
  throw staleVersion();
}

/** Points the tenant's logo or favicon at a new URL; answers the new config and the URL it replaced. */
export async function setTenantImage(
  db: Executor,
  tenantId: string,
  kind: 'logo' | 'favicon',
  url: string,
  bi: ServerBi,
): Promise<{ config: TenantConfig; previous: string | null }> {
  const current = await lockTenantImages(db, tenantId);
  if (!current) throw notFound('errors.tenantNotAvailable');
  const row = await updateTenantRow(db, tenantId, { [kind]: url }, undefined);
  return { config: toConfig(row!, bi), previous: current[kind] };
}
