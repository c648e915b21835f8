/**
 * The generated scale data's shipments agree with the logistics rules, and the queues count them as
 * their definitions say: every order from EMBARCADO/PROGRAMADO on left in one shipment carrying all
 * its lots; its status is what `logisticsStatus` makes of its shipment; its due date is its pending
 * shipment's; the pending list and the late orders hold what plain SQL over the definitions finds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { logisticsStatus } from '../../../src/domain/logistics';
import { hasReached, type OpsStatus } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { seedScaleOrders } from '../../../src/server/db/seed/scale';
import { call, createTestApp, login, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let first: number;

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  // Enough for every logistics state, small enough to seed in seconds on a busy machine; the large
  // volumes belong to the benchmark (`npm run bench`).
  const result = await seedScaleOrders(t.database.db, { tenant: 'main', orders: 300, batchSize: 150 });
  first = result.firstNumber;
});
afterAll(() => t.close());

describe('generated shipments', () => {
  it('one shipment per shipped order, carrying its lots, as its status says', async () => {
    const orders = await rows<{
      ops_status: string;
      required_invoice: boolean;
      delivery_date: string;
      shipment_due_date: string | null;
      allocated: string;
      shipments: {
        kg: string;
        lines: string;
        date: string;
        delivered: boolean;
        transport: boolean;
        invoiced: boolean;
      }[];
    }>(sql`
      select o.ops_status, o.required_invoice, o.delivery_date::text, o.shipment_due_date::text,
             coalesce((select sum(a.allocated_kg) from order_allocations a where a.order_id = o.id), 0)::numeric(14,3)::text as allocated,
             coalesce((select json_agg(json_build_object(
                 'kg', s.quantity_kg::text,
                 'lines', (select sum(l.quantity_kg) from shipment_lines l where l.shipment_id = s.id)::numeric(14,3)::text,
                 'date', s.date_delivery::text, 'delivered', s.is_delivered,
                 'transport', s.transport_assigned_at is not null and s.plates is not null,
                 'invoiced', exists (select 1 from customer_invoices i where i.shipment_id = s.id)))
               from order_shipments s where s.order_id = o.id), '[]') as shipments
      from orders o join tenants t on t.id = o.tenant_id where t.slug = 'main' and o.number >= ${first}`);
    let shipped = 0;
    for (const o of orders) {
      const status = o.ops_status as OpsStatus;
      if (!hasReached(status, 'EMBARCADO/PROGRAMADO')) {
        expect(o.shipments, status).toEqual([]);
        expect(o.shipment_due_date).toBeNull();
        continue;
      }
      shipped++;
      expect(o.shipments).toHaveLength(1);
      const s = o.shipments[0]!;
      expect(s.kg).toBe(o.allocated);
      expect(s.lines).toBe(o.allocated);
      expect(o.shipment_due_date).toBe(s.delivered ? null : s.date);
      const facts = {
        shipments: [{ hasTransport: s.transport, isInvoiced: s.invoiced, isDelivered: s.delivered }],
        requiredInvoice: o.required_invoice,
        nothingLeftToShip: true,
        paymentsCover: status === 'PAGADO',
      };
      // A counter sale needs no invoice: its generated FACTURADO reads as shipped.
      if (o.required_invoice || status !== 'FACTURADO') expect(logisticsStatus(facts), status).toBe(status);
    }
    expect(shipped).toBeGreaterThan(60);
  });

  it('the queues count what their definitions find', async () => {
    const today = businessDay();
    const [expected] = await rows<{ pending: number; late: number }>(sql`
      select (select count(*)::int from order_shipments s join orders o on o.id = s.order_id
                join tenants t on t.id = o.tenant_id
              where t.slug = 'main' and not s.is_delivered and o.ops_status <> 'ORDEN_CANCELADA') as pending,
             (select count(*)::int from orders o join tenants t on t.id = o.tenant_id
              where t.slug = 'main' and o.ops_status not in ('ORDEN_ENTREGADA', 'PAGADO', 'ORDEN_CANCELADA')
                and coalesce(o.shipment_due_date, o.delivery_date) < ${today}) as late`);
    const operation = await login(t.app, 'operation@demo.local');
    const get = async (url: string) => {
      const res = await call(t.app, operation, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(expected!.pending).toBeGreaterThan(20);
    expect(expected!.late).toBeGreaterThan(20);
    expect((await get('/api/orders/count-for-logistics')).count).toBe(expected!.pending);
    expect((await get('/api/order-logistic/not-delivered?limit=5')).totalRows).toBe(expected!.pending);
    expect((await get('/api/orders/count-delay-orders')).count).toBe(expected!.late);
    const overdue = await get('/api/orders/overdue?limit=5');
    expect(overdue.totalRows).toBe(expected!.late);
    const days = overdue.data.map((r: { daysOverdue: number }) => r.daysOverdue);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });
});
