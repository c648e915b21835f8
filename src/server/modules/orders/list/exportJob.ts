/**
 * The mailed export (`POST /api/orders/export`) as a job: the request checks and counts, and
 * queues what it takes to build the same file for the same person — the token's claims, the query
 * and the language. The rows are read when the job runs, through the user's visibility as it is
 * then; the run is refused (never widened) when the account was blocked or removed, no longer holds
 * the role it asked with, or that role lost the order list.
 */
import { z } from 'zod';
import { type AccessClaims, accessClaimsSchema } from '../../../../domain/auth';
import { LOCALES } from '../../../../domain/i18n';
import { orderExportQuerySchema } from '../../../../domain/orders/listColumns';
import { hasPermission } from '../../../../domain/permissions';
import { createActor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { defineJob, JobRefusedError } from '../../../jobs/registry';
import { queueMail } from '../../../mail/mailJob';
import { findRoleByName, findUserById, permissionsOfRole } from '../../users';
import { exportMail } from './exportMail';
import { exportBuffer, exportData, exportFileName } from './exportService';

const payload = z.object({
  claims: accessClaimsSchema,
  query: orderExportQuerySchema,
  locale: z.enum(LOCALES),
});

/** The claims to read with now, with the role's current permissions; refuses what is no longer allowed. */
async function claimsNow(db: Executor, asked: AccessClaims) {
  const found = await findUserById(db, asked.sub);
  if (!found || found.user.isBlocked) throw new JobRefusedError('the user is blocked or no longer exists');
  // While viewing as another role, the account itself holds the actor's role.
  if (found.role.name !== (asked.actor?.role ?? asked.role)) {
    throw new JobRefusedError('the user holds another role than when the export was asked');
  }
  const role = await findRoleByName(db, asked.role);
  const permissions = role ? await permissionsOfRole(db, role.id) : [];
  if (!hasPermission(permissions, 'ORDER_LISTING', 'READ')) {
    throw new JobRefusedError('the role no longer reads the order list');
  }
  return { claims: { ...asked, permissions }, recipient: found.user };
}

export const orderExportMailJob = defineJob({
  kind: 'orders.export.mail',
  payload,
  async run(job, { claims, query, locale }) {
    if (claims.tenantId !== job.tenantId) throw new JobRefusedError('claims of another tenant');
    const tenant = await job.ctx.tenants.bySlug(claims.tenant);
    if (tenant?.id !== job.tenantId) throw new JobRefusedError('the tenant is no longer available');
    const { recipient, data } = await job.ctx
      .inTenant(job.tenantId, async (tx) => {
        const now = await claimsNow(tx, claims);
        const actor = createActor({ claims: now.claims, tenant, locale });
        return { recipient: now.recipient, data: await exportData(tx, actor, query, 'body') };
      })
      .catch((error: unknown) => {
        // More orders than the limit by now, or a date range refused: asking again changes nothing.
        if (error instanceof AppError) throw new JobRefusedError(`${error.code}: ${error.messageKey}`);
        throw error;
      });
    const file = await exportBuffer(data, query, locale);
    const mail = exportMail(locale, {
      to: recipient.email,
      firstName: recipient.firstName,
      rows: data.rows.length,
      format: query.format,
      fileName: exportFileName(locale, query.format),
      file,
    });
    // Through the mail job: a failed delivery is retried without building the export again.
    await job.ctx.inTenant(job.tenantId, (tx) => queueMail(tx, job.ctx, job.tenantId, mail));
  },
});
