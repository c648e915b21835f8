/**
 * The kept order counts per seller and status (migration 0027, `order_status_cells`): after
 * inserts, status and seller changes, kilos edits, cancels and deletes they equal a plain recount of
 * the orders; two transactions changing orders of the same seller and status at the same time
 * neither wait on each other nor lose a change, and neither does a fold meanwhile; the order
 * list's badges and the home pipeline, which read them, answer what counting the orders answers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_STEPS } from '../../../src/domain/orders/pipeline';
import { PIPELINE_FILTER_STATUSES, PIPELINE_FILTERS } from '../../../src/domain/orders/status';
import { orderStatusCells } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { foldSummaries } from '../../../src/server/modules/dashboards/foldQueries';
import { copiedOrders, keptAgainstRecount, ownerRows, unfoldedRows } from '../../helpers/keptCounts';
import { call, createTestApp, login, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let tenantId: string;
let sellerId: string;

const rows = <T>(query: ReturnType<typeof sql>) => ownerRows<T>(t, query);

/** Keys whose kept sum differs from a recount of the orders (both tenants). */
const mismatches = () =>
  rows<Record<string, unknown>>(
    keptAgainstRecount(
      sql`select tenant_id, seller_id, ops_status, sum(orders)::int as n, sum(kg) as kg
          from order_status_cells group by 1, 2, 3 having sum(orders) <> 0`,
      sql`select tenant_id, seller_id, ops_status, count(*)::int as n, sum(total_kg) as kg
          from orders group by 1, 2, 3`,
    ),
  );

const copies = (n: number, from: number, seller: string) => copiedOrders(tenantId, n, from, seller);

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await rows<{ tenant: string; seller: string }>(sql`
    select t.id as tenant, u.id as seller from tenants t join users u on u.tenant_id = t.id
    where t.slug = 'main' and u.email = 'seller@demo.local'`);
  tenantId = row!.tenant;
  sellerId = row!.seller;
});
afterAll(() => t.close());

describe('kept order counts per seller and status', () => {
  it('start equal to a recount (the migration counted the demo orders)', async () => {
    expect(
      (await rows<{ n: number }>(sql`select count(*)::int as n from order_status_cells`))[0]!.n,
    ).toBeGreaterThan(5);
    expect(await mismatches()).toEqual([]);
  });

  it('follow inserts, status and seller changes, kilos edits, cancels and deletes', async () => {
    const [other] = await rows<{ id: string }>(sql`
      select id from users where tenant_id = ${tenantId} and email = 'seller2@demo.local'`);
    const step = async (statement: ReturnType<typeof sql>) => {
      await inTenant(t.database.db, tenantId, (tx) => tx.execute(statement));
      expect(await mismatches()).toEqual([]);
    };
    await step(copies(30, 900_000, sellerId));
    await step(
      sql`update orders set ops_status = 'APROBADO_POR_FINANZAS' where number between 900001 and 900010`,
    );
    await step(sql`update orders set seller_id = ${other!.id} where number between 900008 and 900012`);
    await step(sql`update orders set total_kg = total_kg + 1000 where number between 900011 and 900013`);
    await step(
      sql`update orders set ops_status = 'ORDEN_CANCELADA', cancelled_at = now() where number between 900013 and 900017`,
    );
    // A statement that changes nothing counted (a comment) adds no row.
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from order_status_cells`);
    await step(sql`update orders set comments = 'revisado' where number between 900001 and 900030`);
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from order_status_cells`);
    expect(after!.n).toBe(before!.n);
    await step(sql`delete from orders where number between 900029 and 900030`);
    // Folded, the same counts in one row per key.
    await inTenant(t.database.db, tenantId, (tx) => foldSummaries(tx, tenantId));
    expect(await mismatches()).toEqual([]);
    expect(await unfoldedRows(t, orderStatusCells, tenantId)).toBe(0);
  });

  it('two transactions changing orders of the same seller and status, and a fold, neither wait nor lose a change', async () => {
    await inTenant(t.database.db, tenantId, (tx) => tx.execute(copies(40, 910_000, sellerId)));
    // Each moves its own 20 orders of the same seller from ORDEN_CREADA, in two statements with a
    // pause between them so the other's statements fall in the middle; a lock wait past the
    // timeout fails the test instead of hanging it.
    const mover = (from: number) =>
      inTenant(t.database.db, tenantId, async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await tx.execute(
          sql`update orders set ops_status = 'APROBADO_POR_FINANZAS' where number between ${from} and ${from + 9}`,
        );
        await tx.execute(sql`select pg_sleep(0.2)`);
        await tx.execute(
          sql`update orders set ops_status = 'APROBADO_POR_FINANZAS' where number between ${from + 10} and ${from + 19}`,
        );
        await tx.execute(
          sql`update orders set ops_status = 'MATERIAL_ASIGNADO' where number between ${from} and ${from + 4}`,
        );
      });
    const fold = inTenant(t.database.db, tenantId, async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`select pg_sleep(0.1)`);
      return foldSummaries(tx, tenantId);
    });
    await Promise.all([mover(910_001), mover(910_021), fold]);
    expect(await mismatches()).toEqual([]);
    const [moved] = await rows<{ approved: number; material: number }>(sql`
      select count(*) filter (where ops_status = 'APROBADO_POR_FINANZAS')::int as approved,
             count(*) filter (where ops_status = 'MATERIAL_ASIGNADO')::int as material
      from orders where number between 910001 and 910040`);
    expect(moved).toEqual({ approved: 30, material: 10 });
    await inTenant(t.database.db, tenantId, (tx) => foldSummaries(tx, tenantId));
    expect(await mismatches()).toEqual([]);
  });

  it("answer the order list's badges and the pipeline as counting the orders does", async () => {
    const expectedTabs = async (seller: string | null) => {
      const byStatus = await rows<{ status: string; n: number }>(sql`
        select ops_status as status, count(*)::int as n from orders
        where tenant_id = ${tenantId} ${seller ? sql`and seller_id = ${seller}` : sql``} group by 1`);
      const of = new Map(byStatus.map((r) => [r.status, r.n]));
      return Object.fromEntries(
        PIPELINE_FILTERS.map((tab) => [
          tab,
          PIPELINE_FILTER_STATUSES[tab].reduce((sum, s) => sum + (of.get(s) ?? 0), 0),
        ]),
      );
    };
    const admin = await login(t.app, 'admin@demo.local');
    const seller = await login(t.app, 'seller@demo.local');
    for (const [who, scope] of [
      [admin, null],
      [seller, sellerId],
    ] as const) {
      const res = await call(t.app, who, { method: 'GET', url: '/api/orders?limit=5' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ counts: Record<string, number> }>().counts).toEqual(await expectedTabs(scope));
    }
    const pipeline = await call(t.app, admin, {
      method: 'GET',
      url: `/api/orders/count-by-status-with-tons?sellerId=${sellerId}`,
    });
    expect(pipeline.statusCode, pipeline.body).toBe(200);
    const expected = await Promise.all(
      PIPELINE_STEPS.map(async (step) => {
        const [row] = await rows<{ n: number; tons: string }>(sql`
          select count(*)::int as n, round(coalesce(sum(total_kg), 0) / 1000, 3)::text as tons from orders
          where tenant_id = ${tenantId} and seller_id = ${sellerId}
            and ops_status in (${sql.join(
              PIPELINE_FILTER_STATUSES[step].map((s) => sql`${s}`),
              sql`, `,
            )})`);
        return { label: step, count: row!.n, totalQuantityTons: Number(row!.tons) };
      }),
    );
    expect(pipeline.json()).toEqual(expected);
  });
});
