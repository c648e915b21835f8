/**
 * Mail sent because of a committed change (invitation, recovery link, a document for a warehouse) is
 * a 'mail.send' job written in the change's transaction. The message is rendered when it is
 * enqueued, in the language of the request that caused it, so a retry sends the very same text.
 * Once sent, the row keeps only the recipient, subject and attachment names: the body's links carry
 * single-use tokens.
 *
 * Attachments are files, not payload bytes: `keepForMail` copies the file into the tenant's mail
 * folder in the caller's transaction (removed if it rolls back), the job reads it when it runs and
 * removes it once the mail is sent. A copy, so a document regenerated meanwhile (its old file
 * removed) still leaves the mail what it was queued with.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { enqueue } from '../jobs/outbox';
import { defineJob, JobRefusedError } from '../jobs/registry';
import { FileStore } from '../storage/fileStore';
import type { MailMessage } from './mailer';

export const MAIL_ATTACHMENTS_AREA = 'mail-attachments';
const attachmentStore = (ctx: AppContext) => new FileStore(join(ctx.env.DATA_DIR, 'uploads'));

const queuedAttachment = z.object({
  filename: z.string().min(1),
  contentType: z.string().min(1),
  /** The copy's name in the tenant's mail folder. */
  storedName: z.string().min(1),
});
export type QueuedAttachment = z.infer<typeof queuedAttachment>;

const mailJobPayload = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(queuedAttachment).optional(),
});
export type QueuedMail = z.infer<typeof mailJobPayload>;

export const sendMailJob = defineJob({
  kind: 'mail.send',
  payload: mailJobPayload,
  async run(job, { attachments = [], ...mail }) {
    const store = attachmentStore(job.ctx);
    const files = [];
    for (const a of attachments) {
      const found = await store.find(job.tenantId, MAIL_ATTACHMENTS_AREA, a.storedName);
      // Only a run repeated after the mail went out finds its copy gone: nothing left to do.
      if (!found) throw new JobRefusedError(`attachment ${a.filename} is gone`);
      files.push({ filename: a.filename, contentType: a.contentType, content: await readFile(found.path) });
    }
    await job.ctx.mailer.send(files.length ? { ...mail, attachments: files } : mail);
    for (const a of attachments) await store.remove(job.tenantId, MAIL_ATTACHMENTS_AREA, a.storedName);
  },
  redact: (mail) => ({
    to: mail.to,
    subject: mail.subject,
    ...(mail.attachments ? { attachments: mail.attachments.map((a) => a.filename) } : {}),
  }),
});

/** Copies a file for a mail queued in this transaction; the copy goes if the transaction rolls back. */
export async function keepForMail(
  tx: Tx,
  ctx: AppContext,
  tenantId: string,
  file: { bytes: Uint8Array; ext: string; filename: string; contentType: string },
): Promise<QueuedAttachment> {
  const store = attachmentStore(ctx);
  const storedName = await store.save(tenantId, MAIL_ATTACHMENTS_AREA, 'attachment', file.ext, file.bytes);
  tx.onRollback(() => store.remove(tenantId, MAIL_ATTACHMENTS_AREA, storedName));
  return { filename: file.filename, contentType: file.contentType, storedName };
}

/** Queues the mail in the transaction; it goes out after the commit (never if it rolls back). */
export async function sendAfterCommit(
  tx: Tx,
  mail: Omit<MailMessage, 'attachments'> & { attachments?: QueuedAttachment[] },
): Promise<void> {
  await enqueue(tx, 'mail.send', {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  });
}

/**
 * Queues a finished message, attachments included as bytes (a job that built an export): each
 * attachment is kept for the mail, and the mail goes out, and is retried, on its own, so a failed
 * delivery never builds the export again.
 */
export async function queueMail(tx: Tx, ctx: AppContext, tenantId: string, mail: MailMessage): Promise<void> {
  const { attachments = [], ...message } = mail;
  const kept: QueuedAttachment[] = [];
  for (const a of attachments) {
    const ext = /\.([a-z0-9]{2,5})$/i.exec(a.filename)?.[1]?.toLowerCase() ?? 'bin';
    kept.push(
      await keepForMail(tx, ctx, tenantId, {
        bytes: a.content,
        ext,
        filename: a.filename,
        contentType: a.contentType,
      }),
    );
  }
  await sendAfterCommit(tx, { ...message, attachments: kept });
}
