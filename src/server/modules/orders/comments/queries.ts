/** SQL of an order's comments and timeline, with the names of who wrote or acted. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderComments, orderHistory, users } from '../../../db/schema';

export function commentRows(db: Executor, orderId: string) {
  return db
    .select({ comment: orderComments, firstName: users.firstName, lastName: users.lastName })
    .from(orderComments)
    .innerJoin(users, eq(users.id, orderComments.userId))
    .where(eq(orderComments.orderId, orderId))
    .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
}

export async function insertComment(
  db: Executor,
  values: { orderId: string; userId: string; comment: string },
) {
  const [row] = await db.insert(orderComments).values(values).returning();
  return row;
}

export async function authorName(db: Executor, userId: string) {
  const [author] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return author;
}

export function historyRows(db: Executor, orderId: string) {
  return db
    .select({ entry: orderHistory, firstName: users.firstName, lastName: users.lastName })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.userId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(desc(orderHistory.createdAt), desc(orderHistory.id));
}
