/**
 * The order summary (original client: total products, premium shipping, handling, subtotal, VAT, total to
 * pay) in the order's currency and in the other one. decimal.js only: money never touches a float.
 *
 * Inputs: each item's quantity in kg, its price per KG in the order currency and its packaging;
 * the pricing values copied onto the order (exchange rate MXN per USD, VAT rate, delivery premium
 * per ton and handling per ton by packaging, both in USD).
 *
 *   tons(item)        = kg / 1000                        (exact; shown with 3 decimals)
 *   price_USD         = currency USD ? price : price / rate
 *   price_MXN         = currency MXN ? price : price × rate
 *   line_C            = round2(kg × price_C)              for C in USD, MXN
 *   productsTotal_C   = Σ line_C
 *   deliveryPremium_C = DELIVERY_PARTNER ? round2(premiumPerTon × Σ tons × k_C) : 0
 *   handling_C        = round2(Σ handlingPerTon[item packaging] × tons(item) × k_C)
 *   subTotalWithHandlingAndDelivery_C = productsTotal_C + deliveryPremium_C + handling_C
 *   taxes_C           = hasIva ? round2(subTotal_C × vatRate) : 0
 *   totalWithTaxes_C  = subTotal_C + taxes_C
 * where k_USD = 1 and k_MXN = rate (premium and handling are USD parameters), and round2 is
 * half-up to cents. Every figure is rounded once, from exact inputs; sums add the figures as
 * shown, so the lines add up to the products total and the summary adds up to the total to pay,
 * the way a CFDI invoice adds up. Both currencies follow the same steps from exact values, so
 * neither is a rounded copy of the other.
 */
import { Decimal } from 'decimal.js';
import type { OrderPricing } from '../pricing';
import type { PackagingType } from '../products';
import { KG_PER_TON, kgToTons } from './decimals';
import type { Currency, DeliveryModel } from './enums';

export interface TotalsItem {
  quantityKg: Decimal;
  /** Per KG, in the order currency. */
  price: Decimal;
  packagingType: PackagingType;
}

export interface OrderTotalsInput {
  currency: Currency;
  items: readonly TotalsItem[];
  pricing: OrderPricing;
  deliveryModel: DeliveryModel;
  hasIva: boolean;
}

export interface MoneySummary {
  productsTotal: Decimal;
  deliveryPremium: Decimal;
  handling: Decimal;
  subTotalWithHandlingAndDelivery: Decimal;
  taxes: Decimal;
  totalWithTaxes: Decimal;
}

export interface ItemTotals {
  tons: Decimal;
  /** Line total in the order currency. */
  totalPrice: Decimal;
  totalPriceUSD: Decimal;
  totalPriceMXN: Decimal;
  /** Unit prices per KG: a unit price is not an amount, so it keeps 4 decimals, not 2. */
  priceUSD: Decimal;
  priceMXN: Decimal;
}

export interface OrderTotals extends MoneySummary {
  currency: Currency;
  /** Σ kg / 1000, 3 decimals. */
  tons: Decimal;
  USD: MoneySummary;
  MXN: MoneySummary;
  items: ItemTotals[];
}

const ZERO = new Decimal(0);
const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const UNIT_PRICE_DECIMALS = 4;

function unitPrices(price: Decimal, currency: Currency, rate: Decimal) {
  return currency === 'USD'
    ? { USD: price, MXN: price.times(rate) }
    : { USD: price.dividedBy(rate), MXN: price };
}

function summary(
  lines: readonly Decimal[],
  premiumUsd: Decimal,
  handlingUsd: Decimal,
  usdToCurrency: Decimal,
  input: OrderTotalsInput,
): MoneySummary {
  const productsTotal = lines.reduce((sum, line) => sum.plus(line), ZERO);
  const deliveryPremium = round2(premiumUsd.times(usdToCurrency));
  const handling = round2(handlingUsd.times(usdToCurrency));
  const subTotalWithHandlingAndDelivery = productsTotal.plus(deliveryPremium).plus(handling);
  const taxes = input.hasIva ? round2(subTotalWithHandlingAndDelivery.times(input.pricing.vatRate)) : ZERO;
  return {
    productsTotal,
    deliveryPremium,
    handling,
    subTotalWithHandlingAndDelivery,
    taxes,
    totalWithTaxes: subTotalWithHandlingAndDelivery.plus(taxes),
  };
}

/** The order's totals in both currencies (formulas in the header). */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const { pricing, currency } = input;
  const rate = pricing.exchangeRateUsdMxn;
  const items = input.items.map((item) => {
    const exactTons = item.quantityKg.dividedBy(KG_PER_TON);
    const price = unitPrices(item.price, currency, rate);
    const totalPriceUSD = round2(item.quantityKg.times(price.USD));
    const totalPriceMXN = round2(item.quantityKg.times(price.MXN));
    return {
      exactTons,
      handlingUsd: pricing.handlingPerTon[item.packagingType].times(exactTons),
      totals: {
        tons: kgToTons(item.quantityKg),
        totalPrice: currency === 'USD' ? totalPriceUSD : totalPriceMXN,
        totalPriceUSD,
        totalPriceMXN,
        priceUSD: price.USD.toDecimalPlaces(UNIT_PRICE_DECIMALS, Decimal.ROUND_HALF_UP),
        priceMXN: price.MXN.toDecimalPlaces(UNIT_PRICE_DECIMALS, Decimal.ROUND_HALF_UP),
      },
    };
  });
  const exactTons = items.reduce((sum, i) => sum.plus(i.exactTons), ZERO);
  const premiumUsd =
    input.deliveryModel === 'DELIVERY_PARTNER' ? pricing.deliveryPremiumPerTon.times(exactTons) : ZERO;
  const handlingUsd = items.reduce((sum, i) => sum.plus(i.handlingUsd), ZERO);
  const USD = summary(
    items.map((i) => i.totals.totalPriceUSD),
    premiumUsd,
    handlingUsd,
    new Decimal(1),
    input,
  );
  const MXN = summary(
    items.map((i) => i.totals.totalPriceMXN),
    premiumUsd,
    handlingUsd,
    rate,
    input,
  );
  return {
    currency,
    tons: exactTons.toDecimalPlaces(3, Decimal.ROUND_HALF_UP),
    ...(currency === 'USD' ? USD : MXN),
    USD,
    MXN,
    items: items.map((i) => i.totals),
  };
}
