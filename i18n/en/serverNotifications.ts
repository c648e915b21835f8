import type {
  notificationsServer as esNotifications,
  validationNotifications as esValidation,
} from '../es/serverNotifications';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * Notifications sent by business events: each kind's title and message, in the recipient's
 * language. `customerMessage` is what a customer-portal user reads (their own order, no internal words).
 */
export const notificationsServer: Shape<typeof esNotifications> = {
  kinds: {
    releaseRequested: {
      title: 'Release requested',
      message: '%{actor} asked to release order %{order} for %{customer}; it awaits credit’s decision.',
      messageAgain:
        '%{actor} asked again to release order %{order} for %{customer}: it has gone unanswered for days.',
    },
    paymentValidationRequested: {
      title: 'Payment validation requested',
      message:
        '%{actor} asked to validate the advance payment of order %{order} for %{customer}; the receipt is among the order’s documents.',
      messageAgain: '%{actor} asked again to validate the advance payment of order %{order} for %{customer}.',
    },
    orderReleased: {
      title: 'Order released by finance',
      message: '%{actor} released order %{order} for %{customer}; material can now be assigned.',
      messageAutomatic:
        'Order %{order} for %{customer} was released automatically: the customer’s credit covers it.',
    },
    orderRetained: {
      title: 'Order retained',
      message: '%{actor} retained order %{order} for %{customer} because of %{reason}.',
    },
    materialAssigned: {
      title: 'Material assigned',
      message: 'Lots now cover every line of order %{order} for %{customer}; its shipment can be scheduled.',
    },
    orderShipped: {
      title: 'Shipment scheduled',
      message: 'Order %{order} for %{customer} now has its shipment scheduled.',
      customerMessage: 'Your order %{order} now has its delivery scheduled.',
    },
    transportAssigned: {
      title: 'Transport assigned',
      message: 'The shipments of order %{order} for %{customer} now have transport assigned.',
      customerMessage: 'Your order %{order} now has transport assigned for its delivery.',
    },
    orderInvoiced: {
      title: 'Order invoiced',
      message: 'The invoice of order %{order} for %{customer} was uploaded.',
      customerMessage: 'The invoice of your order %{order} is now available among the order’s documents.',
    },
    orderDelivered: {
      title: 'Order delivered',
      message: 'Order %{order} for %{customer} was delivered.',
      customerMessage: 'Your order %{order} was delivered.',
    },
    orderPaid: {
      title: 'Order paid',
      message: 'The payments recorded cover the total of order %{order} for %{customer}.',
      customerMessage: 'We received the payment for your order %{order}. Thank you.',
    },
    orderCancelled: {
      title: 'Order cancelled',
      message: '%{actor} cancelled order %{order} for %{customer}. Reason: %{reason}.',
    },
    mentioned: {
      title: 'You were mentioned on an order',
      message: '%{actor} mentioned you on order %{order} for %{customer}: “%{excerpt}”',
      customerMessage: '%{actor} mentioned you on your order %{order}: “%{excerpt}”',
    },
    priceRequestApproved: {
      title: 'Price request approved',
      message:
        '%{actor} approved your price request %{request} (%{product}, %{customer}): %{price} USD per ton, valid until %{validUntil}.',
    },
    priceRequestRejected: {
      title: 'Price request rejected',
      message: '%{actor} rejected your price request %{request} (%{product}, %{customer}). Reason: %{reason}',
    },
  },
  retainReasons: {
    overdueInvoices: 'overdue invoices',
    overdraft: 'an overdraft',
    both: 'overdue invoices and an overdraft',
  },
  withComment: '%{message} Comment: “%{comment}”',
  system: 'The system',
};

export const validationNotifications: Shape<typeof esValidation> = {
  unknownKind: 'Unknown notification kind. Use one of: %{options}',
  repeatedKind: 'Each notification kind may appear only once',
};
