/** Calling the dashboards as demo users, and the ids the scoping tests need. */
import { sql } from 'drizzle-orm';
import { addDays } from '../../../src/domain/dashboards/workingDays';
import { businessDay } from '../../../src/domain/dates';
import { rowsOf } from '../../../src/server/db/client';
import { call, login, type Session, type TestContext } from '../../helpers/testApp';

/** A range that holds all the demo data (orders of these weeks, customers and lots of the last months). */
export function demoRange() {
  const today = businessDay();
  return { from: addDays(today, -400), to: today };
}

export async function figures<T>(
  t: TestContext,
  session: Session,
  key: string,
  query: Record<string, string> = {},
  locale?: 'en',
) {
  const res = await call(t.app, session, {
    method: 'GET',
    url: `/api/dashboard-figures/${key}?${new URLSearchParams(query).toString()}`,
    headers: locale ? { 'accept-language': locale } : {},
  });
  return { status: res.statusCode, body: res.json<T>() };
}

export async function userId(t: TestContext, email: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select id from users where lower(email) = lower(${email})`),
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The user and everyone below them in the supervision hierarchy. */
export async function supervisedIds(t: TestContext, email: string): Promise<string[]> {
  const id = await userId(t, email);
  const rows = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      with recursive below(id) as (
        select ${id}::uuid union select s.subordinate_id from user_supervisors s join below b on s.supervisor_id = b.id
      ) select id from below`),
  );
  return rows.map((r) => r.id);
}

export { login };
