/**
 * Material allocation: which lots an order's products are promised from. The pure rules here are
 * the dialog's and the server's — limits per lot, per product and per allocation, when an order
 * may take material, and the automatic choice (FEFO: oldest reception first, the order's region's
 * warehouses first, split across lots, partial coverage reported).
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { FINANCE_RELEASED } from '../finance/state';
import { financeCountsQuerySchema } from '../finance/views';
import { hasReached, type OpsStatus } from '../orders/status';
import { PACKAGING_TYPES, type PackagingType } from '../products';
import { ikey, kgAmount, MAX_ALLOCATED_KG } from './fields';

const allocatedQuantity = kgAmount({
  required: ikey('allocatedQuantityRequired'),
  invalid: ikey('allocatedQuantityInvalid'),
  positive: ikey('allocatedQuantityPositive'),
  max: [MAX_ALLOCATED_KG, ikey('allocatedQuantityMax')],
});

export const allocationInputSchema = z
  .object({
    /** The lot (the original client's `inventoryId`). */
    inventoryId: z.uuid({ error: ikey('selectInventoryLot') }),
    allocatedQuantity,
  })
  .strict();
export type AllocationInput = z.infer<typeof allocationInputSchema>;

/**
 * POST /api/orders/{id}/inventory: one or several lots in one call, all or nothing (the original
 * client sent one call per lot; a failure halfway left half an assignment).
 */
export const allocationCreateSchema = z
  .object({
    allocations: z
      .array(allocationInputSchema, { error: ikey('atLeastOneLot') })
      .min(1, ikey('atLeastOneLot'))
      .max(20, 'validation.tooMany'),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.allocations.forEach((a, i) => {
      if (seen.has(a.inventoryId))
        ctx.addIssue({
          code: 'custom',
          message: ikey('duplicateLot'),
          path: ['allocations', i, 'inventoryId'],
        });
      seen.add(a.inventoryId);
    });
  });
export type AllocationCreate = z.infer<typeof allocationCreateSchema>;

/** PUT /api/orders/{id}/inventory/{allocationId}. */
export const allocationUpdateSchema = z
  .object({ allocatedQuantity, version: z.number().int().min(1, 'validation.tooSmall') })
  .strict();
export type AllocationUpdate = z.infer<typeof allocationUpdateSchema>;

/** POST /api/orders/inventory/bulk-auto-assign. */
export const bulkAutoAssignSchema = z
  .object({
    orderIds: z
      .array(z.uuid('validation.uuid'), { error: ikey('atLeastOneOrder') })
      .min(1, ikey('atLeastOneOrder'))
      .max(100, 'validation.tooMany'),
  })
  .strict();
export type BulkAutoAssign = z.infer<typeof bulkAutoAssignSchema>;

// ── Views ────────────────────────────────────────────────────────────────────────────────────

/** The original client's "Inventory order": a lot assigned to the order. */
export const allocationSchema = z.object({
  id: z.uuid(),
  allocatedQuantity: z.string(),
  shippedKg: z.string(),
  version: z.number().int(),
  inventoryDetail: z.object({
    id: z.uuid(),
    lot: z.string(),
    /** The lot's available stock now, kg (what an edit may add on top of this allocation). */
    quantity: z.string(),
    packagingType: z.enum(PACKAGING_TYPES),
    product: z.object({ id: z.uuid(), reference: z.string() }),
    warehouse: z.object({ id: z.uuid(), name: z.string() }),
  }),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AllocationView = z.infer<typeof allocationSchema>;

/** One product and packaging of the order: what was requested and what lots cover. */
export const requirementSchema = z.object({
  productId: z.uuid(),
  reference: z.string(),
  productName: z.string(),
  packagingType: z.enum(PACKAGING_TYPES),
  requestedKg: z.string(),
  allocatedKg: z.string(),
  missingKg: z.string(),
});
export type RequirementView = z.infer<typeof requirementSchema>;

export const ALLOCATION_STAGES = ['pendingApproval', 'open', 'shipmentScheduled', 'cancelled'] as const;
export type AllocationStage = (typeof ALLOCATION_STAGES)[number];

/** GET /api/orders/{id}/inventory. */
export const orderInventorySchema = z.object({
  data: z.array(allocationSchema),
  requirements: z.array(requirementSchema),
  stage: z.enum(ALLOCATION_STAGES),
  /** True when the stage allows changes and the caller holds ORDER_DETAIL_INVENTORY write. */
  canEdit: z.boolean(),
});
export type OrderInventory = z.infer<typeof orderInventorySchema>;

/** A lot the assign dialog offers (GET /api/orders/{id}/inventory/candidates). */
export const candidateLotSchema = z.object({
  id: z.uuid(),
  lot: z.string(),
  quantityAvailable: z.string(),
  packagingType: z.enum(PACKAGING_TYPES),
  product: z.object({ id: z.uuid(), reference: z.string() }),
  warehouse: z.object({ id: z.uuid(), name: z.string() }),
  receptionDate: z.string(),
  /** In the order's region (or the counter sale's own warehouse): offered first. */
  preferred: z.boolean(),
});
export type CandidateLot = z.infer<typeof candidateLotSchema>;
export const candidateListSchema = z.object({ data: z.array(candidateLotSchema) });

export const shortageSchema = z.object({
  productId: z.uuid(),
  reference: z.string(),
  packagingType: z.enum(PACKAGING_TYPES),
  missingKg: z.string(),
});
export type Shortage = z.infer<typeof shortageSchema>;

export const AUTO_ASSIGN_OUTCOMES = ['ASSIGNED', 'PARTIAL', 'NOT_ASSIGNED'] as const;
export type AutoAssignOutcome = (typeof AUTO_ASSIGN_OUTCOMES)[number];

/** The answer of an automatic assignment for one order. */
export const autoAssignResultSchema = z.object({
  orderId: z.uuid(),
  displayNumber: z.string(),
  outcome: z.enum(AUTO_ASSIGN_OUTCOMES),
  /** Lots promised by this run. */
  assigned: z.array(z.object({ lot: z.string(), reference: z.string(), quantityKg: z.string() })),
  /** What is still missing per product after this run (the warnings). */
  missing: z.array(shortageSchema),
  /** Why nothing was assigned, as a message key (NOT_ASSIGNED only), and its text. */
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export type AutoAssignResult = z.infer<typeof autoAssignResultSchema>;

export const bulkAutoAssignResultSchema = z.object({
  results: z.array(autoAssignResultSchema),
  assigned: z.number().int(),
  partial: z.number().int(),
  notAssigned: z.number().int(),
});
export type BulkAutoAssignResult = z.infer<typeof bulkAutoAssignResultSchema>;

/**
 * GET /api/orders/count-without-material's filters, the home's as every queue count takes them: one
 * seller (within the caller's scope) and the requested delivery range, both ends or none.
 */
export const materialShortageQuerySchema = financeCountsQuerySchema;
export type MaterialShortageQuery = z.infer<typeof materialShortageQuerySchema>;

/** GET /api/orders/count-without-material: open orders whose products no stock covers. */
export const materialShortageSchema = z.object({
  count: z.number().int(),
  /** The products short, most short first (at most 10). */
  products: z.array(
    z.object({
      reference: z.string(),
      packagingType: z.enum(PACKAGING_TYPES),
      neededKg: z.string(),
      availableKg: z.string(),
      orders: z.number().int(),
    }),
  ),
});
export type MaterialShortage = z.infer<typeof materialShortageSchema>;

// ── Rules ────────────────────────────────────────────────────────────────────────────────────

/**
 * Whether the order may take material now: only once finance released it (a 'pending approval'
 * notice otherwise), and no longer once a shipment is scheduled or the order is cancelled.
 */
export function allocationStage(order: {
  opsStatus: OpsStatus;
  financeStatus: string | null;
}): AllocationStage {
  if (order.opsStatus === 'ORDEN_CANCELADA') return 'cancelled';
  if (hasReached(order.opsStatus, 'EMBARCADO/PROGRAMADO')) return 'shipmentScheduled';
  if (order.financeStatus !== FINANCE_RELEASED || !hasReached(order.opsStatus, 'APROBADO_POR_FINANZAS'))
    return 'pendingApproval';
  return 'open';
}

export interface Requirement {
  productId: string;
  packagingType: PackagingType;
  reference: string;
  productName: string;
  requestedKg: Decimal;
}

/** The order's items grouped by product and packaging: one requirement each. */
export function requirementsOf(
  items: readonly {
    productId: string;
    packagingType: PackagingType;
    productReference: string;
    productName: string;
    quantityKg: Decimal.Value;
  }[],
): Requirement[] {
  const byKey = new Map<string, Requirement>();
  for (const item of items) {
    const k = requirementKey(item);
    const found = byKey.get(k);
    if (found) found.requestedKg = found.requestedKg.plus(item.quantityKg);
    else
      byKey.set(k, {
        productId: item.productId,
        packagingType: item.packagingType,
        reference: item.productReference,
        productName: item.productName,
        requestedKg: new Decimal(item.quantityKg),
      });
  }
  return [...byKey.values()];
}

export const requirementKey = (x: { productId: string; packagingType: string }) =>
  `${x.productId}|${x.packagingType}`;

/** Kilos allocated per requirement key. */
export function allocatedByRequirement(
  allocations: readonly { productId: string; packagingType: string; allocatedKg: Decimal.Value }[],
): Map<string, Decimal> {
  const sums = new Map<string, Decimal>();
  for (const a of allocations) {
    const k = requirementKey(a);
    sums.set(k, (sums.get(k) ?? new Decimal(0)).plus(a.allocatedKg));
  }
  return sums;
}

/** Every requirement fully covered: the order is MATERIAL_ASIGNADO. */
export function isFullyAllocated(
  requirements: readonly Requirement[],
  allocations: readonly { productId: string; packagingType: string; allocatedKg: Decimal.Value }[],
): boolean {
  const sums = allocatedByRequirement(allocations);
  return (
    requirements.length > 0 &&
    requirements.every((r) => (sums.get(requirementKey(r)) ?? new Decimal(0)).gte(r.requestedKg))
  );
}

export interface LotOffer {
  id: string;
  lot: string;
  productId: string;
  packagingType: string;
  availableKg: Decimal.Value;
}

export interface AllocationProblem {
  /** Index of the proposal it is about (null: the whole request). */
  index: number | null;
  key: string;
  params: Record<string, string>;
}

/**
 * The problems of proposed allocations (new ones, or a changed one whose previous kilos are given
 * back first): each lot must be the order's product and packaging and hold the kilos, and each
 * product's total must stay within what was requested. For a changed allocation (`replaces`), the
 * lot's `availableKg` must count the kilos that allocation already holds.
 */
export function allocationProblems(
  requirements: readonly Requirement[],
  current: readonly { id: string; productId: string; packagingType: string; allocatedKg: Decimal.Value }[],
  proposals: readonly { lot: LotOffer; quantityKg: Decimal.Value; replaces?: string }[],
): AllocationProblem[] {
  const problems: AllocationProblem[] = [];
  const byKey = new Map(requirements.map((r) => [requirementKey(r), r]));
  const replaced = new Set(proposals.flatMap((p) => (p.replaces ? [p.replaces] : [])));
  const totals = allocatedByRequirement(current.filter((a) => !replaced.has(a.id)));
  proposals.forEach((p, index) => {
    const q = new Decimal(p.quantityKg);
    const requirement = byKey.get(requirementKey(p.lot));
    if (!requirement) {
      problems.push({ index, key: ikey('lotNotForOrder'), params: { lot: p.lot.lot } });
      return;
    }
    if (q.gt(p.lot.availableKg))
      problems.push({
        index,
        key: ikey('quantityExceedsAvailable'),
        params: { lot: p.lot.lot, available: new Decimal(p.lot.availableKg).toFixed() },
      });
    const k = requirementKey(p.lot);
    totals.set(k, (totals.get(k) ?? new Decimal(0)).plus(q));
  });
  for (const r of requirements) {
    const total = totals.get(requirementKey(r)) ?? new Decimal(0);
    if (total.gt(r.requestedKg))
      problems.push({
        index: null,
        key: ikey('exceedsRequested'),
        params: { product: r.reference, total: total.toFixed(), requested: r.requestedKg.toFixed() },
      });
  }
  return problems;
}

export interface FefoLot extends LotOffer {
  receptionDate: string;
  warehouseId: string;
  /** The warehouse serves the order's region (or is the counter sale's own warehouse). */
  preferred: boolean;
}

/** The order in which lots are offered and taken: preferred warehouses first, then oldest reception. */
export function fefoOrder<T extends Pick<FefoLot, 'preferred' | 'receptionDate' | 'id'>>(
  lots: readonly T[],
): T[] {
  return [...lots].sort(
    (a, b) =>
      Number(b.preferred) - Number(a.preferred) ||
      a.receptionDate.localeCompare(b.receptionDate) ||
      a.id.localeCompare(b.id),
  );
}

export interface FefoPlan {
  picks: { lot: FefoLot; quantityKg: Decimal }[];
  missing: { requirement: Requirement; missingKg: Decimal }[];
}

/**
 * The automatic assignment: for each requirement, what is still missing is taken from the lots of
 * its product and packaging, preferred warehouses first and oldest reception first, splitting over
 * as many lots as needed. What no lot covers is reported as missing (partial coverage is allowed).
 */
export function fefoPlan(
  requirements: readonly Requirement[],
  current: readonly { productId: string; packagingType: string; allocatedKg: Decimal.Value }[],
  lots: readonly FefoLot[],
): FefoPlan {
  const allocated = allocatedByRequirement(current);
  const left = new Map(lots.map((l) => [l.id, new Decimal(l.availableKg)]));
  const picks: FefoPlan['picks'] = [];
  const missing: FefoPlan['missing'] = [];
  const ordered = fefoOrder(lots);
  for (const r of requirements) {
    let need = r.requestedKg.minus(allocated.get(requirementKey(r)) ?? 0);
    if (need.lte(0)) continue;
    for (const lot of ordered) {
      if (need.lte(0)) break;
      if (requirementKey(lot) !== requirementKey(r)) continue;
      const available = left.get(lot.id) ?? new Decimal(0);
      if (available.lte(0)) continue;
      const take = Decimal.min(available, need, MAX_ALLOCATED_KG);
      picks.push({ lot, quantityKg: take });
      left.set(lot.id, available.minus(take));
      need = need.minus(take);
    }
    if (need.gt(0)) missing.push({ requirement: r, missingKg: need });
  }
  return { picks, missing };
}
