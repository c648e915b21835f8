/** What every billing write answers: the order's logistics section as it is after the write. */
import type { OrderLogistics } from '../../../../domain/logistics/shipments';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';

export async function logisticsAnswer(
  _db: Executor,
  _actor: Actor,
  _orderId: string,
): Promise<OrderLogistics> {
  throw new Error('the shipments slice builds the view');
}
