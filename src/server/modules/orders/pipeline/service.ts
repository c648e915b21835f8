/**
 * `GET /api/orders/count-by-status-with-tons`: the pipeline card's steps for the caller's orders
 * (`orderScope`), narrowed by one seller and the delivery date range as the order list narrows
 * them (`listConditions`), so each step's count is the rows its list shows.
 */
import type { PipelineCountsQuery, PipelineStat } from '../../../../domain/orders/pipeline';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { orderScope } from '../access';
import { listConditions } from '../list/queries';
import { checkDateRange, keptCountsScope } from '../list/service';
import { countPipeline, countPipelineKept } from './queries';

export async function pipelineCounts(
  db: Executor,
  actor: Actor,
  q: PipelineCountsQuery,
): Promise<PipelineStat[]> {
  checkDateRange(q, actor.t, 'querystring');
  // Without a date range the kept counts per seller and status answer (list/service.ts).
  const kept = keptCountsScope(
    await actor.visibility(db),
    { deliveryDateFrom: q.deliveryDateFrom, deliveryDateTo: q.deliveryDateTo },
    q.sellerId ? [q.sellerId] : undefined,
  );
  if (kept !== undefined) return countPipelineKept(db, kept);
  // A seller outside the caller's scope narrows to nothing: the scope is always applied too.
  const where = listConditions(db, await orderScope(db, actor), {
    sellers: q.sellerId ? [q.sellerId] : undefined,
    deliveryDateFrom: q.deliveryDateFrom,
    deliveryDateTo: q.deliveryDateTo,
  });
  return countPipeline(db, where);
}
