/**
 * The pricing parameters form: the latest version's values as text (VAT as a percentage: 0.16 is
 * shown as 16), validated with the domain's decimal rules (so '1,234.50' is accepted), and the
 * PATCH body — only the values whose number changed, VAT back as a rate ('16' → '0.16').
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import {
  decimalString,
  handlingPerTonSchema,
  mergePricingValues,
  PRICING_FIELDS,
  type PricingChange,
  type PricingPatch,
  type PricingValues,
  type PricingValuesPatch,
  type PricingVersion,
  pricingChanges,
} from '../../domain/pricing';
import { PACKAGING_TYPES } from '../../domain/products';
import type { FieldLimits } from '../ui/forms/fieldError';

export type PricingField = (typeof PRICING_FIELDS)[number];

/** The fields of one version, grouped as the screen shows them. */
export const PRICING_GROUPS = [
  { key: 'exchange', fields: ['exchangeRateUsdMxn', 'vatRate'] },
  {
    key: 'delivery',
    fields: ['deliveryPremiumPerTon', ...PACKAGING_TYPES.map((p) => `handlingPerTon.${p}` as const)],
  },
  {
    key: 'operating',
    fields: ['storageCostPerTon', 'transferCostPerTon', 'pickingCostPerTon', 'packagingCostPerTon'],
  },
  { key: 'margins', fields: ['defaultCommissionPerTon', 'defaultSalesMarginPerTon'] },
] as const satisfies readonly { key: string; fields: readonly PricingField[] }[];

export type PricingUnit = 'mxnPerUsd' | 'percent' | 'usdPerTon';

export function unitOf(field: PricingField): PricingUnit {
  if (field === 'exchangeRateUsdMxn') return 'mxnPerUsd';
  if (field === 'vatRate') return 'percent';
  return 'usdPerTon';
}

/** The form's name of a value: VAT is edited as a percentage, the rest as stored. */
export function formFieldOf(field: PricingField): string {
  return field === 'vatRate' ? 'vatPercent' : field;
}

/** VAT up to 4 decimals as a percentage keeps the rate within the server's 6. */
const PERCENT_DECIMALS = /^\d+(\.\d{1,4})?$/;

export const pricingFormSchema = z.object({
  exchangeRateUsdMxn: decimalString(1000, 1),
  vatPercent: decimalString(100).refine((v) => PERCENT_DECIMALS.test(v), 'app.pricing.form.percentDecimals'),
  deliveryPremiumPerTon: decimalString(),
  handlingPerTon: handlingPerTonSchema,
  storageCostPerTon: decimalString(),
  transferCostPerTon: decimalString(),
  pickingCostPerTon: decimalString(),
  packagingCostPerTon: decimalString(),
  defaultCommissionPerTon: decimalString(),
  defaultSalesMarginPerTon: decimalString(),
  comment: z.string().trim().max(500, 'validation.tooLong'),
});
export type PricingFormValues = z.input<typeof pricingFormSchema>;
export type PricingFormOutput = z.output<typeof pricingFormSchema>;

/** Limits as the error texts name them. */
export const PRICING_LIMITS: Record<PricingUnit, FieldLimits> = {
  mxnPerUsd: { min: 1, max: '1,000' },
  percent: { min: 0, max: 100 },
  usdPerTon: { min: 0, max: '1,000,000' },
};
export const COMMENT_LIMITS: FieldLimits = { max: 500 };

/** 0.16 → '16'; 0.155 → '15.5'. */
export function percentOfRate(rate: string): string {
  return new Decimal(rate).times(100).toFixed();
}

/** '16' → '0.16'. */
export function rateOfPercent(percent: string): string {
  return new Decimal(percent).div(100).toFixed();
}

export function pricingFormOf(values: PricingValues): PricingFormValues {
  return {
    exchangeRateUsdMxn: values.exchangeRateUsdMxn,
    vatPercent: percentOfRate(values.vatRate),
    deliveryPremiumPerTon: values.deliveryPremiumPerTon,
    handlingPerTon: { ...values.handlingPerTon },
    storageCostPerTon: values.storageCostPerTon,
    transferCostPerTon: values.transferCostPerTon,
    pickingCostPerTon: values.pickingCostPerTon,
    packagingCostPerTon: values.packagingCostPerTon,
    defaultCommissionPerTon: values.defaultCommissionPerTon,
    defaultSalesMarginPerTon: values.defaultSalesMarginPerTon,
    comment: '',
  };
}

const sameNumber = (a: string, b: string) => new Decimal(a).eq(b);

const TOP_LEVEL = [
  'exchangeRateUsdMxn',
  'deliveryPremiumPerTon',
  'storageCostPerTon',
  'transferCostPerTon',
  'pickingCostPerTon',
  'packagingCostPerTon',
  'defaultCommissionPerTon',
  'defaultSalesMarginPerTon',
] as const;

/** The values whose number differs from the version being edited ('8' and '8.00' are the same). */
export function pricingValuesPatchOf(latest: PricingValues, form: PricingFormOutput): PricingValuesPatch {
  const patch: PricingValuesPatch = {};
  for (const field of TOP_LEVEL) {
    if (!sameNumber(form[field], latest[field])) patch[field] = form[field];
  }
  const vatRate = rateOfPercent(form.vatPercent);
  if (!sameNumber(vatRate, latest.vatRate)) patch.vatRate = vatRate;
  const handling = Object.fromEntries(
    PACKAGING_TYPES.filter((p) => !sameNumber(form.handlingPerTon[p], latest.handlingPerTon[p])).map((p) => [
      p,
      form.handlingPerTon[p],
    ]),
  );
  if (Object.keys(handling).length > 0) patch.handlingPerTon = handling;
  return patch;
}

/** The PATCH body from the version loaded (its number goes with it: a newer one answers 409). */
export function pricingPatchOf(latest: PricingVersion, form: PricingFormOutput): PricingPatch {
  const comment = form.comment.trim();
  return {
    version: latest.version,
    values: pricingValuesPatchOf(latest.values, form),
    ...(comment ? { comment } : {}),
  };
}

export function hasPricingChanges(patch: PricingPatch): boolean {
  const { handlingPerTon, ...rest } = patch.values;
  return Object.keys(rest).length > 0 || Object.keys(handlingPerTon ?? {}).length > 0;
}

/** What saving the form would change, as the history will list it; none while a value is invalid. */
export function pendingChangesOf(latest: PricingValues, form: PricingFormValues): PricingChange[] {
  const parsed = pricingFormSchema.safeParse(form);
  if (!parsed.success) return [];
  return pricingChanges(latest, mergePricingValues(latest, pricingValuesPatchOf(latest, parsed.data)));
}

/** Server detail paths ('values.handlingPerTon.BAG', 'values.vatRate') → the form's fields. */
export const PRICING_ALIASES: Record<string, string> = {
  ...Object.fromEntries(PRICING_FIELDS.map((field) => [`values.${field}`, formFieldOf(field)])),
  comment: 'comment',
};

export const PRICING_FORM_FIELDS = [...PRICING_FIELDS.map(formFieldOf), 'comment'];
