/**
 * How a customer-role user orders in the portal: for its own company, at the prices agreed with
 * its seller, without the back-office's internal choices. One set of rules for the form (which
 * hides those choices and shows the price read-only) and the server (which refuses anything else).
 *
 * The agreed price of a product in a presentation is the one of the company's latest order of it
 * that was not cancelled: the price its seller set the last time. A product the company never
 * ordered has no agreed price yet; the seller quotes it first.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { PAYMENT_TERMS } from '../creditTerms';
import { PACKAGING_TYPES, type PackagingType } from '../products';
import type { Currency, OrderType } from './enums';

/** The role that orders through the portal. */
export const ordersAsCustomer = (role: string | null | undefined): boolean => role === 'customer';

/**
 * The internal switches of the creation form and the only value a customer's order may carry: a
 * normal invoiced sale with VAT, nothing declared paid. (The payment term is the company's own, as
 * for everyone: the form shows it read-only; credit is never granted without a term in force.)
 */
export const CUSTOMER_FIXED_FIELDS: {
  isSeller: false;
  requiredInvoice: true;
  type: OrderType;
  hasIva: true;
  clientIsNotInvoice: false;
  clientPaid: false;
} = {
  isSeller: false,
  requiredInvoice: true,
  type: 'retail',
  hasIva: true,
  clientIsNotInvoice: false,
  clientPaid: false,
};
export type CustomerFixedField = keyof typeof CUSTOMER_FIXED_FIELDS;

/** One agreed price: per KG in both currencies, and the order it comes from. */
export const agreedPriceSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  reference: z.string(),
  presentation: z.enum(PACKAGING_TYPES),
  priceUsd: z.string(),
  priceMxn: z.string(),
  /** The order the price was agreed on (its display number) and when it was created. */
  fromOrder: z.string(),
  agreedAt: z.string(),
});
export type AgreedPrice = z.infer<typeof agreedPriceSchema>;

/** `GET /api/orders/agreed-prices?customerId=`. */
export const agreedPriceListSchema = z.object({ data: z.array(agreedPriceSchema) });
export const agreedPricesQuerySchema = z.object({ customerId: z.uuid('validation.uuid') });

/** The agreed price per KG in the order's currency, as a plain decimal string, or null. */
export function agreedPriceFor(
  prices: readonly AgreedPrice[],
  productId: string,
  presentation: PackagingType | '' | null | undefined,
  currency: Currency,
): string | null {
  const agreed = prices.find((p) => p.productId === productId && p.presentation === presentation);
  if (!agreed) return null;
  return new Decimal(currency === 'MXN' ? agreed.priceMxn : agreed.priceUsd).toFixed();
}

/**
 * `GET /api/orders/payment-terms?customerId=`: what a new order of the customer is saved with when
 * it asks for the customer's terms — credit with its days when a credit term is in force today,
 * else advance payment. The form shows it before saving.
 */
export const customerPaymentTermsSchema = z.object({
  paymentTerm: z.enum(PAYMENT_TERMS),
  creditDays: z.number().int(),
});
export type CustomerPaymentTerms = z.infer<typeof customerPaymentTermsSchema>;
