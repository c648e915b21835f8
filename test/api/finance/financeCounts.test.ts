/**
 * The finance queue kept on the order (`orders.finance_queue`) and the kept counts per seller and
 * queue (migration 0028, `order_finance_cells`): after order inserts, status, finance status,
 * payment term and seller changes, finance rows written, changed and deleted, and order deletes, the
 * column is what `financeQueueOf` names for the order and its finance row, and the counts equal a
 * plain recount; two transactions moving orders of the same seller and queue, and a fold meanwhile,
 * neither wait on each other nor lose a change; an order's status change waits for a concurrent
 * write of its finance row and reads it; the badges and queue totals answer what counting answers,
 * for the tenant, a seller and a search, and a seller never counts another's orders.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentTerm } from '../../../src/domain/creditTerms';
import { FINANCE_QUEUES, type FinanceQueue, financeQueueOf } from '../../../src/domain/finance';
import type { FinanceCounts, FinanceQueueResponse } from '../../../src/domain/finance/views';
import type { OpsStatus } from '../../../src/domain/orders/status';
import { orderFinanceCells } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { foldSummaries } from '../../../src/server/modules/dashboards/foldQueries';
import {
  copiedOrders,
  keptAgainstRecount,
  mainTenantSellers,
  ownerRows,
  unfoldedRows,
} from '../../helpers/keptCounts';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { QUEUE_PATHS } from './financeHelpers';

let t: TestContext;
let tenantId: string;
let sellerId: string;
let otherSellerId: string;

const rows = <T>(query: ReturnType<typeof sql>) => ownerRows<T>(t, query);

/** Keys whose kept sum differs from a recount of the orders by their column (both tenants). */
const mismatches = () =>
  rows<Record<string, unknown>>(
    keptAgainstRecount(
      sql`select tenant_id, seller_id, finance_queue, sum(orders)::int as n
          from order_finance_cells group by 1, 2, 3 having sum(orders) <> 0`,
      sql`select tenant_id, seller_id, finance_queue, count(*)::int as n
          from orders where finance_queue is not null group by 1, 2, 3`,
    ),
  );

interface QueueFacts {
  id: string;
  finance_queue: string | null;
  ops_status: string;
  finance_status: string | null;
  payment_term: string;
  payment_requested_at: Date | null;
  is_payment_validated: boolean | null;
  release_requested_at: Date | null;
}

/** Orders whose column is not the queue the domain rule names for them and their finance row. */
async function wrongQueues(): Promise<string[]> {
  const facts = await rows<QueueFacts>(sql`
    select o.id, o.finance_queue, o.ops_status, o.finance_status, o.payment_term,
           f.payment_requested_at, f.is_payment_validated, f.release_requested_at
    from orders o left join order_finance f on f.order_id = o.id`);
  return facts
    .filter((o) => {
      const expected = financeQueueOf({
        opsStatus: o.ops_status as OpsStatus,
        financeStatus: o.finance_status,
        paymentTerm: o.payment_term as PaymentTerm,
        isPaymentValidated: o.is_payment_validated ?? false,
        isApprovedForRelease: false,
        isReleaseRequestedManually: o.release_requested_at !== null,
        isPaymentReleaseRequestedManually: o.payment_requested_at !== null,
        daysSinceReleaseRequest: null,
        daysSincePaymentRequest: null,
        hasPaymentConfirmation: false,
      });
      return expected !== o.finance_queue;
    })
    .map((o) => `${o.id}: ${o.finance_queue}`);
}

/** Both hold: the column follows the rule, the counts follow the column. */
async function exact() {
  expect(await wrongQueues()).toEqual([]);
  expect(await mismatches()).toEqual([]);
}

/** `n` copies of the tenant's order number 1 for `seller`, in ORDEN_CREADA on credit, numbered from `from`. */
const copies = (n: number, from: number, seller: string) =>
  copiedOrders(tenantId, n, from, seller, 'ORDEN_CREADA');

const numbers = (from: number, to: number) =>
  sql`(select id from orders where tenant_id = ${tenantId} and number between ${from} and ${to})`;
/** The same orders as a relation to select from. */
const numbered = (from: number, to: number) => sql`${numbers(from, to)} as n`;

const inMain = (statement: ReturnType<typeof sql>) =>
  inTenant(t.database.db, tenantId, (tx) => tx.execute(statement));

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, sellerId, otherSellerId } = await mainTenantSellers(t));
});
afterAll(() => t?.close());

describe('the finance queue kept on the order, and its counts per seller and queue', () => {
  it('start exact (the migration set the demo orders’ queues and counted them)', async () => {
    const [n] = await rows<{ queued: number; cells: number }>(sql`
      select (select count(*)::int from orders where finance_queue is not null) as queued,
             (select count(*)::int from order_finance_cells) as cells`);
    expect(n!.queued).toBeGreaterThan(5);
    expect(n!.cells).toBeGreaterThan(1);
    await exact();
  });

  it('follow orders and finance rows through inserts, changes and deletes', async () => {
    const step = async (statement: ReturnType<typeof sql>) => {
      await inMain(statement);
      await exact();
    };
    await step(copies(30, 920_000, sellerId));
    // The seller's requests and treasury's validation, written on the finance rows.
    await step(sql`
      insert into order_finance (order_id, tenant_id, release_requested_at)
      select id, ${tenantId}, now() from ${numbered(920_001, 920_005)}`);
    await step(sql`
      insert into order_finance (order_id, tenant_id, payment_requested_at)
      select id, ${tenantId}, now() from ${numbered(920_006, 920_010)}`);
    await step(
      sql`update order_finance set is_payment_validated = true where order_id in ${numbers(920_006, 920_008)}`,
    );
    await step(
      sql`update orders set payment_term = 'ADVANCE_PAYMENT' where number between 920011 and 920016`,
    );
    await step(
      sql`insert into order_finance (order_id, tenant_id, is_payment_validated) select id, ${tenantId}, true from ${numbered(920_015, 920_016)}`,
    );
    // A finance change that moves no order (the paid amount) leaves the counts as they are.
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from order_finance_cells`);
    await step(
      sql`update order_finance set paid_amount = paid_amount + 1 where order_id in ${numbers(920_001, 920_016)}`,
    );
    await step(sql`update orders set comments = 'revisado' where number between 920001 and 920030`);
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from order_finance_cells`);
    expect(after!.n).toBe(before!.n);
    // Finance's decisions, a seller change, the request withdrawn, a cancel and deletes.
    await step(sql`update orders set ops_status = 'ORDEN_RETENIDA' where number between 920001 and 920003`);
    await step(
      sql`update orders set ops_status = 'APROBADO_POR_FINANZAS', finance_status = 'FINANCE_RELEASED' where number between 920003 and 920006`,
    );
    await step(sql`update orders set ops_status = 'MATERIAL_ASIGNADO' where number = 920006`);
    await step(sql`update orders set seller_id = ${otherSellerId} where number between 920002 and 920020`);
    await step(
      sql`update orders set ops_status = 'ORDEN_CREADA', finance_status = null where number = 920001`,
    );
    await step(sql`delete from order_finance where order_id in ${numbers(920_001, 920_010)}`);
    await step(
      sql`update orders set ops_status = 'ORDEN_CANCELADA', cancelled_at = now() where number between 920017 and 920019`,
    );
    // The order's finance row goes with it (cascade).
    await step(
      sql`insert into order_finance (order_id, tenant_id, release_requested_at) select id, ${tenantId}, now() from ${numbered(920_025, 920_030)}`,
    );
    await step(sql`delete from orders where number between 920026 and 920030`);
    await inTenant(t.database.db, tenantId, (tx) => foldSummaries(tx, tenantId));
    await exact();
    expect(await unfoldedRows(t, orderFinanceCells, tenantId)).toBe(0);
  });

  it('two transactions moving orders of the same seller and queue, and a fold, neither wait nor lose a change', async () => {
    await inMain(copies(40, 930_000, sellerId));
    // Each asks the release of its own 20 awaiting orders of the same seller (PENDINGRELEASEREQUEST →
    // NOT_ANSWERED), in two statements with a pause between them so the other's fall in the middle,
    // then finance retains five; a lock wait past the timeout fails the test instead of hanging it.
    const mover = (from: number) =>
      inTenant(t.database.db, tenantId, async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await tx.execute(sql`
          insert into order_finance (order_id, tenant_id, release_requested_at)
          select id, ${tenantId}, now() from ${numbered(from, from + 9)}`);
        await tx.execute(sql`select pg_sleep(0.2)`);
        await tx.execute(sql`
          insert into order_finance (order_id, tenant_id, release_requested_at)
          select id, ${tenantId}, now() from ${numbered(from + 10, from + 19)}`);
        await tx.execute(
          sql`update orders set ops_status = 'ORDEN_RETENIDA' where number between ${from} and ${from + 4}`,
        );
      });
    const fold = inTenant(t.database.db, tenantId, async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`select pg_sleep(0.1)`);
      return foldSummaries(tx, tenantId);
    });
    await Promise.all([mover(930_001), mover(930_021), fold]);
    await exact();
    const [moved] = await rows<{ held: number; asked: number }>(sql`
      select count(*) filter (where finance_queue = 'HELD')::int as held,
             count(*) filter (where finance_queue = 'NOT_ANSWERED')::int as asked
      from orders where tenant_id = ${tenantId} and number between 930001 and 930040`);
    expect(moved).toEqual({ held: 10, asked: 30 });
    await inTenant(t.database.db, tenantId, (tx) => foldSummaries(tx, tenantId));
    await exact();
  });

  it('an order’s status change waits for a concurrent write of its finance row, and reads it', async () => {
    // Retained orders whose release is asked meanwhile stay retained (their queue does not move),
    // while another transaction sends them back to awaiting finance: it must find the request.
    await inMain(copies(5, 940_000, sellerId));
    await inMain(sql`update orders set ops_status = 'ORDEN_RETENIDA' where number between 940001 and 940005`);
    const asking = inTenant(t.database.db, tenantId, async (tx) => {
      await tx.execute(sql`
        insert into order_finance (order_id, tenant_id, release_requested_at)
        select id, ${tenantId}, now() from ${numbered(940_001, 940_005)}`);
      await tx.execute(sql`select pg_sleep(0.4)`);
    });
    const reopening = inTenant(t.database.db, tenantId, async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`select pg_sleep(0.15)`);
      await tx.execute(
        sql`update orders set ops_status = 'ORDEN_CREADA' where number between 940001 and 940005`,
      );
    });
    await Promise.all([asking, reopening]);
    const queues = await rows<{ q: string }>(
      sql`select finance_queue as q from orders where tenant_id = ${tenantId} and number between 940001 and 940005`,
    );
    expect(queues.map((r) => r.q)).toEqual(Array(5).fill('NOT_ANSWERED'));
    await exact();
  });

  it('answer the badges and the queues’ totals as counting the orders does, in each scope', async () => {
    const recount = async (seller: string | null, search?: string) => {
      const byQueue = await rows<{ q: FinanceQueue; n: number }>(sql`
        select o.finance_queue as q, count(*)::int as n from orders o join customers c on c.id = o.customer_id
        where o.tenant_id = ${tenantId} and o.finance_queue is not null
          ${seller ? sql`and o.seller_id = ${seller}` : sql``}
          ${search ? sql`and (c.company_name ilike ${`%${search}%`} or c.rfc ilike ${`%${search}%`} or o.external_id ilike ${`%${search}%`})` : sql``}
        group by 1`);
      const of = new Map(byQueue.map((r) => [r.q, r.n]));
      const counts = Object.fromEntries(FINANCE_QUEUES.map((q) => [q, of.get(q) ?? 0]));
      return { ...counts, total: byQueue.reduce((s, r) => s + r.n, 0) } as FinanceCounts;
    };
    const [customer] = await rows<{ name: string }>(sql`
      select c.company_name as name from orders o join customers c on c.id = o.customer_id
      where o.tenant_id = ${tenantId} and o.finance_queue is not null
      group by 1 order by count(*) desc limit 1`);
    const admin = await login(t.app, 'admin@demo.local');
    const seller = await login(t.app, 'seller@demo.local');
    const get = async <T>(who: Session, url: string) => {
      const res = await call(t.app, who, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    for (const [who, scope] of [
      [admin, null],
      [seller, sellerId],
    ] as const) {
      expect(await get<FinanceCounts>(who, '/api/orders/count-finances')).toEqual(await recount(scope));
      const expected = await recount(scope);
      for (const queue of FINANCE_QUEUES) {
        const sep = QUEUE_PATHS[queue].includes('?') ? '&' : '?';
        const page = await get<FinanceQueueResponse>(who, `${QUEUE_PATHS[queue]}${sep}limit=5`);
        expect(page.totalRows, queue).toBe(expected[queue]);
      }
    }
    // The admin narrowing to one seller, and a search: the same answer as counting.
    expect(await get<FinanceCounts>(admin, `/api/orders/count-finances?sellerId=${otherSellerId}`)).toEqual(
      await recount(otherSellerId),
    );
    const search = customer!.name;
    const searched = await get<FinanceQueueResponse>(
      admin,
      `/api/orders/not-answered-finance?limit=5&searchParam=${encodeURIComponent(search)}`,
    );
    expect(searched.totalRows).toBe((await recount(null, search)).NOT_ANSWERED);
  });
});
