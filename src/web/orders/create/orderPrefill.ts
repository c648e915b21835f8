/**
 * An order started from elsewhere (an approved price request's 'Create order'): what the creation
 * form starts with, handed over in the router's state. It names the customer, one product with its
 * packaging and volume in tons, the approved price in USD per ton and the request it came from; the
 * form shows the quantity in the user's unit and the price per kg in USD (the approval's currency),
 * and sends `priceRequestId` with the order.
 */
import { Decimal } from 'decimal.js';
import type { PaymentTerm } from '../../../domain/creditTerms';
import type { QuantityUnit } from '../../../domain/orders';
import type { DeliveryModel } from '../../../domain/orders/enums';
import type { PackagingType } from '../../../domain/products';
import type { CustomerOption } from '../../customers/CustomerAutocomplete';
import type { OrderCreateFormValues } from './orderCreateForm';
import type { ProductOption } from './ProductPicker';

export interface OrderPrefill {
  priceRequestId: string;
  customer: CustomerOption;
  product: ProductOption;
  packagingType: PackagingType;
  volumeTons: string;
  priceUsdPerTon: string;
  deliveryModel?: DeliveryModel;
  addressId?: string | null;
  paymentTerm?: PaymentTerm;
}

/** The router state that carries it: `navigate('/orders/create', { state: { orderPrefill } })`. */
export interface OrderPrefillState {
  orderPrefill: OrderPrefill;
}

/** The prefill in a router state, if it holds a well-formed one. */
export function prefillOf(state: unknown): OrderPrefill | null {
  const candidate = (state as Partial<OrderPrefillState> | null)?.orderPrefill;
  if (!candidate || typeof candidate !== 'object') return null;
  const { priceRequestId, customer, product, volumeTons, priceUsdPerTon } = candidate;
  const ok =
    typeof priceRequestId === 'string' &&
    typeof customer?.id === 'string' &&
    typeof product?.id === 'string' &&
    Array.isArray(product.packagingTypes) &&
    typeof volumeTons === 'string' &&
    typeof priceUsdPerTon === 'string';
  return ok ? candidate : null;
}

/** USD per ton as USD per kg, rounded up to the form's 3 decimals (never below what was approved). */
export function pricePerKg(usdPerTon: string): string {
  return new Decimal(usdPerTon).dividedBy(1000).toDecimalPlaces(3, Decimal.ROUND_UP).toFixed();
}

/** Tons in the user's unit: 25 t is '25000' in KG and '25' in TON. */
export function quantityOf(volumeTons: string, unit: QuantityUnit): string {
  const tons = new Decimal(volumeTons);
  return (unit === 'TON' ? tons : tons.times(1000)).toFixed();
}

/** The empty form with the prefill's customer, product, quantity, price and terms in it. */
export function prefilledForm(
  empty: OrderCreateFormValues,
  prefill: OrderPrefill,
  unit: QuantityUnit,
): OrderCreateFormValues {
  return {
    ...empty,
    customer: prefill.customer,
    currency: 'USD',
    items: [
      {
        productId: prefill.product.id,
        presentation: prefill.packagingType,
        quantity: quantityOf(prefill.volumeTons, unit),
        targetPrice: pricePerKg(prefill.priceUsdPerTon),
      },
    ],
    ...(prefill.deliveryModel ? { deliveryModel: prefill.deliveryModel } : {}),
    ...(prefill.addressId ? { addressId: prefill.addressId } : {}),
    ...(prefill.paymentTerm ? { paymentTerm: prefill.paymentTerm } : {}),
    priceRequestId: prefill.priceRequestId,
  };
}
