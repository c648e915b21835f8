/**
 * A shipment's transport in both delivery models, with every text of the form in Spanish and in
 * English; the provider typed in the form created or reused; the version check; the vehicle
 * types and transport providers lists.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShipmentView } from '../../../src/domain/logistics';
import { call } from '../../helpers/testApp';
import { shipmentFixture } from './shipmentFixture';
import { inDays } from './shipmentHelpers';

const { t, people, api } = shipmentFixture();

const en = { 'accept-language': 'en' };
const unknownId = '6f1c1f43-5a53-4c59-9a52-0d5f0c4f3a10';

async function details(
  shipmentId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await api.assignTransport(shipmentId, payload, people.operation, headers);
  expect(res.statusCode, res.body).toBe(400);
  // Every message: an empty field says only that it is required, not also its length or pattern.
  return res.json<{ details: { path: string; message: string }[] }>().details.map((d) => [d.path, d.message]);
}

describe('PUT /api/order-logistic/{id}/assign-transport, pickup model', () => {
  it('keeps plates, driver and comments, with every text of the form', async () => {
    const { id } = await api.simpleOrder('300');
    await api.db((tx) => tx.execute(sql`update orders set delivery_model = 'PICKUP' where id = ${id}`));
    const s = await api.shipAll(id);

    expect(await details(s.id, { plates: '', driverName: '', version: s.version })).toEqual([
      ['body.plates', 'La placa del vehículo es obligatoria'],
      ['body.driverName', 'El nombre del conductor es obligatorio'],
    ]);
    expect(await details(s.id, { plates: '', driverName: '', version: s.version }, en)).toEqual([
      ['body.plates', 'The vehicle plate is required'],
      ['body.driverName', "The driver's name is required"],
    ]);
    expect(await details(s.id, { plates: 'AB 12', driverName: 'J', version: s.version })).toEqual([
      ['body.plates', 'La placa debe contener solo letras, números y guiones'],
      ['body.driverName', 'El nombre del conductor debe tener entre 2 y 100 caracteres'],
    ]);
    expect(
      await details(s.id, { plates: 'AB 12', driverName: 'x'.repeat(101), version: s.version }, en),
    ).toEqual([
      ['body.plates', 'The plate may contain only letters, digits and hyphens'],
      ['body.driverName', "The driver's name must be 2 to 100 characters"],
    ]);
    expect(
      await details(s.id, {
        plates: 'ABC',
        driverName: 'Juan',
        comments: 'x'.repeat(501),
        version: s.version,
      }),
    ).toEqual([['body.comments', 'Los comentarios no pueden exceder 500 caracteres']]);

    // The pickup model needs neither vehicle type, provider nor date.
    const res = await api.assignTransport(s.id, {
      plates: 'abc-123',
      driverName: ' Juan Pérez ',
      comments: 'Recoge en andén 2',
      version: s.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<ShipmentView>();
    expect(view.transport).toMatchObject({
      plates: 'ABC-123',
      driverName: 'Juan Pérez',
      comments: 'Recoge en andén 2',
      vehicleType: null,
      supplierTransport: null,
    });
    expect(view.transport!.assignedBy?.name).toBeTruthy();
    expect(view.version).toBe(s.version + 1);
    expect(view.dateDelivery).toBe(s.dateDelivery);
    const row = (await api.history(id)).find((h) => h.event === 'transportAssigned')!;
    expect(row.data).toMatchObject({ name: String(s.number), plates: { from: null, to: 'ABC-123' } });

    // The version read by the form: an older one is refused and changes nothing.
    const stale = await api.assignTransport(s.id, { plates: 'ZZZ-1', driverName: 'Ana', version: s.version });
    expect(stale.statusCode).toBe(409);
    expect((await api.shipmentRows(id))[0]!.plates).toBe('ABC-123');
  });
});

describe('PUT /api/order-logistic/{id}/assign-transport, delivery-partner model', () => {
  it('needs vehicle type, provider and a date not before today, with every text', async () => {
    const { id } = await api.simpleOrder('300');
    const s = await api.shipAll(id);
    const base = { plates: 'ABC-123', driverName: 'Juan Pérez', version: s.version };
    // The demo's carriers, there before this test's requests.
    const providers = await api.q(sql`select id from transport_providers order by id`);

    expect(await details(s.id, base)).toEqual([
      ['body.vehicleTypeId', 'El tipo de vehículo es obligatorio'],
      ['body.vehicleProviderId', 'El proveedor de vehículo es obligatorio'],
      ['body.deliveryDate', 'La fecha de entrega es obligatoria'],
    ]);
    expect(await details(s.id, base, en)).toEqual([
      ['body.vehicleTypeId', 'The vehicle type is required'],
      ['body.vehicleProviderId', 'The vehicle provider is required'],
      ['body.deliveryDate', 'The delivery date is required'],
    ]);
    const vehicleTypeId = await api.vehicleTypeId();
    expect(
      await details(s.id, { ...base, vehicleTypeId, newProviderName: '  ', deliveryDate: inDays(-1) }),
    ).toEqual([
      ['body.newProviderName', 'El nombre del proveedor es obligatorio'],
      ['body.deliveryDate', 'La fecha no puede ser anterior a hoy'],
    ]);
    expect(
      await details(s.id, { ...base, vehicleTypeId, newProviderName: '', deliveryDate: inDays(-1) }, en),
    ).toEqual([
      ['body.newProviderName', "The provider's name is required"],
      ['body.deliveryDate', 'The date cannot be before today'],
    ]);
    // Ids that are no vehicle type or provider of the tenant.
    expect(
      await details(s.id, {
        ...base,
        vehicleTypeId: unknownId,
        vehicleProviderId: unknownId,
        deliveryDate: inDays(1),
      }),
    ).toEqual([
      ['body.vehicleTypeId', 'No se encontró el tipo de vehículo'],
      ['body.vehicleProviderId', 'No se encontró el proveedor de vehículo'],
    ]);
    expect(
      await details(
        s.id,
        { ...base, vehicleTypeId: unknownId, vehicleProviderId: unknownId, deliveryDate: inDays(1) },
        en,
      ),
    ).toEqual([
      ['body.vehicleTypeId', 'Vehicle type not found'],
      ['body.vehicleProviderId', 'Vehicle provider not found'],
    ]);
    expect(await api.q(sql`select id from transport_providers order by id`)).toEqual(providers);

    // A new provider typed in the form is created with the assignment; the date moves the shipment.
    const res = await api.assignTransport(s.id, {
      ...base,
      vehicleTypeId,
      newProviderName: 'Fletes del Bajío',
      deliveryDate: inDays(4),
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<ShipmentView>();
    expect(view.transport?.vehicleType?.id).toBe(vehicleTypeId);
    expect(view.transport?.supplierTransport?.name).toBe('Fletes del Bajío');
    expect(view.dateDelivery).toBe(inDays(4));
    expect((await api.orderRow(id)).shipmentDueDate).toBe(inDays(4));
    const row = (await api.history(id)).find((h) => h.event === 'transportAssigned')!;
    expect(row.data).toMatchObject({ deliveryDate: { from: s.dateDelivery, to: inDays(4) } });

    // The same name in another case reuses it.
    const again = await api.assignTransport(s.id, {
      ...base,
      version: view.version,
      vehicleTypeId,
      newProviderName: 'FLETES DEL BAJÍO',
      deliveryDate: inDays(4),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ShipmentView>().transport?.supplierTransport?.id).toBe(
      view.transport?.supplierTransport?.id,
    );
    expect(await api.q(sql`select id from transport_providers`)).toHaveLength(providers.length + 1);

    // An existing provider by id.
    const providerId = view.transport!.supplierTransport!.id;
    const byId = await api.assignTransport(s.id, {
      ...base,
      version: view.version + 1,
      vehicleTypeId,
      vehicleProviderId: providerId,
      deliveryDate: inDays(2),
    });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json<ShipmentView>().dateDelivery).toBe(inDays(2));
  });
});

describe('vehicle types and transport providers', () => {
  it('lists the tenant’s vehicle types, searchable', async () => {
    const res = await call(t.app, people.operation, { method: 'GET', url: '/api/vehicle-type?limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      data: { id: string; name: string; capacityTons: string }[];
      totalRows: number;
    }>();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.totalRows).toBe(body.data.length);
    const name = body.data[0]!.name;
    const found = await call(t.app, people.seller, {
      method: 'GET',
      url: `/api/vehicle-type?searchParam=${encodeURIComponent(name.slice(0, 4))}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ data: { name: string }[] }>().data.map((v) => v.name)).toContain(name);
    // Another tenant's types are not listed.
    const norte = await api.q<{ n: number }>(sql`select count(*)::int as n from vehicle_types`);
    expect(norte[0]!.n).toBe(body.totalRows);
  });

  it('creates a provider, answers an existing name (any case) with 200, refuses an empty one', async () => {
    const post = (name: unknown, headers: Record<string, string> = {}) =>
      call(t.app, people.operation, {
        method: 'POST',
        url: '/api/transport-providers',
        payload: { name },
        headers,
      });
    const created = await post('Transportes Querétaro');
    expect(created.statusCode, created.body).toBe(201);
    const again = await post('transportes querétaro');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    expect(again.json().name).toBe('Transportes Querétaro');
    const empty = await post(' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].message).toBe('El nombre del proveedor es obligatorio');
    expect((await post('', en)).json().details[0].message).toBe("The provider's name is required");

    const list = await call(t.app, people.seller, {
      method: 'GET',
      url: '/api/transport-providers?searchParam=quer',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([{ id: created.json().id, name: 'Transportes Querétaro' }]);
    // Sellers read the lists but do not create providers.
    const seller = await call(t.app, people.seller, {
      method: 'POST',
      url: '/api/transport-providers',
      payload: { name: 'Otro' },
    });
    expect(seller.statusCode).toBe(403);
  });
});
