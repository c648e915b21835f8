/**
 * A notification's title and message in one recipient's language, from the server's catalogue
 * (`notifications.kinds.{kind}`). A customer-portal user reads the kind's `customerMessage` where it
 * has one: their own order, in their words.
 */
import type { Locale } from '../../../domain/i18n';
import type { NotificationKind } from '../../../domain/notificationKinds';
import { translate } from '../../i18n';
import type { NotificationParams } from './params';

export type Audience = 'staff' | 'customer';

/** What the texts say of the subject: its number as people read it, its customer (and product). */
export type SubjectText =
  | { type: 'order'; label: string; customerName: string }
  | { type: 'priceRequest'; label: string; customerName: string; productName: string };

export interface RenderInput<K extends NotificationKind> {
  kind: K;
  params: NotificationParams[K];
  subject: SubjectText;
  /** Who acted, as people read their name; null when the system did. */
  actorName: string | null;
}

/** A mention quotes the comment's start: enough to recognise it, not the whole conversation. */
const EXCERPT_LENGTH = 140;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

const numberLocale = (locale: Locale) => (locale === 'en' ? 'en-US' : 'es-MX');

function money(value: string, locale: Locale): string {
  return new Intl.NumberFormat(numberLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value));
}

/** A business date ('yyyy-mm-dd') as people of that language write it. */
function day(value: string, locale: Locale): string {
  const style: Intl.DateTimeFormatOptions =
    locale === 'en'
      ? { month: 'short', day: 'numeric', year: 'numeric' }
      : { day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat(numberLocale(locale), { ...style, timeZone: 'UTC' }).format(
    new Date(`${value}T12:00:00Z`),
  );
}

/** The catalogue key of the message and the values only this kind has. */
function specifics(
  input: RenderInput<NotificationKind>,
  locale: Locale,
): { variant?: string; vars?: Record<string, string>; comment?: string | null } {
  const p = input.params as Partial<Record<string, unknown>>;
  switch (input.kind) {
    case 'releaseRequested':
    case 'paymentValidationRequested':
      return p.again ? { variant: 'messageAgain' } : {};
    case 'orderReleased':
      return { variant: p.automatic ? 'messageAutomatic' : undefined, comment: p.comment as string | null };
    case 'orderRetained':
      return {
        vars: { reason: translate(locale, `notifications.retainReasons.${String(p.reason)}`) },
        comment: p.comment as string | null,
      };
    case 'orderCancelled':
      return { vars: { reason: (p.reason as Record<Locale, string>)[locale] } };
    case 'mentioned':
      return { vars: { excerpt: excerpt(String(p.comment ?? '')) } };
    case 'priceRequestApproved':
      return {
        vars: {
          price: money(String(p.priceUsdPerTon), locale),
          validUntil: day(String(p.validUntil), locale),
        },
      };
    case 'priceRequestRejected':
      return { vars: { reason: String(p.reason ?? '') } };
    default:
      return {};
  }
}

export function renderNotification<K extends NotificationKind>(
  input: RenderInput<K>,
  locale: Locale,
  audience: Audience,
): { title: string; message: string } {
  const base = `notifications.kinds.${input.kind}`;
  const { subject } = input;
  const own = specifics(input as RenderInput<NotificationKind>, locale);
  const vars: Record<string, string> = {
    actor: input.actorName ?? translate(locale, 'notifications.system'),
    customer: subject.customerName,
    ...(subject.type === 'order'
      ? { order: subject.label }
      : { request: subject.label, product: subject.productName }),
    ...own.vars,
  };
  const customerKey = `${base}.customerMessage`;
  const variant =
    audience === 'customer' && translate(locale, customerKey) !== customerKey
      ? 'customerMessage'
      : (own.variant ?? 'message');
  const message = translate(locale, `${base}.${variant}`, vars);
  const comment = own.comment?.trim();
  return {
    title: translate(locale, `${base}.title`),
    message: comment ? translate(locale, 'notifications.withComment', { message, comment }) : message,
  };
}
