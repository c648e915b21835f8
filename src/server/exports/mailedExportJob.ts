/**
 * A list export mailed to whoever asked (orders, lots, price requests), as a job: the request checks
 * and counts, and queues the token's claims, the query and the language; the rows are read when the
 * job runs, through the user's reach as it is then. The run is refused (never widened) when the
 * account was blocked or removed, no longer holds the role it asked with, or that role lost the
 * list; a refusal of the read itself (more rows than the limit by now) is final too. The file goes
 * out through the mail job, so a failed delivery is retried without building it again.
 */
import { z } from 'zod';
import { type AccessRule, allows } from '../../domain/access';
import { type AccessClaims, accessClaimsSchema } from '../../domain/auth';
import { LOCALES, type Locale } from '../../domain/i18n';
import type { ExportFormat } from '../../domain/orders/listColumns';
import { type Actor, createActor } from '../actor';
import type { Executor, Tx } from '../db/client';
import { AppError } from '../errors';
import { translate } from '../i18n';
import { defineJob, JobRefusedError } from '../jobs/registry';
import type { MailMessage } from '../mail/mailer';
import { queueMail } from '../mail/mailJob';
import { findRoleByName, findUserById, permissionsOfRole } from '../modules/users';
import { EXPORT_CONTENT_TYPES } from './contentTypes';

/** The mail's four texts. */
export type ExportMailText = 'subject' | 'greeting' | 'body' | 'closing';

/** A built file, ready to attach. */
export interface ExportFile {
  file: Buffer;
  fileName: string;
  rows: number;
}

/** The claims to read with now, with the role's current permissions; refuses what is no longer allowed. */
async function claimsNow(db: Executor, asked: AccessClaims, list: AccessRule, listName: string) {
  const found = await findUserById(db, asked.sub);
  if (!found || found.user.isBlocked) throw new JobRefusedError('the user is blocked or no longer exists');
  // While viewing as another role, the account itself holds the actor's role.
  if (found.role.name !== (asked.actor?.role ?? asked.role)) {
    throw new JobRefusedError('the user holds another role than when the export was asked');
  }
  const role = await findRoleByName(db, asked.role);
  const claims = { ...asked, permissions: role ? await permissionsOfRole(db, role.id) : [] };
  if (!allows(claims, list)) throw new JobRefusedError(`the role no longer reads ${listName}`);
  return { claims, recipient: found.user };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function exportMail(
  locale: Locale,
  textKey: (text: ExportMailText) => string,
  input: { to: string; firstName: string; format: ExportFormat } & ExportFile,
): MailMessage {
  const t = (text: ExportMailText) =>
    translate(locale, textKey(text), {
      name: input.firstName,
      count: input.rows.toLocaleString(locale === 'es' ? 'es-MX' : 'en-US'),
      format: input.format.toUpperCase(),
      file: input.fileName,
    });
  const paragraphs = [t('greeting'), t('body'), t('closing')];
  return {
    to: input.to,
    subject: t('subject'),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937">${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
    attachments: [
      { filename: input.fileName, content: input.file, contentType: EXPORT_CONTENT_TYPES[input.format] },
    ],
  };
}

export function defineMailedExportJob<
  K extends string,
  Q extends z.ZodType<{ format: ExportFormat }>,
  R,
>(spec: {
  kind: K;
  query: Q;
  /** The list the export reads (its access rule) and its name in a refusal's log line. */
  list: AccessRule;
  listName: string;
  /** The catalogue key of each of the mail's texts. */
  mailText: (text: ExportMailText) => string;
  /** Reads what the file holds, in the tenant's transaction, as the user is now. */
  read: (tx: Tx, actor: Actor, query: z.output<Q>) => Promise<R>;
  /** Builds the file from what was read. */
  build: (read: R, query: z.output<Q>, locale: Locale) => Promise<ExportFile>;
}) {
  return defineJob({
    kind: spec.kind,
    payload: z.object({ claims: accessClaimsSchema, query: spec.query, locale: z.enum(LOCALES) }),
    async run(job, payload) {
      // What the payload schema just parsed; TypeScript cannot read the generic query through z.object.
      const { claims, query, locale } = payload as {
        claims: AccessClaims;
        query: z.output<Q>;
        locale: Locale;
      };
      if (claims.tenantId !== job.tenantId) throw new JobRefusedError('claims of another tenant');
      const tenant = await job.ctx.tenants.bySlug(claims.tenant);
      if (tenant?.id !== job.tenantId) throw new JobRefusedError('the tenant is no longer available');
      const { recipient, read } = await job.ctx
        .inTenant(job.tenantId, async (tx) => {
          const now = await claimsNow(tx, claims, spec.list, spec.listName);
          const actor = createActor({ claims: now.claims, tenant, locale });
          return { recipient: now.recipient, read: await spec.read(tx, actor, query) };
        })
        .catch((error: unknown) => {
          // More rows than the limit by now, or a filter refused: asking again changes nothing.
          if (error instanceof AppError) throw new JobRefusedError(`${error.code}: ${error.messageKey}`);
          throw error;
        });
      const built = await spec.build(read, query, locale);
      const mail = exportMail(locale, spec.mailText, {
        to: recipient.email,
        firstName: recipient.firstName,
        format: query.format,
        ...built,
      });
      await job.ctx.inTenant(job.tenantId, (tx) => queueMail(tx, job.ctx, job.tenantId, mail));
    },
  });
}
