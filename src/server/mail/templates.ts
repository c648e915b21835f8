/** Mail bodies in the reader's language, built from the i18n catalogues (text and simple HTML). */
import type { Locale, MessageVars } from '../../domain/i18n';
import { translate } from '../i18n';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ActionMail {
  subject: string;
  text: string;
  html: string;
}

/** A mail with a greeting, a paragraph, one button-like link and a closing note. */
export function actionMail(
  locale: Locale,
  prefix: string,
  vars: MessageVars,
  link: string,
  color = '#003366',
): ActionMail {
  const t = (key: string) => translate(locale, `${prefix}.${key}`, vars);
  const subject = t('subject');
  const text = [t('greeting'), '', t('body'), '', `${t('action')}: ${link}`, '', t('ignore')].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t('body'))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:${escapeHtml(color)};color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t('action'))}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(t('ignore'))}</p>
</body></html>`;
  return { subject, text, html };
}
