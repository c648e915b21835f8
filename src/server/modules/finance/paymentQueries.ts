/** SQL of an order's payments and their receipts. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderDocuments, orderPayments, users } from '../../db/schema';

/** The payments, oldest first, with their receipt document and who registered each. */
export function paymentRows(db: Executor, orderId: string) {
  return db
    .select({
      payment: orderPayments,
      docName: orderDocuments.name,
      docStored: orderDocuments.storedName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderPayments)
    .leftJoin(orderDocuments, eq(orderDocuments.id, orderPayments.receiptDocumentId))
    .leftJoin(users, eq(users.id, orderPayments.createdById))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.paymentDate), asc(orderPayments.createdAt));
}

/** The order's payment_confirmation document with this id, if any. */
export async function receiptOf(db: Executor, orderId: string, documentId: string) {
  const [receipt] = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.id, documentId),
        eq(orderDocuments.orderId, orderId),
        eq(orderDocuments.type, 'payment_confirmation'),
      ),
    )
    .limit(1);
  return receipt;
}

export async function insertPayment(db: Executor, values: typeof orderPayments.$inferInsert): Promise<void> {
  await db.insert(orderPayments).values(values);
}
