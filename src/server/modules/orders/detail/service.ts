/**
 * The order page's read, and the checks every one-field edit passes before it changes anything:
 * the caller may see the order (row locked), the version is the one they edited, the field is not
 * locked for them.
 */
import type { EditableOrderField } from '../../../../domain/orders/locks';
import { ORDER_LOCKED_CODE, type OrderDetail } from '../../../../domain/orders/views';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { AppError, forbidden, notFound, staleVersion } from '../../../errors';
import { visibleOrder } from '../access';
import { editorSettings, holdsMaterial, orderDocumentRows, orderHeader, orderItemRows } from './queries';
import { locksFor, orderDetailView } from './view';

/** `GET /api/orders/{id}`: 404 unknown (or another tenant's), 403 another seller's order. */
export async function orderDetail(db: Executor, actor: Actor, orderId: string): Promise<OrderDetail> {
  await visibleOrder(db, actor, orderId);
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const header = await orderHeader(db, orderId, actor.locale);
  if (!header) throw notFound('orders.notFound');
  const items = await orderItemRows(db, orderId);
  const documents = await orderDocumentRows(db, orderId);
  const settings = await editorSettings(db, actor.claims.sub);
  const materialHeld = await holdsMaterial(db, orderId);
  return orderDetailView({
    header,
    items,
    documents,
    claims: actor.claims,
    settings,
    materialHeld,
    t: actor.t,
  });
}

/**
 * The order, row-locked for the edit, with the caller's locks. A stale version is checked first:
 * the page is out of date, and reloading it shows whatever changed (a lock too).
 */
export async function orderForEdit(db: Executor, actor: Actor, orderId: string, version: number) {
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  if (order.version !== version) throw staleVersion();
  const settings = await editorSettings(db, actor.claims.sub);
  const materialHeld = await holdsMaterial(db, orderId);
  return { order, settings, locks: locksFor(order, actor.claims, settings, actor.t, materialHeld) };
}

/**
 * A locked field answers 409 ORDER_LOCKED with the lock's text (the tooltip the page shows);
 * missing write permission is 403 like every other permission refusal.
 */
export function assertUnlocked(locks: OrderDetail['locks'], fields: readonly EditableOrderField[]): void {
  for (const field of fields) {
    const lock = locks[field];
    if (!lock.locked) continue;
    if (lock.reason === 'noWritePermission') throw forbidden();
    throw new AppError(409, ORDER_LOCKED_CODE, lock.messageKey);
  }
}

/** An edit that changes nothing is refused, so no version, history row or proforma is spent on it. */
export const NO_CHANGES_KEY = 'orders.noChanges';
