/**
 * `GET /api/dashboards/{id}/url`: where the tenant's external BI (Metabase) shows a dashboard,
 * signed for ten minutes: a JWT (HS256, the BI's secret) naming the dashboard and its locked
 * parameters. A seller's embed is filtered to the seller (`salesperson_filter`, `is_for_sales`),
 * whatever the page asks; others get it whole. Without a BI configured the dashboard is not
 * available (404): the built-in one is the page to show.
 */
import { SignJWT } from 'jose';
import type { DashboardEmbed, DashboardEntry } from '../../../domain/dashboards';
import { ERROR_CODES } from '../../../domain/errors';
import { dataScopeOf } from '../../../domain/roles';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { type ServerBi, tenantExternalBi } from '../tenants';
import { refuseOutsiders } from './scopeQueries';

export const EMBED_MINUTES = 10;

export const dashboardNotAvailable = () =>
  new AppError(404, ERROR_CODES.dashboardNotAvailable, 'dashboards.notAvailable');

export async function dashboardEmbedUrl(
  db: Executor,
  actor: Actor,
  dashboard: DashboardEntry,
  server: ServerBi,
): Promise<DashboardEmbed> {
  await refuseOutsiders(db, actor);
  const bi = await tenantExternalBi(db, actor.tenant.id, server);
  if (!bi) throw dashboardNotAvailable();
  const expires = Math.floor(actor.now.getTime() / 1000) + EMBED_MINUTES * 60;
  const params =
    dataScopeOf(actor.claims.role) === 'own'
      ? { salesperson_filter: actor.claims.sub, is_for_sales: true }
      : {};
  const token = await new SignJWT({ resource: { dashboard: dashboard.embedId }, params })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(bi.secretKey));
  return {
    url: `${bi.siteUrl.replace(/\/+$/, '')}/embed/dashboard/${token}#bordered=false&titled=true`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}
