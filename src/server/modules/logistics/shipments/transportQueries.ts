/** SQL of the carriers' reference lists: the tenant's vehicle types and transport providers. */
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { transportProviders, vehicleTypes } from '../../../db/schema';

export interface ListPage {
  limit: number;
  offset: number;
  searchParam?: string;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function vehicleTypePage(db: Executor, q: ListPage) {
  const where = q.searchParam ? ilike(vehicleTypes.name, like(q.searchParam)) : undefined;
  const rows = await db
    .select({ id: vehicleTypes.id, name: vehicleTypes.name, capacityTons: vehicleTypes.capacityTons })
    .from(vehicleTypes)
    .where(where)
    .orderBy(asc(vehicleTypes.capacityTons), asc(vehicleTypes.name))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vehicleTypes).where(where);
  return { rows, totalRows: total?.n ?? 0 };
}

export async function vehicleTypeExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, id));
  return Boolean(row);
}

export async function providerPage(db: Executor, q: ListPage) {
  const conditions: SQL[] = [eq(transportProviders.active, true)];
  if (q.searchParam) conditions.push(ilike(transportProviders.name, like(q.searchParam)));
  const where = and(...conditions);
  const rows = await db
    .select({ id: transportProviders.id, name: transportProviders.name })
    .from(transportProviders)
    .where(where)
    .orderBy(asc(sql`lower(${transportProviders.name})`), asc(transportProviders.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(transportProviders).where(where);
  return { rows, totalRows: total?.n ?? 0 };
}

export async function providerById(db: Executor, id: string) {
  const [row] = await db
    .select({ id: transportProviders.id, name: transportProviders.name })
    .from(transportProviders)
    .where(eq(transportProviders.id, id));
  return row;
}

/**
 * The provider of that name in any case, created when there is none: answers it and whether it is
 * new. A concurrent creation of the same name meets the unique index and reads the winner's row.
 */
export async function providerNamed(
  db: Executor,
  name: string,
  createdById: string,
): Promise<{ provider: { id: string; name: string }; created: boolean }> {
  const find = async () => {
    const [row] = await db
      .select({ id: transportProviders.id, name: transportProviders.name })
      .from(transportProviders)
      .where(sql`lower(${transportProviders.name}) = lower(${name})`);
    return row;
  };
  const found = await find();
  if (found) return { provider: found, created: false };
  const [row] = await db
    .insert(transportProviders)
    .values({ name, createdById })
    .onConflictDoNothing()
    .returning({ id: transportProviders.id, name: transportProviders.name });
  if (row) return { provider: row, created: true };
  const winner = await find();
  if (!winner) throw new Error(`provider ${name} neither created nor found`);
  return { provider: winner, created: false };
}
