/**
 * The calendar status of each delivery: orders brought to each situation through the real API
 * (created, retained, released, material assigned, shipped, transport assigned, delivered,
 * cancelled; on a past and a future week) show the status the rule names; and the SQL that
 * computes it agrees with the domain's `calendarStatusOf` on every status × finance status × date
 * (before, on and after today).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type CalendarResponse,
  type CalendarStatus,
  calendarStatusOf,
  mondayOf,
} from '../../../src/domain/dashboards/calendar';
import { OPS_STATUSES } from '../../../src/domain/orders/status';
import { orders } from '../../../src/server/db/schema';
import { createOrder } from '../../helpers/orders';
import { call, type Session } from '../../helpers/testApp';
import { shipmentFixture } from '../logistics/shipmentFixture';
import { today } from '../logistics/shipmentHelpers';

const { t, people, api } = shipmentFixture();

/** Every delivery of the week for the session, all pages. */
async function wholeWeek(session: Session, monday: string): Promise<Map<string, CalendarStatus>> {
  const seen = new Map<string, CalendarStatus>();
  for (let offset = 0; ; offset += 50) {
    const res = await call(t.app, session, {
      method: 'GET',
      url: `/api/orders/dashboard-calendly?startDateFilter=${monday}&limitPerDay=50&offsetPerDay=${offset}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<CalendarResponse>();
    for (const item of Object.values(page.data).flat()) seen.set(item.id, item.status);
    if (!page.hasMoreGlobal) return seen;
  }
}

const placeOn = (ids: string[], day: string) =>
  api.db((tx) => tx.update(orders).set({ deliveryDate: day }).where(inArray(orders.id, ids)));

/** An order in each situation the API can bring it to; the map says which is which. */
async function ordersInEverySituation() {
  const created = (await createOrder(t.app, people.seller, { paymentTerm: 'CREDIT' }))[0]!;
  const retained = (await createOrder(t.app, people.seller, { paymentTerm: 'CREDIT' }))[0]!;
  const retain = await call(t.app, people.credit, {
    method: 'PUT',
    url: `/api/orders/${retained}/finance/retain`,
    payload: { reason: 'overdraft' },
  });
  expect(retain.statusCode, retain.body).toBe(200);
  const released = (await createOrder(t.app, people.seller, { paymentTerm: 'CREDIT' }))[0]!;
  await api.release(released);
  const materialAssigned = (await api.simpleOrder('500')).id;
  const shipped = (await api.simpleOrder('500')).id;
  await api.shipAll(shipped);
  // Without an invoice to wait for (as the lifecycle tests stage it), the transport completes the step.
  const transported = (await api.simpleOrder('500')).id;
  await api.db((tx) => tx.update(orders).set({ requiredInvoice: false }).where(eq(orders.id, transported)));
  await api.transport(await api.shipAll(transported));
  const delivered = (await api.simpleOrder('500')).id;
  const shipment = await api.shipAll(delivered);
  const confirm = await api.confirm(shipment.id, { isCompleted: true, deliveryDate: today() });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const cancelled = (await createOrder(t.app, people.seller, { paymentTerm: 'CREDIT' }))[0]!;
  await api.setStatus(cancelled, 'ORDEN_CANCELADA');

  const statuses = Object.fromEntries(
    await Promise.all(
      Object.entries({ created, retained, released, materialAssigned, shipped, transported, delivered }).map(
        async ([name, id]) => [name, (await api.orderRow(id)).opsStatus] as const,
      ),
    ),
  );
  expect(statuses).toEqual({
    created: 'ORDEN_CREADA',
    retained: 'ORDEN_RETENIDA',
    released: 'APROBADO_POR_FINANZAS',
    materialAssigned: 'MATERIAL_ASIGNADO',
    shipped: 'EMBARCADO/PROGRAMADO',
    transported: 'TRANSPORTE_ASIGNADO',
    delivered: 'ORDEN_ENTREGADA',
  });
  return { created, retained, released, materialAssigned, shipped, transported, delivered, cancelled };
}

describe('the five statuses, on orders driven through the API', () => {
  it('on a future week: finance not yet, authorized without shipment, shipment confirmed, delivered', async () => {
    const monday = '2027-06-07';
    expect((await wholeWeek(people.admin, monday)).size).toBe(0);
    const o = await ordersInEverySituation();
    await placeOn(Object.values(o), addDays(monday, 2));
    const week = await wholeWeek(people.admin, monday);
    expect(Object.fromEntries(Object.entries(o).map(([name, id]) => [name, week.get(id)]))).toEqual({
      created: 'not-authorized-finance',
      retained: 'not-authorized-finance',
      released: 'authorized-no-shipment',
      materialAssigned: 'authorized-no-shipment',
      shipped: 'shipment-confirmed',
      transported: 'shipment-confirmed',
      delivered: 'delivered',
      cancelled: undefined,
    });
    expect(week.size).toBe(7);
  });

  it('on a past week: without a shipment it is late, whatever finance did', async () => {
    const monday = '2025-06-02';
    expect((await wholeWeek(people.admin, monday)).size).toBe(0);
    const o = await ordersInEverySituation();
    await placeOn(Object.values(o), addDays(monday, 4));
    const week = await wholeWeek(people.admin, monday);
    expect(Object.fromEntries(Object.entries(o).map(([name, id]) => [name, week.get(id)]))).toEqual({
      created: 'delayed-no-shipment',
      retained: 'delayed-no-shipment',
      released: 'delayed-no-shipment',
      materialAssigned: 'delayed-no-shipment',
      shipped: 'shipment-confirmed',
      transported: 'shipment-confirmed',
      delivered: 'delivered',
      cancelled: undefined,
    });
  });
});

describe('the SQL agrees with calendarStatusOf', () => {
  it('on every status, finance status and date around today', async () => {
    const [templateId] = await createOrder(t.app, people.seller, { paymentTerm: 'CREDIT' });
    const now = today();
    const days = [addDays(now, -1), now, addDays(now, 1)];
    const staged: { id: string; expected: CalendarStatus | null }[] = [];
    await api.db(async (tx) => {
      const [template] = await tx.select().from(orders).where(eq(orders.id, templateId!));
      let number = 900_000;
      for (const opsStatus of OPS_STATUSES) {
        for (const financeStatus of [null, 'FINANCE_RELEASED']) {
          for (const deliveryDate of days) {
            const id = randomUUID();
            await tx
              .insert(orders)
              .values({ ...template!, id, number: number++, opsStatus, financeStatus, deliveryDate });
            staged.push({ id, expected: calendarStatusOf({ opsStatus, financeStatus, deliveryDate }, now) });
          }
        }
      }
    });
    // Every status of the rule is among the expectations (the staging covers the rule).
    expect(new Set(staged.map((s) => s.expected)).size).toBe(6);

    const seen = new Map<string, CalendarStatus>();
    for (const monday of new Set(days.map(mondayOf))) {
      for (const [id, status] of await wholeWeek(people.admin, monday)) seen.set(id, status);
    }
    const wrong = staged
      .filter((s) => (seen.get(s.id) ?? null) !== s.expected)
      .map((s) => `${s.id}: expected ${s.expected}, got ${seen.get(s.id) ?? null}`);
    expect(wrong).toEqual([]);
  });
});
