/**
 * Which external BI (Metabase) a tenant's dashboards come from: its own (address and secret, both
 * set in its configuration), else the server's (METABASE_SITE_URL and METABASE_SECRET_KEY), else
 * none and the dashboards are the built-in ones. Never a mix: one's secret never signs for another's site.
 */
import { eq } from 'drizzle-orm';
import type { Env } from '../../config';
import type { Executor } from '../../db/client';
import { tenants } from '../../db/schema';

export interface ExternalBi {
  siteUrl: string;
  secretKey: string;
}

type ServerBi = Pick<Env, 'METABASE_SITE_URL' | 'METABASE_SECRET_KEY'>;

export function externalBiOf(
  tenant: { biSiteUrl: string | null; biSecretKey: string | null },
  env: ServerBi,
): ExternalBi | null {
  if (tenant.biSiteUrl && tenant.biSecretKey)
    return { siteUrl: tenant.biSiteUrl, secretKey: tenant.biSecretKey };
  if (env.METABASE_SITE_URL && env.METABASE_SECRET_KEY)
    return { siteUrl: env.METABASE_SITE_URL, secretKey: env.METABASE_SECRET_KEY };
  return null;
}

/** The tenant's external BI, read within the request (its own row only). */
export async function tenantExternalBi(
  db: Executor,
  tenantId: string,
  env: ServerBi,
): Promise<ExternalBi | null> {
  const [row] = await db
    .select({ biSiteUrl: tenants.biSiteUrl, biSecretKey: tenants.biSecretKey })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ? externalBiOf(row, env) : null;
}
