/**
 * The order-row side of finance events: status moves (release, retain, reopen a retained order,
 * paid), each bumping the order's `version` and writing its history row with who and why.
 */
import { FINANCE_RELEASED } from '../../../domain/finance';
import type { Executor, Tx } from '../../db/client';
import { notify } from '../notifications';
import { type OrderRow, recordHistory } from '../orders';
import { saveFinance, setOrderStatus as setStatus } from './queries';

/** A new request on a retained order takes it back to finance (ORDEN_CREADA), retention cleared. */
export async function reopenRetained(db: Tx, order: OrderRow, userId: string): Promise<OrderRow> {
  const row = await setStatus(db, order, { opsStatus: 'ORDEN_CREADA', financeStatus: null });
  await recordHistory(db, {
    orderId: order.id,
    userId,
    event: 'statusChanged',
    fromStatus: order.opsStatus,
    toStatus: 'ORDEN_CREADA',
    data: { reason: 'requestedAgain' },
  });
  return row;
}

export interface ReleaseBy {
  /** Null when the automatic credit check released it. */
  userId: string | null;
  automatic: boolean;
  comment?: string;
  now: Date;
  /** Whose request the automatic check answered: they see the outcome on screen, no need to tell them. */
  requestedBy?: string;
}

/** Released by finance: APROBADO_POR_FINANZAS ('Liberada por finanzas'), finance_status FINANCE_RELEASED. */
export async function releaseOrder(db: Tx, order: OrderRow, by: ReleaseBy): Promise<OrderRow> {
  const row = await setStatus(db, order, {
    opsStatus: 'APROBADO_POR_FINANZAS',
    financeStatus: FINANCE_RELEASED,
  });
  await saveFinance(db, order.id, { decidedAt: by.now, decidedById: by.userId, reasonRejected: null });
  await recordHistory(db, {
    orderId: order.id,
    userId: by.userId,
    event: 'released',
    fromStatus: order.opsStatus,
    toStatus: 'APROBADO_POR_FINANZAS',
    data: { automatic: by.automatic, ...(by.comment ? { comment: by.comment } : {}) },
  });
  await notify(db, {
    kind: 'orderReleased',
    orderId: order.id,
    actorId: by.userId ?? by.requestedBy ?? null,
    params: { automatic: by.automatic, comment: by.comment },
  });
  return row;
}

export async function retainOrder(db: Executor, order: OrderRow): Promise<OrderRow> {
  return setStatus(db, order, { opsStatus: 'ORDEN_RETENIDA', financeStatus: null });
}

/** Any other finance change of the order row (payment status, paid): version and updatedAt move. */
export async function touchOrder(
  db: Executor,
  order: OrderRow,
  change: Partial<Pick<OrderRow, 'opsStatus' | 'paymentStatus'>> = {},
): Promise<OrderRow> {
  return setStatus(db, order, change);
}
