/**
 * The demo's stock, planned before anything is written: receptions over the last three months in
 * every warehouse, a count correction and some damage, the lots promised to the orders that
 * already went through MATERIAL_ASIGNADO (chosen as auto-assign chooses: the customer's region's
 * warehouses first, oldest reception first, only lots received before the assignment's day), then
 * what is left for the orders finance just released. Shipping is logistics' (`demoLogistics.ts`).
 *
 * The stock is shaped so the screens tell a story: a few lots are nearly empty, one product of a
 * released order has too little stock anywhere (the home's "open without material" count), and
 * the other released orders can be covered by auto-assign from what is on hand.
 *
 * Pure: the caller writes the plan through the stock ledger.
 */
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import {
  type FefoLot,
  fefoPlan,
  type Requirement,
  requirementKey,
  requirementsOf,
} from '../../../domain/inventory/allocation';
import type { AdjustmentReason } from '../../../domain/inventory/lots';
import type { PackagingType } from '../../../domain/products';
import { lotBatchId, lotCost, lotNumber, lotSupplier, receptionKg, wholeUnitsKg } from './inventoryMaterials';
import { addDays } from './orderRows';
import type { Random } from './random';

export interface PlanWarehouse {
  id: string;
  code: string;
  regionId: string | null;
}

export interface PlanProduct {
  id: string;
  reference: string;
  packagingTypes: PackagingType[];
}

export interface PlanOrder {
  id: string;
  regionId: string | null;
  items: {
    productId: string;
    packagingType: PackagingType;
    productReference: string;
    productName: string;
    quantityKg: string;
  }[];
  /** When operations assigned its material (the MATERIAL_ASIGNADO step); null: released, not yet. */
  assigned: { at: Date; by: string | null } | null;
}

export interface PlannedLot {
  key: number;
  productId: string;
  packagingType: PackagingType;
  warehouseId: string;
  lot: string;
  receptionDate: string;
  costUsdPerTon: string;
  batchId: string;
  supplier: string;
  receivedKg: Decimal;
}

export interface PlannedAdjustment {
  lotKey: number;
  deltaKg: Decimal;
  reason: AdjustmentReason;
  comment: string;
  at: Date;
}

export interface PlannedAllocation {
  orderId: string;
  lotKey: number;
  kg: Decimal;
  at: Date;
  by: string | null;
}

export interface InventoryPlan {
  lots: PlannedLot[];
  adjustments: PlannedAdjustment[];
  allocations: PlannedAllocation[];
}

export interface PlanInput {
  now: Date;
  warehouses: readonly PlanWarehouse[];
  products: readonly PlanProduct[];
  /** Orders at MATERIAL_ASIGNADO or later (`assigned` set) and released ones waiting (`assigned` null). */
  orders: readonly PlanOrder[];
  /** Leave one product of a released order short everywhere. */
  shortage: boolean;
  /** About how many lots the tenant should have before top-ups. */
  lots: number;
}

const HOUR_MS = 3_600_000;
/** Mexico City is UTC-6 all year: a local hour on a day. */
const localTime = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 6) * HOUR_MS);

/** A lot being planned: what it holds now, and the day from which it can be promised. */
interface Working extends PlannedLot {
  available: Decimal;
  allocated: Decimal;
  readyDay: string;
}

interface Combo {
  productId: string;
  packagingType: PackagingType;
  reference: string;
}

const ADJUSTMENTS: {
  reason: AdjustmentReason;
  comment: string;
  kg: (p: PackagingType, r: Random) => number;
}[] = [
  {
    reason: 'COUNT',
    comment: 'Conteo físico mensual: diferencia contra el sistema.',
    kg: (p, r) => -(p === 'BAG' ? r.int(2, 12) * 25 : r.int(80, 260)),
  },
  {
    reason: 'DAMAGE',
    comment: 'Sacos rotos durante la descarga; material barrido y desechado.',
    kg: (p, r) =>
      -(p === 'BAG' ? r.int(8, 30) * 25 : p === 'SUPERSACK' ? r.int(1, 2) * 1000 : r.int(300, 900)),
  },
  {
    reason: 'COUNT',
    comment: 'Reconteo de inventario: sobrante en el patio.',
    kg: (p, r) => (p === 'BAG' ? r.int(4, 16) * 25 : r.int(120, 480)),
  },
  {
    reason: 'DAMAGE',
    comment: 'Material humedecido por filtración en la bodega.',
    kg: (p, r) => -(p === 'BAG' ? r.int(10, 40) * 25 : r.int(400, 1200)),
  },
];

export function planDemoInventory(input: PlanInput, random: Random): InventoryPlan {
  const today = businessDay(input.now);
  const warehouses = input.warehouses;
  if (warehouses.length === 0 || input.products.length === 0)
    return { lots: [], adjustments: [], allocations: [] };
  const combos: Combo[] = input.products.flatMap((p) =>
    p.packagingTypes.map((packagingType) => ({ productId: p.id, packagingType, reference: p.reference })),
  );
  const lots: Working[] = [];
  const servingRegion = (regionId: string | null) =>
    warehouses.filter((w) => w.regionId && w.regionId === regionId);

  const receive = (combo: Combo, warehouse: PlanWarehouse, receptionDate: string, kg: number) => {
    const sequence = lots.length + 1;
    const lot: Working = {
      key: sequence,
      productId: combo.productId,
      packagingType: combo.packagingType,
      warehouseId: warehouse.id,
      lot: lotNumber(warehouse.code, receptionDate, sequence),
      receptionDate,
      costUsdPerTon: lotCost(random, combo.reference, combo.packagingType),
      batchId: lotBatchId(random, receptionDate, sequence),
      supplier: lotSupplier(random, combo.reference),
      receivedKg: new Decimal(kg),
      available: new Decimal(kg),
      allocated: new Decimal(0),
      readyDay: receptionDate,
    };
    lots.push(lot);
    return lot;
  };

  const released = input.orders.filter((o) => !o.assigned);
  const shortage = input.shortage
    ? shortageOf(
        released,
        new Set(input.orders.filter((o) => o.assigned).flatMap((o) => o.items.map(requirementKey))),
      )
    : null;

  // Receptions of the last three months, spread over warehouses (none of the short product).
  const perCombo = Math.max(1, Math.round(input.lots / Math.max(1, combos.length)));
  for (const combo of combos) {
    if (shortage && requirementKey(combo) === shortage.key) continue;
    const count = perCombo + random.int(0, 1);
    for (let k = 0; k < count; k++)
      receive(
        combo,
        random.pick(warehouses),
        addDays(today, -random.int(3, 90)),
        receptionKg(random, combo.packagingType, 5, 60),
      );
  }
  lots.sort((a, b) => a.receptionDate.localeCompare(b.receptionDate) || a.key - b.key);

  // Corrections on a few older lots, a few days after their reception.
  const adjustments: PlannedAdjustment[] = [];
  const older = lots.filter((l) => l.receptionDate <= addDays(today, -25));
  ADJUSTMENTS.forEach((a, i) => {
    const lot = older[Math.floor(((i + 0.5) * older.length) / ADJUSTMENTS.length)];
    if (!lot || adjustments.some((x) => x.lotKey === lot.key)) return;
    const deltaKg = new Decimal(a.kg(lot.packagingType, random));
    const day = addDays(lot.receptionDate, random.int(2, 6));
    adjustments.push({
      lotKey: lot.key,
      deltaKg,
      reason: a.reason,
      comment: a.comment,
      at: localTime(day, random.int(9, 17)),
    });
    lot.available = lot.available.plus(deltaKg);
    lot.readyDay = day;
  });

  // Orders past MATERIAL_ASIGNADO, in the order their material was assigned.
  const allocations: PlannedAllocation[] = [];
  const assigned = input.orders
    .filter((o): o is PlanOrder & { assigned: { at: Date; by: string | null } } => o.assigned !== null)
    .sort((a, b) => a.assigned.at.getTime() - b.assigned.at.getTime());
  for (const order of assigned) {
    const day = businessDay(order.assigned.at);
    const requirements = requirementsOf(order.items);
    const preferred = servingRegion(order.regionId);
    const offers = () =>
      lots
        .filter((l) => l.readyDay < day && l.available.gt(0))
        .map((l) =>
          fefoLotOf(
            l,
            preferred.some((w) => w.id === l.warehouseId),
          ),
        );
    let plan = fefoPlan(requirements, [], offers());
    if (plan.missing.length) {
      // Stock that arrived some days before the assignment (sized generously, except the short one).
      for (const m of plan.missing) {
        const combo = comboOf(m.requirement);
        const short = shortage?.key === requirementKey(combo);
        const kg = short
          ? wholeUnitsKg(combo.packagingType, m.missingKg.toNumber())
          : Math.max(
              receptionKg(random, combo.packagingType, 5, 60),
              wholeUnitsKg(combo.packagingType, m.missingKg.toNumber() + 2000),
            );
        const warehouse = preferred.length ? random.pick(preferred) : random.pick(warehouses);
        receive(combo, warehouse, addDays(day, -random.int(4, 30)), kg);
      }
      plan = fefoPlan(requirements, [], offers());
      if (plan.missing.length)
        throw new Error('demo stock: an assigned order is still short after receptions');
    }
    for (const pick of plan.picks) {
      const lot = lots.find((l) => String(l.key) === pick.lot.id)!;
      lot.available = lot.available.minus(pick.quantityKg);
      lot.allocated = lot.allocated.plus(pick.quantityKg);
      allocations.push({
        orderId: order.id,
        lotKey: lot.key,
        kg: pick.quantityKg,
        at: order.assigned.at,
        by: order.assigned.by,
      });
    }
  }

  // Nearly empty lots: a few promised lots received just a little more than was promised of them.
  const leave = (lot: Working, leftKg: Decimal) => {
    lot.receivedKg = lot.receivedKg.plus(leftKg).minus(lot.available);
    lot.available = leftKg;
  };
  const releasedKeys = new Set(released.flatMap((o) => o.items.map(requirementKey)));
  // Weighed or bagged material only: a super sack is not received as 6 449 kg.
  const promised = lots.filter(
    (l) =>
      l.allocated.gt(0) &&
      l.available.gt(1000) &&
      !releasedKeys.has(requirementKey(l)) &&
      l.packagingType !== 'SUPERSACK' &&
      l.packagingType !== 'COMPACTED',
  );
  for (const lot of promised.slice(0, 3)) leave(lot, new Decimal(leftoverKg(random, lot.packagingType, 900)));
  if (shortage) {
    const short = lots.filter((l) => requirementKey(l) === shortage.key);
    short.forEach((lot, i) => {
      leave(lot, i === short.length - 1 ? shortage.leftKg(random) : new Decimal(0));
    });
  }

  // What the released orders need is on hand (the short product aside), for auto-assign to take.
  const needs = new Map<string, { requirement: Requirement; kg: Decimal; regionId: string | null }>();
  for (const order of released)
    for (const r of requirementsOf(order.items)) {
      const k = requirementKey(r);
      const found = needs.get(k);
      if (found) found.kg = found.kg.plus(r.requestedKg);
      else needs.set(k, { requirement: r, kg: r.requestedKg, regionId: order.regionId });
    }
  for (const [k, need] of needs) {
    if (shortage?.key === k) continue;
    const free = lots
      .filter((l) => requirementKey(l) === k)
      .reduce((s, l) => s.plus(l.available), new Decimal(0));
    const deficit = need.kg.plus(1000).minus(free);
    if (deficit.lte(0)) continue;
    const combo = comboOf(need.requirement);
    const preferred = servingRegion(need.regionId);
    receive(
      combo,
      preferred.length ? random.pick(preferred) : random.pick(warehouses),
      addDays(today, -random.int(1, 6)),
      Math.max(
        receptionKg(random, combo.packagingType, 5, 60),
        wholeUnitsKg(combo.packagingType, deficit.toNumber()),
      ),
    );
  }

  return {
    lots: lots
      .sort((a, b) => a.receptionDate.localeCompare(b.receptionDate) || a.key - b.key)
      .map(({ available: _a, allocated: _b, readyDay: _c, ...lot }) => lot),
    adjustments,
    allocations,
  };
}

function fefoLotOf(l: Working, preferred: boolean): FefoLot {
  return {
    id: String(l.key),
    lot: l.lot,
    productId: l.productId,
    packagingType: l.packagingType,
    availableKg: l.available,
    receptionDate: l.receptionDate,
    warehouseId: l.warehouseId,
    preferred,
  };
}

const comboOf = (r: Requirement): Combo => ({
  productId: r.productId,
  packagingType: r.packagingType,
  reference: r.reference,
});

/** 300–900 kg (or less than `below`), in whole bags for bagged material. */
function leftoverKg(random: Random, packaging: PackagingType, below: number): number {
  const kg = Math.min(random.int(300, 900), below);
  return packaging === 'BAG' ? Math.floor(kg / 25) * 25 : kg;
}

/**
 * The product and packaging left short: one of a released order, chosen so at least two other
 * released orders do not need it (auto-assign covers those), preferably one that assigned orders
 * took (its lots are then nearly empty rather than missing), and the largest such requirement (a
 * nearly empty lot is still not enough for it).
 */
function shortageOf(released: readonly PlanOrder[], taken: ReadonlySet<string>) {
  let best: { key: string; smallestKg: Decimal; taken: boolean } | null = null;
  const keys = new Set(released.flatMap((o) => o.items.map(requirementKey)));
  for (const key of [...keys].sort()) {
    const needing = released.map((o) => requirementsOf(o.items).find((r) => requirementKey(r) === key));
    if (needing.filter((r) => !r).length < 2) continue;
    const smallestKg = Decimal.min(...needing.flatMap((r) => (r ? [r.requestedKg] : [])));
    const better =
      !best ||
      (taken.has(key) && !best.taken) ||
      (taken.has(key) === best.taken && smallestKg.gt(best.smallestKg));
    if (better) best = { key, smallestKg, taken: taken.has(key) };
  }
  if (!best) return null;
  const { key, smallestKg } = best;
  return {
    key,
    /** What stays of the short product: less than half the smallest released requirement. */
    leftKg: (random: Random) => {
      const packaging = key.split('|')[1] as PackagingType;
      return new Decimal(leftoverKg(random, packaging, Math.floor(smallestKg.toNumber() / 2)));
    },
  };
}
