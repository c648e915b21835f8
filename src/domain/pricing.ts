/**
 * Pricing parameters: what order totals and cost calculations read. Values are decimal strings;
 * every change makes a new version (see the server's pricing module).
 */
import { z } from 'zod';
import { PACKAGING_TYPES } from './products';

/** A non-negative decimal with up to 6 decimals, as a string (the database keeps it exact). */
export const decimalString = (max = 1_000_000) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d+(\.\d{1,6})?$/, 'validation.decimal')
        .refine((v) => Number(v) <= max, { message: 'validation.tooBig', params: { maximum: max } }),
    );

export const pricingValuesSchema = z
  .object({
    /** MXN per USD. */
    exchangeRateUsdMxn: decimalString(1000),
    /** 0.16 = 16 %. */
    vatRate: decimalString(1),
    /** USD per ton, delivery-partner model. */
    deliveryPremiumPerTon: decimalString(),
    /** USD per ton by packaging type. */
    handlingPerTon: z.object(
      Object.fromEntries(PACKAGING_TYPES.map((p) => [p, decimalString()])) as Record<
        (typeof PACKAGING_TYPES)[number],
        ReturnType<typeof decimalString>
      >,
    ),
    storageCostPerTon: decimalString(),
    transferCostPerTon: decimalString(),
    pickingCostPerTon: decimalString(),
    packagingCostPerTon: decimalString(),
    defaultCommissionPerTon: decimalString(),
    defaultSalesMarginPerTon: decimalString(),
  })
  .strict();
export type PricingValues = z.infer<typeof pricingValuesSchema>;

export interface PricingChange {
  field: string;
  from: string | null;
  to: string;
}

export const DEFAULT_PRICING_VALUES: PricingValues = {
  exchangeRateUsdMxn: '18.50',
  vatRate: '0.16',
  deliveryPremiumPerTon: '12.00',
  handlingPerTon: { BAG: '8.00', SUPERSACK: '5.00', HOPPER: '3.50', COMPACTED: '6.00', BULK: '2.50' },
  storageCostPerTon: '3.00',
  transferCostPerTon: '4.50',
  pickingCostPerTon: '2.00',
  packagingCostPerTon: '6.00',
  defaultCommissionPerTon: '5.00',
  defaultSalesMarginPerTon: '25.00',
};

/** Field-by-field differences between two versions (handling by packaging type included). */
export function pricingChanges(before: PricingValues | null, after: PricingValues): PricingChange[] {
  const flat = (v: PricingValues | null): Record<string, string> => {
    if (!v) return {};
    const { handlingPerTon, ...rest } = v;
    return {
      ...rest,
      ...Object.fromEntries(Object.entries(handlingPerTon).map(([k, val]) => [`handlingPerTon.${k}`, val])),
    };
  };
  const a = flat(before);
  const b = flat(after);
  return Object.keys(b)
    .filter((k) => a[k] === undefined || Number(a[k]) !== Number(b[k]))
    .map((field) => ({ field, from: a[field] ?? null, to: b[field]! }));
}
