import type { AppShape } from '../../shape';

/** UI texts: finance (release and payment requests, decisions, payments, queues). */
export const finance: AppShape['finance'] = {
  buttons: {
    requestRelease: 'Request release',
    resendRelease: 'Resend release request',
    releaseRequested: 'Release requested',
    requestPayment: 'Request validation',
    resendPayment: 'Resend payment validation request',
    paymentSent: 'Payment validation sent',
    release: 'Release',
    retain: 'Retain',
    noExternalId: 'No external ID',
  },
  externalIdRequired: 'This action cannot be done without an external order number',
  externalIdTooltip: 'Requires an external order number',
  noPermissionExecute: 'You do not have permission to execute this action',
  noPermissionPerform: 'You do not have permission to perform this action',
  retention: {
    retainedOverdueInvoices: 'Order retained for overdue invoices',
    retainedOverdraft: 'Order retained for overdraft',
    retained: 'Order retained',
  },
  toasts: {
    releaseRequested: 'Release request sent successfully',
    releaseRequestFailed: 'Error sending the release request',
    paymentRequested: 'Payment validation request sent successfully',
    paymentRequestFailed: 'Error sending the payment validation request',
    actionFailed: 'Error processing the request',
  },
};
