/**
 * Who may do what with shipments (src/domain/access.ts over the role matrix): operations writes;
 * customer service assigns transport and confirms delivery (its pending-delivery list) but does
 * not create shipments; the seller and the customer read; the degraded role nothing. Another
 * tenant's order or shipment is not found. Two people shipping the same kilos at once ship them
 * once.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../../src/domain/logistics';
import { call, login } from '../../helpers/testApp';
import { shipmentFixture } from './shipmentFixture';
import { today } from './shipmentHelpers';

const { t, people, api } = shipmentFixture();

describe('permissions', () => {
  it('lets the seller read the section but not change it', async () => {
    const { id, lotId } = await api.simpleOrder('300');
    const s = await api.shipAll(id);
    const view = await api.logisticsOk(id, people.seller);
    expect(view.canWrite).toBe(false);
    expect(view.shipments[0]!.canDelete).toBe(false);
    expect(view.bulkAuthorization.canSend).toBe(false);
    const forbidden = 'No tienes permisos para esta acción';
    for (const res of [
      await api.ship(id, { lines: [{ allocationId: lotId, quantity: '1' }] }, people.seller),
      await api.removeShipment(id, s.id, people.seller),
      await api.assignTransport(s.id, { plates: 'A', driverName: 'Ana', version: 1 }, people.seller),
      await api.confirm(s.id, { isCompleted: true, deliveryDate: today() }, people.seller),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(forbidden);
    }
  });

  it('lets customer service deliver (transport, confirmation) but not create or delete shipments', async () => {
    const { id, lotId } = await api.simpleOrder('300');
    const s = await api.shipAll(id);
    const view = await api.logisticsOk(id, people.customerService);
    expect(view.canWrite).toBe(false);
    expect(
      (await api.ship(id, { lines: [{ allocationId: lotId, quantity: '1' }] }, people.customerService))
        .statusCode,
    ).toBe(403);
    expect((await api.removeShipment(id, s.id, people.customerService)).statusCode).toBe(403);
    const transport = await api.assignTransport(
      s.id,
      {
        plates: 'XYZ-1',
        driverName: 'Ana López',
        version: s.version,
        vehicleTypeId: await api.vehicleTypeId(),
        newProviderName: 'Fletes CS',
        deliveryDate: s.dateDelivery,
      },
      people.customerService,
    );
    expect(transport.statusCode, transport.body).toBe(200);
    const done = await api.confirm(
      s.id,
      { isCompleted: true, deliveryDate: today() },
      people.customerService,
    );
    expect(done.statusCode, done.body).toBe(200);
  });

  it('lets a customer read its own company’s order logistics only, read-only', async () => {
    const customer = await login(t.app, 'customer@demo.local');
    const [own] = await api.q<{ id: string }>(sql`
      select o.id from orders o join users u on u.customer_id = o.customer_id
      where u.email = 'customer@demo.local' limit 1`);
    const [other] = await api.q<{ id: string }>(sql`
      select o.id from orders o join users u on u.email = 'customer@demo.local'
      where o.customer_id <> u.customer_id limit 1`);
    const res = await api.logistics(own!.id, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderLogistics>().canWrite).toBe(false);
    expect((await api.logistics(other!.id, customer)).statusCode).toBe(403);
    const list = await call(t.app, customer, { method: 'GET', url: '/api/vehicle-type' });
    expect(list.statusCode).toBe(200);
  });

  it('refuses everything to the degraded role', async () => {
    const { id } = await api.simpleOrder('100');
    const s = await api.shipAll(id);
    for (const res of [
      await api.logistics(id, people.degraded),
      await api.removeShipment(id, s.id, people.degraded),
      await api.confirm(s.id, { isCompleted: true, deliveryDate: today() }, people.degraded),
      await call(t.app, people.degraded, { method: 'GET', url: '/api/vehicle-type' }),
      await call(t.app, people.degraded, { method: 'GET', url: '/api/transport-providers' }),
    ])
      expect(res.statusCode).toBe(403);
  });
});

describe('tenancy', () => {
  it('answers 404 for another tenant’s order and shipment', async () => {
    const { id } = await api.simpleOrder('100');
    const s = await api.shipAll(id);
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const get = await call(t.app, norte, {
      method: 'GET',
      url: `/api/orders/${id}/logistics`,
      tenant: 'norte',
    });
    expect(get.statusCode).toBe(404);
    const del = await call(t.app, norte, {
      method: 'DELETE',
      url: `/api/orders/${id}/logistics/shipments/${s.id}`,
      tenant: 'norte',
    });
    expect(del.statusCode).toBe(404);
    const transport = await call(t.app, norte, {
      method: 'PUT',
      url: `/api/order-logistic/${s.id}/assign-transport`,
      payload: { plates: 'ABC', driverName: 'Ana', version: 1 },
      tenant: 'norte',
    });
    expect(transport.statusCode).toBe(404);
    expect(transport.json().message).toBe('No se encontró el embarque');
    const confirm = await call(t.app, norte, {
      method: 'PUT',
      url: `/api/order-logistic/${s.id}/confirm-delivery`,
      payload: { isCompleted: true, deliveryDate: today() },
      tenant: 'norte',
    });
    expect(confirm.statusCode).toBe(404);
    expect((await api.shipmentRows(id))[0]!.isDelivered).toBe(false);
    // The other tenant's lists hold its own rows only.
    const types = await call(t.app, norte, {
      method: 'GET',
      url: '/api/vehicle-type?limit=100',
      tenant: 'norte',
    });
    const ours = await call(t.app, people.operation, { method: 'GET', url: '/api/vehicle-type?limit=100' });
    const ids = new Set(ours.json<{ data: { id: string }[] }>().data.map((v) => v.id));
    expect(types.json<{ data: { id: string }[] }>().data.some((v) => ids.has(v.id))).toBe(false);
  });
});

describe('concurrency', () => {
  it('two people shipping the whole remaining kilos at once ship them once', async () => {
    const { id, lotId } = await api.simpleOrder('700');
    const [lot] = (await api.logisticsOk(id)).shippable.lots;
    const body = { lines: [{ allocationId: lot!.allocationId, quantity: lot!.remainingKg }] };
    const responses = await Promise.all([api.ship(id, body), api.ship(id, body)]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    expect(await api.shipmentRows(id)).toHaveLength(1);
    const row = await api.lotRow(lotId);
    expect([row.allocatedKg, row.shippedKg]).toEqual(['0.000', '700.000']);
    expect((await api.movements(lotId)).filter((m) => m.kind === 'SHIPPED')).toHaveLength(1);
    expect((await api.allocationRows(id))[0]!.shippedKg).toBe('700.000');
    expect((await api.history(id)).filter((h) => h.event === 'shipmentCreated')).toHaveLength(1);
  });
});
