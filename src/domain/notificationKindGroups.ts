/**
 * The kinds as people choose among them: grouped by the area they come from (the preferences
 * dialog's sections), and the few a customer-portal user is ever sent. No zod here: the web app's
 * dialog imports it.
 */
import { NOTIFICATION_KINDS, type NotificationKind } from './notificationKinds';

/** What the customer portal's users are told about: their orders' steps and mentions, nothing internal. */
export const CUSTOMER_NOTIFICATION_KINDS = [
  'orderShipped',
  'transportAssigned',
  'orderInvoiced',
  'orderDelivered',
  'orderPaid',
  'mentioned',
] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_KIND_GROUPS = {
  finance: ['releaseRequested', 'paymentValidationRequested', 'orderReleased', 'orderRetained'],
  logistics: [
    'materialAssigned',
    'orderShipped',
    'transportAssigned',
    'orderInvoiced',
    'orderDelivered',
    'orderPaid',
  ],
  orders: ['orderCancelled', 'mentioned'],
  priceRequests: ['priceRequestApproved', 'priceRequestRejected'],
} as const satisfies Record<string, readonly NotificationKind[]>;
export type NotificationKindGroup = keyof typeof NOTIFICATION_KIND_GROUPS;

/** What decides which kinds a person can ever be sent (their role's scope and keys). */
export interface KindAudience {
  /** A customer-portal user: only a customer's kinds. */
  customer: boolean;
  /** Finance decides releases or validates payments: finance's requests reach them. */
  financeDecider: boolean;
  /** May ask for prices: pricing's answers reach them. */
  asksPrices: boolean;
}

/** The kinds a person can receive, in the dialog's order: nobody is offered a switch for what never comes. */
export function kindsOffered(audience: KindAudience): readonly NotificationKind[] {
  if (audience.customer) return CUSTOMER_NOTIFICATION_KINDS;
  return NOTIFICATION_KINDS.filter((kind) => {
    if (kind === 'releaseRequested' || kind === 'paymentValidationRequested') return audience.financeDecider;
    if (kind === 'priceRequestApproved' || kind === 'priceRequestRejected') return audience.asksPrices;
    return true;
  });
}
