/**
 * The mailed lot export (`POST /api/inventory/export`) as a job, like the order export's: the
 * request counts and queues the caller's claims, the filters and the language; the lots are read
 * when the job runs, with the role's permissions as they are then. The run is refused (never
 * widened) when the account was blocked or removed, holds another role, or the role lost the
 * inventory list; the cost column follows the role's current right to read costs.
 */
import { z } from 'zod';
import { ACCESS, allows } from '../../../domain/access';
import { type AccessClaims, accessClaimsSchema } from '../../../domain/auth';
import { LOCALES, type Locale } from '../../../domain/i18n';
import { lotExportQuerySchema } from '../../../domain/inventory/lots';
import { createActor } from '../../actor';
import type { Executor } from '../../db/client';
import { translate } from '../../i18n';
import { defineJob, JobRefusedError } from '../../jobs/registry';
import type { MailMessage } from '../../mail/mailer';
import { queueMail } from '../../mail/mailJob';
import { findRoleByName, findUserById, permissionsOfRole } from '../users';
import { EXPORT_CONTENT_TYPES, lotExportBuffer, lotExportFileName } from './exportFile';
import { allLots } from './lotService';

const payload = z.object({
  claims: accessClaimsSchema,
  query: lotExportQuerySchema,
  locale: z.enum(LOCALES),
});

/** The claims to read with now, with the role's current permissions; refuses what is no longer allowed. */
async function claimsNow(db: Executor, asked: AccessClaims) {
  const found = await findUserById(db, asked.sub);
  if (!found || found.user.isBlocked) throw new JobRefusedError('the user is blocked or no longer exists');
  if (found.role.name !== (asked.actor?.role ?? asked.role))
    throw new JobRefusedError('the user holds another role than when the export was asked');
  const role = await findRoleByName(db, asked.role);
  const claims = { ...asked, permissions: role ? await permissionsOfRole(db, role.id) : [] };
  if (!allows(claims, ACCESS.inventory.export))
    throw new JobRefusedError('the role no longer reads the inventory');
  return { claims, recipient: found.user };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function exportMail(
  locale: Locale,
  input: {
    to: string;
    firstName: string;
    rows: number;
    format: 'xlsx' | 'csv';
    fileName: string;
    file: Buffer;
  },
): MailMessage {
  const t = (key: string) =>
    translate(locale, `inventory.export.${key}`, {
      name: input.firstName,
      count: input.rows.toLocaleString(locale === 'es' ? 'es-MX' : 'en-US'),
      format: input.format.toUpperCase(),
      file: input.fileName,
    });
  const paragraphs = [t('mailGreeting'), t('mailBody'), t('mailClosing')];
  return {
    to: input.to,
    subject: t('mailSubject'),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937">${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
    attachments: [
      { filename: input.fileName, content: input.file, contentType: EXPORT_CONTENT_TYPES[input.format] },
    ],
  };
}

export const lotExportMailJob = defineJob({
  kind: 'inventory.export.mail',
  payload,
  async run(job, { claims, query, locale }) {
    if (claims.tenantId !== job.tenantId) throw new JobRefusedError('claims of another tenant');
    const tenant = await job.ctx.tenants.bySlug(claims.tenant);
    if (tenant?.id !== job.tenantId) throw new JobRefusedError('the tenant is no longer available');
    const { recipient, lots, withCost } = await job.ctx.inTenant(job.tenantId, async (tx) => {
      const now = await claimsNow(tx, claims);
      const actor = createActor({ claims: now.claims, tenant, locale });
      const { format: _format, ...filters } = query;
      return {
        recipient: now.recipient,
        lots: await allLots(tx, actor, filters),
        withCost: allows(now.claims, ACCESS.inventory.readCost),
      };
    });
    const file = await lotExportBuffer(lots, query.format, locale, withCost);
    const mail = exportMail(locale, {
      to: recipient.email,
      firstName: recipient.firstName,
      rows: lots.length,
      format: query.format,
      fileName: lotExportFileName(locale, query.format),
      file,
    });
    // Through the mail job: a failed delivery is retried without building the export again.
    await job.ctx.inTenant(job.tenantId, (tx) => queueMail(tx, job.ctx, job.tenantId, mail));
  },
});
