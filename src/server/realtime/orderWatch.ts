/**
 * An order page asks to hear of its order's changes. The socket joins the order's room only when
 * its user may open that order: the order page's own permission and the orders module's scope
 * rule (`visibleOrder`: another seller's order is refused, another tenant's is not found).
 */
import { z } from 'zod';
import { ACCESS, allows } from '../../domain/access';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n';
import type { WatchAnswer } from '../../domain/realtimeAnswers';
import { createActor } from '../actor';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { visibleOrder } from '../modules/orders';
import { type SocketIdentity, sessionStands } from './socketAdmission';

/** Order pages one socket may watch at once (a tab shows one; a few more allow quick navigation). */
export const MAX_WATCHED_ORDERS = 20;

const orderIdSchema = z.uuid();

function answerOf(error: unknown): WatchAnswer {
  if (error instanceof AppError) {
    if (error.statusCode === 404) return { ok: false, code: 'NOT_FOUND' };
    if (error.code === 'ORDER_FORBIDDEN') return { ok: false, code: 'ORDER_FORBIDDEN' };
    if (error.statusCode === 403) return { ok: false, code: 'FORBIDDEN' };
  }
  throw error;
}

/** Whether `identity` may watch `orderId`; answers the order page's refusal codes. */
export async function mayWatchOrder(
  ctx: AppContext,
  identity: SocketIdentity,
  orderId: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<WatchAnswer & { orderId?: string }> {
  const parsed = orderIdSchema.safeParse(orderId);
  if (!parsed.success) return { ok: false, code: 'BAD_REQUEST' };
  const { claims, tenant } = identity;
  if (!allows({ permissions: claims.permissions, role: claims.role }, ACCESS.orders.show)) {
    return { ok: false, code: 'FORBIDDEN' };
  }
  if (!(await sessionStands(ctx, identity))) return { ok: false, code: 'SESSION_ENDED' };
  const actor = createActor({ claims, tenant, locale });
  try {
    await ctx.inTenant(tenant.id, (tx) => visibleOrder(tx, actor, parsed.data));
    return { ok: true, orderId: parsed.data };
  } catch (error) {
    return answerOf(error);
  }
}
