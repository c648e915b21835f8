// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OrderLogistics, orderLogisticsSchema } from '../../../../src/domain/logistics';
import { LogisticsSection } from '../../../../src/web/logistics/order/LogisticsSection';
import { buildOrder } from '../../orders/documents/renderSection';
import { answer } from '../../support/apiAnswers';
import {
  buildLogistics,
  buildShipment,
  LOGISTICS,
  ORDER_ID,
  OUTSIDER,
  READER,
  renderLogistics,
  USER,
} from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });
const order = buildOrder();

function serve(view: OrderLogistics) {
  server.use(mock.get(`*/api/orders/${ORDER_ID}/logistics`, () => answer(orderLogisticsSchema, view)));
}

const delivered = buildShipment(1001, {
  sequence: 1,
  isDelivered: true,
  deliveredAt: '2026-11-22',
  canDelete: false,
  transport: {
    plates: 'ABC-123',
    driverName: 'Juan Pérez',
    vehicleType: null,
    supplierTransport: null,
    comments: null,
    assignedAt: '2026-11-21T16:00:00.000Z',
    assignedBy: USER,
  },
  remission: {
    document: {
      id: '12000000-0000-4000-8000-000000000001',
      name: 'remision_1001.pdf',
      url: '/api/x',
      updating: false,
    },
    documentSigned: {
      id: '12000000-0000-4000-8000-000000000002',
      name: 'remision_firmada.pdf',
      url: '/api/orders/x/documents/y/file',
      updating: false,
    },
  },
});

function withOneShipment(overrides: Partial<OrderLogistics> = {}) {
  return buildLogistics({ plannedShipments: 2, shipments: [delivered], ...overrides });
}

function render(viewer = LOGISTICS, locale: 'es' | 'en' = 'es') {
  return renderLogistics(<LogisticsSection order={order} onChanged={() => undefined} />, { viewer, locale });
}

describe('the order page’s logistics section', () => {
  it('lists the shipments with their facts and the planned one not created as pending', async () => {
    serve(withOneShipment());
    render();
    const section = await screen.findByTestId('order-logistics');
    expect(within(section).getByRole('heading', { name: 'Logística' })).toBeTruthy();
    const rows = await within(section).findAllByTestId('shipment-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain('1001');
    expect(first.textContent).toContain('15/12/2026');
    expect(first.textContent).toContain('12,500 kg');
    expect(first.textContent).toContain('12.5 t');
    expect(first.textContent).toContain('ABC-123');
    expect(first.textContent).toContain('Cargada');
    expect(first.textContent).toContain('Sí');
    expect(
      within(first).getByRole('button', { name: 'Descargar la remisión firmada del embarque 1001' }),
    ).toBeTruthy();
    expect((rows[1] as HTMLElement).textContent).toContain('Pendiente');
    for (const column of [
      'Embarque',
      'Fecha de entrega',
      'Cantidad',
      'Transporte',
      'Factura',
      'Remisión firmada',
      'Entrega completada',
    ])
      expect(within(section).getByRole('columnheader', { name: column })).toBeTruthy();
    // Kilos are left and fewer than 3 shipments: the next one can be created.
    expect(within(section).getByRole('button', { name: 'Crear el siguiente embarque' })).toBeTruthy();
    expect(within(section).getByTestId('bulk-authorization')).toBeTruthy();
  });

  it('a row opens into its four tabs; a delivered shipment cannot be deleted', async () => {
    serve(withOneShipment());
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver el detalle del embarque 1001' }));
    const panel = await screen.findByTestId('shipment-panel');
    for (const tab of ['Embarque', 'Transporte', 'Facturación', 'Confirmación de entrega'])
      expect(within(panel).getByRole('tab', { name: tab })).toBeTruthy();
    expect(within(panel).getByText('L-2026-001')).toBeTruthy();
    const remove = within(panel).getByRole('button', { name: 'Eliminar embarque' });
    expect(remove.hasAttribute('disabled')).toBe(true);
  });

  it('the pending row asks to create the shipment first in the other tabs', async () => {
    serve(withOneShipment());
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver el detalle del embarque pendiente 2' }),
    );
    const panel = await screen.findByTestId('shipment-panel');
    expect(within(panel).getByRole('tab', { name: 'Crear embarque' })).toBeTruthy();
    expect(within(panel).getByTestId('create-shipment-form')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('tab', { name: 'Transporte' }));
    expect(within(panel).getByText('Crea primero el embarque')).toBeTruthy();
  });

  it('without material assigned: no shipments, and no creation form', async () => {
    serve(buildLogistics({ stage: 'awaitingMaterial', plannedShipments: 1 }));
    render();
    const notice = await screen.findByTestId('logistics-no-shipments');
    expect(notice.textContent).toContain('No hay embarques');
    expect(screen.queryByTestId('create-shipment-form')).toBeNull();
  });

  it('a read-only user sees the table alone', async () => {
    serve(withOneShipment({ canWrite: false }));
    render(READER);
    const rows = await screen.findAllByTestId('shipment-row');
    expect(rows).toHaveLength(2);
    const section = screen.getByTestId('order-logistics');
    expect(within(section).queryByRole('button', { name: /Ver el detalle/ })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Crear el siguiente embarque' })).toBeNull();
    expect(within(section).queryByTestId('bulk-authorization')).toBeNull();
    expect(within(section).queryByTestId('shipment-panel')).toBeNull();
  });

  it('the customer follows its deliveries in the table, and a portal without the permission shows nothing', async () => {
    serve(withOneShipment({ canWrite: false }));
    const customer = { role: 'customer', permissions: [...READER.permissions] };
    const { unmount } = render(customer);
    expect(await screen.findAllByTestId('shipment-row')).toHaveLength(2);
    expect(screen.queryByTestId('shipment-panel')).toBeNull();
    unmount();
    const { container } = render({ role: 'customer', permissions: OUTSIDER.permissions });
    // Rendered once the permissions are read: the placeholder gives way to nothing.
    await waitFor(() => expect(container.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(screen.queryByTestId('order-logistics')).toBeNull();
    expect(screen.queryByTestId('logistics-restricted')).toBeNull();
  });

  it('without read permission: the restricted-section notice', async () => {
    render(OUTSIDER);
    const notice = await screen.findByTestId('logistics-restricted');
    expect(notice.textContent).toContain('Sección restringida');
    expect(notice.textContent).toContain('No tienes permisos para ver la logística de esta orden');
  });

  it('speaks English', async () => {
    serve(withOneShipment());
    render(LOGISTICS, 'en');
    const section = await screen.findByTestId('order-logistics');
    expect(within(section).getByRole('heading', { name: 'Logistics' })).toBeTruthy();
    const rows = await within(section).findAllByTestId('shipment-row');
    expect(within(section).getByRole('columnheader', { name: 'Delivery date' })).toBeTruthy();
    expect(within(section).getByRole('columnheader', { name: 'Signed remission' })).toBeTruthy();
    expect((rows[1] as HTMLElement).textContent).toContain('Pending');
    expect((rows[0] as HTMLElement).textContent).toContain('Uploaded');
    expect(within(section).getByRole('button', { name: 'Generate bulk authorization' })).toBeTruthy();
  });
});
