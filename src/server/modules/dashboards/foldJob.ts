/**
 * The fold of the dashboards' monthly summaries as recurring upkeep: every minute, for each tenant,
 * in one transaction (foldQueries.ts). The figures are exact whether it ran or not; it keeps the
 * rows they read few (docs/decisions.md "Dashboards: monthly summaries").
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { foldSummaries } from './foldQueries';

export const DASHBOARD_FOLD_EVERY_MS = 60_000;

export const dashboardFoldJob = defineJob({
  kind: 'dashboards.fold',
  payload: z.object({}),
  every: DASHBOARD_FOLD_EVERY_MS,
  run: async (job) => {
    const folded = await job.ctx.inTenant(job.tenantId, (tx) => foldSummaries(tx, job.tenantId));
    job.log.debug({ folded }, 'dashboard summaries folded');
  },
});
