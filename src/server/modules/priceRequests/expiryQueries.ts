/** SQL of the expiry: the requests whose time is over, moved to EXPIRED in one statement. */
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';

/**
 * Approvals past `valid_until` and open requests past the end of their delivery window, as of
 * `today`, become EXPIRED (their version moves on); answers each with the status it left and why.
 */
export async function expireDue(
  db: Executor,
  today: string,
): Promise<{ id: string; fromStatus: string; reason: 'validUntil' | 'deliveryWindowTo'; day: string }[]> {
  const result = await db.execute(sql`
    with due as (
      select id, status,
        case when status = 'APPROVED' then 'validUntil' else 'deliveryWindowTo' end as reason,
        (case when status = 'APPROVED' then valid_until else delivery_window_to end)::text as day
      from price_requests
      where deleted_at is null and (
        (status = 'APPROVED' and valid_until < ${today}::date)
        or (status in ('REQUESTED', 'IN_COSTING', 'QUOTED') and delivery_window_to < ${today}::date))
      for update
    )
    update price_requests p set status = 'EXPIRED', version = p.version + 1, updated_at = now()
    from due where p.id = due.id
    returning p.id, due.status as "fromStatus", due.reason, due.day`);
  return rowsOf(result);
}
