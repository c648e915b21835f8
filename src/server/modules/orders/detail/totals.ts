/**
 * Totals of an edited order. They are recomputed with the pricing values stored ON THE ORDER (the
 * version in force when it was created), never today's version: an edit changes what was ordered,
 * not the terms it was ordered on.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { DeliveryModel } from '../../../../domain/orders/enums';
import { orderTotals, type TotalsItem } from '../../../../domain/orders/totals';
import type { MoneySummaryValues } from '../../../../domain/orders/views';
import { decimalString, handlingPerTonSchema, type OrderPricing } from '../../../../domain/pricing';
import { PACKAGING_TYPES, type PackagingType } from '../../../../domain/products';
import type { OrderRow } from '../access';

const money = (d: Decimal) => d.toFixed(2);
const unit = (d: Decimal) => d.toFixed(4);

/**
 * What totals read of the values copied onto the order at creation (the copy may carry more, such
 * as the version it came from); a copy without them is a broken order, answered 500.
 */
const storedPricingSchema = z.object({
  deliveryPremiumPerTon: decimalString(),
  handlingPerTon: handlingPerTonSchema,
});

/** The order's own pricing: its copied exchange rate and VAT, premium and handling as they were. */
export function pricingOfOrder(order: OrderRow): OrderPricing {
  const stored = storedPricingSchema.parse(order.pricingValues);
  return {
    exchangeRateUsdMxn: new Decimal(order.exchangeRate),
    vatRate: new Decimal(order.vatRate),
    deliveryPremiumPerTon: new Decimal(stored.deliveryPremiumPerTon),
    handlingPerTon: Object.fromEntries(
      PACKAGING_TYPES.map((p) => [p, new Decimal(stored.handlingPerTon[p])]),
    ) as Record<PackagingType, Decimal>,
  };
}

export interface PricedItem extends TotalsItem {
  productName: string;
}

/** Item columns and order columns to store for these items and this delivery model. */
export function recomputedTotals(
  order: OrderRow,
  items: readonly PricedItem[],
  deliveryModel: DeliveryModel,
) {
  const totals = orderTotals({
    currency: order.currency as 'USD' | 'MXN',
    items,
    pricing: pricingOfOrder(order),
    deliveryModel,
    hasIva: order.hasIva,
  });
  const summary = (s: typeof totals.USD): MoneySummaryValues => ({
    productsTotal: money(s.productsTotal),
    deliveryPremium: money(s.deliveryPremium),
    handling: money(s.handling),
    subTotalWithHandlingAndDelivery: money(s.subTotalWithHandlingAndDelivery),
    taxes: money(s.taxes),
    totalWithTaxes: money(s.totalWithTaxes),
  });
  return {
    items: totals.items.map((t, i) => ({
      quantityKg: items[i]!.quantityKg.toFixed(3),
      price: unit(items[i]!.price),
      priceUsd: unit(t.priceUSD),
      priceMxn: unit(t.priceMXN),
      totalPrice: money(t.totalPrice),
      totalPriceUsd: money(t.totalPriceUSD),
      totalPriceMxn: money(t.totalPriceMXN),
    })),
    order: {
      totalKg: items.reduce((sum, i) => sum.plus(i.quantityKg), new Decimal(0)).toFixed(3),
      totalWithTaxes: money(totals.totalWithTaxes),
      productsTotalUsd: money(totals.USD.productsTotal),
      totalWithTaxesUsd: money(totals.USD.totalWithTaxes),
      totalWithTaxesMxn: money(totals.MXN.totalWithTaxes),
      computedValues: { USD: summary(totals.USD), MXN: summary(totals.MXN) },
      productsLabel: items.map((i) => i.productName).join(', '),
    },
  };
}
