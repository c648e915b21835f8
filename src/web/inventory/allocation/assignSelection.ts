/**
 * The assign dialog's checks, live while the user types: each picked lot's quantity by the domain's
 * field schema (required, a number, above 0, at most 999,999), then the domain's allocationProblems
 * over the quantities that parse — a lot cannot give more than it holds, each product's total must
 * stay within what was requested. The same rules the server applies, so the dialog never sends what
 * the API would refuse (but for stock someone else took meanwhile).
 */
import { Decimal } from 'decimal.js';
import {
  type AllocationCreate,
  allocationInputSchema,
  allocationProblems,
  type CandidateLot,
  ikey,
  type OrderInventory,
  requirementKey,
} from '../../../domain/inventory';
import { currentOfView, requirementsOfView } from './quantities';

/** One lot picked in the dialog, with the quantity as typed. */
export interface PickedLot {
  lot: CandidateLot;
  quantity: string;
}

export interface Message {
  key: string;
  params?: Record<string, string>;
}

export interface SelectionCheck {
  /** Per picked lot (same order): its quantity's problem, if any. */
  perLot: (Message | null)[];
  /** Products whose total would exceed what was requested: a warning, and saving is off. */
  overRequested: Message[];
  /** Per product of the order: the total the selection would reach. */
  totals: { key: string; product: string; total: Decimal; requested: Decimal }[];
  /** What saving now would refuse for the whole selection (none picked, a quantity missing). */
  blocking: Message | null;
  /** The body to send, when nothing blocks. */
  body: AllocationCreate | null;
}

const quantitySchema = allocationInputSchema.shape.allocatedQuantity;

export function checkSelection(view: OrderInventory, picked: readonly PickedLot[]): SelectionCheck {
  const requirements = requirementsOfView(view);
  const perLot: (Message | null)[] = picked.map(() => null);
  const valid: { index: number; quantityKg: string }[] = [];
  picked.forEach((p, index) => {
    const parsed = quantitySchema.safeParse(p.quantity);
    if (parsed.success) valid.push({ index, quantityKg: parsed.data });
    else perLot[index] = { key: parsed.error.issues[0]?.message ?? ikey('allocatedQuantityInvalid') };
  });
  const problems = allocationProblems(
    requirements,
    currentOfView(view),
    valid.map(({ index, quantityKg }) => {
      const { lot } = picked[index]!;
      return {
        lot: {
          id: lot.id,
          lot: lot.lot,
          productId: lot.product.id,
          packagingType: lot.packagingType,
          availableKg: lot.quantityAvailable,
        },
        quantityKg,
      };
    }),
  );
  const overRequested: Message[] = [];
  for (const problem of problems) {
    if (problem.index === null) overRequested.push({ key: problem.key, params: problem.params });
    else {
      const index = valid[problem.index]!.index;
      perLot[index] ??= { key: problem.key, params: problem.params };
    }
  }
  const totals = requirements.map((r) => {
    const key = requirementKey(r);
    const already = view.data
      .filter(
        (a) =>
          requirementKey({
            productId: a.inventoryDetail.product.id,
            packagingType: a.inventoryDetail.packagingType,
          }) === key,
      )
      .reduce((sum, a) => sum.plus(a.allocatedQuantity), new Decimal(0));
    const added = valid
      .filter(
        ({ index }) =>
          requirementKey({
            productId: picked[index]!.lot.product.id,
            packagingType: picked[index]!.lot.packagingType,
          }) === key,
      )
      .reduce((sum, v) => sum.plus(v.quantityKg), new Decimal(0));
    return { key, product: r.reference, total: already.plus(added), requested: r.requestedKg };
  });

  let blocking: Message | null = null;
  if (picked.length === 0) blocking = { key: ikey('atLeastOneLot') };
  else if (valid.length < picked.length) blocking = { key: ikey('allocatedQuantityInvalid') };
  const ok = !blocking && overRequested.length === 0 && perLot.every((m) => m === null);
  const body: AllocationCreate | null = ok
    ? {
        allocations: valid.map(({ index, quantityKg }) => ({
          inventoryId: picked[index]!.lot.id,
          allocatedQuantity: quantityKg,
        })),
      }
    : null;
  return { perLot, overRequested, totals, blocking, body };
}
