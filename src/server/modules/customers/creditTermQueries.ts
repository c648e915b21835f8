/** SQL of customers' credit terms, always within the customers the caller may reach (`scope`). */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerCreditTerms, customers, users } from '../../db/schema';

type TermInsert = typeof customerCreditTerms.$inferInsert;

function select(db: Executor) {
  return db
    .select({
      term: customerCreditTerms,
      customer: { id: customers.id, companyName: customers.companyName, rfc: customers.rfc },
      approver: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(customerCreditTerms)
    .innerJoin(customers, eq(customers.id, customerCreditTerms.customerId))
    .leftJoin(users, eq(users.id, customerCreditTerms.approvedById));
}

export type CreditTermRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const ORDER: Record<string, SQL> = {
  customer: sql`lower(${customers.companyName})`,
  creditLimit: sql`${customerCreditTerms.creditLimit}`,
  creditDays: sql`${customerCreditTerms.creditDays}`,
  validFrom: sql`${customerCreditTerms.validFrom}`,
  validTo: sql`${customerCreditTerms.validTo}`,
  createdAt: sql`${customerCreditTerms.createdAt}`,
};

export interface CreditTermListOptions {
  limit: number;
  offset: number;
  searchParam?: string;
  customerId?: string;
  paymentTerm?: string;
  orderField: string;
  orderDirection: 'ASC' | 'DESC';
}

export async function creditTermPage(db: Executor, scope: SQL | undefined, q: CreditTermListOptions) {
  const conditions: (SQL | undefined)[] = [scope];
  if (q.customerId) conditions.push(eq(customerCreditTerms.customerId, q.customerId));
  if (q.paymentTerm) conditions.push(eq(customerCreditTerms.paymentTerm, q.paymentTerm));
  if (q.searchParam) {
    const like = `%${q.searchParam.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(or(ilike(customers.companyName, like), ilike(customers.rfc, like)));
  }
  const where = and(...conditions);
  const direction = q.orderDirection === 'DESC' ? desc : asc;
  const rows = await select(db)
    .where(where)
    .orderBy(
      direction(ORDER[q.orderField] ?? ORDER.customer!),
      desc(customerCreditTerms.validFrom),
      asc(customerCreditTerms.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(customerCreditTerms)
    .innerJoin(customers, eq(customers.id, customerCreditTerms.customerId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function creditTermRow(db: Executor, scope: SQL | undefined, id: string) {
  const [row] = await select(db)
    .where(and(eq(customerCreditTerms.id, id), scope))
    .limit(1);
  return row;
}

export async function reachableCustomerId(db: Executor, scope: SQL | undefined, customerId: string) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), scope))
    .limit(1);
  return customer?.id;
}

/** The validity periods of a customer's terms. */
export function termPeriods(db: Executor, customerId: string) {
  return db
    .select({
      id: customerCreditTerms.id,
      validFrom: customerCreditTerms.validFrom,
      validTo: customerCreditTerms.validTo,
    })
    .from(customerCreditTerms)
    .where(eq(customerCreditTerms.customerId, customerId));
}

export async function insertCreditTerm(db: Executor, values: TermInsert): Promise<string> {
  const [row] = await db.insert(customerCreditTerms).values(values).returning({ id: customerCreditTerms.id });
  return row!.id;
}

/** Applies the changes while `version` is still the current one, bumping it; false when stale. */
export async function updateCreditTermRow(
  db: Executor,
  id: string,
  version: number,
  changes: Partial<TermInsert>,
): Promise<boolean> {
  const updated = await db
    .update(customerCreditTerms)
    .set({ ...changes, version: sql`${customerCreditTerms.version} + 1`, updatedAt: new Date() })
    .where(and(eq(customerCreditTerms.id, id), eq(customerCreditTerms.version, version)))
    .returning({ id: customerCreditTerms.id });
  return updated.length > 0;
}

export async function deleteCreditTermRow(db: Executor, id: string): Promise<void> {
  await db.delete(customerCreditTerms).where(eq(customerCreditTerms.id, id));
}
