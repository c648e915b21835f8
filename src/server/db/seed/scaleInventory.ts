/**
 * The stock of generated orders: lots received a few days before the orders that take them, in
 * the customer's region's warehouse (a counter sale's own warehouse), and the allocations of every
 * order past MATERIAL_ASIGNADO — chosen with the domain's FEFO plan, as auto-assign would — shipped
 * (SHIPPED movements) once the order reached EMBARCADO/PROGRAMADO, in its shipment (scaleShipments.ts).
 *
 * Calling the ledger once per row would take hours at 100 000 orders, so the rows are built here
 * and inserted in bulk: each lot's running totals are exactly what `totalsFromMovements` computes
 * from the movements built with it, and its allocated kilos what its allocations still promise
 * (a test recomputes both). Each batch of orders brings its own lots; what they have left is the
 * free stock later orders (and a bulk auto-assign) take.
 *
 * Pure: the caller inserts the rows, lots before allocations before movements.
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import { type FefoLot, fefoPlan, requirementKey, requirementsOf } from '../../../domain/inventory/allocation';
import type { AdjustmentReason } from '../../../domain/inventory/lots';
import { hasReached, type OpsStatus } from '../../../domain/orders';
import type { PackagingType } from '../../../domain/products';
import type { inventoryLots, inventoryMovements, orderAllocations } from '../schema';
import { lotBatchId, lotCost, lotNumber, lotSupplier, receptionKg, wholeUnitsKg } from './inventoryMaterials';
import type { OrderContext } from './orderContext';
import { addDays, type NewOrder, type NewOrderItem } from './orderRows';
import type { Random } from './random';

export type NewLot = typeof inventoryLots.$inferInsert;
export type NewAllocation = typeof orderAllocations.$inferInsert;
export type NewMovement = typeof inventoryMovements.$inferInsert;

export interface BatchStock {
  lots: NewLot[];
  allocations: NewAllocation[];
  movements: NewMovement[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Share of a batch's lots whose leftover was corrected by a count or found damaged. */
const ADJUSTED_SHARE = 0.05;

interface Working {
  /** The lot's descriptive columns; its totals are filled in once the batch is done. */
  row: Omit<NewLot, 'receivedKg' | 'availableKg'>;
  reference: string;
  received: Decimal;
  adjusted: Decimal;
  /** Promised and not shipped yet. */
  allocated: Decimal;
  shipped: Decimal;
  available: Decimal;
  lastAt: Date;
}

const kg = (d: Decimal) => d.toFixed(3);

/**
 * When a generated order's material was assigned (shortly after creation, never after its current
 * status) and shipped (null before EMBARCADO/PROGRAMADO): at that status's moment for an order
 * still there, else halfway between assignment and its current status.
 */
export function stockTimesOf(order: NewOrder): { assignedAt: Date; shippedAt: Date | null } {
  const status = order.opsStatus as OpsStatus;
  const createdAt = order.createdAt as Date;
  const statusAt = (order.updatedAt as Date | undefined) ?? createdAt;
  const assignedAt = new Date(Math.min(statusAt.getTime(), createdAt.getTime() + MINUTE_MS));
  if (!hasReached(status, 'EMBARCADO/PROGRAMADO')) return { assignedAt, shippedAt: null };
  if (status === 'EMBARCADO/PROGRAMADO') return { assignedAt, shippedAt: statusAt };
  return { assignedAt, shippedAt: new Date((assignedAt.getTime() + statusAt.getTime()) / 2) };
}

/**
 * Lots and allocations for one batch of generated orders (in creation order). `sequence` numbers
 * the batch's lots on from the tenant's existing ones.
 */
export function batchStock(
  context: Pick<OrderContext, 'customers' | 'warehouses' | 'staff'>,
  tenantId: string,
  batch: { orders: readonly NewOrder[]; items: readonly NewOrderItem[] },
  random: Random,
  sequence: { next: number },
  now: Date,
): BatchStock {
  const stock: BatchStock = { lots: [], allocations: [], movements: [] };
  const { warehouses } = context;
  if (warehouses.length === 0) return stock;
  const operator = context.staff.get('operation') ?? context.staff.get('admin') ?? null;
  const regionOf = new Map(context.customers.map((c) => [c.id, c.regionId]));
  const itemsOf = new Map<string, NewOrderItem[]>();
  for (const item of batch.items) {
    const list = itemsOf.get(item.orderId);
    if (list) list.push(item);
    else itemsOf.set(item.orderId, [item]);
  }
  const lots: Working[] = [];
  const movement = (lot: Working, m: Omit<NewMovement, 'tenantId' | 'lotId'>) => {
    stock.movements.push({ tenantId, lotId: lot.row.id!, ...m });
    if (m.createdAt && m.createdAt > lot.lastAt) lot.lastAt = m.createdAt;
  };

  const receive = (
    item: { productId: string; packagingType: PackagingType; productReference: string },
    warehouse: { id: string; code: string },
    receptionDate: string,
    quantityKg: number,
  ) => {
    const n = sequence.next++;
    const at = new Date(Date.parse(`${receptionDate}T16:00:00Z`));
    const received = new Decimal(quantityKg);
    const lot: Working = {
      row: {
        id: randomUUID(),
        tenantId,
        productId: item.productId,
        packagingType: item.packagingType,
        lot: lotNumber(warehouse.code, receptionDate, n),
        warehouseId: warehouse.id,
        costUsdPerTon: lotCost(random, item.productReference, item.packagingType),
        receptionDate,
        batchId: lotBatchId(random, receptionDate, n),
        supplier: lotSupplier(random, item.productReference),
        createdById: operator,
        createdAt: at,
      },
      reference: item.productReference,
      received,
      adjusted: new Decimal(0),
      allocated: new Decimal(0),
      shipped: new Decimal(0),
      available: received,
      lastAt: at,
    };
    lots.push(lot);
    movement(lot, { kind: 'RECEIVED', quantityKg: kg(received), userId: operator, createdAt: at });
  };

  for (const order of batch.orders) {
    const status = order.opsStatus as OpsStatus;
    if (!hasReached(status, 'MATERIAL_ASIGNADO')) continue;
    const items = (itemsOf.get(order.id!) ?? []).map((i) => ({
      productId: i.productId,
      packagingType: i.packagingType as PackagingType,
      productReference: i.productReference,
      productName: i.productName,
      quantityKg: i.quantityKg,
    }));
    const requirements = requirementsOf(items);
    const createdAt = order.createdAt as Date;
    const regionId = regionOf.get(order.customerId) ?? null;
    const preferredIds = new Set(
      order.warehouseId
        ? [order.warehouseId]
        : warehouses.filter((w) => w.regionId && w.regionId === regionId).map((w) => w.id),
    );
    const offers = (): FefoLot[] =>
      lots
        .filter((l) => l.available.gt(0))
        .map((l) => ({
          id: l.row.id!,
          lot: l.row.lot,
          productId: l.row.productId,
          packagingType: l.row.packagingType,
          availableKg: l.available,
          receptionDate: l.row.receptionDate as string,
          warehouseId: l.row.warehouseId,
          preferred: preferredIds.has(l.row.warehouseId),
        }));
    let plan = fefoPlan(requirements, [], offers());
    if (plan.missing.length) {
      // A reception some days before the order: a train or a few trucks of the material.
      for (const m of plan.missing) {
        const item = items.find((i) => requirementKey(i) === requirementKey(m.requirement))!;
        const home = warehouses.filter((w) => preferredIds.has(w.id));
        receive(
          item,
          home.length ? random.pick(home) : random.pick(warehouses),
          addDays(businessDay(createdAt), -random.int(1, 20)),
          Math.max(
            receptionKg(random, item.packagingType, 300, 800),
            wholeUnitsKg(item.packagingType, m.missingKg.toNumber()),
          ),
        );
      }
      plan = fefoPlan(requirements, [], offers());
      if (plan.missing.length) throw new Error('scale data: an order is still short after its receptions');
    }
    // Assigned shortly after creation (in creation order, so each lot's ledger reads in order);
    // shipped once the order reached EMBARCADO/PROGRAMADO (its shipment, scaleShipments.ts).
    const { assignedAt, shippedAt } = stockTimesOf(order);
    for (const pick of plan.picks) {
      const lot = lots.find((l) => l.row.id === pick.lot.id)!;
      const id = randomUUID();
      const q = kg(pick.quantityKg);
      stock.allocations.push({
        id,
        tenantId,
        orderId: order.id!,
        lotId: lot.row.id!,
        productId: lot.row.productId,
        packagingType: lot.row.packagingType,
        allocatedKg: q,
        shippedKg: shippedAt ? q : '0',
        createdById: operator,
        createdAt: assignedAt,
        updatedAt: shippedAt ?? assignedAt,
      });
      lot.available = lot.available.minus(pick.quantityKg);
      const by = { orderId: order.id!, allocationId: id, userId: operator };
      movement(lot, { kind: 'ALLOCATED', quantityKg: q, ...by, createdAt: assignedAt });
      if (shippedAt) {
        lot.shipped = lot.shipped.plus(pick.quantityKg);
        movement(lot, { kind: 'SHIPPED', quantityKg: q, ...by, createdAt: shippedAt });
      } else lot.allocated = lot.allocated.plus(pick.quantityKg);
    }
  }

  // Now and then a leftover was recounted or found damaged, a day after its last movement.
  for (const lot of lots) {
    if (!random.chance(ADJUSTED_SHARE) || lot.available.lt(1000)) continue;
    const reason: AdjustmentReason = random.chance(0.6) ? 'COUNT' : 'DAMAGE';
    const delta = new Decimal(-random.int(50, 900));
    const at = new Date(Math.min(now.getTime(), lot.lastAt.getTime() + DAY_MS));
    lot.adjusted = lot.adjusted.plus(delta);
    lot.available = lot.available.plus(delta);
    lot.row.version = 2;
    movement(lot, {
      kind: 'ADJUSTED',
      quantityKg: kg(delta),
      reason,
      userId: operator,
      data: {
        comment:
          reason === 'COUNT' ? 'Conteo físico de cierre de mes.' : 'Material dañado en maniobra de carga.',
      },
      createdAt: at,
    });
  }

  for (const lot of lots)
    stock.lots.push({
      ...lot.row,
      receivedKg: kg(lot.received),
      adjustedKg: kg(lot.adjusted),
      allocatedKg: kg(lot.allocated),
      shippedKg: kg(lot.shipped),
      availableKg: kg(lot.available),
      updatedAt: lot.lastAt,
    });
  return stock;
}
