/**
 * Lots (inventory items): what was received, where, at what cost, and every movement since. The
 * creation form's rules and texts are the original client's; the ledger kinds and adjustments are
 * ours (docs/decisions.md, "Inventory").
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { listQuerySchema, listResponseSchema, orderDirectionSchema } from '../lists';
import { isIsoDay } from '../orders/deliveryWindow';
import { requiredUuid, typedDecimal } from '../orders/fields';
import { PACKAGING_TYPES } from '../products';
import { blank, ikey, kgAmount, MAX_LOT_KG, optionalLine, signedDecimal } from './fields';

/** What can happen to a lot's stock. Each is a ledger row with who, when and why. */
export const MOVEMENT_KINDS = [
  'RECEIVED',
  'ALLOCATED',
  'ALLOCATION_CHANGED',
  'RELEASED',
  'SHIPPED',
  /** A shipment deleted before delivery: its kilos are promised to the order again. */
  'UNSHIPPED',
  'ADJUSTED',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Why a count was corrected by hand. */
export const ADJUSTMENT_REASONS = ['COUNT', 'DAMAGE', 'RETURN', 'OTHER'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

const receptionDay = z.string(ikey('receptionDateRequired')).superRefine((value, ctx) => {
  if (blank(value)) ctx.addIssue({ code: 'custom', message: ikey('receptionDateRequired'), input: value });
  else if (!isIsoDay(value)) ctx.addIssue({ code: 'custom', message: 'validation.date', input: value });
});

/** The material cost, USD per ton: required, a number ≥ 0. */
const materialCost = typedDecimal(ikey('costRequired'), ikey('costInvalid')).pipe(
  z.string().refine((v) => new Decimal(v).gte(0), ikey('costInvalid')),
);

const lotNumber = z
  .string(ikey('lotRequired'))
  .trim()
  .min(1, ikey('lotRequired'))
  .max(60, 'validation.tooLong');

/**
 * POST /api/inventory: a reception. `packingType` and `price` keep the original form's names; the
 * COA certificate is uploaded after creation (`PUT /api/inventory/{id}/coa`).
 */
export const lotCreateSchema = z
  .object({
    productId: requiredUuid(ikey('productRequired')),
    packingType: z.enum(PACKAGING_TYPES, { error: ikey('packingTypeRequired') }),
    lot: lotNumber,
    price: materialCost,
    quantity: kgAmount({
      required: ikey('initialQuantityRequired'),
      invalid: ikey('initialQuantityInvalid'),
      positive: ikey('initialQuantityPositive'),
      max: [MAX_LOT_KG, ikey('initialQuantityMax')],
    }),
    receptionDate: receptionDay,
    warehouseId: requiredUuid(ikey('warehouseRequired')),
    batchId: optionalLine(60).default(null),
    supplier: optionalLine(120).default(null),
  })
  .strict();
export type LotCreate = z.infer<typeof lotCreateSchema>;
export type LotCreateInput = z.input<typeof lotCreateSchema>;

/** The server's extra check: a reception is never dated in the future (the business day in Mexico City). */
export function receptionDateProblem(receptionDate: string, today: string): string | null {
  return receptionDate > today ? ikey('receptionDateFuture') : null;
}

/**
 * PUT /api/inventory/{id}: the lot's descriptive data. Quantities change only through the ledger
 * (adjustments, allocations, shipments), never by editing.
 */
export const lotUpdateSchema = z
  .object({
    version: z.number().int().min(1, 'validation.tooSmall'),
    lot: lotNumber.optional(),
    price: materialCost.optional(),
    receptionDate: receptionDay.optional(),
    batchId: optionalLine(60).optional(),
    supplier: optionalLine(120).optional(),
  })
  .strict();
export type LotUpdate = z.infer<typeof lotUpdateSchema>;

/** POST /api/inventory/{id}/adjustments: a count correction, damage or return, signed kg. */
export const adjustmentCreateSchema = z
  .object({
    quantityKg: signedDecimal(ikey('adjustmentRequired'), ikey('adjustmentInvalid')).pipe(
      z.string().superRefine((q, ctx) => {
        const v = new Decimal(q);
        if (v.isZero()) ctx.addIssue({ code: 'custom', message: ikey('adjustmentNotZero'), input: q });
        else if (v.abs().gt(MAX_LOT_KG))
          ctx.addIssue({ code: 'custom', message: ikey('initialQuantityMax'), input: q });
      }),
    ),
    reason: z.enum(ADJUSTMENT_REASONS, { error: ikey('adjustmentReasonRequired') }),
    comment: optionalLine(500).default(null),
    /** The lot version the person looked at: an adjustment on stale figures is refused (409). */
    version: z.number().int().min(1, 'validation.tooSmall'),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.reason === 'OTHER' && !a.comment)
      ctx.addIssue({ code: 'custom', message: ikey('adjustmentCommentRequired'), path: ['comment'] });
  });
export type AdjustmentCreate = z.infer<typeof adjustmentCreateSchema>;

const ref = z.object({ id: z.uuid(), name: z.string() });

export const lotSchema = z.object({
  id: z.uuid(),
  lot: z.string(),
  product: z.object({ id: z.uuid(), reference: z.string(), name: z.string() }),
  packagingType: z.enum(PACKAGING_TYPES),
  packagingLabel: z.string(),
  warehouse: z.object({ id: z.uuid(), code: z.string(), name: z.string(), region: ref.nullable() }),
  /** USD per ton; null for a caller who may read stock but not costs (without INVENTORY_CREATE). */
  costUsdPerTon: z.string().nullable(),
  receptionDate: z.string(),
  batchId: z.string().nullable(),
  supplier: z.string().nullable(),
  coa: z.object({ name: z.string(), contentType: z.string(), sizeBytes: z.number().int() }).nullable(),
  receivedKg: z.string(),
  adjustedKg: z.string(),
  allocatedKg: z.string(),
  shippedKg: z.string(),
  availableKg: z.string(),
  createdBy: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LotView = z.infer<typeof lotSchema>;

export const LOT_ORDER_FIELDS = [
  'receptionDate',
  'lot',
  'availableKg',
  'createdAt',
  'product',
  'warehouse',
] as const;

/** Filters of the lot list, shared by the list and its export. */
export const lotFiltersSchema = z.object({
  searchParam: listQuerySchema.shape.searchParam,
  warehouseId: z.uuid('validation.uuid').optional(),
  productId: z.uuid('validation.uuid').optional(),
  packagingType: z.enum(PACKAGING_TYPES, { error: 'validation.invalidOption' }).optional(),
  /** 'true': only lots with available stock. */
  withStock: z.enum(['true', 'false']).optional(),
  orderField: z.enum(LOT_ORDER_FIELDS).default('receptionDate'),
  orderDirection: orderDirectionSchema,
});

export const lotListQuerySchema = listQuerySchema.extend(lotFiltersSchema.shape);
export type LotListQuery = z.infer<typeof lotListQuerySchema>;
export const lotListSchema = listResponseSchema(lotSchema);

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const lotExportQuerySchema = lotFiltersSchema.extend({
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
});
export type LotExportQuery = z.infer<typeof lotExportQuerySchema>;

export const movementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed effect on the lot's available stock, kg (received +, allocated −, released +…). */
  availableDeltaKg: z.string(),
  /** The movement's own quantity as recorded (positive except adjustments and allocation changes). */
  quantityKg: z.string(),
  /** Available stock right after this movement, kg. */
  availableAfterKg: z.string(),
  order: z.object({ id: z.uuid(), displayNumber: z.string() }).nullable(),
  reason: z.enum(ADJUSTMENT_REASONS).nullable(),
  comment: z.string().nullable(),
  user: z.string().nullable(),
  createdAt: z.string(),
});
export type MovementView = z.infer<typeof movementSchema>;
export const movementListSchema = listResponseSchema(movementSchema);
export const movementListQuerySchema = listQuerySchema.pick({ limit: true, offset: true });

/**
 * The signed effect of a movement on available stock. Shipping takes from what was allocated, so
 * it leaves available unchanged.
 */
export function availableDelta(kind: MovementKind, quantityKg: Decimal.Value): Decimal {
  const q = new Decimal(quantityKg);
  switch (kind) {
    case 'RECEIVED':
    case 'RELEASED':
    case 'ADJUSTED':
      return q;
    case 'ALLOCATED':
    case 'ALLOCATION_CHANGED':
      return q.neg();
    case 'SHIPPED':
    case 'UNSHIPPED':
      return new Decimal(0);
  }
}

/** A lot's running totals recomputed from its movements (what the lot row must hold). */
export function totalsFromMovements(movements: readonly { kind: MovementKind; quantityKg: Decimal.Value }[]) {
  let received = new Decimal(0);
  let adjusted = new Decimal(0);
  let allocated = new Decimal(0);
  let shipped = new Decimal(0);
  for (const m of movements) {
    const q = new Decimal(m.quantityKg);
    if (m.kind === 'RECEIVED') received = received.plus(q);
    else if (m.kind === 'ADJUSTED') adjusted = adjusted.plus(q);
    else if (m.kind === 'ALLOCATED' || m.kind === 'ALLOCATION_CHANGED') allocated = allocated.plus(q);
    else if (m.kind === 'RELEASED') allocated = allocated.minus(q);
    else if (m.kind === 'SHIPPED') {
      allocated = allocated.minus(q);
      shipped = shipped.plus(q);
    } else if (m.kind === 'UNSHIPPED') {
      allocated = allocated.plus(q);
      shipped = shipped.minus(q);
    }
  }
  const available = received.plus(adjusted).minus(allocated).minus(shipped);
  return { received, adjusted, allocated, shipped, available };
}
