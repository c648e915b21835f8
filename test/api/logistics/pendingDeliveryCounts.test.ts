/**
 * The kept counts of 'Pendientes de entrega' per order seller and delivery date (migration 0031,
 * `order_pending_delivery_cells`): after shipments are created, delivered (and taken back),
 * rescheduled and deleted, and their orders change seller, are cancelled (and taken back) or are
 * deleted, the counts equal a plain recount of the pending shipments, before and after a fold; two
 * transactions creating and rescheduling shipments of the same seller and days, and a fold meanwhile,
 * neither wait on each other nor lose a change; a seller change waits for a concurrent shipment
 * write of its order and moves it; the queue's total and count-for-logistics answer what counting
 * answers, for the tenant, a seller, a date range and a shipment filter.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPendingDeliveryCells } from '../../../src/server/db/schema';
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

let t: TestContext;
let tenantId: string;
let sellerId: string;
let otherSellerId: string;

const rows = <T>(query: ReturnType<typeof sql>) => ownerRows<T>(t, query);

/** The pending shipments per tenant, order seller and day, counted. */
const RECOUNT = sql`
  select s.tenant_id, o.seller_id, s.date_delivery, count(*)::int as n
  from order_shipments s join orders o on o.id = s.order_id
  where not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA'
  group by 1, 2, 3`;

/** Keys whose kept sum differs from a recount of the pending shipments (both tenants). */
const mismatches = () =>
  rows<Record<string, unknown>>(
    keptAgainstRecount(
      sql`select tenant_id, seller_id, date_delivery, sum(shipments)::int as n
          from order_pending_delivery_cells group by 1, 2, 3 having sum(shipments) <> 0`,
      RECOUNT,
    ),
  );

const exact = async () => expect(await mismatches()).toEqual([]);

/** `n` copies of the tenant's order number 1 for `seller`, scheduled, numbered from `from`. */
const copies = (n: number, from: number, seller: string) =>
  copiedOrders(tenantId, n, from, seller, 'EMBARCADO/PROGRAMADO');

const shipments = (from: number, to: number, sequence: number, base: number) => sql`
  insert into order_shipments (tenant_id, order_id, number, sequence, date_delivery, quantity_kg, delivery_model)
  select o.tenant_id, o.id, ${base} + o.number, ${sequence}, date '2031-03-01' + (o.number % 5), 1000, o.delivery_model
  from orders o where o.tenant_id = ${tenantId} and o.number between ${from} and ${to}`;

const ofOrders = (from: number, to: number) =>
  sql`order_id in (select id from orders where tenant_id = ${tenantId} and number between ${from} and ${to})`;

const inMain = (statement: ReturnType<typeof sql>) =>
  inTenant(t.database.db, tenantId, (tx) => tx.execute(statement));

const fold = () => inTenant(t.database.db, tenantId, (tx) => foldSummaries(tx, tenantId));

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, sellerId, otherSellerId } = await mainTenantSellers(t));
});
afterAll(() => t?.close());

describe('the kept counts of pending deliveries per seller and day', () => {
  it('start exact (the migration counted the demo shipments)', async () => {
    const [n] = await rows<{ pending: number; cells: number }>(sql`
      select (select count(*)::int from order_shipments where not is_delivered) as pending,
             (select count(*)::int from order_pending_delivery_cells) as cells`);
    expect(n!.pending).toBeGreaterThan(0);
    expect(n!.cells).toBeGreaterThan(0);
    await exact();
  });

  it('follow shipments and their orders through creation, delivery, reschedules, cancels and deletes', async () => {
    const step = async (statement: ReturnType<typeof sql>) => {
      await inMain(statement);
      await exact();
    };
    await step(copies(30, 950_000, sellerId));
    await step(shipments(950_001, 950_030, 1, 950_000));
    await step(shipments(950_001, 950_020, 2, 960_000));
    // A change that moves no shipment (transport, plates) leaves the counts as they are.
    const [before] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_pending_delivery_cells`,
    );
    await step(
      sql`update order_shipments set plates = 'ABC-123', transport_assigned_at = now() where ${ofOrders(950_001, 950_030)}`,
    );
    await step(sql`update orders set comments = 'revisado' where number between 950001 and 950030`);
    const [after] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_pending_delivery_cells`,
    );
    expect(after!.n).toBe(before!.n);
    // Delivered, one taken back; rescheduled (one statement, several days).
    await step(
      sql`update order_shipments set is_delivered = true, delivered_at = date '2031-03-02' where sequence = 1 and ${ofOrders(950_001, 950_008)}`,
    );
    await step(
      sql`update order_shipments set is_delivered = false where sequence = 1 and ${ofOrders(950_001, 950_001)}`,
    );
    await step(
      sql`update order_shipments set date_delivery = date_delivery + 3 where ${ofOrders(950_005, 950_015)}`,
    );
    await fold();
    await exact();
    // The orders' seller changes, a cancel and its undoing, shipments deleted, orders deleted.
    await step(sql`update orders set seller_id = ${otherSellerId} where number between 950010 and 950020`);
    await step(sql`update orders set seller_id = null where number = 950021`);
    await step(
      sql`update orders set ops_status = 'ORDEN_CANCELADA', cancelled_at = now() where number between 950016 and 950018`,
    );
    await step(
      sql`update orders set ops_status = 'EMBARCADO/PROGRAMADO', cancelled_at = null where number = 950016`,
    );
    // A cancelled order's shipment rescheduled or deleted counts nowhere.
    await step(
      sql`update order_shipments set date_delivery = date_delivery + 1 where ${ofOrders(950_017, 950_017)}`,
    );
    await step(sql`delete from order_shipments where sequence = 2 and ${ofOrders(950_011, 950_018)}`);
    await step(sql`delete from orders where number between 950025 and 950030`);
    await fold();
    await exact();
    expect(await unfoldedRows(t, orderPendingDeliveryCells, tenantId)).toBe(0);
  });

  it('two transactions writing shipments of the same seller and days, and a fold, neither wait nor lose a change', async () => {
    await inMain(copies(40, 970_000, sellerId));
    // Each creates the shipments of its own 20 orders of the same seller on the same five days, in
    // two statements with a pause between them so the other's fall in the middle, then delivers
    // and reschedules some; a lock wait past the timeout fails the test instead of hanging it.
    const writer = (from: number) =>
      inTenant(t.database.db, tenantId, async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await tx.execute(shipments(from, from + 9, 1, 970_000));
        await tx.execute(sql`select pg_sleep(0.2)`);
        await tx.execute(shipments(from + 10, from + 19, 1, 970_000));
        await tx.execute(
          sql`update order_shipments set is_delivered = true where ${ofOrders(from, from + 4)}`,
        );
        await tx.execute(
          sql`update order_shipments set date_delivery = date_delivery + 7 where ${ofOrders(from + 5, from + 9)}`,
        );
      });
    const folding = inTenant(t.database.db, tenantId, async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`select pg_sleep(0.1)`);
      return foldSummaries(tx, tenantId);
    });
    await Promise.all([writer(970_001), writer(970_021), folding]);
    await exact();
    const [made] = await rows<{ pending: number }>(sql`
      select count(*)::int as pending from order_shipments
      where not is_delivered and ${ofOrders(970_001, 970_040)}`);
    expect(made!.pending).toBe(30);
    await fold();
    await exact();
  });

  it('a seller change waits for a concurrent shipment write of its order, and moves it', async () => {
    await inMain(copies(5, 980_000, sellerId));
    const creating = inTenant(t.database.db, tenantId, async (tx) => {
      await tx.execute(shipments(980_001, 980_005, 1, 980_000));
      await tx.execute(sql`select pg_sleep(0.4)`);
    });
    const moving = inTenant(t.database.db, tenantId, async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`select pg_sleep(0.15)`);
      await tx.execute(
        sql`update orders set seller_id = ${otherSellerId} where number between 980001 and 980005`,
      );
    });
    await Promise.all([creating, moving]);
    await exact();
    const [moved] = await rows<{ n: number }>(sql`
      select coalesce(sum(shipments), 0)::int as n from order_pending_delivery_cells
      where tenant_id = ${tenantId} and seller_id = ${sellerId} and date_delivery between '2031-03-01' and '2031-03-05'`);
    const [recounted] = await rows<{ n: number }>(sql`
      select count(*)::int as n from order_shipments s join orders o on o.id = s.order_id
      where s.tenant_id = ${tenantId} and o.seller_id = ${sellerId} and not s.is_delivered
        and o.ops_status <> 'ORDEN_CANCELADA' and s.date_delivery between '2031-03-01' and '2031-03-05'`);
    expect(moved!.n).toBe(recounted!.n);
  });

  it('answer the queue’s total and count-for-logistics as counting does, in each scope', async () => {
    const recount = async (seller: string | null, range?: [string, string], model?: string) => {
      const [row] = await rows<{ n: number }>(sql`
        select count(*)::int as n from order_shipments s join orders o on o.id = s.order_id
        where s.tenant_id = ${tenantId} and not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA'
          ${seller ? sql`and o.seller_id = ${seller}` : sql``}
          ${range ? sql`and s.date_delivery between ${range[0]} and ${range[1]}` : sql``}
          ${model ? sql`and s.delivery_model = ${model}` : sql``}`);
      return row!.n;
    };
    const admin = await login(t.app, 'admin@demo.local');
    const seller = await login(t.app, 'seller@demo.local');
    const get = async <T>(who: Session, url: string) => {
      const res = await call(t.app, who, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const count = async (who: Session, query: string) =>
      (await get<{ count: number }>(who, `/api/orders/count-for-logistics${query}`)).count;
    const total = async (who: Session, query: string) =>
      (await get<{ totalRows: number }>(who, `/api/order-logistic/not-delivered?limit=5${query}`)).totalRows;
    const range = '2031-03-02';
    const to = '2031-03-08';
    for (const [who, scope] of [
      [admin, null],
      [seller, sellerId],
    ] as const) {
      const all = await recount(scope);
      expect(all).toBeGreaterThan(0);
      expect(await count(who, '')).toBe(all);
      expect(await total(who, '')).toBe(all);
      const dated = await recount(scope, [range, to]);
      expect(await count(who, `?deliveryDateFrom=${range}&deliveryDateTo=${to}`)).toBe(dated);
      expect(await total(who, `&dateDeliveryFrom=${range}&dateDeliveryTo=${to}`)).toBe(dated);
    }
    // The admin narrowing to a seller (and a seller naming another: none of its own), a shipment filter.
    expect(await count(admin, `?sellerId=${otherSellerId}`)).toBe(await recount(otherSellerId));
    expect(await total(admin, `&sellers=${otherSellerId}`)).toBe(await recount(otherSellerId));
    expect(await count(seller, `?sellerId=${otherSellerId}`)).toBe(0);
    const [model] = await rows<{ m: string }>(
      sql`select delivery_model as m from order_shipments where tenant_id = ${tenantId} and not is_delivered limit 1`,
    );
    expect(await total(admin, `&deliveryModel=${model!.m}`)).toBe(await recount(null, undefined, model!.m));
  });
});
