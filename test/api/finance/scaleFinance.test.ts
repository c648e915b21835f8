/**
 * Finance states of generated orders (`seedScaleOrders`, for the benchmark and large-volume trials):
 * every finance queue holds generated orders, each order is in the queue the domain names
 * (`financeQueueOf` over the stored rows equals what the API counts, and each queue's first page
 * is served, which fails loudly on a row the domain puts elsewhere), and the rows are those the
 * workflow itself writes: retained orders carry reject reasons, released advance payments were
 * validated and paid, invoices are open, overdue or paid.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { FINANCE_QUEUES, type FinanceQueue, financeQueueOf } from '../../../src/domain/finance';
import type { FinanceCounts, FinanceQueueResponse } from '../../../src/domain/finance/views';
import { rowsOf } from '../../../src/server/db/client';
import { seedScaleOrders } from '../../../src/server/db/seed/scale';
import { financeStateOf } from '../../../src/server/modules/finance/state';
import { call, createTestApp, login, type TestContext } from '../../helpers/testApp';
import { QUEUE_PATHS } from './financeHelpers';

let t: TestContext;
let before: number;
/**
 * Enough for every queue and invoice state to hold several orders, small enough to seed in seconds
 * on a busy machine; the large volumes belong to the benchmark (`npm run bench`).
 */
const GENERATED = 450;
const now = new Date();

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  const [max] = await rows<{ n: number }>(
    sql`select coalesce(max(number), 0)::int as n from orders o join tenants t on t.id = o.tenant_id where t.slug = 'main'`,
  );
  before = max!.n;
  await seedScaleOrders(t.database.db, { tenant: 'main', orders: GENERATED, batchSize: 250, now });
});
afterAll(() => t.close());

interface StateRow {
  number: number;
  opsStatus: string;
  financeStatus: string | null;
  paymentTerm: string;
  hasRow: boolean;
  releaseRequestedAt: Date | string | null;
  paymentRequestedAt: Date | string | null;
  isPaymentValidated: boolean | null;
  isApprovedForRelease: boolean | null;
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** Every order of `main` by the queue the domain puts it in. */
async function queuesByDomain(generatedOnly: boolean) {
  const states = await rows<StateRow>(sql`
    select o.number, o.ops_status as "opsStatus", o.finance_status as "financeStatus",
           o.payment_term as "paymentTerm", f.order_id is not null as "hasRow",
           f.release_requested_at as "releaseRequestedAt", f.payment_requested_at as "paymentRequestedAt",
           f.is_payment_validated as "isPaymentValidated", f.is_approved_for_release as "isApprovedForRelease"
    from orders o join tenants t on t.id = o.tenant_id left join order_finance f on f.order_id = o.id
    where t.slug = 'main' ${generatedOnly ? sql`and o.number > ${before}` : sql``}`);
  const counts = Object.fromEntries(FINANCE_QUEUES.map((q) => [q, 0])) as Record<FinanceQueue, number>;
  for (const s of states) {
    const finance = s.hasRow
      ? {
          releaseRequestedAt: asDate(s.releaseRequestedAt),
          paymentRequestedAt: asDate(s.paymentRequestedAt),
          isPaymentValidated: s.isPaymentValidated ?? false,
          isApprovedForRelease: s.isApprovedForRelease ?? false,
        }
      : null;
    const queue = financeQueueOf(financeStateOf(s, finance, false, now));
    if (queue) counts[queue] += 1;
  }
  return counts;
}

describe('generated finance states', () => {
  it('fill every finance queue, and the API counts what the domain rule says', async () => {
    const generated = await queuesByDomain(true);
    for (const queue of FINANCE_QUEUES) expect(generated[queue], queue).toBeGreaterThan(3);
    const expected = await queuesByDomain(false);
    const admin = await login(t.app, 'admin@demo.local');
    const res = await call(t.app, admin, { method: 'GET', url: '/api/orders/count-finances' });
    expect(res.statusCode, res.body).toBe(200);
    const { total, ...counts } = res.json<FinanceCounts>();
    expect(counts).toEqual(expected);
    expect(total).toBe(Object.values(expected).reduce((s, n) => s + n, 0));
  });

  it('serves the first page of every queue to finance, with request ages and reject reasons', async () => {
    const credit = await login(t.app, 'finance.credit@demo.local');
    const page = async (queue: FinanceQueue) => {
      const path = QUEUE_PATHS[queue];
      const res = await call(t.app, credit, {
        method: 'GET',
        url: `${path}${path.includes('?') ? '&' : '?'}limit=100`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<FinanceQueueResponse>();
    };
    for (const queue of FINANCE_QUEUES) expect((await page(queue)).data.length, queue).toBeGreaterThan(0);
    const waiting = (await page('NOT_ANSWERED')).data;
    expect(new Set(waiting.map((r) => r.area))).toEqual(new Set(['CREDIT', 'TREASURY']));
    // Some requests can be sent again (3 days or more), others are recent.
    expect(waiting.some((r) => (r.daysSinceRequest ?? 0) >= 3)).toBe(true);
    const held = (await page('HELD')).data;
    expect(held.every((r) => r.rejectReasons.length > 0)).toBe(true);
    const codes = new Set(held.flatMap((r) => r.rejectReasons.map((x) => x.actionType)));
    expect(codes).toEqual(new Set(['REJECTED_OVERDRAFT', 'REJECTED_OVERDUE_INVOICES']));
  });

  it('writes what the workflow writes: released advance payments validated and paid, retained requests cleared', async () => {
    const [check] = await rows<{
      releasedWithoutRow: number;
      advanceNotPaid: number;
      paymentsMismatch: number;
      retainedWithRequest: number;
      requestBeforeCreation: number;
    }>(sql`
      select
        count(*) filter (where o.finance_status = 'FINANCE_RELEASED' and f.order_id is null)::int as "releasedWithoutRow",
        count(*) filter (where o.finance_status = 'FINANCE_RELEASED' and o.payment_term = 'ADVANCE_PAYMENT'
          and not (f.is_payment_validated and f.paid_amount = o.total_with_taxes))::int as "advanceNotPaid",
        count(*) filter (where f.paid_amount <> coalesce(
          (select sum(p.amount) from order_payments p where p.order_id = o.id), 0))::int as "paymentsMismatch",
        count(*) filter (where o.ops_status = 'ORDEN_RETENIDA'
          and (f.release_requested_at is not null or jsonb_array_length(f.reject_reasons) = 0))::int as "retainedWithRequest",
        count(*) filter (where f.release_requested_at < o.created_at or f.payment_requested_at < o.created_at)::int
          as "requestBeforeCreation"
      from orders o left join order_finance f on f.order_id = o.id
      where o.number > ${before}`);
    expect(check).toEqual({
      releasedWithoutRow: 0,
      advanceNotPaid: 0,
      paymentsMismatch: 0,
      retainedWithRequest: 0,
      requestBeforeCreation: 0,
    });
  });

  it('invoices the invoiced orders: some open, some overdue past the credit days, paid orders paid', async () => {
    const today = businessDay(now);
    const [inv] = await rows<{
      invoiced: number;
      missing: number;
      open: number;
      overdue: number;
      paidOpen: number;
    }>(sql`
      select count(i.id)::int as invoiced,
             count(*) filter (where i.id is null)::int as missing,
             count(*) filter (where i.paid_amount < i.total_with_iva)::int as open,
             count(*) filter (where i.paid_amount < i.total_with_iva
               and i.invoice_date + o.credit_days < ${today}::date)::int as overdue,
             count(*) filter (where o.ops_status = 'PAGADO' and i.paid_amount < i.total_with_iva)::int as "paidOpen"
      from orders o left join customer_invoices i on i.order_id = o.id
      where o.number > ${before} and o.required_invoice
        and o.ops_status in ('FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_ENTREGADA', 'PAGADO')`);
    expect(inv!.missing).toBe(0);
    expect(inv!.invoiced).toBeGreaterThan(75);
    expect(inv!.open).toBeGreaterThan(3);
    expect(inv!.overdue).toBeGreaterThan(0);
    expect(inv!.overdue).toBeLessThan(inv!.open);
    expect(inv!.paidOpen).toBe(0);
  });

  it('paid orders, on credit or in advance, hold the payments that cover their total', async () => {
    const [paid] = await rows<{ paid: number; credit: number; uncovered: number }>(sql`
      select count(*)::int as paid,
             count(*) filter (where o.payment_term = 'CREDIT')::int as credit,
             count(*) filter (where coalesce(
               (select sum(p.amount) from order_payments p where p.order_id = o.id), 0) <> o.total_with_taxes)::int
               as uncovered
      from orders o where o.number > ${before} and o.ops_status = 'PAGADO'`);
    expect(paid!.credit).toBeGreaterThan(0);
    expect(paid!.paid).toBeGreaterThan(paid!.credit);
    expect(paid!.uncovered).toBe(0);
  });
});
