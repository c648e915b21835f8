/**
 * Credit terms: finance's record of how much credit a customer has and for how long. Only people
 * with CUSTOMER_CREDIT_TERMS and an e-mail of the company's own domains reach them; one customer
 * never has two terms whose validity periods overlap.
 */
import { type CreditTermInput, type CreditTermUpdate, periodsOverlap } from '../../../domain/creditTerms';
import { businessDay } from '../../../domain/dates';
import { pageOf } from '../../../domain/lists';
import { fullName } from '../../../domain/users';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { conflict, notFound, staleVersion } from '../../errors';
import {
  type CreditTermListOptions,
  type CreditTermRow,
  creditTermPage,
  creditTermRow,
  deleteCreditTermRow,
  insertCreditTerm,
  reachableCustomerId,
  termPeriods,
  updateCreditTermRow,
} from './creditTermQueries';
import { customerScope } from './visibility';

function toTerm(row: CreditTermRow, today: string) {
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

export async function listCreditTerms(db: Executor, actor: Actor, q: CreditTermListOptions) {
  const { rows, total } = await creditTermPage(db, await customerScope(db, actor), q);
  const today = businessDay(actor.now);
  return { data: rows.map((r) => toTerm(r, today)), ...pageOf(total, q.limit, q.offset) };
}

export async function getCreditTerm(db: Executor, actor: Actor, id: string) {
  const row = await creditTermRow(db, await customerScope(db, actor), id);
  if (!row) throw notFound('creditTerms.notFound');
  return toTerm(row, businessDay(actor.now));
}

async function assertNoOverlap(
  db: Executor,
  customerId: string,
  from: string,
  to: string | null,
  exceptId?: string,
) {
  const others = await termPeriods(db, customerId);
  const clash = others.find((o) => o.id !== exceptId && periodsOverlap(from, to, o.validFrom, o.validTo));
  if (clash) throw conflict('creditTerms.overlap', { from: clash.validFrom, to: clash.validTo ?? '—' });
}

export async function createCreditTerm(db: Executor, actor: Actor, input: CreditTermInput) {
  if (!(await reachableCustomerId(db, await customerScope(db, actor), input.customerId))) {
    throw notFound('customers.notFound');
  }
  await assertNoOverlap(db, input.customerId, input.validFrom, input.validTo ?? null);
  const id = await insertCreditTerm(db, {
    ...input,
    validTo: input.validTo ?? null,
    approvedById: actor.claims.sub,
    approvedAt: new Date(),
  });
  return getCreditTerm(db, actor, id);
}

export async function updateCreditTerm(db: Executor, actor: Actor, id: string, input: CreditTermUpdate) {
  const current = await getCreditTerm(db, actor, id);
  const { version, ...changes } = input;
  if (version !== current.version) throw staleVersion();
  const next = { ...current, ...changes };
  // Rules that span stored and sent fields (a partial update may send only one side).
  if (next.paymentTerm === 'ADVANCE_PAYMENT' && (Number(next.creditLimit) !== 0 || next.creditDays !== 0)) {
    throw conflict('creditTerms.advanceNoCredit');
  }
  if (next.validTo && next.validTo < next.validFrom) throw conflict('creditTerms.validToBeforeFrom');
  await assertNoOverlap(db, current.customer.id, next.validFrom, next.validTo ?? null, id);
  const saved = await updateCreditTermRow(db, id, version, {
    ...changes,
    approvedById: actor.claims.sub,
    approvedAt: new Date(),
  });
  if (!saved) throw staleVersion();
  return getCreditTerm(db, actor, id);
}

export async function deleteCreditTerm(db: Executor, actor: Actor, id: string) {
  await getCreditTerm(db, actor, id);
  await deleteCreditTermRow(db, id);
}
