/**
 * Bulk actions over selected orders, one result per order: each order runs in its own savepoint,
 * so one refusal or failure never undoes the others.
 * - `bulk-credit-release`: the bulk action of the "release not requested" table (table type
 *   credit-release) and of /orders/pending-released: a release *request* per order, each with its
 *   automatic credit check (so an order may come out 'released').
 * - `bulk-request-payment`: the bulk payment-validation request (the original client built its
 *   path without a slash, a defect; this is the path it meant).
 * - `bulk-validate-payment`: treasury validating several advance payments at once.
 * An id that names no order of this tenant is answered without repeating it.
 */
import type { BulkOutcome, BulkResult } from '../../../domain/finance/views';
import type { Translate } from '../../../domain/i18n';
import { displayOrderNumber } from '../../../domain/orders/views';
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import { savepoint } from '../../db/tenantTx';
import { AppError } from '../../errors';
import { ordersAmong } from './queries';

type Success = Extract<BulkOutcome, 'requested' | 'released' | 'paymentRequested' | 'validated'>;

export type BulkAction = (tx: Tx, orderId: string) => Promise<Success>;

const SUCCESS_TEXT: Record<Success, string> = {
  requested: 'finance.releaseRequested',
  released: 'finance.releasedAutomatically',
  paymentRequested: 'finance.paymentRequested',
  validated: 'finance.validated',
};

/** Plural-aware summary: counts per success kind, then the failures. */
function summary(t: Translate, results: BulkResult['results']): string {
  const count = (outcomes: BulkOutcome[]) => results.filter((r) => outcomes.includes(r.outcome)).length;
  const part = (n: number, key: string) =>
    n === 0 ? null : t(`finance.bulk.${key}${n === 1 ? 'One' : 'Other'}`, { count: n });
  return [
    part(count(['requested', 'released']), 'requested'),
    part(count(['paymentRequested']), 'paymentRequested'),
    part(count(['validated']), 'validated'),
    part(count(['notFound', 'forbidden', 'notAllowed', 'failed']), 'failed'),
  ]
    .filter((s): s is string => s !== null)
    .join('. ');
}

function failureOf(err: unknown, t: Translate): { outcome: BulkOutcome; message: string } {
  if (err instanceof AppError) {
    if (err.statusCode === 404) return { outcome: 'notFound', message: t('finance.bulk.notFound') };
    if (err.statusCode === 403) return { outcome: 'forbidden', message: t('finance.bulk.forbidden') };
    if (err.statusCode === 409) return { outcome: 'notAllowed', message: t(err.messageKey, err.vars) };
  }
  return { outcome: 'failed', message: t('finance.actionFailed') };
}

export async function runBulk(
  db: Tx,
  actor: Actor,
  orderIds: readonly string[],
  action: BulkAction,
  onUnexpected: (err: unknown, orderId: string) => void,
): Promise<BulkResult> {
  const known = await knownOrders(db, orderIds);
  const results: BulkResult['results'] = [];
  for (const [index, id] of orderIds.entries()) {
    const number = known.get(id);
    if (number === undefined) {
      results.push({
        index,
        id: null,
        displayNumber: null,
        outcome: 'notFound',
        message: actor.t('finance.bulk.notFound'),
      });
      continue;
    }
    try {
      const outcome = await savepoint(db, (sp) => action(sp, id));
      results.push({ index, id, displayNumber: number, outcome, message: actor.t(SUCCESS_TEXT[outcome]) });
    } catch (err) {
      const failure = failureOf(err, actor.t);
      if (failure.outcome === 'failed') onUnexpected(err, id);
      results.push({
        index,
        id,
        displayNumber: failure.outcome === 'forbidden' ? null : number,
        ...failure,
      });
    }
  }
  const succeeded = results.filter((r) => r.outcome in SUCCESS_TEXT).length;
  return { results, succeeded, failed: results.length - succeeded, message: summary(actor.t, results) };
}

/** Display numbers of the ids that are orders of this tenant (row-level security keeps others out). */
async function knownOrders(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await ordersAmong(db, ids);
  return new Map(rows.map((r) => [r.id, displayOrderNumber(r)]));
}
