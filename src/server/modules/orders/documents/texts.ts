/**
 * Message keys of the documents, comments and cancellation areas. Their texts live in
 * `i18n/*\/serverOrders/documents.ts`, which the server catalogue spreads into `orders`.
 */
export const ordersText = (key: string) => `orders.${key}`;
