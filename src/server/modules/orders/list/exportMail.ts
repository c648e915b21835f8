/** The mail that carries an order export to the user who asked for it, in their language. */
import type { Locale } from '../../../../domain/i18n';
import type { ExportFormat } from '../../../../domain/orders/listColumns';
import { translate } from '../../../i18n';
import type { MailMessage } from '../../../mail/mailer';
import { EXPORT_CONTENT_TYPES } from './exportService';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ExportMailInput {
  to: string;
  firstName: string;
  rows: number;
  format: ExportFormat;
  fileName: string;
  file: Buffer;
}

export function exportMail(locale: Locale, input: ExportMailInput): MailMessage {
  const t = (key: string) =>
    translate(locale, `orders.list.mail.${key}`, {
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
