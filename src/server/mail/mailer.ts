/**
 * Outgoing mail: SMTP when SMTP_URL is set; otherwise every message is written as an .eml file
 * under DATA_DIR/mail (open it with any mail client) and its links are logged, so nothing is lost.
 */
import { randomUUID } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface SentMail {
  messageId: string;
  file?: string;
}

/**
 * Time first, so the folder lists in sending order; a random part, because two mails to the same
 * person within one millisecond (several exports at once) would otherwise share a name.
 */
export function mailFileName(to: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 100);
  return `${stamp}-${randomUUID().slice(0, 8)}-${safeTo}.eml`;
}

export class Mailer {
  private readonly transport: Transporter;
  private readonly toFiles: boolean;

  constructor(
    private readonly options: { smtpUrl?: string; from: string; mailDir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.toFiles = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get mode(): 'smtp' | 'files' {
    return this.toFiles ? 'files' : 'smtp';
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (!this.toFiles) {
      this.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      return { messageId: info.messageId };
    }
    await mkdir(this.options.mailDir, { recursive: true });
    const file = join(this.options.mailDir, mailFileName(message.to));
    // Written aside and linked into place, so whoever watches the folder never reads half a
    // message; both steps refuse an existing name instead of replacing another mail.
    await writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message, { flag: 'wx' });
    try {
      await link(`${file}.part`, file);
    } finally {
      await unlink(`${file}.part`);
    }
    const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
    this.log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to file');
    return { messageId: info.messageId, file };
  }
}
