/**
 * Expiry: an approval past its validity and an open request past the end of its delivery window
 * become EXPIRED, each with a history row by the system (no user). A periodic job of every tenant
 * (the worker keeps one pending per tenant and runs it at start and every hour); the order guard and
 * the order link read the validity date themselves, so nothing treats a past approval as valid
 * between two runs.
 */
import { z } from 'zod';
import { businessDay } from '../../../domain/dates';
import type { PriceRequestStatus } from '../../../domain/priceRequests';
import type { Executor } from '../../db/client';
import { defineJob } from '../../jobs/registry';
import { expireDue } from './expiryQueries';
import { recordHistory } from './history';

/** Expires what is due on `today` in the transaction's tenant; answers how many. */
export async function expireRequests(db: Executor, today: string): Promise<number> {
  const expired = await expireDue(db, today);
  await recordHistory(
    db,
    expired.map((e) => ({
      priceRequestId: e.id,
      userId: null,
      action: 'expire' as const,
      fromStatus: e.fromStatus as PriceRequestStatus,
      toStatus: 'EXPIRED' as const,
      changes: { [e.reason]: [e.day, e.day] as [unknown, unknown] },
    })),
  );
  return expired.length;
}

export const PRICE_REQUEST_EXPIRY_EVERY_MS = 60 * 60_000;

export const priceRequestExpiryJob = defineJob({
  kind: 'priceRequests.expire',
  payload: z.object({}),
  periodic: { everyMs: PRICE_REQUEST_EXPIRY_EVERY_MS },
  async run(job) {
    const today = businessDay(new Date());
    const count = await job.ctx.inTenant(job.tenantId, (tx) => expireRequests(tx, today));
    if (count) job.log.info({ count }, 'price requests expired');
  },
});
