/** A request's history rows: who (null for the system), what, from and to which status, what changed. */
import type { PriceRequestHistoryAction, PriceRequestStatus } from '../../../domain/priceRequests';
import type { Executor } from '../../db/client';
import { insertHistory } from './queries';

export interface HistoryEntry {
  priceRequestId: string;
  /** Null for the system (the expiry job). */
  userId: string | null;
  action: PriceRequestHistoryAction;
  fromStatus: PriceRequestStatus | null;
  toStatus: PriceRequestStatus;
  changes?: Record<string, [unknown, unknown]>;
  note?: string | null;
}

export async function recordHistory(db: Executor, entries: HistoryEntry | HistoryEntry[]): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((e) => ({
    priceRequestId: e.priceRequestId,
    userId: e.userId,
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    changes: e.changes ?? {},
    note: e.note ?? null,
  }));
  await insertHistory(db, rows);
}

/** The fields that differ between two versions of a request, as [before, after]. */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const was = before[field];
    if (String(was ?? '') !== String(value ?? '')) out[field] = [was ?? null, value ?? null];
  }
  return out;
}
