/**
 * The demo's stock, written through the stock ledger exactly as the screens would write it
 * (receptions, adjustments, allocations; the shipments are logistics', `demoLogistics.ts`), then dated back to when each happened: the
 * ledger stamps the transaction's time, and a demo whose whole history happened in one instant
 * would show a meaningless movement list.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hasReached, type OpsStatus } from '../../../domain/orders';
import type { PackagingType } from '../../../domain/products';
import { adjustLot, type LotRow, receiveLot, takeFromLot } from '../../modules/inventory';
import type { Tx } from '../client';
import {
  customers,
  inventoryLots,
  inventoryMovements,
  orderAllocations,
  orderHistory,
  orderItems,
  orders,
  products,
  roles,
  users,
  warehouses,
} from '../schema';
import { type PlanOrder, planDemoInventory } from './demoInventoryPlan';
import { seededRandom } from './random';

/** About how many lots each tenant starts with before the receptions its orders need. */
const DEMO_LOTS = 34;

const WAITING_FOR_MATERIAL: OpsStatus = 'APROBADO_POR_FINANZAS';

async function plannedOrders(tx: Tx): Promise<PlanOrder[]> {
  const rows = await tx
    .select({
      id: orders.id,
      opsStatus: orders.opsStatus,
      financeStatus: orders.financeStatus,
      regionId: customers.regionId,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(asc(orders.number));
  const wanted = rows.filter(
    (o) => o.opsStatus === WAITING_FOR_MATERIAL || hasReached(o.opsStatus as OpsStatus, 'MATERIAL_ASIGNADO'),
  );
  if (wanted.length === 0) return [];
  const ids = wanted.map((o) => o.id);
  const items = await tx
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      packagingType: orderItems.packagingType,
      productReference: orderItems.productReference,
      productName: orderItems.productName,
      quantityKg: orderItems.quantityKg,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.position));
  const steps = await tx
    .select({
      orderId: orderHistory.orderId,
      toStatus: orderHistory.toStatus,
      at: orderHistory.createdAt,
      by: orderHistory.userId,
    })
    .from(orderHistory)
    .where(and(inArray(orderHistory.orderId, ids), eq(orderHistory.toStatus, 'MATERIAL_ASIGNADO')));
  const step = (orderId: string, status: string) => {
    const s = steps.find((h) => h.orderId === orderId && h.toStatus === status);
    return s ? { at: s.at, by: s.by } : null;
  };
  return wanted.map((o) => {
    const assigned = o.opsStatus === WAITING_FOR_MATERIAL ? null : step(o.id, 'MATERIAL_ASIGNADO');
    if (o.opsStatus !== WAITING_FOR_MATERIAL && !assigned)
      throw new Error('demo stock: an order past MATERIAL_ASIGNADO has no such step in its history');
    return {
      id: o.id,
      regionId: o.regionId,
      items: items
        .filter((i) => i.orderId === o.id)
        .map(({ orderId: _, ...i }) => ({ ...i, packagingType: i.packagingType as PackagingType })),
      assigned,
    };
  });
}

/** Writes the tenant's lots and the allocations of its orders (orders must already be there). */
export async function seedDemoInventory(tx: Tx, slug: string, now: Date = new Date()): Promise<void> {
  const warehouseRows = await tx
    .select({ id: warehouses.id, code: warehouses.code, regionId: warehouses.regionId })
    .from(warehouses)
    .orderBy(asc(warehouses.code));
  const productRows = await tx
    .select({ id: products.id, reference: products.reference, packagingTypes: products.packagingTypes })
    .from(products)
    .orderBy(asc(products.reference));
  const [receiver] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(roles.name, 'operation'))
    .orderBy(asc(users.email))
    .limit(1);
  const plan = planDemoInventory(
    {
      now,
      warehouses: warehouseRows,
      products: productRows.map((p) => ({ ...p, packagingTypes: p.packagingTypes as PackagingType[] })),
      orders: await plannedOrders(tx),
      shortage: slug === 'main',
      lots: DEMO_LOTS,
    },
    seededRandom(slug === 'main' ? 17 : 19),
  );
  const userId = receiver?.id ?? null;

  const written = new Map<number, LotRow>();
  for (const { key, receivedKg, ...lot } of plan.lots) {
    // Received mid-morning on its reception day (Mexico City, UTC-6).
    const at = new Date(Date.parse(`${lot.receptionDate}T16:00:00Z`));
    written.set(
      key,
      await receiveLot(tx, { ...lot, createdById: userId, createdAt: at, updatedAt: at }, receivedKg, {
        userId,
      }),
    );
  }
  const lotOf = (key: number) => {
    const lot = written.get(key);
    if (!lot) throw new Error(`demo stock: planned lot ${key} was not received`);
    return lot;
  };

  for (const a of plan.adjustments) {
    const lot = lotOf(a.lotKey);
    const after = await adjustLot(tx, lot.id, a.deltaKg, lot.version, {
      userId,
      reason: a.reason,
      comment: a.comment,
    });
    if (!after) throw new Error(`demo stock: adjustment of lot ${lot.lot} refused`);
    written.set(a.lotKey, after);
    await tx
      .update(inventoryMovements)
      .set({ createdAt: a.at })
      .where(and(eq(inventoryMovements.lotId, lot.id), eq(inventoryMovements.kind, 'ADJUSTED')));
  }

  for (const a of plan.allocations) {
    const lot = lotOf(a.lotKey);
    const id = randomUUID();
    const kg = a.kg.toFixed(3);
    await tx.insert(orderAllocations).values({
      id,
      orderId: a.orderId,
      lotId: lot.id,
      productId: lot.productId,
      packagingType: lot.packagingType,
      allocatedKg: kg,
      createdById: a.by,
      createdAt: a.at,
      updatedAt: a.at,
    });
    const taken = await takeFromLot(tx, lot.id, kg, 'ALLOCATED', {
      userId: a.by,
      orderId: a.orderId,
      allocationId: id,
    });
    if (!taken) throw new Error(`demo stock: lot ${lot.lot} does not hold ${kg} kg`);
  }

  // Every movement dated when it happened; each lot last touched by its newest movement.
  await tx.execute(sql`
    update ${inventoryMovements} m set created_at = l.created_at
    from ${inventoryLots} l where l.id = m.lot_id and m.kind = 'RECEIVED'`);
  await tx.execute(sql`
    update ${inventoryMovements} m set created_at = a.created_at
    from ${orderAllocations} a where a.id = m.allocation_id and m.kind = 'ALLOCATED'`);
  await tx.execute(sql`
    update ${inventoryLots} l set updated_at = (
      select max(m.created_at) from ${inventoryMovements} m where m.lot_id = l.id)`);
}
