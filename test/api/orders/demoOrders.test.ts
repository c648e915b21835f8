/**
 * The demo seed's orders: every lifecycle status in `main` (a few in `norte`), due this week and
 * the next, owned like API-created orders (the customer's seller), with a consistent history,
 * comments, counters past them, and proformas queued for generation when asked.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { OPS_STATUSES } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { DEMO_ORDER_STATUSES, seedDemoOrders } from '../../../src/server/db/seed/demoOrders';
import { addDays } from '../../../src/server/db/seed/orderRows';
import { inTenant } from '../../../src/server/db/tenantTx';
import { call, createTestApp, login, type TestContext } from '../../helpers/testApp';

let t: TestContext;
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface DemoOrder {
  tenant: string;
  number: number;
  ops_status: string;
  delivery_date: string;
  created_at: string;
  currency: string;
  delivery_model: string;
  payment_term: string;
  seller: string;
  customer_seller: string;
  steps: string[];
}

const demoOrders = () =>
  rows<DemoOrder>(sql`
    select t.slug as tenant, o.number, o.ops_status, o.delivery_date, o.created_at::text, o.currency,
           o.delivery_model, o.payment_term, u.email as seller, cu.email as customer_seller,
           array(select h.to_status from order_history h where h.order_id = o.id and h.to_status is not null
                 order by h.created_at, h.event <> 'created') as steps
    from orders o
    join tenants t on t.id = o.tenant_id
    join customers c on c.id = o.customer_id
    join users u on u.id = o.seller_id
    join users cu on cu.id = c.seller_id
    order by t.slug, o.number`);

describe('demo orders', () => {
  it('cover every status in main and the planned ones in norte', async () => {
    const orders = await demoOrders();
    const main = orders.filter((o) => o.tenant === 'main');
    expect(new Set(main.map((o) => o.ops_status))).toEqual(new Set(OPS_STATUSES));
    expect(main.length).toBe(Object.values(DEMO_ORDER_STATUSES.main).reduce((a, b) => a + (b ?? 0), 0));
    expect(main.length).toBeGreaterThanOrEqual(35);
    const norte = orders.filter((o) => o.tenant === 'norte');
    expect(norte.map((o) => o.ops_status).sort()).toEqual(
      Object.entries(DEMO_ORDER_STATUSES.norte)
        .flatMap(([s, n]) => Array.from({ length: n ?? 0 }, () => s))
        .sort(),
    );
  });

  it('are due over this week and the next, delivered ones already past, none created in the future', async () => {
    const today = businessDay();
    for (const o of await demoOrders()) {
      expect(o.delivery_date >= addDays(today, -7), `${o.number} ${o.delivery_date}`).toBe(true);
      expect(o.delivery_date <= addDays(today, 14), `${o.number} ${o.delivery_date}`).toBe(true);
      if (o.ops_status === 'ORDEN_ENTREGADA' || o.ops_status === 'PAGADO') {
        expect(o.delivery_date <= today).toBe(true);
      }
      expect(new Date(o.created_at).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('belong to their customer’s seller, use the three demo sellers, both currencies and delivery models', async () => {
    const main = (await demoOrders()).filter((o) => o.tenant === 'main');
    expect(main.filter((o) => o.seller !== o.customer_seller)).toEqual([]);
    const sellers = new Set(main.map((o) => o.seller));
    for (const s of ['seller@demo.local', 'seller2@demo.local', 'seller3@demo.local'])
      expect(sellers).toContain(s);
    expect(new Set(main.map((o) => o.currency))).toEqual(new Set(['USD', 'MXN']));
    expect(new Set(main.map((o) => o.delivery_model))).toEqual(new Set(['PICKUP', 'DELIVERY_PARTNER']));
  });

  it('number in creation order and leave the counter after the last one', async () => {
    const orders = await demoOrders();
    for (const tenant of ['main', 'norte']) {
      const mine = orders.filter((o) => o.tenant === tenant);
      const byNumber = mine.map((o) => o.number);
      expect(byNumber).toEqual(mine.map((_, i) => i + 1));
      const created = mine.map((o) => new Date(o.created_at).getTime());
      expect(created).toEqual([...created].sort((a, b) => a - b));
      const [counter] = await rows<{ last_number: number }>(sql`
        select c.last_number from order_counters c join tenants t on t.id = c.tenant_id where t.slug = ${tenant}`);
      expect(counter?.last_number).toBe(mine.length);
    }
  });

  it('have a history that walks the steps up to their status', async () => {
    // A credit order's (one paid in advance goes from transport straight to PAGADO on delivery).
    const byNumber = new Map(
      (await demoOrders())
        .filter((o) => o.tenant === 'main' && o.payment_term === 'CREDIT')
        .map((o) => [o.ops_status, o]),
    );
    expect(byNumber.get('ORDEN_CREADA')?.steps).toEqual(['ORDEN_CREADA']);
    expect(byNumber.get('ORDEN_RETENIDA')?.steps).toEqual(['ORDEN_CREADA', 'ORDEN_RETENIDA']);
    expect(byNumber.get('ORDEN_CANCELADA')?.steps).toEqual(['ORDEN_CREADA', 'ORDEN_CANCELADA']);
    expect(byNumber.get('PAGADO')?.steps).toEqual([
      'ORDEN_CREADA',
      'APROBADO_POR_FINANZAS',
      'MATERIAL_ASIGNADO',
      'EMBARCADO/PROGRAMADO',
      'FACTURADO',
      'TRANSPORTE_ASIGNADO',
      'ORDEN_ENTREGADA',
      'PAGADO',
    ]);
    const [comments] = await rows<{ n: number }>(sql`select count(*)::int as n from order_comments`);
    expect(comments!.n).toBeGreaterThanOrEqual(5);
  });

  it('are what a seller sees in the list: the open tab holds the seller’s own open demo orders', async () => {
    const seller = await login(t.app, 'seller2@demo.local');
    const res = await call(t.app, seller, { method: 'GET', url: '/api/orders?limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    const open = (await demoOrders()).filter(
      (o) =>
        o.tenant === 'main' &&
        o.seller === 'seller2@demo.local' &&
        !['ORDEN_ENTREGADA', 'PAGADO', 'ORDEN_CANCELADA'].includes(o.ops_status),
    );
    expect(open.length).toBeGreaterThan(0);
    expect(
      res
        .json<{ data: { number: number }[] }>()
        .data.map((r) => r.number)
        .sort((a, b) => a - b),
    ).toEqual(open.map((o) => o.number));
  });

  it('queue their proformas for generation when asked (the product start), not in the test template', async () => {
    // The template's documents are the payment receipts treasury registered; nothing to render.
    const [before] = await rows<{ n: number }>(sql`
      select count(*)::int as n from order_documents where type <> 'payment_confirmation'`);
    expect(before!.n).toBe(0);
    const [pending] = await rows<{ n: number }>(sql`select count(*)::int as n from jobs`);
    expect(pending!.n).toBe(0);
    const [norte] = await rows<{ id: string }>(sql`select id from tenants where slug = 'norte'`);
    // Invoices stay with the customer and shipments hold lots when an order goes: those go first.
    await t.database.db.execute(
      sql`delete from customer_invoices where tenant_id = ${norte!.id} and order_id is not null`,
    );
    await t.database.db.execute(sql`delete from order_shipments where tenant_id = ${norte!.id}`);
    await t.database.db.execute(sql`delete from orders where tenant_id = ${norte!.id}`);
    const result = await inTenant(t.database.db, norte!.id, (tx) =>
      seedDemoOrders(tx, { id: norte!.id, slug: 'norte', externalErp: true }, { proformas: true }),
    );
    const docs = await rows<{ type: string; updating: boolean }>(sql`
      select type, updating from order_documents where tenant_id = ${norte!.id}`);
    expect(docs).toHaveLength(result.orders);
    expect(docs.every((d) => d.type === 'sales_order' && d.updating)).toBe(true);
    // Each one's render is a job the worker of the starting app runs.
    const [renders] = await rows<{ n: number }>(sql`
      select count(*)::int as n from jobs
      where tenant_id = ${norte!.id} and kind = 'proforma.render' and status = 'pending'`);
    expect(renders!.n).toBe(result.orders);
  });
});
