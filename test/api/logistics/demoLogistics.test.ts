/**
 * The demo's logistics, as the order page, the queues and the status read it: every demo order past
 * MATERIAL_ASIGNADO got there through real shipments, invoices, transport, deliveries and payments
 * (written by the services), dated in the order they happened, and the per-status counts stay the
 * demo's plan.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import type { OrderLogistics } from '../../../src/domain/logistics/shipments';
import { logisticsStatus } from '../../../src/domain/logistics/steps';
import { rowsOf } from '../../../src/server/db/client';
import { DEMO_ORDER_STATUSES } from '../../../src/server/db/seed/demoOrders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let admin: Session;
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

const SHIPPED = ['EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_ENTREGADA', 'PAGADO'];

interface DemoOrder {
  id: string;
  tenant: string;
  number: number;
  ops_status: string;
  payment_term: string;
  delivery_model: string;
  total_with_taxes: string;
  shipments: number;
}

const ordersOf = (tenant: string) =>
  rows<DemoOrder>(sql`
    select o.id, t.slug as tenant, o.number, o.ops_status, o.payment_term, o.delivery_model,
           o.total_with_taxes::text, o.shipments
      from orders o join tenants t on t.id = o.tenant_id
     where t.slug = ${tenant} order by o.number`);

const logisticsOf = async (orderId: string) => {
  const res = await call(t.app, admin, { method: 'GET', url: `/api/orders/${orderId}/logistics` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderLogistics>();
};

describe('demo logistics', () => {
  it('keeps the planned number of orders in each status', async () => {
    const main = await ordersOf('main');
    const counts: Record<string, number> = {};
    for (const o of main) counts[o.ops_status] = (counts[o.ops_status] ?? 0) + 1;
    expect(counts).toEqual(DEMO_ORDER_STATUSES.main);
    const norte = await rows<{ ops_status: string; n: number }>(sql`
      select o.ops_status, count(*)::int as n from orders o join tenants t on t.id = o.tenant_id
       where t.slug = 'norte' group by o.ops_status`);
    expect(Object.fromEntries(norte.map((r) => [r.ops_status, r.n]))).toEqual(DEMO_ORDER_STATUSES.norte);
  });

  it('gives each shipped order the shipments, invoices, transport and deliveries its status says', async () => {
    const main = await ordersOf('main');
    let twoShipments = 0;
    let creditNotes = 0;
    for (const o of main) {
      const section = await logisticsOf(o.id);
      const { shipments } = section;
      if (!SHIPPED.includes(o.ops_status)) {
        expect(shipments, `${o.number}`).toEqual([]);
        continue;
      }
      expect(shipments.length, `${o.number}`).toBeGreaterThan(0);
      if (shipments.length === 2) twoShipments++;
      const delivered = o.ops_status === 'ORDEN_ENTREGADA' || o.ops_status === 'PAGADO';
      const invoiced = o.ops_status !== 'EMBARCADO/PROGRAMADO';
      const transported = o.ops_status !== 'EMBARCADO/PROGRAMADO' && o.ops_status !== 'FACTURADO';
      for (const s of shipments) {
        expect(s.isDelivered, `${o.number}`).toBe(delivered);
        expect(s.invoice !== null, `${o.number}`).toBe(invoiced);
        expect(s.transport !== null, `${o.number}`).toBe(transported);
        if (s.transport && o.delivery_model === 'DELIVERY_PARTNER') {
          expect(s.transport.vehicleType, `${o.number}`).not.toBeNull();
          expect(s.transport.supplierTransport, `${o.number}`).not.toBeNull();
        }
        if (s.transport) expect(s.transport.plates).toMatch(/^[A-Z]{2,3}-\d{3}-[A-Z]$/);
        if (s.invoice) expect(s.invoice.number).toMatch(/^FAC-A-2\d{3}$/);
        creditNotes += s.invoice?.creditNotes.length ?? 0;
      }
      // The status is what the facts say (the rule every logistics write ends with).
      const paid = o.ops_status === 'PAGADO';
      expect(
        logisticsStatus({
          shipments: shipments.map((s) => ({
            hasTransport: s.transport !== null,
            isInvoiced: s.invoice !== null,
            isDelivered: s.isDelivered,
          })),
          requiredInvoice: true,
          nothingLeftToShip: shipments.length >= section.plannedShipments || section.stage === 'allShipped',
          paymentsCover: paid,
        }),
        `${o.number}`,
      ).toBe(o.ops_status);
      // Once invoiced, the invoices bill the whole order (its shipped share each).
      if (invoiced) {
        const billed = shipments.reduce((sum, s) => sum.plus(s.invoice!.totalWithIva), new Decimal(0));
        expect(billed.toFixed(2), `${o.number}`).toBe(new Decimal(o.total_with_taxes).toFixed(2));
      }
    }
    expect(twoShipments).toBeGreaterThanOrEqual(2);
    expect(creditNotes).toBeGreaterThanOrEqual(1);
  });

  it('pays the paid orders through treasury; one paid in advance was made PAGADO by its delivery', async () => {
    const paid = (await ordersOf('main')).filter((o) => o.ops_status === 'PAGADO');
    const treasury = await login(t.app, 'finance.treasury@demo.local');
    let inAdvance = 0;
    for (const o of paid) {
      const res = await call(t.app, treasury, { method: 'GET', url: `/api/orders/${o.id}/payments` });
      expect(res.statusCode, res.body).toBe(200);
      const panel = res.json<{
        paymentStatus: string;
        balance: string;
        transactions: { paymentDate: string }[];
      }>();
      expect(panel.paymentStatus).toBe('PAID');
      expect(panel.balance).toBe('0.00');
      const section = await logisticsOf(o.id);
      const deliveredOn = section.shipments.map((s) => s.deliveredAt!).sort()[0]!;
      if (o.payment_term === 'ADVANCE_PAYMENT') {
        inAdvance++;
        expect(panel.transactions.every((p) => p.paymentDate <= deliveredOn)).toBe(true);
      } else expect(panel.transactions.every((p) => p.paymentDate >= deliveredOn)).toBe(true);
    }
    expect(inAdvance).toBeGreaterThanOrEqual(1);
    // Delivered and not paid: what the customer owes is open on its invoices.
    const delivered = (await ordersOf('main')).filter((o) => o.ops_status === 'ORDEN_ENTREGADA');
    for (const o of delivered) expect(o.payment_term, `${o.number}`).toBe('CREDIT');
  });

  it('tells its story in order: the timeline, the shipments and the ledger all dated in the past', async () => {
    const [future] = await rows<{ n: number }>(sql`
      select ((select count(*) from order_history where created_at > now())
            + (select count(*) from inventory_movements where created_at > now())
            + (select count(*) from order_shipments where created_at > now())
            + (select count(*) from customer_invoices where created_at > now()))::int as n`);
    expect(future!.n).toBe(0);
    const paid = await rows<{ number: number; payment_term: string; statuses: string[] }>(sql`
      select o.number, o.payment_term, array(select h.to_status from order_history h
                              where h.order_id = o.id and h.to_status is not null
                              order by h.created_at, h.event <> 'created') as statuses
        from orders o join tenants t on t.id = o.tenant_id
       where t.slug = 'main' and o.ops_status = 'PAGADO'`);
    const walk = [
      'ORDEN_CREADA',
      'APROBADO_POR_FINANZAS',
      'MATERIAL_ASIGNADO',
      'EMBARCADO/PROGRAMADO',
      'FACTURADO',
      'TRANSPORTE_ASIGNADO',
    ];
    for (const o of paid)
      expect(o.statuses, `${o.number}`).toEqual(
        // Paid in advance, its delivery made it PAGADO at once.
        o.payment_term === 'ADVANCE_PAYMENT' ? [...walk, 'PAGADO'] : [...walk, 'ORDEN_ENTREGADA', 'PAGADO'],
      );
    // A shipment's SHIPPED movements are dated with the shipment.
    const [misdated] = await rows<{ n: number }>(sql`
      select count(*)::int as n from inventory_movements m
        join order_shipments s on s.id = (m.data->>'shipmentId')::uuid
       where m.kind = 'SHIPPED' and abs(extract(epoch from m.created_at - s.created_at)) > 1`);
    expect(misdated!.n).toBe(0);
  });

  it('fills the pending deliveries and the late orders with real shipments', async () => {
    const today = businessDay();
    const [open] = await rows<{ n: number; late: number }>(sql`
      select count(*)::int as n, count(*) filter (where s.date_delivery < ${today}::date)::int as late
        from order_shipments s join tenants t on t.id = s.tenant_id
       where t.slug = 'main' and not s.is_delivered`);
    expect(open!.late).toBeGreaterThanOrEqual(2);
    const pending = await call(t.app, admin, {
      method: 'GET',
      url: '/api/order-logistic/not-delivered?limit=100',
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json<{ totalRows: number }>().totalRows).toBe(open!.n);
    const overdue = await call(t.app, admin, { method: 'GET', url: '/api/orders/overdue?limit=100' });
    expect(overdue.statusCode, overdue.body).toBe(200);
    const late = overdue.json<{ data: { opsStatus: string; daysOverdue: number }[] }>().data;
    expect(late.filter((r) => SHIPPED.includes(r.opsStatus)).length).toBeGreaterThanOrEqual(2);
    expect(late.every((r) => r.daysOverdue > 0)).toBe(true);
    const count = await call(t.app, admin, { method: 'GET', url: '/api/orders/count-delay-orders' });
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json<{ count: number }>().count).toBe(late.length);
  });
});
