/**
 * The summary the form shows while it is filled in: the domain's `orderTotals` over the rows that
 * can already be priced (presentation, quantity and price readable), with the pricing in force.
 * Only an estimate: the server prices the order itself when it is created.
 */
import type { Decimal } from 'decimal.js';
import {
  type OrderTotals,
  orderTotals,
  parseDecimalInput,
  type QuantityUnit,
  toKg,
} from '../../../domain/orders';
import { type PricingValues, pricingForOrder } from '../../../domain/pricing';
import type { PackagingType } from '../../../domain/products';
import type { OrderCreateFormValues } from './orderCreateForm';

export interface OrderEstimate {
  /** Null until at least one row can be priced, or without pricing. */
  totals: OrderTotals | null;
  /** Each row's line total in the order currency, null while the row cannot be priced. */
  lineTotals: (Decimal | null)[];
}

type EstimateInput = Pick<OrderCreateFormValues, 'items' | 'currency' | 'deliveryModel' | 'hasIva'>;

export function orderEstimate(
  values: EstimateInput,
  pricingValues: PricingValues | undefined,
  unit: QuantityUnit,
): OrderEstimate {
  const lineTotals: (Decimal | null)[] = values.items.map(() => null);
  if (!pricingValues) return { totals: null, lineTotals };
  const priced: { row: number; quantityKg: Decimal; price: Decimal; packagingType: PackagingType }[] = [];
  values.items.forEach((item, row) => {
    const quantity = parseDecimalInput(item.quantity ?? '');
    const price = parseDecimalInput(item.targetPrice ?? '');
    if (!item.presentation || !quantity || quantity.lte(0) || !price) return;
    priced.push({ row, quantityKg: toKg(quantity, unit), price, packagingType: item.presentation });
  });
  if (priced.length === 0) return { totals: null, lineTotals };
  const totals = orderTotals({
    currency: values.currency,
    items: priced,
    pricing: pricingForOrder(pricingValues),
    deliveryModel: values.deliveryModel === 'DELIVERY_PARTNER' ? 'DELIVERY_PARTNER' : 'PICKUP',
    hasIva: values.hasIva,
  });
  priced.forEach((p, n) => {
    lineTotals[p.row] = totals.items[n]?.totalPrice ?? null;
  });
  return { totals, lineTotals };
}
