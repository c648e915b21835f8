/**
 * The stock ledger: the only code that changes a lot's quantities. Each function writes the
 * movement row and moves the lot's running totals in the same statement pair, inside the caller's
 * transaction, so the totals never disagree with the movements (a test recomputes them).
 *
 * Taking stock is one conditional UPDATE (`available_kg >= kg`): PostgreSQL re-checks the
 * condition after waiting for a concurrent writer's row lock, so two people (or a bulk run and a
 * person) asking for the last kilos of a lot can never both succeed; the table's CHECK
 * (available ≥ 0) is the last guard.
 */
import { Decimal } from 'decimal.js';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AdjustmentReason, MovementKind } from '../../../domain/inventory/lots';
import type { Executor } from '../../db/client';
import { inventoryLots, inventoryMovements } from '../../db/schema';

export type LotRow = typeof inventoryLots.$inferSelect;
type LotInsert = typeof inventoryLots.$inferInsert;

export interface MovementBy {
  userId: string | null;
  orderId?: string | null;
  allocationId?: string | null;
  reason?: AdjustmentReason | null;
  comment?: string | null;
  data?: Record<string, unknown>;
}

const kgText = (kg: Decimal.Value) => new Decimal(kg).toFixed(3);

async function recordMovement(
  db: Executor,
  lotId: string,
  kind: MovementKind,
  quantityKg: Decimal.Value,
  by: MovementBy,
): Promise<void> {
  await db.insert(inventoryMovements).values({
    lotId,
    kind,
    quantityKg: kgText(quantityKg),
    orderId: by.orderId ?? null,
    allocationId: by.allocationId ?? null,
    reason: by.reason ?? null,
    userId: by.userId,
    data: { ...(by.data ?? {}), ...(by.comment ? { comment: by.comment } : {}) },
  });
}

/** A reception: the lot row with everything received available, and its RECEIVED movement. */
export async function receiveLot(
  db: Executor,
  values: Omit<LotInsert, 'receivedKg' | 'availableKg' | 'adjustedKg' | 'allocatedKg' | 'shippedKg'>,
  quantityKg: Decimal.Value,
  by: MovementBy,
): Promise<LotRow> {
  const [lot] = await db
    .insert(inventoryLots)
    .values({ ...values, receivedKg: kgText(quantityKg), availableKg: kgText(quantityKg) })
    .returning();
  if (!lot) throw new Error('lot insert returned nothing');
  await recordMovement(db, lot.id, 'RECEIVED', quantityKg, by);
  return lot;
}

/**
 * Promises `kg` of the lot: undefined (nothing written) when the lot no longer holds them, or is
 * not visible to the tenant.
 */
export async function takeFromLot(
  db: Executor,
  lotId: string,
  kg: Decimal.Value,
  kind: 'ALLOCATED' | 'ALLOCATION_CHANGED',
  by: MovementBy,
): Promise<LotRow | undefined> {
  const q = kgText(kg);
  const [lot] = await db
    .update(inventoryLots)
    .set({
      allocatedKg: sql`${inventoryLots.allocatedKg} + ${q}::numeric`,
      availableKg: sql`${inventoryLots.availableKg} - ${q}::numeric`,
      updatedAt: new Date(),
    })
    .where(and(eq(inventoryLots.id, lotId), gte(inventoryLots.availableKg, q)))
    .returning();
  if (lot) await recordMovement(db, lotId, kind, q, by);
  return lot;
}

/**
 * Gives back promised kilos (an allocation removed or lowered, an order cancelled). An allocation
 * lowered is recorded as a negative ALLOCATION_CHANGED; one removed as RELEASED.
 */
export async function giveBackToLot(
  db: Executor,
  lotId: string,
  kg: Decimal.Value,
  kind: 'RELEASED' | 'ALLOCATION_CHANGED',
  by: MovementBy,
): Promise<LotRow> {
  const q = kgText(kg);
  const [lot] = await db
    .update(inventoryLots)
    .set({
      allocatedKg: sql`${inventoryLots.allocatedKg} - ${q}::numeric`,
      availableKg: sql`${inventoryLots.availableKg} + ${q}::numeric`,
      updatedAt: new Date(),
    })
    .where(eq(inventoryLots.id, lotId))
    .returning();
  if (!lot) throw new Error(`lot ${lotId} not found while giving stock back`);
  await recordMovement(db, lotId, kind, kind === 'RELEASED' ? q : new Decimal(q).neg(), by);
  return lot;
}

/** Kilos of an allocation leave on a shipment: from allocated to shipped (available unchanged). */
export async function shipFromLot(
  db: Executor,
  lotId: string,
  kg: Decimal.Value,
  by: MovementBy,
): Promise<LotRow> {
  const q = kgText(kg);
  const [lot] = await db
    .update(inventoryLots)
    .set({
      allocatedKg: sql`${inventoryLots.allocatedKg} - ${q}::numeric`,
      shippedKg: sql`${inventoryLots.shippedKg} + ${q}::numeric`,
      updatedAt: new Date(),
    })
    .where(eq(inventoryLots.id, lotId))
    .returning();
  if (!lot) throw new Error(`lot ${lotId} not found while shipping`);
  await recordMovement(db, lotId, 'SHIPPED', q, by);
  return lot;
}

/**
 * A shipment deleted before delivery: its kilos come back from shipped to allocated (still
 * promised to the order, available unchanged), recorded as UNSHIPPED.
 */
export async function unshipFromLot(
  db: Executor,
  lotId: string,
  kg: Decimal.Value,
  by: MovementBy,
): Promise<LotRow> {
  const q = kgText(kg);
  const [lot] = await db
    .update(inventoryLots)
    .set({
      allocatedKg: sql`${inventoryLots.allocatedKg} + ${q}::numeric`,
      shippedKg: sql`${inventoryLots.shippedKg} - ${q}::numeric`,
      updatedAt: new Date(),
    })
    .where(eq(inventoryLots.id, lotId))
    .returning();
  if (!lot) throw new Error(`lot ${lotId} not found while unshipping`);
  await recordMovement(db, lotId, 'UNSHIPPED', q, by);
  return lot;
}

/**
 * A count correction, damage or return (signed kg), while the lot is still at `version`: undefined
 * when the version moved or the correction would leave less than nothing available.
 */
export async function adjustLot(
  db: Executor,
  lotId: string,
  deltaKg: Decimal.Value,
  version: number,
  by: MovementBy & { reason: AdjustmentReason },
): Promise<LotRow | undefined> {
  const d = kgText(deltaKg);
  const [lot] = await db
    .update(inventoryLots)
    .set({
      adjustedKg: sql`${inventoryLots.adjustedKg} + ${d}::numeric`,
      availableKg: sql`${inventoryLots.availableKg} + ${d}::numeric`,
      version: version + 1,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(inventoryLots.id, lotId),
        eq(inventoryLots.version, version),
        sql`${inventoryLots.availableKg} + ${d}::numeric >= 0`,
      ),
    )
    .returning();
  if (lot) await recordMovement(db, lotId, 'ADJUSTED', d, by);
  return lot;
}
