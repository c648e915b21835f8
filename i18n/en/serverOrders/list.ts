/** list: server texts of the order list and its export (under `orders.list.*`). */
export const ordersList = {
  list: {
    dateRangeOrder: 'The delivery end date cannot be before the start date',
    exportTooLarge:
      'The export would have %{count} orders and the limit is %{max}. Apply filters to narrow it.',
    columns: {
      number: 'Order number',
      company: 'Company',
      seller: 'Seller',
      products: 'Products',
      tons: 'Quantity (ton)',
      status: 'Status',
      deliveryDate: 'Delivery date',
      deliveryModel: 'Delivery model',
      paymentTerm: 'Payment method',
      total: 'Total',
      currency: 'Currency',
      createdAt: 'Created',
    },
    export: {
      fileName: 'orders',
      sheetName: 'Orders',
      sent: 'We are generating the file; it will be sent to %{email} in a few moments.',
    },
    mail: {
      subject: 'Order export (%{format})',
      greeting: 'Hello %{name},',
      body: 'Attached is the order export you asked for: %{count} orders in the file %{file}.',
      closing: 'This e-mail was generated automatically; there is no need to reply.',
    },
  },
} as const;
