/**
 * The approved MSP guards order entry: an order line priced below the MSP approved for its
 * customer × product (still valid) is refused unless a user with pricing write permission
 * overrides it with a reason, which goes in the order's history. Order prices are per kg in
 * the order's currency; the MSP is USD per ton.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { Currency } from '../orders/enums';
import { pkey } from './costs';

/** A line's price per kg as USD per ton (MXN through the order's exchange rate, MXN per USD). */
export function usdPerTon(pricePerKg: string, currency: Currency, exchangeRateUsdMxn: string): Decimal {
  const perTon = new Decimal(pricePerKg).times(1000);
  return currency === 'USD' ? perTon : perTon.dividedBy(exchangeRateUsdMxn);
}

/** The MSP as a price per kg in the order's currency, for the form's warning ('mínimo 0.452 USD/kg'). */
export function mspPerKg(msp: string, currency: Currency, exchangeRateUsdMxn: string): string {
  const perKg = new Decimal(msp).dividedBy(1000);
  const inCurrency = currency === 'USD' ? perKg : perKg.times(exchangeRateUsdMxn);
  return inCurrency.toDecimalPlaces(3, Decimal.ROUND_UP).toFixed(3);
}

/** The approval a line is checked against. */
export type ApprovedMsp = {
  priceRequestId: string;
  number: number;
  productId: string;
  msp: string;
  validUntil: string;
};

/** A line below its MSP, as the refusal lists it. */
export type MspShortfall = ApprovedMsp & { pricePerKg: string; priceUsdPerTon: string };

/** The lines priced below their approved MSP (lines without an approval are not guarded). */
export function mspShortfalls(
  lines: { productId: string; pricePerKg: string }[],
  approved: readonly ApprovedMsp[],
  currency: Currency,
  exchangeRateUsdMxn: string,
): MspShortfall[] {
  const byProduct = new Map(approved.map((a) => [a.productId, a]));
  return lines.flatMap((line) => {
    const approval = byProduct.get(line.productId);
    if (!approval) return [];
    const price = usdPerTon(line.pricePerKg, currency, exchangeRateUsdMxn);
    // Compared at the precision the MSP is shown in per kg: a price typed as the shown minimum passes.
    const minimumPerKg = new Decimal(mspPerKg(approval.msp, currency, exchangeRateUsdMxn));
    if (new Decimal(line.pricePerKg).gte(minimumPerKg)) return [];
    return [
      { ...approval, pricePerKg: line.pricePerKg, priceUsdPerTon: price.toDecimalPlaces(4).toFixed(4) },
    ];
  });
}

/** The override a pricing user sends with an order below the MSP. */
export const mspOverrideSchema = z
  .object({
    reason: z
      .string(pkey('overrideReasonRequired'))
      .trim()
      .min(5, pkey('overrideReasonRequired'))
      .max(500, 'validation.tooLong'),
  })
  .strict();
export type MspOverride = z.infer<typeof mspOverrideSchema>;

/** `GET /api/price-requests/approved-msp?customerId=…&productIds=…`: what the order form warns against. */
export const approvedMspQuerySchema = z.object({
  customerId: z.uuid('validation.uuid'),
  productIds: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.uuid('validation.uuid')).min(1).max(50, 'validation.tooMany')),
});
export type ApprovedMspQuery = z.infer<typeof approvedMspQuerySchema>;

export const approvedMspListSchema = z.object({
  data: z.array(
    z.object({
      priceRequestId: z.uuid(),
      number: z.number().int(),
      productId: z.uuid(),
      msp: z.string(),
      validUntil: z.string(),
    }),
  ),
});

/** The refusal's details: each line below its MSP, for the form to show the MSP beside the price. */
export const mspRefusalDetailsSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.uuid(),
      priceRequestId: z.uuid(),
      number: z.number().int(),
      msp: z.string(),
      pricePerKg: z.string(),
      priceUsdPerTon: z.string(),
      mspPerKg: z.string(),
    }),
  ),
});
export type MspRefusalDetails = z.infer<typeof mspRefusalDetailsSchema>;
