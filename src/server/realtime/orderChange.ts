/**
 * What an order change tells the open tabs: `order:changed` to the tabs watching the order (which
 * sections to refetch) and, when the change can move queues, counts or the pipeline,
 * `queues:changed` to the whole tenant. Every change of an order writes a timeline row, and
 * `recordHistory` calls this with the sections of the row's event (src/domain/orders/changeSections.ts),
 * so no order change goes unannounced. Both are outbox jobs of the change's own transaction.
 */
import { movesQueues } from '../../domain/orders/changeSections';
import type { OrderSection } from '../../domain/realtime';
import type { Tx } from '../db/client';
import { announce } from './announce';

/** What one transaction already announced: a change written in several steps is told once per part. */
const announced = new WeakMap<Tx, Set<string>>();

function firstTime(tx: Tx, key: string): boolean {
  let seen = announced.get(tx);
  if (!seen) {
    seen = new Set();
    announced.set(tx, seen);
  }
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

export async function announceOrderChange(
  tx: Tx,
  orderId: string,
  sections: readonly OrderSection[],
  version?: number,
): Promise<void> {
  if (sections.length === 0) return;
  if (firstTime(tx, `order:${orderId}:${sections.join(',')}:${version ?? ''}`)) {
    await announce(
      tx,
      { orderId },
      {
        name: 'order:changed',
        payload: { orderId, sections: [...sections], ...(version === undefined ? {} : { version }) },
      },
    );
  }
  if (movesQueues(sections) && firstTime(tx, `queues:${orderId}`)) {
    await announce(tx, { tenant: true }, { name: 'queues:changed', payload: { orderIds: [orderId] } });
  }
}
