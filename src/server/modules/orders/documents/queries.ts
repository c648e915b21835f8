/** SQL of an order's documents, with the name of who uploaded each. */
import { and, asc, count, eq, isNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderDocuments, users } from '../../../db/schema';

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
