// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listResponseSchema } from '../../../../src/domain/lists';
import {
  type ShipmentView,
  shipmentViewSchema,
  transportProviderSchema,
  vehicleTypeSchema,
} from '../../../../src/domain/logistics';
import { TransportDialog } from '../../../../src/web/logistics/transport/TransportDialog';
import { answer, refusal } from '../../support/apiAnswers';
import { buildShipment, dayFromToday, LOGISTICS, renderLogistics, USER } from '../order/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });
const TRUCK = { id: '90000000-0000-4000-8000-000000000001', name: 'Tractocamión', capacityTons: '30' };
const CARRIER = { id: '91000000-0000-4000-8000-000000000001', name: 'Fletes del Bajío' };

function serve(shipment: ShipmentView) {
  const seen = { bodies: [] as Record<string, unknown>[], searches: [] as string[] };
  server.use(
    mock.get('*/api/vehicle-type', () =>
      answer(listResponseSchema(vehicleTypeSchema), { data: [TRUCK], totalRows: 1, page: 1, totalPages: 1 }),
    ),
    mock.get('*/api/transport-providers', ({ request }) => {
      seen.searches.push(new URL(request.url).searchParams.get('searchParam') ?? '');
      return answer(listResponseSchema(transportProviderSchema), {
        data: [CARRIER],
        totalRows: 1,
        page: 1,
        totalPages: 1,
      });
    }),
    mock.put(`*/api/order-logistic/${shipment.id}/assign-transport`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.bodies.push(body);
      return answer(shipmentViewSchema, {
        ...shipment,
        version: shipment.version + 1,
        transport: {
          plates: String(body.plates),
          driverName: String(body.driverName),
          vehicleType: null,
          supplierTransport: null,
          comments: null,
          assignedAt: '2026-11-21T16:00:00.000Z',
          assignedBy: USER,
        },
      });
    }),
  );
  return seen;
}

function open(shipment: ShipmentView, deliveryModel: string, locale: 'es' | 'en' = 'es') {
  const assigned: ShipmentView[] = [];
  let closed = 0;
  renderLogistics(
    <TransportDialog
      shipmentId={shipment.id}
      shipmentNumber={shipment.number}
      version={shipment.version}
      deliveryModel={deliveryModel}
      initial={{ dateDelivery: shipment.dateDelivery }}
      onAssigned={(s) => {
        assigned.push(s);
      }}
      onClose={() => {
        closed++;
      }}
    />,
    { viewer: LOGISTICS, locale },
  );
  return { assigned, closed: () => closed };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });

describe('the transport dialog', () => {
  it('pickup: says each rule of plates, driver and comments, then sends them with the version', async () => {
    const shipment = buildShipment(1001, { version: 4 });
    const seen = serve(shipment);
    const { assigned } = open(shipment, 'PICKUP');
    const dialog = await screen.findByRole('dialog', { name: 'Asignar transporte · Embarque 1001' });
    expect(within(dialog).queryByLabelText(/Tipo de vehículo/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await within(dialog).findByText('La placa del vehículo es obligatoria')).toBeTruthy();
    expect(within(dialog).getByText('El nombre del conductor es obligatorio')).toBeTruthy();

    await userEvent.type(field('Placa del vehículo'), 'abc 123');
    await userEvent.type(field('Nombre del conductor'), 'J');
    fireEvent.change(field('Comentarios'), { target: { value: 'x'.repeat(501) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(
      await within(dialog).findByText('La placa debe contener solo letras, números y guiones'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('El nombre del conductor debe tener entre 2 y 100 caracteres'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Los comentarios no pueden exceder 500 caracteres')).toBeTruthy();
    expect(seen.bodies).toHaveLength(0);

    await userEvent.clear(field('Placa del vehículo'));
    await userEvent.type(field('Placa del vehículo'), 'abc-123');
    await userEvent.type(field('Nombre del conductor'), 'uan Pérez');
    fireEvent.change(field('Comentarios'), { target: { value: 'Entrar por andén 2' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await screen.findByText('Transporte asignado exitosamente')).toBeTruthy();
    expect(seen.bodies).toEqual([
      { plates: 'ABC-123', driverName: 'Juan Pérez', comments: 'Entrar por andén 2', version: 4 },
    ]);
    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(assigned[0]?.transport?.plates).toBe('ABC-123');
  });

  it('delivery partner: asks for vehicle type, provider and date, and creates a new provider inline', async () => {
    const shipment = buildShipment(1002, { dateDelivery: dayFromToday(-3) });
    const seen = serve(shipment);
    open(shipment, 'DELIVERY_PARTNER');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(field('Placa del vehículo'), 'XYZ-987');
    await userEvent.type(field('Nombre del conductor'), 'Luis Gómez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await within(dialog).findByText('El tipo de vehículo es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('El proveedor de vehículo es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('La fecha de entrega es obligatoria')).toBeTruthy();

    // A date before today is refused.
    const date = within(dialog).getByRole('textbox', { name: /Fecha de entrega/ });
    const [y, m, d] = dayFromToday(-1).split('-');
    await userEvent.type(date, `${d}${m}${y}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await within(dialog).findByText('La fecha no puede ser anterior a hoy')).toBeTruthy();

    await userEvent.clear(date);
    const [y2, m2, d2] = dayFromToday(2).split('-');
    await userEvent.type(date, `${d2}${m2}${y2}`);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de vehículo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tractocamión' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar un proveedor nuevo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await within(dialog).findByText('El nombre del proveedor es obligatorio')).toBeTruthy();
    await userEvent.type(field('Nombre del nuevo proveedor'), '  Transportes Norte  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    await screen.findByText('Transporte asignado exitosamente');
    expect(seen.bodies).toEqual([
      {
        plates: 'XYZ-987',
        driverName: 'Luis Gómez',
        comments: null,
        version: 1,
        vehicleTypeId: TRUCK.id,
        newProviderName: 'Transportes Norte',
        deliveryDate: dayFromToday(2),
      },
    ]);
  });

  it('delivery partner: picks an existing provider from the list', async () => {
    const shipment = buildShipment(1003, { dateDelivery: dayFromToday(5) });
    const seen = serve(shipment);
    open(shipment, 'DELIVERY_PARTNER');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(field('Placa del vehículo'), 'XYZ-987');
    await userEvent.type(field('Nombre del conductor'), 'Luis Gómez');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de vehículo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tractocamión' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Proveedor de vehículo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fletes del Bajío' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    await screen.findByText('Transporte asignado exitosamente');
    expect(seen.bodies[0]).toMatchObject({
      vehicleTypeId: TRUCK.id,
      vehicleProviderId: CARRIER.id,
      deliveryDate: dayFromToday(5),
    });
  });

  it('a refusal is toasted with the server’s words and placed on its field', async () => {
    const shipment = buildShipment(1004);
    serve(shipment);
    server.use(
      mock.put(`*/api/order-logistic/${shipment.id}/assign-transport`, () =>
        refusal(400, 'VALIDATION_ERROR', 'Revisa los datos enviados', [
          { path: 'body.plates', key: 'custom', message: 'Placa inválida en el servidor' },
        ]),
      ),
    );
    open(shipment, 'PICKUP');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(field('Placa del vehículo'), 'AB-1');
    await userEvent.type(field('Nombre del conductor'), 'Luis Gómez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await screen.findByText('Error al asignar el transporte: Revisa los datos enviados')).toBeTruthy();
    expect(await within(dialog).findByText('Placa inválida en el servidor')).toBeTruthy();
  });

  it('speaks English', async () => {
    const shipment = buildShipment(1005);
    serve(shipment);
    open(shipment, 'PICKUP', 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Assign transport · Shipment 1005' });
    expect(within(dialog).getByRole('textbox', { name: /Vehicle plates/ })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Driver name/ })).toBeTruthy();
  });
});
