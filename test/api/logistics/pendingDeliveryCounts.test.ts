/**
 * The kept counts of 'Pendientes de entrega' per order seller and delivery date (migration 0031,
 * `order_pending_delivery_cells`) and per order seller and shipment facts (migration 0034,
 * `order_pending_shipment_cells`: delivery model, invoiced, transport assigned), and the suffixes
 * of the pending shipments' plates the search reads (0034, `order_shipment_plate_suffixes`): after
 * shipments are created, given transport and plates, invoiced, delivered (and taken back),
 * rescheduled and deleted, and their orders change seller, are cancelled (and taken back) or are
 * deleted, the counts equal a plain recount of the pending shipments and the suffixes those of
 * their plates, before and after a fold; two transactions creating, invoicing and rescheduling
 * shipments of the same seller and days, and a fold meanwhile, neither wait on each other nor lose
 * a change; a seller change waits for a concurrent shipment write of its order and moves it; the
 * queue's total and count-for-logistics answer what counting answers, for the tenant, a seller, a
 * date range and the shipment filters.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPendingDeliveryCells, orderPendingShipmentCells } from '../../../src/server/db/schema';
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

/** The pending shipments per tenant, order seller, delivery model, invoiced and transported, counted. */
const RECOUNT_FACTS = sql`
  select s.tenant_id, o.seller_id, s.delivery_model, s.is_invoiced, s.transport_assigned_at is not null, count(*)::int as n
  from order_shipments s join orders o on o.id = s.order_id
  where not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA'
  group by 1, 2, 3, 4, 5`;

/** Every suffix of every pending shipment's plates, upper-cased. */
const SUFFIXES = sql`
  select s.tenant_id, s.id, substr(upper(s.plates), i) as suffix
  from order_shipments s, generate_series(1, length(s.plates)) i
  where not s.is_delivered and s.plates is not null`;

/** Keys whose kept sums (or suffixes) differ from a recount of the pending shipments (both tenants). */
const mismatches = async () => ({
  byDate: await rows<Record<string, unknown>>(
    keptAgainstRecount(
      sql`select tenant_id, seller_id, date_delivery, sum(shipments)::int as n
          from order_pending_delivery_cells group by 1, 2, 3 having sum(shipments) <> 0`,
      RECOUNT,
    ),
  ),
  byFacts: await rows<Record<string, unknown>>(
    keptAgainstRecount(
      sql`select tenant_id, seller_id, delivery_model, is_invoiced, transported, sum(shipments)::int as n
          from order_pending_shipment_cells group by 1, 2, 3, 4, 5 having sum(shipments) <> 0`,
      RECOUNT_FACTS,
    ),
  ),
  suffixes: await rows<Record<string, unknown>>(
    keptAgainstRecount(
      sql`select tenant_id, shipment_id, suffix from order_shipment_plate_suffixes`,
      SUFFIXES,
    ),
  ),
});

const exact = async () => expect(await mismatches()).toEqual({ byDate: [], byFacts: [], suffixes: [] });

/** `n` copies of the tenant's order number 1 for `seller`, scheduled, numbered from `from`. */
const copies = (n: number, from: number, seller: string) =>
  copiedOrders(tenantId, n, from, seller, 'EMBARCADO/PROGRAMADO');

const shipments = (from: number, to: number, sequence: number, base: number) => sql`
  insert into order_shipments (tenant_id, order_id, number, sequence, date_delivery, quantity_kg, delivery_model, customer_id)
  select o.tenant_id, o.id, ${base} + o.number, ${sequence}, date '2031-03-01' + (o.number % 5), 1000, o.delivery_model, o.customer_id
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
    const [n] = await rows<{ pending: number; cells: number; facts: number; suffixes: number }>(sql`
      select (select count(*)::int from order_shipments where not is_delivered) as pending,
             (select count(*)::int from order_pending_delivery_cells) as cells,
             (select count(*)::int from order_pending_shipment_cells) as facts,
             (select count(*)::int from order_shipment_plate_suffixes) as suffixes`);
    expect(n!.pending).toBeGreaterThan(0);
    expect(n!.cells).toBeGreaterThan(0);
    expect(n!.facts).toBeGreaterThan(0);
    expect(n!.suffixes).toBeGreaterThan(0);
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
    // Transport and plates, and invoices, move shipments between the facts' keys, not between days:
    // the date cells get no row.
    const [before] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_pending_delivery_cells`,
    );
    await step(
      sql`update order_shipments set plates = 'ABC-123', transport_assigned_at = now() where ${ofOrders(950_001, 950_030)}`,
    );
    await step(
      sql`update order_shipments set plates = 'xyz-9' where sequence = 2 and ${ofOrders(950_001, 950_010)}`,
    );
    await step(sql`update order_shipments set is_invoiced = true where ${ofOrders(950_001, 950_012)}`);
    await step(sql`update order_shipments set is_invoiced = false where ${ofOrders(950_012, 950_012)}`);
    await step(
      sql`update order_shipments set plates = null, transport_assigned_at = null where sequence = 1 and ${ofOrders(950_029, 950_030)}`,
    );
    // A change that moves no shipment leaves every kept row as it is.
    const [facts] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_pending_shipment_cells`,
    );
    await step(sql`update orders set comments = 'revisado' where number between 950001 and 950030`);
    await step(sql`update order_shipments set comments = 'revisado' where ${ofOrders(950_001, 950_030)}`);
    const [after] = await rows<{ n: number; facts: number }>(
      sql`select count(*)::int as n, (select count(*)::int from order_pending_shipment_cells) as facts
          from order_pending_delivery_cells`,
    );
    expect(after!.n).toBe(before!.n);
    expect(after!.facts).toBe(facts!.n);
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
    expect(await unfoldedRows(t, orderPendingShipmentCells, tenantId)).toBe(0);
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
        await tx.execute(
          sql`update order_shipments set is_invoiced = true, plates = 'TRK-' || number where ${ofOrders(from + 10, from + 19)}`,
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
    // The shipment filters, each alone and together, without dates (the kept counts per facts) and
    // within dates (counted), for the tenant, a seller filter and the seller's own scope.
    const [facts] = await rows<{ invoiced: number; transported: number; both: number }>(sql`
      select count(*) filter (where s.is_invoiced)::int as invoiced,
             count(*) filter (where s.transport_assigned_at is not null)::int as transported,
             count(*) filter (where s.is_invoiced and s.transport_assigned_at is null)::int as both
      from order_shipments s where s.tenant_id = ${tenantId} and not s.is_delivered`);
    expect(facts!.invoiced).toBeGreaterThan(0);
    expect(facts!.transported).toBeGreaterThan(0);
    expect(facts!.both).toBeGreaterThan(0);
    const filtered = async (
      seller: string | null,
      query: Record<string, string>,
      dates?: [string, string],
    ) => {
      const [row] = await rows<{ n: number }>(sql`
        select count(*)::int as n from order_shipments s join orders o on o.id = s.order_id
        where s.tenant_id = ${tenantId} and not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA'
          ${seller ? sql`and o.seller_id = ${seller}` : sql``}
          ${dates ? sql`and s.date_delivery between ${dates[0]} and ${dates[1]}` : sql``}
          ${query.deliveryModel ? sql`and s.delivery_model = ${query.deliveryModel}` : sql``}
          ${query.isInvoiced ? sql`and s.is_invoiced = ${query.isInvoiced === 'true'}` : sql``}
          ${query.hasTransportAssigned ? sql`and (s.transport_assigned_at is not null) = ${query.hasTransportAssigned === 'true'}` : sql``}`);
      return row!.n;
    };
    const filters: Record<string, string>[] = [
      { isInvoiced: 'true' },
      { isInvoiced: 'false' },
      { hasTransportAssigned: 'true' },
      { hasTransportAssigned: 'false' },
      { deliveryModel: model!.m, isInvoiced: 'true', hasTransportAssigned: 'false' },
      { deliveryModel: model!.m, isInvoiced: 'true', hasTransportAssigned: 'true' },
    ];
    for (const query of filters) {
      const qs = `&${new URLSearchParams(query)}`;
      expect(await total(admin, qs), qs).toBe(await filtered(null, query));
      expect(await total(admin, `${qs}&sellers=${otherSellerId}`), qs).toBe(
        await filtered(otherSellerId, query),
      );
      expect(await total(seller, qs), qs).toBe(await filtered(sellerId, query));
      expect(await total(admin, `${qs}&dateDeliveryFrom=${range}&dateDeliveryTo=${to}`), qs).toBe(
        await filtered(null, query, [range, to]),
      );
    }
  });
});
