/**
 * What each kind of notification says beyond its subject (the order or price request, its
 * customer, who acted): the facts the caller knows at the event. Texts meant for every language
 * travel as `LocalizedText`; everything else is rendered per recipient.
 */
import type { RetainReason } from '../../../domain/finance/retention';
import type { Locale } from '../../../domain/i18n';
import type { NotificationKind } from '../../../domain/notificationKinds';

export type LocalizedText = Readonly<Record<Locale, string>>;

type None = Record<string, never>;

export interface NotificationParams {
  /** `again`: a resend after days without an answer. */
  releaseRequested: { again?: boolean };
  paymentValidationRequested: { again?: boolean };
  /** `automatic`: the credit check released it, nobody decided by hand. */
  orderReleased: { automatic?: boolean; comment?: string | null };
  orderRetained: { reason: RetainReason; comment?: string | null };
  materialAssigned: None;
  orderShipped: None;
  transportAssigned: None;
  orderInvoiced: None;
  orderDelivered: None;
  orderPaid: None;
  orderCancelled: { reason: LocalizedText };
  /** The whole comment: who is mentioned is read from it, the message quotes its start. */
  mentioned: { comment: string };
  priceRequestApproved: { priceUsdPerTon: string; validUntil: string };
  priceRequestRejected: { reason: string };
}

/** Kinds about a price request; every other kind is about an order. */
export const PRICE_REQUEST_KINDS = [
  'priceRequestApproved',
  'priceRequestRejected',
] as const satisfies readonly NotificationKind[];
export type PriceRequestKind = (typeof PRICE_REQUEST_KINDS)[number];
export type OrderKind = Exclude<NotificationKind, PriceRequestKind>;

const isPriceRequestKind = (kind: NotificationKind): kind is PriceRequestKind =>
  (PRICE_REQUEST_KINDS as readonly NotificationKind[]).includes(kind);

export function subjectKindOf(kind: NotificationKind): 'order' | 'priceRequest' {
  return isPriceRequestKind(kind) ? 'priceRequest' : 'order';
}
