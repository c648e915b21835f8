/** How the list writes an order's delivery model, payment method, tons and total. */
import { PAYMENT_TERM_LABELS, type PaymentTerm } from '../../../domain/creditTerms';
import type { Locale } from '../../../domain/i18n';
import { DELIVERY_MODEL_LABELS, type DeliveryModel } from '../../../domain/orders/enums';
import type { OrderListRow } from '../../../domain/orders/views';
import { formatMoney, formatNumber } from '../../format';

/** 'Pickup' or '{productName} Delivery Partner' with the tenant's brand. */
export function deliveryModelLabel(model: DeliveryModel, locale: Locale, productName: string): string {
  return DELIVERY_MODEL_LABELS[model][locale].replace('%{product}', productName);
}

export function paymentTermLabel(term: PaymentTerm, locale: Locale): string {
  return PAYMENT_TERM_LABELS[term][locale];
}

export const tonsText = (row: OrderListRow, locale: Locale) => `${formatNumber(row.tons, 3, locale)} ton`;
export const totalText = (row: OrderListRow, locale: Locale) =>
  formatMoney(row.totalWithTaxes, row.currency, locale);

export const orderPath = (id: string | number) => `/orders/${id}`;
