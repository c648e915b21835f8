/**
 * The cost calculator: five numbered sections (base cost, operational costs, transport, extra
 * cost, margins) and the minimum selling price (MSP) they add up to, in USD per ton. The form
 * shows these figures as the user types and the server recomputes them from what is saved, so
 * both read this file.
 *
 *   MSP        = base + first, middle and last mile per ton + storage + transfer + picking
 *                + packaging + extra + commission + sales margin
 *   total cost = MSP − commission − sales margin
 *   commission % = commission / MSP × 100 and sales margin % = margin / MSP × 100 (2 decimals)
 *
 * Without a base cost (unset or zero) there is no MSP: the figures are 'N/D'.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { versionSchema } from '../versioning';

export const pkey = (name: string) => `validation.priceRequests.${name}`;

/** The largest cost a field may hold, USD (per ton or a freight total): beyond it is a typo. */
export const MAX_COST_USD = 10_000_000;
/** Decimals a cost may carry (the per-ton transport figures are derived to 4). */
export const COST_DECIMALS = 4;

/**
 * What a cost input lets through as the user types: digits with at most one comma or dot
 * ('12', '12.', '12,5'); anything else is not typed in at all.
 */
export const COST_TYPING_PATTERN = /^\d*([.,]\d*)?$/;
const COST_PATTERN = new RegExp(`^\\d+([.,]\\d{1,${COST_DECIMALS}})?$`);

/** A typed cost as canonical text ('12,5' → '12.5'), null when blank, undefined when invalid. */
export function parseCostInput(raw: string | number | null | undefined): string | null | undefined {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (text === '') return null;
  if (!COST_PATTERN.test(text)) return undefined;
  const value = new Decimal(text.replace(',', '.'));
  return value.gt(MAX_COST_USD) ? undefined : value.toFixed();
}

/** One cost field: blank is "not set" (null); the comma is a decimal comma here, never thousands. */
export const costField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    const parsed = parseCostInput(v);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: pkey('costInvalid'), input: v });
      return z.NEVER;
    }
    return parsed;
  });

export const TRANSPORT_LEGS = ['firstMile', 'middleMile', 'lastMile'] as const;
export type TransportLeg = (typeof TRANSPORT_LEGS)[number];

/** Which transport figure the user types: per ton, or the freight's total for the volume. */
export const TRANSPORT_MODES = ['PER_TON', 'TOTAL'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Where the base cost was picked from: a supplier's quote or a lot in stock. */
export const BASE_COST_SOURCES = ['QUOTE', 'LOT'] as const;
export type BaseCostSource = (typeof BASE_COST_SOURCES)[number];

export const baseCostPickSchema = z.object({
  kind: z.enum(BASE_COST_SOURCES, { error: 'validation.invalidOption' }),
  id: z.uuid('validation.uuid'),
});
export type BaseCostPick = z.infer<typeof baseCostPickSchema>;

/** The calculator's inputs, as saved (`PUT /api/price-requests/{id}/calculator`). */
export const costDataSchema = z.object({
  /** 1. Base cost, USD/ton, and where it was picked from (none when typed by hand). */
  baseCost: costField,
  baseCostSource: baseCostPickSchema.nullable().default(null),
  /** 2. Operational costs, USD/ton (defaults: the pricing parameters in force). */
  storageCost: costField,
  transferCost: costField,
  pickingCost: costField,
  packagingCost: costField,
  /** 3. Transport: per ton and total per leg; `transportMode` says which ones were typed. */
  transportMode: z.enum(TRANSPORT_MODES, { error: 'validation.invalidOption' }).default('PER_TON'),
  firstMileCostPerTon: costField,
  firstMileCostTotal: costField,
  middleMileCostPerTon: costField,
  middleMileCostTotal: costField,
  lastMileCostPerTon: costField,
  lastMileCostTotal: costField,
  /** 4. Extra cost, USD/ton. */
  extraCost: costField,
  /** 5. Margins, USD/ton. */
  commissionUsdPerTon: costField,
  salesMarginUsdPerTon: costField,
});
export type CostData = z.infer<typeof costDataSchema>;
export type CostDataInput = z.input<typeof costDataSchema>;

/** What the save sends: the inputs and the version the user read (409 when it moved). */
export const calculatorSaveSchema = costDataSchema.extend({
  version: versionSchema,
});
export type CalculatorSave = z.infer<typeof calculatorSaveSchema>;

/** The volume the transport totals are for; a missing or zero volume counts as 1 ton. */
export function costVolume(volumeTons: string | number | null | undefined): Decimal {
  if (volumeTons === null || volumeTons === undefined || String(volumeTons).trim() === '')
    return new Decimal(1);
  const v = new Decimal(String(volumeTons));
  return v.gt(0) ? v : new Decimal(1);
}

/** per ton = total / volume, 4 decimals. */
export function perTonFromTotal(
  total: string | null,
  volumeTons: string | number | null | undefined,
): string | null {
  if (total === null) return null;
  return new Decimal(total)
    .dividedBy(costVolume(volumeTons))
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
    .toFixed(4);
}

/** total = per ton × volume, 3 decimals. */
export function totalFromPerTon(
  perTon: string | null,
  volumeTons: string | number | null | undefined,
): string | null {
  if (perTon === null) return null;
  return new Decimal(perTon)
    .times(costVolume(volumeTons))
    .toDecimalPlaces(3, Decimal.ROUND_HALF_UP)
    .toFixed(3);
}

/**
 * The transport figures made consistent: in PER_TON mode the totals follow the per-ton values, in
 * TOTAL mode the per-ton values follow the totals. Called on every keystroke of the form and on save.
 */
export function alignTransport(costs: CostData, volumeTons: string | number | null | undefined): CostData {
  const next = { ...costs };
  for (const leg of TRANSPORT_LEGS) {
    const perTonKey = `${leg}CostPerTon` as const;
    const totalKey = `${leg}CostTotal` as const;
    if (costs.transportMode === 'PER_TON') next[totalKey] = totalFromPerTon(costs[perTonKey], volumeTons);
    else next[perTonKey] = perTonFromTotal(costs[totalKey], volumeTons);
  }
  return next;
}

export type CostFigures = {
  /** USD/ton, 4 decimals; null is 'N/D'. */
  totalCost: string | null;
  msp: string | null;
  /** Percent of the MSP, 2 decimals; null is 'N/D'. */
  commissionPercent: string | null;
  salesMarginPercent: string | null;
};

const NOT_AVAILABLE: CostFigures = {
  totalCost: null,
  msp: null,
  commissionPercent: null,
  salesMarginPercent: null,
};

const amount = (v: string | null): Decimal => (v === null ? new Decimal(0) : new Decimal(v));

/** Whether the calculation has a base cost above zero, i.e. an MSP (what makes a request 'quoted'). */
export function hasBaseCost(costs: Pick<CostData, 'baseCost'>): boolean {
  return costs.baseCost !== null && new Decimal(costs.baseCost).gt(0);
}

/** The figures of a calculation (see the formula above); the transport per-ton values after `alignTransport`. */
export function costFigures(costs: CostData, volumeTons: string | number | null | undefined): CostFigures {
  if (!hasBaseCost(costs)) return NOT_AVAILABLE;
  const aligned = alignTransport(costs, volumeTons);
  const totalCost = [
    aligned.baseCost,
    aligned.firstMileCostPerTon,
    aligned.middleMileCostPerTon,
    aligned.lastMileCostPerTon,
    aligned.storageCost,
    aligned.transferCost,
    aligned.pickingCost,
    aligned.packagingCost,
    aligned.extraCost,
  ].reduce((sum, v) => sum.plus(amount(v)), new Decimal(0));
  const commission = amount(aligned.commissionUsdPerTon);
  const margin = amount(aligned.salesMarginUsdPerTon);
  const msp = totalCost.plus(commission).plus(margin);
  const percentOf = (part: Decimal) =>
    part.dividedBy(msp).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return {
    totalCost: totalCost.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    msp: msp.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    commissionPercent: percentOf(commission),
    salesMarginPercent: percentOf(margin),
  };
}

/** The operational and margin defaults a new calculation starts from (the pricing parameters in force). */
export type CostDefaults = Pick<
  CostData,
  | 'storageCost'
  | 'transferCost'
  | 'pickingCost'
  | 'packagingCost'
  | 'commissionUsdPerTon'
  | 'salesMarginUsdPerTon'
>;

/** A calculation nobody has saved yet: the defaults, everything else unset. */
export function emptyCostData(defaults: CostDefaults): CostData {
  return {
    baseCost: null,
    baseCostSource: null,
    ...defaults,
    transportMode: 'PER_TON',
    firstMileCostPerTon: null,
    firstMileCostTotal: null,
    middleMileCostPerTon: null,
    middleMileCostTotal: null,
    lastMileCostPerTon: null,
    lastMileCostTotal: null,
    extraCost: null,
  };
}
