// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listResponseSchema } from '../../../../src/domain/lists';
import {
  orderLogisticsSchema,
  transportProviderSchema,
  vehicleTypeSchema,
} from '../../../../src/domain/logistics';
import type { PendingDeliveryRow } from '../../../../src/domain/logistics/queues';
import { type ShipmentView, shipmentViewSchema } from '../../../../src/domain/logistics/shipments';
import PendingDeliveryPage from '../../../../src/web/logistics/pending-delivery/PendingDeliveryPage';
import { answer, refusal } from '../../support/apiAnswers';
import { renderAdmin } from '../../support/renderAdmin';
import { setViewportWidth } from '../../support/viewport';
import { buildLogistics, buildShipment as buildOrderShipment } from '../order/fixtures';
import {
  buildShipment,
  dayFromToday,
  LOGISTICS,
  OTHER_SELLER_ID,
  pendingPage,
  READER,
  SELLER_ID,
  sellersAnswer,
  typed,
} from './fakeLogistics';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });

function shipmentView(
  row: PendingDeliveryRow,
  body: { isCompleted: boolean; deliveryDate: string },
): ShipmentView {
  return {
    id: row.id,
    number: row.number,
    sequence: 1,
    dateDelivery: body.deliveryDate,
    quantityKg: '12500',
    isDelivered: body.isCompleted,
    deliveredAt: body.isCompleted ? `${body.deliveryDate}T18:00:00.000Z` : null,
    lines: [],
    transport: null,
    invoice: null,
    remission: { document: null, documentSigned: null },
    comments: null,
    version: row.version + 1,
    createdAt: '2026-11-01T12:00:00.000Z',
    createdBy: null,
    canDelete: !body.isCompleted,
  };
}

/** An in-memory 'not delivered' list: a confirmed shipment leaves it, a new date stays. */
function serve(initial: PendingDeliveryRow[], { refuse }: { refuse?: string } = {}) {
  let rows = [...initial];
  const asked: URLSearchParams[] = [];
  const saves: { id: string; body: Record<string, unknown> }[] = [];
  server.use(
    mock.get('*/api/order-logistic/not-delivered', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return pendingPage(rows);
    }),
    mock.get('*/api/sellers', () => sellersAnswer()),
    mock.put('*/api/order-logistic/:id/confirm-delivery', async ({ params, request }) => {
      const body = (await request.json()) as { isCompleted: boolean; deliveryDate: string };
      saves.push({ id: String(params.id), body });
      if (refuse) return refusal(409, 'STALE_VERSION', refuse);
      const row = rows.find((r) => r.id === params.id);
      if (!row) return refusal(404, 'NOT_FOUND', 'No encontrado');
      rows = body.isCompleted
        ? rows.filter((r) => r.id !== row.id)
        : rows.map((r) =>
            r.id === row.id ? { ...r, dateDelivery: body.deliveryDate, version: r.version + 1 } : r,
          );
      return answer(shipmentViewSchema, shipmentView(row, body));
    }),
  );
  return {
    asked,
    saves,
    last: () => asked.at(-1) ?? new URLSearchParams(),
    setPlates: (id: string, plates: string) => {
      rows = rows.map((r) => (r.id === id ? { ...r, plates, version: r.version + 1 } : r));
    },
  };
}

const rowOf = (text: string) => {
  const cell = screen.getByText(text);
  const row = cell.closest('[data-testid="pending-delivery-row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${text}`);
  return row;
};

describe('Pendientes de entrega', () => {
  it('lists the shipments not delivered with every column', async () => {
    const row = buildShipment({
      plates: 'ABC-123',
      invoiceNumber: 'F-0099',
      order: {
        id: '66666666-6666-4666-8666-000000000999',
        displayNumber: 'ORD-000777',
        packageId: 'PKG-77',
        companyName: 'Cementos del Norte',
        deliveryModel: 'DELIVERY_PARTNER',
        sellerName: 'Carlos Méndez',
      },
      quantityTons: '24.5',
      products: 'CAL-01, CAL-02',
    });
    serve([row, buildShipment()]);
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    const tr = await waitFor(() => rowOf('ORD-000777'));
    expect(screen.getAllByTestId('pending-delivery-row')).toHaveLength(2);
    const link = within(tr).getByRole('link', { name: 'ORD-000777' });
    expect(link.getAttribute('href')).toBe('/orders/66666666-6666-4666-8666-000000000999');
    for (const text of [
      'PKG-77',
      'Cementos del Norte',
      '24.5',
      'CAL-01, CAL-02',
      'GranelBajío Delivery Partner',
      'ABC-123',
      'F-0099',
    ])
      expect(within(tr).getByText(text)).toBeTruthy();
    expect(
      within(tr).getByRole('switch', { name: `Entrega confirmada del embarque ${row.number}` }),
    ).toBeTruthy();
    for (const header of [
      'Orden',
      'ID de paquete',
      'Empresa',
      'Cantidad (ton)',
      'Productos',
      'Tipo de entrega',
      'Transporte',
      'Factura',
      'Fecha de entrega',
      'Confirmación de entrega',
      'Guardar',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
  });

  it('sends each filter as the API reads it, the range only with both ends', async () => {
    const api = serve([buildShipment()]);
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await screen.findAllByTestId('pending-delivery-row');
    expect(api.last().get('orderField')).toBe('dateDelivery');
    expect(api.last().get('limit')).toBe('10');

    await userEvent.type(screen.getByLabelText('Entrega desde'), typed('2026-12-01'));
    expect(api.last().has('dateDeliveryFrom')).toBe(false);
    await userEvent.type(screen.getByLabelText('Entrega hasta'), typed('2026-12-15'));
    await waitFor(() => expect(api.last().get('dateDeliveryTo')).toBe('2026-12-15'));
    expect(api.last().get('dateDeliveryFrom')).toBe('2026-12-01');

    await userEvent.click(screen.getByLabelText('Vendedores'));
    await userEvent.click(await screen.findByRole('option', { name: 'Carlos Méndez' }));
    await waitFor(() => expect(api.last().get('sellers')).toBe(SELLER_ID));
    await userEvent.click(screen.getByRole('option', { name: 'Lucía Torres' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(api.last().get('sellers')).toBe(`${SELLER_ID},${OTHER_SELLER_ID}`));

    await userEvent.click(screen.getByLabelText('Tipo de entrega'));
    await userEvent.click(await screen.findByRole('option', { name: 'Pickup' }));
    await waitFor(() => expect(api.last().get('deliveryModel')).toBe('PICKUP'));

    await userEvent.click(screen.getByLabelText('Factura cargada'));
    await userEvent.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(api.last().get('isInvoiced')).toBe('false'));

    await userEvent.click(screen.getByLabelText('Transporte asignado'));
    await userEvent.click(await screen.findByRole('option', { name: 'Sí' }));
    await waitFor(() => expect(api.last().get('hasTransportAssigned')).toBe('true'));

    await userEvent.type(screen.getByPlaceholderText('Buscar orden, empresa, embarque o placas'), '  PKG-7 ');
    await waitFor(() => expect(api.last().get('searchParam')).toBe('PKG-7'));
    expect(api.last().get('dateDeliveryFrom')).toBe('2026-12-01');

    // Clearing one end drops the range.
    await userEvent.clear(screen.getByLabelText('Entrega hasta'));
    await waitFor(() => expect(api.last().has('dateDeliveryTo')).toBe(false));
    expect(api.last().has('dateDeliveryFrom')).toBe(false);
    expect(api.last().get('isInvoiced')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(api.last().has('sellers')).toBe(false));
    for (const key of ['deliveryModel', 'isInvoiced', 'hasTransportAssigned', 'searchParam'])
      expect(api.last().has(key)).toBe(false);
  });

  it('offers the page sizes of the list', async () => {
    const api = serve([buildShipment()]);
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await screen.findAllByTestId('pending-delivery-row');
    await userEvent.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    const sizes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['5', '10', '25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(api.last().get('limit')).toBe('25'));
  });

  it('enables a row’s save only once it changed, and confirms the delivery', async () => {
    const row = buildShipment({ dateDelivery: dayFromToday(-1) });
    const other = buildShipment();
    const api = serve([row, other]);
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await waitFor(() => rowOf(row.order.displayNumber));
    const save = () =>
      within(rowOf(row.order.displayNumber)).getByRole('button', {
        name: `Guardar cambios del embarque ${row.number}`,
      });
    expect(save().hasAttribute('disabled')).toBe(true);

    const toggle = within(rowOf(row.order.displayNumber)).getByRole('switch');
    await userEvent.click(toggle);
    expect(save().hasAttribute('disabled')).toBe(false);
    // Turned back: nothing changed any more.
    await userEvent.click(toggle);
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(
      within(rowOf(other.order.displayNumber))
        .getByRole('button', { name: /Guardar/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    await userEvent.click(toggle);
    await userEvent.click(save());
    expect(await screen.findByText('Entrega confirmada exitosamente')).toBeTruthy();
    expect(api.saves).toEqual([
      { id: row.id, body: { isCompleted: true, deliveryDate: row.dateDelivery, version: row.version } },
    ]);
    // Delivered, it leaves the list.
    await waitFor(() => expect(screen.getAllByTestId('pending-delivery-row')).toHaveLength(1));
  });

  it('says which change was saved: a new date, or the date and the confirmation together', async () => {
    const moved = buildShipment();
    const both = buildShipment({ dateDelivery: dayFromToday(1) });
    const api = serve([moved, both]);
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await waitFor(() => rowOf(moved.order.displayNumber));

    const date = within(rowOf(moved.order.displayNumber)).getByLabelText(
      `Fecha de entrega del embarque ${moved.number}`,
    );
    await userEvent.clear(date);
    await userEvent.type(date, typed(dayFromToday(10)));
    await userEvent.click(within(rowOf(moved.order.displayNumber)).getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText('Fecha de entrega actualizada correctamente')).toBeTruthy();
    expect(api.saves[0]?.body).toEqual({
      isCompleted: false,
      deliveryDate: dayFromToday(10),
      version: moved.version,
    });

    const row = rowOf(both.order.displayNumber);
    const bothDate = within(row).getByLabelText(`Fecha de entrega del embarque ${both.number}`);
    await userEvent.clear(bothDate);
    await userEvent.type(bothDate, typed(dayFromToday(0)));
    await userEvent.click(within(row).getByRole('switch'));
    await userEvent.click(within(row).getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText('Cambios guardados exitosamente')).toBeTruthy();
    expect(api.saves[1]?.body).toEqual({
      isCompleted: true,
      deliveryDate: dayFromToday(0),
      version: both.version,
    });
  });

  it('refuses a confirmed date in the future before sending it', async () => {
    const row = buildShipment({ dateDelivery: dayFromToday(5) });
    const api = serve([row]);
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await waitFor(() => rowOf(row.order.displayNumber));
    await userEvent.click(within(rowOf(row.order.displayNumber)).getByRole('switch'));
    expect(screen.getByText('La fecha no puede ser posterior a hoy')).toBeTruthy();
    expect(
      within(rowOf(row.order.displayNumber))
        .getByRole('button', { name: /Guardar/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(api.saves).toEqual([]);
  });

  it('shows the server’s reason when a save is refused', async () => {
    const row = buildShipment({ dateDelivery: dayFromToday(0) });
    serve([row], { refuse: 'El envío cambió mientras lo editabas' });
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await waitFor(() => rowOf(row.order.displayNumber));
    await userEvent.click(within(rowOf(row.order.displayNumber)).getByRole('switch'));
    await userEvent.click(within(rowOf(row.order.displayNumber)).getByRole('button', { name: /Guardar/ }));
    expect(
      await screen.findByText('Error al guardar los cambios: El envío cambió mientras lo editabas'),
    ).toBeTruthy();
  });

  it('assigns a row’s transport from its cell, and shows the plates once saved', async () => {
    const row = buildShipment();
    const api = serve([row]);
    const bodies: Record<string, unknown>[] = [];
    server.use(
      mock.put('*/api/order-logistic/:id/assign-transport', async ({ params, request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.plates === 'ERR-1') return refusal(409, 'STALE_VERSION', 'El envío cambió');
        api.setPlates(String(params.id), String(body.plates));
        return answer(shipmentViewSchema, {
          ...shipmentView(row, { isCompleted: false, deliveryDate: row.dateDelivery }),
          transport: {
            plates: String(body.plates),
            driverName: String(body.driverName),
            vehicleType: null,
            supplierTransport: null,
            comments: null,
            assignedAt: '2026-11-21T16:00:00.000Z',
            assignedBy: null,
          },
        });
      }),
    );
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await waitFor(() => rowOf(row.order.displayNumber));
    await userEvent.click(
      within(rowOf(row.order.displayNumber)).getByRole('button', { name: /Asignar transporte/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Asignar transporte · Embarque ${row.number}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Placa del vehículo/ }), 'ERR-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre del conductor/ }), 'Juan Pérez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await screen.findByText('Error al asignar el transporte: El envío cambió')).toBeTruthy();

    const plates = within(dialog).getByRole('textbox', { name: /Placa del vehículo/ });
    await userEvent.clear(plates);
    await userEvent.type(plates, 'jal-410');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await screen.findByText('Transporte asignado exitosamente')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({
      plates: 'JAL-410',
      driverName: 'Juan Pérez',
      comments: null,
      version: row.version,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(rowOf(row.order.displayNumber)).findByText('JAL-410')).toBeTruthy();
  });

  it('changes a row’s transport on the form filled with the shipment’s current transport', async () => {
    const row = buildShipment({
      plates: 'QRO-221',
      order: { ...buildShipment().order, deliveryModel: 'DELIVERY_PARTNER' },
    });
    const api = serve([row]);
    const truck = { id: '90000000-0000-4000-8000-000000000001', name: 'Tractocamión', capacityTons: '30' };
    const carrier = { id: '91000000-0000-4000-8000-000000000001', name: 'Fletes del Bajío' };
    const current = buildOrderShipment(row.number, {
      id: row.id,
      dateDelivery: dayFromToday(4),
      version: 5,
      transport: {
        plates: 'QRO-221',
        driverName: 'Ana Ruiz',
        vehicleType: { id: truck.id, name: truck.name },
        supplierTransport: carrier,
        comments: 'Andén 3',
        assignedAt: '2026-11-20T16:00:00.000Z',
        assignedBy: null,
      },
    });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      mock.get(`*/api/orders/${row.order.id}/logistics`, () =>
        answer(
          orderLogisticsSchema,
          buildLogistics({ orderId: row.order.id, deliveryModel: 'DELIVERY_PARTNER', shipments: [current] }),
        ),
      ),
      mock.get('*/api/vehicle-type', () =>
        answer(listResponseSchema(vehicleTypeSchema), {
          data: [truck],
          totalRows: 1,
          page: 1,
          totalPages: 1,
        }),
      ),
      mock.get('*/api/transport-providers', () =>
        answer(listResponseSchema(transportProviderSchema), {
          data: [carrier],
          totalRows: 1,
          page: 1,
          totalPages: 1,
        }),
      ),
      mock.put('*/api/order-logistic/:id/assign-transport', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        api.setPlates(row.id, String(body.plates));
        return answer(shipmentViewSchema, { ...current, version: 6 });
      }),
    );
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await waitFor(() => rowOf(row.order.displayNumber));
    await userEvent.click(
      within(rowOf(row.order.displayNumber)).getByRole('button', { name: /Cambiar transporte/ }),
    );
    // The form opens once the shipment is read (a loading dialog stands in meanwhile).
    await screen.findByRole('textbox', { name: /Placa del vehículo/ });
    const dialog = screen.getByRole('dialog', { name: `Asignar transporte · Embarque ${row.number}` });
    const text = (name: RegExp) => within(dialog).findByRole<HTMLInputElement>('textbox', { name });
    expect((await text(/Placa del vehículo/)).value).toBe('QRO-221');
    expect((await text(/Nombre del conductor/)).value).toBe('Ana Ruiz');
    expect((await text(/Comentarios/)).value).toBe('Andén 3');
    expect((await text(/Fecha de entrega/)).value).toBe(typed(dayFromToday(4)));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Tipo de vehículo/ }).textContent).toContain(
        'Tractocamión',
      ),
    );

    // Only the driver changes: the rest is sent as it was, with the version just read.
    const driver = await text(/Nombre del conductor/);
    await userEvent.clear(driver);
    await userEvent.type(driver, 'Luis Gómez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar transporte' }));
    expect(await screen.findByText('Transporte asignado exitosamente')).toBeTruthy();
    expect(bodies).toEqual([
      {
        plates: 'QRO-221',
        driverName: 'Luis Gómez',
        comments: 'Andén 3',
        version: 5,
        vehicleTypeId: truck.id,
        vehicleProviderId: carrier.id,
        deliveryDate: dayFromToday(4),
      },
    ]);
  });

  it('says when the shipment’s transport could not be read, and offers no blank form', async () => {
    const row = buildShipment({ plates: 'QRO-221' });
    serve([row]);
    server.use(
      mock.get(`*/api/orders/${row.order.id}/logistics`, () => refusal(500, 'INTERNAL', 'Falla interna')),
    );
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
    await waitFor(() => rowOf(row.order.displayNumber));
    await userEvent.click(
      within(rowOf(row.order.displayNumber)).getByRole('button', { name: /Cambiar transporte/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Asignar transporte · Embarque ${row.number}` });
    expect(await within(dialog).findByText('No se pudo cargar la logística de la orden.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives a reader no edit controls', async () => {
    const row = buildShipment();
    serve([row]);
    renderAdmin(<PendingDeliveryPage />, { viewer: READER });
    const tr = await waitFor(() => rowOf(row.order.displayNumber));
    expect(screen.getByTestId('pending-delivery-read-only')).toBeTruthy();
    expect(within(tr).queryByRole('switch')).toBeNull();
    expect(within(tr).queryByRole('textbox')).toBeNull();
    expect(within(tr).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Guardar' })).toBeNull();
    expect(within(tr).getByText('Pendiente')).toBeTruthy();
    expect(within(tr).getByText('Sin transporte')).toBeTruthy();
  });

  it('shows cards with the same actions on a phone, the filters folded under their button', async () => {
    const row = buildShipment({ dateDelivery: dayFromToday(0) });
    const api = serve([row]);
    // A 390 px screen: every max-width query matches.
    const restore = setViewportWidth(390);
    try {
      renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS });
      const card = await waitFor(() => rowOf(row.order.displayNumber));
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByRole('button', { name: /Asignar transporte/ })).toBeTruthy();
      const toggle = screen.getByRole('button', { name: 'Filtros' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');

      await userEvent.click(within(card).getByRole('switch'));
      await userEvent.click(
        within(card).getByRole('button', { name: `Guardar cambios del embarque ${row.number}` }),
      );
      expect(await screen.findByText('Entrega confirmada exitosamente')).toBeTruthy();
      expect(api.saves).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('speaks English', async () => {
    const row = buildShipment();
    serve([row]);
    renderAdmin(<PendingDeliveryPage />, { viewer: LOGISTICS, locale: 'en' });
    await waitFor(() => rowOf(row.order.displayNumber));
    expect(screen.getByRole('heading', { name: 'Pending delivery' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Delivery confirmation' })).toBeTruthy();
    expect(
      within(rowOf(row.order.displayNumber)).getByRole('button', { name: /Assign transport/ }),
    ).toBeTruthy();
  });
});
