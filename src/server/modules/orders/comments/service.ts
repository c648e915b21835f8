/**
 * Comments on an order and its timeline (the history rows with who did what). Both go through
 * `visibleOrder`, so a comment or an entry is seen only by those who may see the order.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { AccessClaims } from '../../../../domain/auth';
import type { OrderComment, OrderCommentInput, OrderHistoryEntry } from '../../../../domain/orders/views';
import { fullName } from '../../../../domain/users';
import type { Executor } from '../../../db/client';
import { orderComments, orderHistory, users } from '../../../db/schema';
import { visibleOrder } from '../access';
import { recordHistory } from '../history';

/** Oldest first: a conversation reads top to bottom. */
export async function listComments(
  db: Executor,
  claims: AccessClaims,
  orderId: string,
): Promise<OrderComment[]> {
  await visibleOrder(db, claims, orderId);
  const rows = await db
    .select({ comment: orderComments, firstName: users.firstName, lastName: users.lastName })
    .from(orderComments)
    .innerJoin(users, eq(users.id, orderComments.userId))
    .where(eq(orderComments.orderId, orderId))
    .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
  return rows.map((r) => ({
    id: r.comment.id,
    comment: r.comment.comment,
    date: r.comment.createdAt.toISOString(),
    user: { id: r.comment.userId, firstName: r.firstName, lastName: r.lastName },
  }));
}

export async function addComment(
  db: Executor,
  claims: AccessClaims,
  orderId: string,
  input: OrderCommentInput,
): Promise<OrderComment> {
  await visibleOrder(db, claims, orderId);
  const [row] = await db
    .insert(orderComments)
    .values({ orderId, userId: claims.sub, comment: input.comment })
    .returning();
  if (!row) throw new Error('comment insert returned nothing');
  await recordHistory(db, {
    orderId,
    userId: claims.sub,
    event: 'commented',
    data: { commentId: row.id, excerpt: input.comment.slice(0, 140) },
  });
  const [author] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, claims.sub));
  return {
    id: row.id,
    comment: row.comment,
    date: row.createdAt.toISOString(),
    user: { id: claims.sub, firstName: author?.firstName ?? '', lastName: author?.lastName ?? '' },
  };
}

/** Newest first, with the name of whoever acted (null: the system). */
export async function listHistory(
  db: Executor,
  claims: AccessClaims,
  orderId: string,
): Promise<OrderHistoryEntry[]> {
  await visibleOrder(db, claims, orderId);
  const rows = await db
    .select({ entry: orderHistory, firstName: users.firstName, lastName: users.lastName })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.userId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(desc(orderHistory.createdAt), desc(orderHistory.id));
  return rows.map((r) => ({
    id: r.entry.id,
    event: r.entry.event,
    fromStatus: r.entry.fromStatus,
    toStatus: r.entry.toStatus,
    data: r.entry.data,
    user:
      r.entry.userId && r.firstName !== null && r.lastName !== null
        ? { id: r.entry.userId, name: fullName(r.firstName, r.lastName) }
        : null,
    createdAt: r.entry.createdAt.toISOString(),
  }));
}
