/**
 * Puts a history row into words for the timeline: the event ('Cambió la fecha de entrega') and
 * what changed ('Fecha de entrega: 12/12/2026 → 15/12/2026'). Pure; the caller gives translate.
 */
import type { Locale } from '../../../../domain/i18n';
import {
  DELIVERY_MODEL_LABELS,
  type DeliveryModel,
  ORDER_DOCUMENT_TYPE_LABELS,
  type OrderDocumentType,
} from '../../../../domain/orders/enums';
import { ORDER_FILE_KIND_LABELS, type OrderFileKind } from '../../../../domain/orders/files';
import { OPS_STEP_LABELS, type OpsStatus } from '../../../../domain/orders/status';
import { ORDER_HISTORY_EVENTS, type OrderHistoryEntry } from '../../../../domain/orders/views';
import { PACKAGING_LABELS, type PackagingType } from '../../../../domain/products';

type Translate = (key: string, vars?: Record<string, string | number>) => string;
const T = 'app.orderDocuments.timeline';

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const day = (v: string) => `${v.slice(8, 10)}/${v.slice(5, 7)}/${v.slice(0, 4)}`;
const number = (v: string, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-MX', { maximumFractionDigits: 4 }).format(Number(v));
const money = (v: string, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-MX', { minimumFractionDigits: 2 }).format(Number(v));

interface ItemSummary {
  reference?: string;
  presentation?: string;
  quantityKg?: string;
  price?: string;
}

function valueText(field: string, value: unknown, locale: Locale, productName: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'items' && Array.isArray(value)) {
    return (value as ItemSummary[])
      .map((i) => {
        const presentation =
          PACKAGING_LABELS[i.presentation as PackagingType]?.[locale] ?? i.presentation ?? '';
        return `${i.reference ?? ''} ${presentation} ${number(i.quantityKg ?? '0', locale)} kg × $${number(i.price ?? '0', locale)}`.trim();
      })
      .join('; ');
  }
  if (typeof value !== 'string' && typeof value !== 'number') return JSON.stringify(value);
  const text = String(value);
  if (isDay(text)) return day(text);
  if (field === 'type') return ORDER_DOCUMENT_TYPE_LABELS[text as OrderDocumentType]?.[locale] ?? text;
  if (field === 'fileKind') return ORDER_FILE_KIND_LABELS[text as OrderFileKind]?.[locale] ?? text;
  if (field === 'deliveryModel')
    return (DELIVERY_MODEL_LABELS[text as DeliveryModel]?.[locale] ?? text).replace(
      '%{product}',
      productName,
    );
  if (field === 'status') return OPS_STEP_LABELS[text as OpsStatus]?.[locale] ?? text;
  return text;
}

/** A request sent again, or a step the system took on its own, reads differently from a person's first one. */
function titleKey(event: string, data: Record<string, unknown>): string {
  if (event === 'releaseRequested' && data.resend === true) return 'releaseRequestedAgain';
  if (event === 'released' && data.automatic === true) return 'releasedAutomatically';
  if (event === 'paymentValidated' && data.automatic === true) return 'paymentValidatedAutomatically';
  return event;
}

/** What finance's rows add below their title: the check's result, the reason, the amount, the comment. */
function financeDetails(entry: OrderHistoryEntry, t: Translate, locale: Locale): string[] {
  const { data } = entry;
  const lines: string[] = [];
  if (entry.event === 'creditChecked' && typeof data.result === 'string')
    lines.push(`${t(`${T}.fields.creditResult`)}: ${t(`${T}.creditResults.${data.result}`)}`);
  if (entry.event === 'retained' && typeof data.reason === 'string')
    lines.push(`${t(`${T}.fields.reason`)}: ${t(`${T}.retainReasons.${data.reason}`)}`);
  if (entry.event === 'paymentRegistered') {
    if (typeof data.amount === 'string')
      lines.push(`${t(`${T}.fields.amount`)}: $${money(data.amount, locale)}`);
    if (isDay(data.paymentDate)) lines.push(`${t(`${T}.fields.paymentDate`)}: ${day(data.paymentDate)}`);
  }
  if (typeof data.comment === 'string' && data.comment) lines.push(`“${data.comment}”`);
  return lines;
}

export interface HistoryWords {
  title: string;
  changes: string[];
}

export function describeHistory(
  entry: OrderHistoryEntry,
  t: Translate,
  locale: Locale,
  productName: string,
): HistoryWords {
  const event = (ORDER_HISTORY_EVENTS as readonly string[]).includes(entry.event) ? entry.event : 'other';
  const name =
    typeof entry.data.name === 'string' ? entry.data.name : ((entry.data.name as { to?: string })?.to ?? '');
  const title = t(`${T}.events.${titleKey(event, entry.data)}`, { name });
  const changes: string[] = [];
  if (entry.fromStatus || entry.toStatus) {
    const to = valueText('status', entry.toStatus, locale, productName);
    // A first status (creation) has nothing to come from: 'Estado: Orden Creada'.
    changes.push(
      entry.fromStatus
        ? `${t(`${T}.fields.status`)}: ${valueText('status', entry.fromStatus, locale, productName)} → ${to}`
        : `${t(`${T}.fields.status`)}: ${to}`,
    );
  }
  for (const [field, change] of Object.entries(entry.data)) {
    if (
      change &&
      typeof change === 'object' &&
      !Array.isArray(change) &&
      'from' in change &&
      'to' in change
    ) {
      const { from, to } = change as { from: unknown; to: unknown };
      const label = t(`${T}.fields.${field}`);
      changes.push(
        `${label.startsWith(`${T}.`) ? field : label}: ${valueText(field, from, locale, productName)} → ${valueText(field, to, locale, productName)}`,
      );
    }
  }
  if (entry.event === 'cancelled') {
    const reason = locale === 'en' ? (entry.data.reasonEn ?? entry.data.reason) : entry.data.reason;
    const other = entry.data.other;
    if (typeof reason === 'string')
      changes.push(
        `${t(`${T}.fields.reason`)}: ${typeof other === 'string' && other ? `${reason} — ${other}` : reason}`,
      );
  }
  if (entry.event === 'commented' && typeof entry.data.excerpt === 'string')
    changes.push(`“${entry.data.excerpt}”`);
  changes.push(...financeDetails(entry, t, locale));
  return { title, changes };
}
