/**
 * The fold of the dashboards' monthly summaries as a periodic job of every tenant (every five
 * minutes and at start), one transaction each (foldQueries.ts). The figures are exact whether it
 * ran or not; it keeps the rows they read few (docs/decisions.md "Dashboards: monthly summaries").
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { foldSummaries } from './foldQueries';

export const DASHBOARD_FOLD_EVERY_MS = 5 * 60_000;

export const dashboardFoldJob = defineJob({
  kind: 'dashboards.fold',
  payload: z.object({}),
  periodic: { everyMs: DASHBOARD_FOLD_EVERY_MS },
  run: async (job) => {
    const folded = await job.ctx.inTenant(job.tenantId, (tx) => foldSummaries(tx, job.tenantId));
    job.log.debug({ folded }, 'dashboard summaries folded');
  },
});
