/**
 * Credit terms: finance's record of how much credit a customer has and for how long. Only people
 * with CUSTOMER_CREDIT_TERMS and an e-mail of the company's own domains reach them; one customer
 * never has two terms whose validity periods overlap.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import { type CreditTermInput, type CreditTermUpdate, periodsOverlap } from '../../../domain/creditTerms';
import { businessDay } from '../../../domain/dates';
import { pageOf } from '../../../domain/lists';
import { isCompanyEmail } from '../../../domain/tenants';
import { fullName } from '../../../domain/users';
import type { Executor } from '../../db/client';
import { customerCreditTerms, customers, tenants, users } from '../../db/schema';
import { conflict, forbidden, notFound, staleVersion } from '../../errors';
import { customerCondition } from './visibility';

/** The server's half of "credit terms only for company-domain e-mails". */
export async function requireCompanyEmail(db: Executor, claims: AccessClaims): Promise<void> {
  const [row] = await db
    .select({ email: users.email, domains: tenants.companyEmailDomains })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, claims.actor?.sub ?? claims.sub))
    .limit(1);
  if (!row || !isCompanyEmail(row.email, row.domains)) throw forbidden();
}

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

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toTerm(row: Row, today: string) {
  const t = row.term;
  return {
    id: t.id,
    customer: row.customer,
    paymentTerm: t.paymentTerm as 'CREDIT' | 'ADVANCE_PAYMENT',
    creditLimit: t.creditLimit,
    currency: t.currency as 'USD' | 'MXN',
    creditDays: t.creditDays,
    validFrom: t.validFrom,
    validTo: t.validTo,
    notes: t.notes,
    approvedBy: row.approver?.id
      ? { id: row.approver.id, fullName: fullName(row.approver.firstName, row.approver.lastName) }
      : null,
    approvedAt: t.approvedAt?.toISOString() ?? null,
    isCurrent: t.validFrom <= today && (t.validTo === null || today <= t.validTo),
    version: t.version,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

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

export async function listCreditTerms(db: Executor, claims: AccessClaims, q: CreditTermListOptions) {
  const conditions: (SQL | undefined)[] = [await customerCondition(db, claims)];
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
  const today = businessDay();
  return { data: rows.map((r) => toTerm(r, today)), ...pageOf(total?.n ?? 0, q.limit, q.offset) };
}

export async function getCreditTerm(db: Executor, claims: AccessClaims, id: string) {
  const [row] = await select(db)
    .where(and(eq(customerCreditTerms.id, id), await customerCondition(db, claims)))
    .limit(1);
  if (!row) throw notFound('creditTerms.notFound');
  return toTerm(row, businessDay());
}

async function assertNoOverlap(
  db: Executor,
  customerId: string,
  from: string,
  to: string | null,
  exceptId?: string,
) {
  const others = await db
    .select({
      id: customerCreditTerms.id,
      validFrom: customerCreditTerms.validFrom,
      validTo: customerCreditTerms.validTo,
    })
    .from(customerCreditTerms)
    .where(eq(customerCreditTerms.customerId, customerId));
  const clash = others.find((o) => o.id !== exceptId && periodsOverlap(from, to, o.validFrom, o.validTo));
  if (clash) throw conflict('creditTerms.overlap', { from: clash.validFrom, to: clash.validTo ?? '—' });
}

export async function createCreditTerm(db: Executor, claims: AccessClaims, input: CreditTermInput) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, input.customerId), await customerCondition(db, claims)))
    .limit(1);
  if (!customer) throw notFound('customers.notFound');
  await assertNoOverlap(db, input.customerId, input.validFrom, input.validTo ?? null);
  const [row] = await db
    .insert(customerCreditTerms)
    .values({ ...input, validTo: input.validTo ?? null, approvedById: claims.sub, approvedAt: new Date() })
    .returning({ id: customerCreditTerms.id });
  return getCreditTerm(db, claims, row!.id);
}

export async function updateCreditTerm(
  db: Executor,
  claims: AccessClaims,
  id: string,
  input: CreditTermUpdate,
) {
  const current = await getCreditTerm(db, claims, id);
  const { version, ...changes } = input;
  if (version !== current.version) throw staleVersion();
  const next = { ...current, ...changes };
  // Rules that span stored and sent fields (a partial update may send only one side).
  if (next.paymentTerm === 'ADVANCE_PAYMENT' && (Number(next.creditLimit) !== 0 || next.creditDays !== 0)) {
    throw conflict('creditTerms.advanceNoCredit');
  }
  if (next.validTo && next.validTo < next.validFrom) throw conflict('creditTerms.validToBeforeFrom');
  await assertNoOverlap(db, current.customer.id, next.validFrom, next.validTo ?? null, id);
  const updated = await db
    .update(customerCreditTerms)
    .set({
      ...changes,
      approvedById: claims.sub,
      approvedAt: new Date(),
      version: sql`${customerCreditTerms.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(customerCreditTerms.id, id), eq(customerCreditTerms.version, version)))
    .returning({ id: customerCreditTerms.id });
  if (!updated.length) throw staleVersion();
  return getCreditTerm(db, claims, id);
}

export async function deleteCreditTerm(db: Executor, claims: AccessClaims, id: string) {
  await getCreditTerm(db, claims, id);
  await db.delete(customerCreditTerms).where(eq(customerCreditTerms.id, id));
}
