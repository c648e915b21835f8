/**
 * What a notification is about. Each workflow step that hands work to someone writes one kind;
 * the kind fixes the toast the recipient sees and is what a user's preferences can mute.
 * Recipients per kind are decided on the server (modules/notifications/recipients.ts);
 * the texts live in the server's catalogue under `notifications.kinds.{kind}.title|message`.
 */
import type { ToastType } from './notifications';

export const NOTIFICATION_KINDS = [
  'releaseRequested',
  'paymentValidationRequested',
  'orderReleased',
  'orderRetained',
  'materialAssigned',
  'orderShipped',
  'transportAssigned',
  'orderInvoiced',
  'orderDelivered',
  'orderPaid',
  'orderCancelled',
  'mentioned',
  'priceRequestApproved',
  'priceRequestRejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The toast each kind shows: good news success, work to do or a setback warning, a refusal error. */
export const NOTIFICATION_TOAST: Record<NotificationKind, ToastType> = {
  releaseRequested: 'info',
  paymentValidationRequested: 'info',
  orderReleased: 'success',
  orderRetained: 'warning',
  materialAssigned: 'info',
  orderShipped: 'info',
  transportAssigned: 'info',
  orderInvoiced: 'info',
  orderDelivered: 'success',
  orderPaid: 'success',
  orderCancelled: 'error',
  mentioned: 'info',
  priceRequestApproved: 'success',
  priceRequestRejected: 'warning',
};
