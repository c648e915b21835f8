/**
 * What the notification tests read below the API (as the owner, across tenants): the rows an event
 * wrote, the live events and pushes it queued, and the few settings a test stages (a user's
 * language). Each test reads only what was written after the mark it took (`since()`).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import type { TestContext } from '../../helpers/testApp';

export interface WrittenNotification {
  email: string;
  tenant: string;
  kind: string | null;
  title: string;
  message: string;
  toast_type: string;
  order_id: string | null;
  price_request_id: string | null;
}

export interface QueuedJob {
  kind: string;
  payload: {
    target?: { userId?: string; tenant?: boolean; orderId?: string };
    event?: { name: string; payload: Record<string, unknown> };
    notificationId?: string;
    userId?: string;
  };
}

export function notificationReader(t: TestContext) {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

  /** A mark: rows and jobs written after it are this test's. */
  const since = async () => (await q<{ now: string }>(sql`select clock_timestamp()::text as now`))[0]!.now;

  /** Notifications written after `mark`, by recipient e-mail. */
  const written = (mark: string) =>
    q<WrittenNotification>(sql`
      select u.email, t.slug as tenant, n.kind, n.title, n.message, n.toast_type, n.order_id,
             n.price_request_id
      from user_notifications n join users u on u.id = n.user_id join tenants t on t.id = n.tenant_id
      where n.created_at > ${mark}::timestamptz order by u.email`);

  const recipients = async (mark: string, kind?: string) =>
    (await written(mark)).filter((n) => !kind || n.kind === kind).map((n) => n.email);

  /** Of one recipient: exactly one notification of this kind since the mark. */
  const oneFor = async (mark: string, email: string, kind: string) => {
    const mine = (await written(mark)).filter((n) => n.email === email && n.kind === kind);
    expect(mine, `${email} ${kind}`).toHaveLength(1);
    return mine[0]!;
  };

  const jobs = (mark: string, kind: string) =>
    q<QueuedJob>(sql`select kind, payload from jobs where kind = ${kind} and created_at > ${mark}::timestamptz
      order by created_at, id`);

  const userId = async (email: string) =>
    (await q<{ id: string }>(sql`select id from users where email = ${email}`))[0]!.id;

  const setLanguage = (email: string, language: 'es' | 'en') =>
    t.database.db.execute(
      sql`update users set preferences = preferences || jsonb_build_object('language', ${language}::text)
        where email = ${email}`,
    );

  return { q, since, written, recipients, oneFor, jobs, userId, setLanguage };
}
