/**
 * EFIRMA_CLIENTE: the customer accepts the order confirmation (the proforma) from its portal's
 * order page, moving a created order (ORDEN_CREADA) to EFIRMA_CLIENTE. Only a customer-role user
 * of the order's customer signs: staff are refused (403, they do not sign for the customer) and
 * another customer's order is not found (404), as the portal never shows it.
 */
import type { Actor } from '../../../actor';
import type { Tx } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../errors';
import { orderForbidden, recordHistory, visibleOrder } from '../../orders';
import { moveOrderStatus } from './signatureQueries';

const FROM = 'ORDEN_CREADA';
const TO = 'EFIRMA_CLIENTE';

export async function signOrderConfirmation(db: Tx, actor: Actor, orderId: string): Promise<void> {
  const visibility = await actor.visibility(db);
  if (visibility.kind !== 'customer') throw orderForbidden();
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true }).catch((error: unknown) => {
    // Out of the customer's scope: another company's order, which the portal does not know exists.
    if (error instanceof AppError && error.statusCode === 403) throw notFound('orders.notFound');
    throw error;
  });
  if (order.opsStatus !== FROM || !(await moveOrderStatus(db, orderId, FROM, TO)))
    throw conflict('logistics.orderNotSignable');
  const userId = actor.claims.sub;
  await recordHistory(db, [
    { orderId, userId, event: 'customerSigned' },
    {
      orderId,
      userId,
      event: 'statusChanged',
      fromStatus: FROM,
      toStatus: TO,
      data: { reason: 'customerSigned' },
    },
  ]);
}
