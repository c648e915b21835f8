/**
 * The mailed download as a job: the rows are read when it runs, through the caller's reach as it is
 * then; the run is refused (never widened) when the account was blocked or removed, holds another
 * role, or that role lost the price-request list.
 */
import { z } from 'zod';
import { ACCESS, allows } from '../../../domain/access';
import { type AccessClaims, accessClaimsSchema } from '../../../domain/auth';
import { LOCALES, type Locale } from '../../../domain/i18n';
import { priceRequestDownloadSchema } from '../../../domain/priceRequests';
import { createActor } from '../../actor';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { translate } from '../../i18n';
import { defineJob, JobRefusedError } from '../../jobs/registry';
import type { MailMessage } from '../../mail/mailer';
import { queueMail } from '../../mail/mailJob';
import { findRoleByName, findUserById, permissionsOfRole } from '../users';
import { EXPORT_CONTENT_TYPES, exportBuffer, exportFileName } from './exportFile';
import { columnsOf, downloadRows } from './exportService';
import { tenantProductName } from './listQueries';

const payload = z.object({
  claims: accessClaimsSchema,
  query: priceRequestDownloadSchema,
  locale: z.enum(LOCALES),
});

async function claimsNow(db: Executor, asked: AccessClaims) {
  const found = await findUserById(db, asked.sub);
  if (!found || found.user.isBlocked) throw new JobRefusedError('the user is blocked or no longer exists');
  if (found.role.name !== (asked.actor?.role ?? asked.role))
    throw new JobRefusedError('the user holds another role than when the download was asked');
  const role = await findRoleByName(db, asked.role);
  const claims = { ...asked, permissions: role ? await permissionsOfRole(db, role.id) : [] };
  if (!allows(claims, ACCESS['price-request'].export))
    throw new JobRefusedError('the role no longer reads price requests');
  return { claims, recipient: found.user };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function downloadMail(
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
    translate(locale, `priceRequests.export.${key}`, {
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

export const priceRequestExportMailJob = defineJob({
  kind: 'priceRequests.export.mail',
  payload,
  async run(job, { claims, query, locale }) {
    if (claims.tenantId !== job.tenantId) throw new JobRefusedError('claims of another tenant');
    const tenant = await job.ctx.tenants.bySlug(claims.tenant);
    if (tenant?.id !== job.tenantId) throw new JobRefusedError('the tenant is no longer available');
    const { recipient, rows, productName } = await job.ctx
      .inTenant(job.tenantId, async (tx) => {
        const now = await claimsNow(tx, claims);
        const actor = createActor({ claims: now.claims, tenant, locale });
        return {
          recipient: now.recipient,
          rows: await downloadRows(tx, actor, query),
          productName: await tenantProductName(tx, job.tenantId),
        };
      })
      .catch((error: unknown) => {
        // More rows than the limit by now: asking again changes nothing.
        if (error instanceof AppError) throw new JobRefusedError(`${error.code}: ${error.messageKey}`);
        throw error;
      });
    const fileName = exportFileName(locale, query.format);
    const file = await exportBuffer(rows, {
      format: query.format,
      columns: columnsOf(query),
      locale,
      productName,
    });
    const mail = downloadMail(locale, {
      to: recipient.email,
      firstName: recipient.firstName,
      rows: rows.length,
      format: query.format,
      fileName,
      file,
    });
    await job.ctx.inTenant(job.tenantId, (tx) => queueMail(tx, job.ctx, job.tenantId, mail));
  },
});
