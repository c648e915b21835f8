/**
 * Pricing parameters: what order totals and cost calculations read. Values are decimal strings;
 * every change makes a new version (see the server's pricing module), so an order keeps the
 * version in force when it was created and every change stays readable.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './lists';
import { PACKAGING_TYPES, type PackagingType } from './products';

const DECIMAL_PATTERN = /^\d+(\.\d{1,6})?$/;

/**
 * A non-negative decimal with up to 6 decimals, as a string (the database keeps it exact).
 * Accepts '1,234.50' (thousands separators are dropped) and numbers; answers '1234.50'.
 */
export const decimalString = (max = 1_000_000, min = 0) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .pipe(
      z
        .string()
        .regex(DECIMAL_PATTERN, 'validation.decimal')
        .superRefine((v, ctx) => {
          if (!DECIMAL_PATTERN.test(v)) return; // already refused by the pattern
          // Issues with zod's own codes carry minimum/maximum, which the error texts interpolate.
          const value = new Decimal(v);
          if (value.gt(max)) {
            ctx.addIssue({
              code: 'too_big',
              origin: 'number',
              maximum: max,
              inclusive: true,
              message: 'validation.tooBig',
              input: v,
            });
          }
          if (value.lt(min)) {
            ctx.addIssue({
              code: 'too_small',
              origin: 'number',
              minimum: min,
              inclusive: true,
              message: 'validation.tooSmall',
              input: v,
            });
          }
        }),
    );

type DecimalField = ReturnType<typeof decimalString>;

/** USD per ton by packaging type. */
export const handlingPerTonSchema = z
  .object(
    Object.fromEntries(PACKAGING_TYPES.map((p) => [p, decimalString()])) as Record<
      PackagingType,
      DecimalField
    >,
  )
  .strict();

export const pricingValuesSchema = z
  .object({
    /** MXN per USD (an entry below 1 is always a typo: 0.185 for 18.5). */
    exchangeRateUsdMxn: decimalString(1000, 1),
    /** 0.16 = 16 %. */
    vatRate: decimalString(1),
    /** USD per ton, delivery-partner model. */
    deliveryPremiumPerTon: decimalString(),
    handlingPerTon: handlingPerTonSchema,
    storageCostPerTon: decimalString(),
    transferCostPerTon: decimalString(),
    pickingCostPerTon: decimalString(),
    packagingCostPerTon: decimalString(),
    defaultCommissionPerTon: decimalString(),
    defaultSalesMarginPerTon: decimalString(),
  })
  .strict();
export type PricingValues = z.infer<typeof pricingValuesSchema>;

/** The fields of a version in display order (handling by packaging type as `handlingPerTon.BAG` …). */
export const PRICING_FIELDS = [
  'exchangeRateUsdMxn',
  'vatRate',
  'deliveryPremiumPerTon',
  ...PACKAGING_TYPES.map((p) => `handlingPerTon.${p}` as const),
  'storageCostPerTon',
  'transferCostPerTon',
  'pickingCostPerTon',
  'packagingCostPerTon',
  'defaultCommissionPerTon',
  'defaultSalesMarginPerTon',
] as const;

export const pricingChangeSchema = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string(),
});
export type PricingChange = z.infer<typeof pricingChangeSchema>;

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

const sameNumber = (a: string, b: string) => {
  try {
    return new Decimal(a).eq(b);
  } catch {
    return a === b;
  }
};

function flatten(v: PricingValues | null): Record<string, string> {
  if (!v) return {};
  const { handlingPerTon, ...rest } = v;
  return {
    ...rest,
    ...Object.fromEntries(Object.entries(handlingPerTon).map(([k, val]) => [`handlingPerTon.${k}`, val])),
  };
}

/**
 * Field-by-field differences between two versions (handling by packaging type included).
 * '8' and '8.00' are the same value: only a different number is a change. In PRICING_FIELDS order.
 */
export function pricingChanges(before: PricingValues | null, after: PricingValues): PricingChange[] {
  const a = flatten(before);
  const b = flatten(after);
  return PRICING_FIELDS.filter((k) => b[k] !== undefined)
    .filter((k) => a[k] === undefined || !sameNumber(a[k], b[k]!))
    .map((field) => ({ field, from: a[field] ?? null, to: b[field]! }));
}

/** PATCH values: any subset of the fields, handling by packaging type subset too. */
export const pricingValuesPatchSchema = pricingValuesSchema
  .partial()
  .extend({ handlingPerTon: handlingPerTonSchema.partial().optional() })
  .strict();
export type PricingValuesPatch = z.infer<typeof pricingValuesPatchSchema>;

export const pricingPatchSchema = z
  .object({
    /** The version the editor started from; another one saved meanwhile answers 409. */
    version: z.number().int().min(1, 'validation.tooSmall'),
    values: pricingValuesPatchSchema,
    comment: z.string().trim().max(500, 'validation.tooLong').nullish(),
  })
  .strict();
export type PricingPatch = z.infer<typeof pricingPatchSchema>;

/**
 * The next version's values: the patch over the previous ones. A patched value equal to the
 * previous number keeps the previous text, so '8' never replaces '8.00' without a change.
 */
export function mergePricingValues(previous: PricingValues, patch: PricingValuesPatch): PricingValues {
  const keep = (before: string, after: string | undefined) =>
    after === undefined || sameNumber(before, after) ? before : after;
  const { handlingPerTon, ...rest } = patch;
  const merged: Record<string, unknown> = { ...previous };
  for (const [field, value] of Object.entries(rest)) {
    const before = previous[field as keyof typeof rest];
    merged[field] = before === undefined ? value : keep(before, value);
  }
  merged.handlingPerTon = Object.fromEntries(
    PACKAGING_TYPES.map((p) => [p, keep(previous.handlingPerTon[p], handlingPerTon?.[p])]),
  );
  return merged as PricingValues;
}

/** What an order copies from the version in force: exact decimals, ready for arithmetic. */
export interface OrderPricing {
  /** MXN per USD. */
  exchangeRateUsdMxn: Decimal;
  /** 0.16 = 16 %. */
  vatRate: Decimal;
  /** USD per ton, delivery-partner model only. */
  deliveryPremiumPerTon: Decimal;
  /** USD per ton by packaging type. */
  handlingPerTon: Record<PackagingType, Decimal>;
}

/** Decimal values for order totals; refuses values that are not a valid version. */
export function pricingForOrder(values: PricingValues): OrderPricing {
  const v = pricingValuesSchema.parse(values);
  return {
    exchangeRateUsdMxn: new Decimal(v.exchangeRateUsdMxn),
    vatRate: new Decimal(v.vatRate),
    deliveryPremiumPerTon: new Decimal(v.deliveryPremiumPerTon),
    handlingPerTon: Object.fromEntries(
      PACKAGING_TYPES.map((p) => [p, new Decimal(v.handlingPerTon[p])]),
    ) as Record<PackagingType, Decimal>,
  };
}

// ---- API shapes ----------------------------------------------------------------------------

export const pricingSetIdParamsSchema = z.object({ id: z.uuid('validation.uuid') });
export const pricingVersionParamsSchema = pricingSetIdParamsSchema.extend({
  version: z.coerce.number().int('validation.invalid').min(1, 'validation.tooSmall').max(2_147_483_647),
});

export const pricingSetSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Latest version number. */
  version: z.number().int(),
  /** When the latest version was saved. */
  updatedAt: z.string(),
});
export type PricingSetSummary = z.infer<typeof pricingSetSummarySchema>;

export const pricingSetListQuerySchema = listQuerySchema;
export const pricingSetListSchema = listResponseSchema(pricingSetSummarySchema);

/** Stored values as answered (plain strings: response schemas carry no transforms). */
export const pricingValuesOutputSchema = z.object({
  exchangeRateUsdMxn: z.string(),
  vatRate: z.string(),
  deliveryPremiumPerTon: z.string(),
  handlingPerTon: z.object(
    Object.fromEntries(PACKAGING_TYPES.map((p) => [p, z.string()])) as Record<PackagingType, z.ZodString>,
  ),
  storageCostPerTon: z.string(),
  transferCostPerTon: z.string(),
  pickingCostPerTon: z.string(),
  packagingCostPerTon: z.string(),
  defaultCommissionPerTon: z.string(),
  defaultSalesMarginPerTon: z.string(),
});

export const pricingVersionSchema = z.object({
  /** The set's id (the version is addressed by set id + number). */
  id: z.uuid(),
  name: z.string(),
  version: z.number().int(),
  values: pricingValuesOutputSchema,
  changes: z.array(pricingChangeSchema),
  comment: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
});
export type PricingVersion = z.infer<typeof pricingVersionSchema>;

export const pricingVersionListQuerySchema = listQuerySchema.omit({ searchParam: true });
export const pricingVersionListSchema = listResponseSchema(pricingVersionSchema);
