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

/** The kinds a user of this audience can receive, in the dialog's order. */
export function kindsForAudience(customer: boolean): readonly NotificationKind[] {
  return customer ? CUSTOMER_NOTIFICATION_KINDS : NOTIFICATION_KINDS;
}
