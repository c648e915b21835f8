/** Finance server texts (under `finance.*`): requests, decisions, payments, queues, bulk actions. */
import type { serverFinance as es } from '../es/serverFinance';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const serverFinance: Shape<typeof es> = {
  externalIdRequired: 'This action cannot be performed without an external order number',
  requestNotApplicable: 'The order does not accept this request in its current state',
  releaseAlreadyRequested: 'Release was already requested; you can resend it after %{days} days',
  paymentAlreadyRequested: 'Payment validation was already sent; you can resend it after %{days} days',
  paymentValidationFirst: 'This is an advance-payment order: first request the validation of its payment',
  releaseInsteadOfPayment: 'This order needs no payment validation: request its release',
  paymentConfirmationRequired:
    'Upload the payment receipt first (a payment confirmation document) to request the validation',
  releaseRequested: 'Release request sent successfully',
  releaseRequestFailed: 'Error sending the release request',
  paymentRequested: 'Payment validation request sent successfully',
  paymentRequestFailed: 'Error sending the payment validation request',
  releasedAutomatically: 'Release request sent successfully; the credit check released the order',
  actionFailed: 'Error processing the request',
  releaseNotAllowed: 'The order cannot be released in its current state',
  retainNotAllowed: 'The order cannot be retained in its current state',
  advancePaymentNotValidated: 'An advance-payment order is not released before its payment is validated',
  onlyAdvancePayment: 'Only advance-payment orders need payment validation',
  paymentAlreadyValidated: 'This order’s payment was already validated',
  validateNotAllowed: 'The order’s payment cannot be validated in its current state',
  receiptMissing: 'The order has no payment receipt to validate',
  released: 'Order released',
  retained: 'Order retained',
  validated: 'Payment validated',
  invalidStatus: 'Invalid status. Only these are allowed: %{statuses}',
  retention: {
    retainedOverdueInvoices: 'Order retained for overdue invoices',
    retainedOverdraft: 'Order retained for overdraft',
    retained: 'Order retained',
  },
  payments: {
    receiptNotFound: 'The receipt must be a payment confirmation document of this order',
    exceedsBalance: 'The payment exceeds the order’s outstanding balance (%{balance} %{currency})',
    orderCancelled: 'Payments are not registered on a cancelled order',
    alreadyPaid: 'The order is already fully paid',
    registered: 'Payment registered',
  },
  bulk: {
    notFound: 'Order not found',
    forbidden: 'You are not authorized to access this order',
    requestedOne: '1 release request sent successfully',
    requestedOther: '%{count} release requests sent successfully',
    paymentRequestedOne: '1 payment validation request sent successfully',
    paymentRequestedOther: '%{count} payment validation requests sent successfully',
    validatedOne: '1 payment validated',
    validatedOther: '%{count} payments validated',
    failedOne: '1 order could not be processed',
    failedOther: '%{count} orders could not be processed',
  },
};
