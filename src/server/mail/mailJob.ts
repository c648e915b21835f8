/**
 * Mail sent because of a committed change (invitation, recovery link) is a 'mail.send' job written
 * in the change's transaction. The message is rendered when it is enqueued, in the language of the
 * request that caused it, so a retry sends the very same text. Once sent, the row keeps only the
 * recipient and subject: the body's links carry single-use tokens.
 */
import { z } from 'zod';
import type { Tx } from '../db/client';
import { enqueue } from '../jobs/outbox';
import { defineJob } from '../jobs/registry';
import type { MailMessage } from './mailer';

const mailJobPayload = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type QueuedMail = z.infer<typeof mailJobPayload>;

export const sendMailJob = defineJob({
  kind: 'mail.send',
  payload: mailJobPayload,
  async run(job, mail) {
    await job.ctx.mailer.send(mail);
  },
  redact: (mail) => ({ to: mail.to, subject: mail.subject }),
});

/** Queues the mail in the transaction; it goes out after the commit (never if it rolls back). */
export async function sendAfterCommit(tx: Tx, mail: Omit<MailMessage, 'attachments'>): Promise<void> {
  await enqueue(tx, 'mail.send', { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}
