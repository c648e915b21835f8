/**
 * Comments on an order and its timeline (the history rows with who did what). Both go through
 * `visibleOrder`, so a comment or an entry is seen only by those who may see the order.
 */
import { ACCESS, allows } from '../../../../domain/access';
import { historyEventVisible } from '../../../../domain/orders/historyVisibility';
import type { OrderComment, OrderCommentInput, OrderHistoryEntry } from '../../../../domain/orders/views';
import { fullName } from '../../../../domain/users';
import type { Actor } from '../../../actor';
import type { Executor, Tx } from '../../../db/client';
import { notify } from '../../notifications';
import { visibleOrder } from '../access';
import { recordHistory } from '../history';
import { authorName, commentRows, historyRows, insertComment } from './queries';

/** Oldest first: a conversation reads top to bottom. */
export async function listComments(db: Executor, actor: Actor, orderId: string): Promise<OrderComment[]> {
  await visibleOrder(db, actor, orderId);
  const rows = await commentRows(db, orderId);
  return rows.map((r) => ({
    id: r.comment.id,
    comment: r.comment.comment,
    date: r.comment.createdAt.toISOString(),
    user: { id: r.comment.userId, firstName: r.firstName, lastName: r.lastName },
  }));
}

export async function addComment(
  db: Tx,
  actor: Actor,
  orderId: string,
  input: OrderCommentInput,
): Promise<OrderComment> {
  const { claims } = actor;
  await visibleOrder(db, actor, orderId);
  const row = await insertComment(db, { orderId, userId: claims.sub, comment: input.comment });
  if (!row) throw new Error('comment insert returned nothing');
  await recordHistory(db, {
    orderId,
    userId: claims.sub,
    event: 'commented',
    data: { commentId: row.id, excerpt: input.comment.slice(0, 140) },
  });
  // Mentions (`@Nombre Apellido`, `@correo`: src/domain/mentions.ts) tell the people named.
  if (input.comment.includes('@')) {
    await notify(db, { kind: 'mentioned', orderId, actorId: claims.sub, params: { comment: input.comment } });
  }
  const author = await authorName(db, claims.sub);
  return {
    id: row.id,
    comment: row.comment,
    date: row.createdAt.toISOString(),
    user: { id: claims.sub, firstName: author?.firstName ?? '', lastName: author?.lastName ?? '' },
  };
}

/** Newest first, with the name of whoever acted (null: the system); finance's only for finance's readers. */
export async function listHistory(db: Executor, actor: Actor, orderId: string): Promise<OrderHistoryEntry[]> {
  await visibleOrder(db, actor, orderId);
  const seesFinance = allows(actor.claims, ACCESS.finance.show);
  const rows = (await historyRows(db, orderId)).filter((r) =>
    historyEventVisible(r.entry.event, seesFinance),
  );
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
