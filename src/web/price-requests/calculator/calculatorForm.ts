/**
 * The cost calculator's form: every cost as the user types it (text; '' is "not set"), where the
 * base cost was picked from, and which transport figure is typed (per ton or the freight's total).
 * What it shows as it is typed — the other transport figure of each leg, the total cost, the MSP
 * and the margins' share of it — is the domain's arithmetic over the same values the save sends.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import {
  alignTransport,
  type BaseCostSource,
  type CalculatorSave,
  type CostData,
  type CostDefaults,
  type CostFigures,
  calculatorSaveSchema,
  costFigures,
  parseCostInput,
  perTonFromTotal,
  type SavedCostData,
  TRANSPORT_LEGS,
  type TransportLeg,
  type TransportMode,
  totalFromPerTon,
} from '../../../domain/priceRequests';

export const COST_FIELDS = [
  'baseCost',
  'storageCost',
  'transferCost',
  'pickingCost',
  'packagingCost',
  'firstMileCostPerTon',
  'firstMileCostTotal',
  'middleMileCostPerTon',
  'middleMileCostTotal',
  'lastMileCostPerTon',
  'lastMileCostTotal',
  'extraCost',
  'commissionUsdPerTon',
  'salesMarginUsdPerTon',
] as const;
export type CostField = (typeof COST_FIELDS)[number];

export const OPERATIONAL_FIELDS = ['storageCost', 'transferCost', 'pickingCost', 'packagingCost'] as const;

/** The picked quote or lot, with how people name it ('Q-2026-014 · Minerales del Norte'). */
export interface PickedSource {
  kind: BaseCostSource;
  id: string;
  label: string;
}

export type CalculatorValues = Record<CostField, string> & {
  baseCostSource: PickedSource | null;
  transportMode: TransportMode;
};

/** A stored figure as the input shows it: '180.0000' reads '180', '2.5000' reads '2.5'. */
export const costText = (v: string | null) => (v === null ? '' : new Decimal(v).toFixed());
const text = costText;

export function calculatorValuesOf(saved: SavedCostData): CalculatorValues {
  const values = Object.fromEntries(COST_FIELDS.map((f) => [f, text(saved[f])])) as Record<CostField, string>;
  return { ...values, baseCostSource: saved.baseCostSource, transportMode: saved.transportMode };
}

/** The operational values of the pricing parameters in force, as typed text. */
export function operationalDefaults(
  defaults: CostDefaults,
): Pick<CalculatorValues, (typeof OPERATIONAL_FIELDS)[number]> {
  return {
    storageCost: text(defaults.storageCost),
    transferCost: text(defaults.transferCost),
    pickingCost: text(defaults.pickingCost),
    packagingCost: text(defaults.packagingCost),
  };
}

/**
 * A cost as it is being typed, for the live figures: '12.' reads as 12, blank or unreadable as
 * not set (the save says what is wrong with it).
 */
export function typedCost(raw: string): string | null {
  const parsed = parseCostInput(raw.trim().replace(/[.,]$/, ''));
  return parsed ?? null;
}

/** The calculation the form holds now, as the domain reads it. */
export function liveCosts(values: CalculatorValues): CostData {
  const costs = Object.fromEntries(COST_FIELDS.map((f) => [f, typedCost(values[f] ?? '')])) as Record<
    CostField,
    string | null
  >;
  const source = values.baseCostSource;
  return {
    ...costs,
    baseCostSource: source ? { kind: source.kind, id: source.id } : null,
    transportMode: values.transportMode,
  };
}

/** Total cost, MSP and the margins' percentages of what is typed ('N/D' without a base cost). */
export function liveFigures(values: CalculatorValues, volumeTons: string): CostFigures {
  return costFigures(liveCosts(values), volumeTons);
}

export const perTonField = (leg: TransportLeg) => `${leg}CostPerTon` as const;
export const totalField = (leg: TransportLeg) => `${leg}CostTotal` as const;

/**
 * The leg's other figure once one is typed: per ton = total / volume (4 decimals), total = per ton
 * × volume (3 decimals); blank when the typed one is not a number yet.
 */
export function otherTransportFigure(mode: TransportMode, typed: string, volumeTons: string): string {
  const value = typedCost(typed);
  const other = mode === 'PER_TON' ? totalFromPerTon(value, volumeTons) : perTonFromTotal(value, volumeTons);
  return other ?? '';
}

/** The derived figure of every leg recomputed for a mode (after a switch of mode or a new volume). */
export function alignedTransportValues(
  values: CalculatorValues,
  mode: TransportMode,
  volumeTons: string,
): Partial<CalculatorValues> {
  const next: Partial<CalculatorValues> = {};
  for (const leg of TRANSPORT_LEGS) {
    const typed = mode === 'PER_TON' ? perTonField(leg) : totalField(leg);
    const derived = mode === 'PER_TON' ? totalField(leg) : perTonField(leg);
    next[derived] = otherTransportFigure(mode, values[typed], volumeTons);
  }
  return next;
}

/** What the save sends, as the schema reads it. */
function bodyOf(values: CalculatorValues, version: number): Record<string, unknown> {
  const source = values.baseCostSource;
  return {
    ...Object.fromEntries(COST_FIELDS.map((f) => [f, values[f]])),
    baseCostSource: source ? { kind: source.kind, id: source.id } : null,
    transportMode: values.transportMode,
    version,
  };
}

/** The form's check: the domain's save schema, answering the body with the transport aligned. */
export function calculatorSchema(version: number, volumeTons: string) {
  return z
    .custom<CalculatorValues>((v) => typeof v === 'object' && v !== null)
    .transform((values, ctx): CalculatorSave => {
      const result = calculatorSaveSchema.safeParse(bodyOf(values, version));
      if (!result.success) {
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      const { version: v, ...costs } = result.data;
      return { ...alignTransport(costs, volumeTons), version: v };
    });
}
