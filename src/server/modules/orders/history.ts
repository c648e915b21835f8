/** Order history rows: every state change and edit is written as one; the timeline reads them. */
import type { OrderHistoryEvent } from '../../../domain/orders/views';
import type { Executor } from '../../db/client';
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

export async function recordHistory(db: Executor, entries: HistoryEntry | HistoryEntry[]): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((e) => ({
    orderId: e.orderId,
    userId: e.userId,
    event: e.event,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    data: e.data ?? {},
  }));
  await insertHistory(db, rows);
}
