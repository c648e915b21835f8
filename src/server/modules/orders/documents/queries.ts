/** SQL of an order's documents, with the name of who uploaded each, and the generated ones' locks. */
import { and, asc, count, eq, isNull, notInArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { orderDocuments, orders, users } from '../../../db/schema';

export type DocumentRow = typeof orderDocuments.$inferSelect;
type DocumentInsert = typeof orderDocuments.$inferInsert;

export function documentRowsWithUser(db: Executor, orderId: string) {
  return db
    .select({ doc: orderDocuments, firstName: users.firstName, lastName: users.lastName })
    .from(orderDocuments)
    .leftJoin(users, eq(users.id, orderDocuments.userId))
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.createdAt), asc(orderDocuments.id));
}

export async function documentRow(db: Executor, orderId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId)))
    .limit(1);
  return row;
}

/**
 * Documents of the order other than the `except` types (the generated ones) and the shipments'
 * logistics files (bounded by the shipments).
 */
export async function countDocuments(
  db: Executor,
  orderId: string,
  except: readonly string[],
): Promise<number> {
  const [held] = await db
    .select({ n: count() })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.orderId, orderId),
        notInArray(orderDocuments.type, [...except]),
        isNull(orderDocuments.shipmentId),
      ),
    );
  return held?.n ?? 0;
}

export async function insertDocument(db: Executor, values: DocumentInsert) {
  const [row] = await db.insert(orderDocuments).values(values).returning();
  return row;
}

export async function updateDocumentRow(db: Executor, documentId: string, changes: Partial<DocumentInsert>) {
  await db
    .update(orderDocuments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orderDocuments.id, documentId));
}

export async function deleteDocumentRow(db: Executor, documentId: string): Promise<void> {
  await db.delete(orderDocuments).where(eq(orderDocuments.id, documentId));
}

const ofShipment = (shipmentId: string | null) =>
  shipmentId === null ? isNull(orderDocuments.shipmentId) : eq(orderDocuments.shipmentId, shipmentId);

/**
 * Marks a generated document (the proforma, a shipment's remission, the bulk authorization)
 * `updating`, creating its row (named `name`) the first time. `shipmentId` null: the order's own.
 */
export async function markGeneratedUpdating(
  tx: Tx,
  values: { orderId: string; shipmentId: string | null; type: string; name: string },
): Promise<void> {
  const updated = await tx
    .update(orderDocuments)
    .set({ updating: true, updatedAt: new Date() })
    .where(
      and(
        eq(orderDocuments.orderId, values.orderId),
        eq(orderDocuments.type, values.type),
        ofShipment(values.shipmentId),
      ),
    )
    .returning({ id: orderDocuments.id });
  if (updated.length === 0) await tx.insert(orderDocuments).values({ ...values, updating: true });
}

/**
 * The locks a finished render takes before it stores its file: the order row first (shared), then
 * its document, as every edit does (edits lock the order for update, then mark this document).
 * Taking the document first and the order only through the history row's foreign key deadlocks
 * against a concurrent edit on PostgreSQL. Answers the document as it is now.
 */
export async function lockForRender(tx: Tx, orderId: string, documentId: string) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('share');
  const [current] = await tx
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.id, documentId))
    .for('update');
  return current;
}
