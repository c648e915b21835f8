/**
 * The scale generator's bulk load (`scaleLoad.ts`) turns the triggers and foreign-key checks off
 * and drops the big tables' secondary indexes for its run. This checks it leaves what the
 * triggers and the migrations would have: the facts kept on orders and items equal what the
 * database's own functions compute, the dashboards' summaries equal a recount over every order,
 * every reference resolves, and the indexes are the same, by name and definition, as before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { seedScaleOrders } from '../../../src/server/db/seed/scale';
import { createTestApp, type TestContext } from '../../helpers/testApp';

let t: TestContext;
const GENERATED = 400;
let indexesBefore: { name: string; definition: string }[];
let firstNumber = 0;

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

const indexes = () =>
  rows<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() order by indexname`);

beforeAll(async () => {
  t = await createTestApp();
  indexesBefore = await indexes();
  const result = await seedScaleOrders(t.database.db, { tenant: 'main', orders: GENERATED, batchSize: 100 });
  firstNumber = result.firstNumber;
});
afterAll(() => t.close());

describe('the scale generator bulk load', () => {
  it('dropped and created again the same indexes', async () => {
    expect(await indexes()).toEqual(indexesBefore);
  });

  it("keeps the step times, allocation sums and items' creation instants the triggers keep", async () => {
    const facts = () =>
      rows<Record<string, string | null>>(sql`
        select o.id, o.step_approved_at::text, o.step_material_at::text, o.step_scheduled_at::text,
               o.step_transport_at::text, o.step_invoiced_at::text, o.step_delivered_at::text,
               o.release_requested_at::text, o.allocated_kg::text, o.costed_kg::text,
               o.costed_revenue_usd::text, o.costed_cost_usd::text
        from orders o join tenants t on t.id = o.tenant_id
        where t.slug = 'main' and o.number >= ${firstNumber} order by o.id`);
    const stored = await facts();
    expect(stored.length).toBe(GENERATED);
    // Some generated orders have allocations with a costed lot, so the sums are exercised.
    expect(stored.filter((o) => o.costed_kg !== '0' && o.costed_kg !== '0.000').length).toBeGreaterThan(20);
    expect(stored.filter((o) => o.step_delivered_at !== null).length).toBeGreaterThan(20);
    // The database's own functions, over the generated orders: they change nothing.
    await t.database.db.execute(sql`
      select orders_step_facts(array(select id from orders where number >= ${firstNumber})),
             orders_allocation_facts(array(select id from orders where number >= ${firstNumber}))`);
    expect(await facts()).toEqual(stored);
    const items = await rows<{ wrong: number; n: number }>(sql`
      select count(*) filter (where i.order_created_at is distinct from o.created_at)::int as wrong, count(*)::int as n
      from order_items i join orders o on o.id = i.order_id where o.number >= ${firstNumber}`);
    expect(items[0]!.n).toBeGreaterThanOrEqual(GENERATED);
    expect(items[0]!.wrong).toBe(0);
  });

  it("leaves every summary equal to a recount over all orders (migration 0024's own sums)", async () => {
    const differences = async (cells: string, recount: string) =>
      rows<Record<string, unknown>>(
        sql.raw(`
        with c as (${cells}), r as (${recount})
        (select 'summary' as side, * from c except select 'summary', * from r)
        union all (select 'recount', * from r except select 'recount', * from c)`),
      );
    const open = `('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_RETENIDA')`;
    const waiting = `('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'ORDEN_RETENIDA')`;
    expect(
      await differences(
        `select tenant_id, month, seller_id, customer_id, sum(orders)::int, sum(kg), sum(usd), sum(mxn), sum(costed_kg), sum(costed_revenue_usd), sum(costed_cost_usd)
         from dashboard_sales_cells group by 1, 2, 3, 4 having sum(orders) <> 0`,
        `select tenant_id, dashboard_month(created_at), seller_id, customer_id, count(*)::int, sum(total_kg), sum(products_total_usd), sum(products_total_mxn), sum(costed_kg), sum(costed_revenue_usd), sum(costed_cost_usd)
         from orders where ops_status <> 'ORDEN_CANCELADA' group by 1, 2, 3, 4`,
      ),
    ).toEqual([]);
    expect(
      await differences(
        `select tenant_id, month, seller_id, product_id, sum(items)::int, sum(kg), sum(usd), sum(mxn)
         from dashboard_product_cells group by 1, 2, 3, 4 having sum(items) <> 0`,
        `select o.tenant_id, dashboard_month(o.created_at), o.seller_id, i.product_id, count(*)::int, sum(i.quantity_kg), sum(i.total_price_usd), sum(i.total_price_mxn)
         from order_items i join orders o on o.id = i.order_id where o.ops_status <> 'ORDEN_CANCELADA' group by 1, 2, 3, 4`,
      ),
    ).toEqual([]);
    // Floating-point totals: added in another order, they agree to far below what the figures show.
    expect(
      await differences(
        `select tenant_id, month, measure, bucket, sum(orders)::int, round(sum(total)::numeric, 6)
         from dashboard_duration_cells group by 1, 2, 3, 4 having sum(orders) <> 0`,
        `select o.tenant_id, d.month, d.measure, dashboard_bucket(d.measure, d.value), count(*)::int, round(sum(d.value)::numeric, 6)
         from orders o cross join lateral dashboard_order_durations(o) d group by 1, 2, 3, 4`,
      ),
    ).toEqual([]);
    expect(
      await differences(
        `select tenant_id, seller_id, product_id, sum(items)::int, sum(kg)
         from dashboard_demand_cells group by 1, 2, 3 having sum(items) <> 0`,
        `select o.tenant_id, o.seller_id, i.product_id, count(*)::int, sum(i.quantity_kg)
         from order_items i join orders o on o.id = i.order_id where o.ops_status in ${waiting} group by 1, 2, 3`,
      ),
    ).toEqual([]);
    expect(
      await differences(
        `select tenant_id, month, seller_id, sum(delivered)::int, sum(on_time)::int
         from dashboard_delivery_cells group by 1, 2, 3 having sum(delivered) <> 0`,
        `select tenant_id, dashboard_month(delivered_at), seller_id, count(*)::int, sum(dashboard_on_time(delivered_at, delivery_date))::int
         from orders where delivered_at is not null group by 1, 2, 3`,
      ),
    ).toEqual([]);
    expect(
      await differences(
        `select tenant_id, seller_id, due, retained, sum(orders)::int, sum(kg), sum(usd), sum(mxn)
         from dashboard_open_cells group by 1, 2, 3, 4 having sum(orders) <> 0`,
        `select tenant_id, seller_id, coalesce(shipment_due_date, delivery_date), ops_status = 'ORDEN_RETENIDA', count(*)::int, sum(total_kg), sum(products_total_usd), sum(products_total_mxn)
         from orders where ops_status in ${open} group by 1, 2, 3, 4`,
      ),
    ).toEqual([]);
    expect(
      await differences(
        `select tenant_id, seller_id, ops_status, sum(orders)::int, sum(kg)
         from order_status_cells group by 1, 2, 3 having sum(orders) <> 0`,
        `select tenant_id, seller_id, ops_status, count(*)::int, sum(total_kg) from orders group by 1, 2, 3`,
      ),
    ).toEqual([]);
    // Each order's finance queue is what the database's own rule says for it and its finance row,
    // and the kept counts per seller and queue equal a recount (migration 0028).
    expect(
      await differences(
        `select id, finance_queue from orders`,
        `select o.id, order_finance_queue_of(o.ops_status, o.finance_status, o.payment_term,
           f.payment_requested_at, f.is_payment_validated, f.release_requested_at)
         from orders o left join order_finance f on f.order_id = o.id`,
      ),
    ).toEqual([]);
    expect(
      await differences(
        `select tenant_id, seller_id, finance_queue, sum(orders)::int
         from order_finance_cells group by 1, 2, 3 having sum(orders) <> 0`,
        `select tenant_id, seller_id, finance_queue, count(*)::int from orders where finance_queue is not null group by 1, 2, 3`,
      ),
    ).toEqual([]);
    // And the pending deliveries per seller and delivery date (migration 0031).
    expect(
      await differences(
        `select tenant_id, seller_id, date_delivery, sum(shipments)::int
         from order_pending_delivery_cells group by 1, 2, 3 having sum(shipments) <> 0`,
        `select s.tenant_id, o.seller_id, s.date_delivery, count(*)::int
         from order_shipments s join orders o on o.id = s.order_id
         where not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA' group by 1, 2, 3`,
      ),
    ).toEqual([]);
    // And per seller and shipment facts, and the suffixes of the pending shipments' plates (0033).
    expect(
      await differences(
        `select tenant_id, seller_id, delivery_model, is_invoiced, transported, sum(shipments)::int
         from order_pending_shipment_cells group by 1, 2, 3, 4, 5 having sum(shipments) <> 0`,
        `select s.tenant_id, o.seller_id, s.delivery_model, s.is_invoiced, s.transport_assigned_at is not null, count(*)::int
         from order_shipments s join orders o on o.id = s.order_id
         where not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA' group by 1, 2, 3, 4, 5`,
      ),
    ).toEqual([]);
    expect(
      await differences(
        `select tenant_id, shipment_id, suffix from order_shipment_plate_suffixes`,
        `select s.tenant_id, s.id, substr(upper(s.plates), i)
         from order_shipments s, generate_series(1, length(s.plates)) i
         where not s.is_delivered and s.plates is not null`,
      ),
    ).toEqual([]);
    // Every shipment carries its order's customer (migration 0035).
    expect(
      await differences(
        `select id, customer_id from order_shipments`,
        `select s.id, o.customer_id from order_shipments s join orders o on o.id = s.order_id`,
      ),
    ).toEqual([]);
    const [suffixes] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_shipment_plate_suffixes s join tenants t on t.id = s.tenant_id where t.slug = 'main'`,
    );
    expect(suffixes!.n).toBeGreaterThan(0);
    // The load's rows were folded as the job folds them (the tenant's; the other one's demo rows wait).
    const pending = await rows<{ n: number }>(
      sql`select count(*)::int as n from dashboard_sales_cells c join tenants t on t.id = c.tenant_id
          where t.slug = 'main' and not c.folded`,
    );
    expect(pending[0]!.n).toBe(0);
  });

  it('leaves no reference dangling (the foreign keys were not checked during the load)', async () => {
    const keys = await rows<{ child: string; column: string; parent: string; target: string }>(sql`
      select c.conrelid::regclass::text as child, a.attname as column,
             c.confrelid::regclass::text as parent, af.attname as target
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1
        and c.conrelid::regclass::text in ('orders', 'order_items', 'inventory_lots', 'order_allocations',
          'inventory_movements', 'order_shipments', 'shipment_lines', 'order_history', 'order_finance',
          'order_payments', 'customer_invoices')`);
    expect(keys.length).toBeGreaterThan(20);
    const dangling: string[] = [];
    for (const k of keys) {
      const [row] = await rows<{ n: number }>(
        sql.raw(`select count(*)::int as n from ${k.child} c
          where c.${k.column} is not null and not exists (select 1 from ${k.parent} p where p.${k.target} = c.${k.column})`),
      );
      if (row!.n > 0) dangling.push(`${k.child}.${k.column} → ${k.parent}: ${row!.n}`);
    }
    expect(dangling).toEqual([]);
  });
});
