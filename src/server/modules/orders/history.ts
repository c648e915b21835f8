/**
 * Order history rows: every state change and edit is written as one; the timeline reads them. The
 * row is also what tells the open tabs: its event says which sections of the order page changed.
 */
import { sectionsOf } from '../../../domain/orders/changeSections';
import type { OrderHistoryEvent } from '../../../domain/orders/views';
import type { Tx } from '../../db/client';
import { announceOrderChange } from '../../realtime/orderChange';
import { insertHistory } from './queries';

export interface HistoryEntry {
  orderId: string;
  /** Null when the system acted (automatic checks, generated documents). */
  userId: string | null;
  event: OrderHistoryEvent;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** Edits: `{ field: { from, to } }`; decisions: ids and reasons. */
  data?: Record<string, unknown>;
}

export async function recordHistory(tx: Tx, entries: HistoryEntry | HistoryEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  const rows = list.map((e) => ({
    orderId: e.orderId,
    userId: e.userId,
    event: e.event,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    data: e.data ?? {},
  }));
  await insertHistory(tx, rows);
  const byOrder = new Map<string, OrderHistoryEvent[]>();
  for (const e of list) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e.event]);
  for (const [orderId, events] of byOrder) await announceOrderChange(tx, orderId, sectionsOf(events));
}
