// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OverdueRow, PendingDeliveryRow } from '../../../../src/domain/logistics/queues';
import { countSchema } from '../../../../src/domain/logistics/queues';
import { PIPELINE_STEPS, pipelineCountsSchema } from '../../../../src/domain/orders/pipeline';
import HomePage from '../../../../src/web/dashboard/HomePage';
import { serveCalendar } from '../../dashboard/fakeCalendar';
import { answer, refusal } from '../../support/apiAnswers';
import { renderAdmin, type Viewer } from '../../support/renderAdmin';
import {
  buildOverdue,
  buildShipment,
  LOGISTICS,
  OTHER_SELLER_ID,
  overduePage,
  pendingPage,
  READER,
  sellersAnswer,
} from '../pending-delivery/fakeLogistics';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });

interface Seen {
  logisticsCounts: URLSearchParams[];
  delayCounts: URLSearchParams[];
  notDelivered: URLSearchParams[];
  overdue: URLSearchParams[];
}

function serve({
  shipments = [] as PendingDeliveryRow[],
  late = [] as OverdueRow[],
  failNotDelivered = false,
}: {
  shipments?: PendingDeliveryRow[];
  late?: OverdueRow[];
  failNotDelivered?: boolean;
} = {}) {
  const seen: Seen = { logisticsCounts: [], delayCounts: [], notDelivered: [], overdue: [] };
  const params = (request: Request) => new URL(request.url).searchParams;
  server.use(
    mock.get('*/api/orders/count-for-logistics', ({ request }) => {
      seen.logisticsCounts.push(params(request));
      return answer(countSchema, { count: shipments.length });
    }),
    mock.get('*/api/orders/count-delay-orders', ({ request }) => {
      seen.delayCounts.push(params(request));
      return answer(countSchema, { count: late.length });
    }),
    mock.get('*/api/order-logistic/not-delivered', ({ request }) => {
      seen.notDelivered.push(params(request));
      // A 4xx: the client retries 5xx GETs by itself, which would hide the state.
      if (failNotDelivered) return refusal(400, 'BAD_REQUEST', 'Consulta inválida');
      return pendingPage(shipments);
    }),
    mock.get('*/api/orders/overdue', ({ request }) => {
      seen.overdue.push(params(request));
      return overduePage(late);
    }),
    mock.get('*/api/sellers', () => sellersAnswer()),
  );
  // The home's pipeline and delivery calendar, above the queues: no orders, an empty week.
  server.use(
    mock.get('*/api/orders/count-by-status-with-tons', () =>
      answer(
        pipelineCountsSchema,
        PIPELINE_STEPS.map((label) => ({ label, count: 0, totalQuantityTons: 0 })),
      ),
    ),
  );
  serveCalendar(server);
  return seen;
}

const group = (testId: string) => screen.findByTestId(testId);
const countOf = (queue: string) => within(screen.getByTestId(queue)).getByTestId('queue-count').textContent;
const openQueue = async (queue: string) =>
  userEvent.click(within(await screen.findByTestId(queue)).getByRole('button', { expanded: false }));

describe('the home’s logistics and delays groups', () => {
  it('show their totals and each sub-queue’s count', async () => {
    serve({
      shipments: [buildShipment(), buildShipment(), buildShipment()],
      late: [buildOverdue(), buildOverdue()],
    });
    renderAdmin(<HomePage />, { viewer: LOGISTICS });
    const logistics = await group('logistics-queues');
    expect(within(logistics).getByRole('heading', { name: 'Logística' })).toBeTruthy();
    await waitFor(() =>
      expect(within(logistics).getByTestId('logistics-total').textContent).toBe('3 embarques'),
    );
    expect(countOf('queue-PENDING_DELIVERY')).toBe('3');
    expect(within(logistics).getByText('Confirmación de entrega pendiente')).toBeTruthy();

    const delays = await group('delays-queues');
    await waitFor(() => expect(within(delays).getByTestId('delays-total').textContent).toBe('2 órdenes'));
    expect(countOf('queue-DELAYED')).toBe('2');
    expect(within(delays).getByText('Órdenes atrasadas')).toBeTruthy();
  });

  it('opens the shipments to confirm: 10 a page, searched, with a way to the full list', async () => {
    const shipment = buildShipment({ plates: 'XYZ-987', invoiceNumber: 'F-1200' });
    const seen = serve({ shipments: [shipment] });
    renderAdmin(<HomePage />, { viewer: LOGISTICS });
    await openQueue('queue-PENDING_DELIVERY');
    const row = await screen.findByTestId('queue-row');
    for (const text of [
      shipment.order.displayNumber,
      shipment.order.packageId ?? '',
      shipment.order.companyName,
      'XYZ-987',
      'F-1200',
      'Pendiente',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    for (const header of [
      'Orden',
      'ID de paquete',
      'Empresa',
      'Cantidad (ton)',
      'Tipo de entrega',
      'Placas',
      'Factura',
      'Fecha de entrega',
      'Estado',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(seen.notDelivered.at(-1)?.get('limit')).toBe('10');

    const queue = screen.getByTestId('queue-PENDING_DELIVERY');
    await userEvent.type(within(queue).getByLabelText('Buscar en la cola'), 'XYZ');
    await waitFor(() => expect(seen.notDelivered.at(-1)?.get('searchParam')).toBe('XYZ'));

    const link = within(queue).getByRole('link', { name: /Ir a pendientes de entrega/ });
    expect(link.getAttribute('href')).toBe('/orders/pending-delivery');
  });

  it('opens the late orders with their days overdue and amount', async () => {
    const order = buildOverdue({ daysOverdue: 9, totalOrder: '4500.00', sellerName: 'Lucía Torres' });
    serve({ late: [order] });
    renderAdmin(<HomePage />, { viewer: LOGISTICS });
    await openQueue('queue-DELAYED');
    const row = await screen.findByTestId('queue-row');
    expect(within(row).getByRole('link', { name: order.displayNumber }).getAttribute('href')).toBe(
      `/orders/${order.id}`,
    );
    expect(within(row).getByText('Lucía Torres')).toBeTruthy();
    expect(within(row).getByTestId('days-overdue').textContent).toBe('9 días');
    expect(within(row).getByText(/4,500\.00/)).toBeTruthy();
    for (const header of ['Orden', 'Empresa', 'Vendedor', 'Fecha solicitada', 'Atraso', 'Monto'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
  });

  it('follow the home’s seller and delivery range: their counts and tables ask again with them', async () => {
    const seen = serve({ shipments: [buildShipment()], late: [buildOverdue()] });
    renderAdmin(<HomePage />, { viewer: LOGISTICS });
    const logistics = await group('logistics-queues');
    const delays = await group('delays-queues');
    // Neither group has a filter of its own.
    for (const section of [logistics, delays]) {
      expect(within(section).queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
      expect(within(section).queryByLabelText(/Entrega desde|Entrega hasta/)).toBeNull();
    }
    await openQueue('queue-PENDING_DELIVERY');
    await openQueue('queue-DELAYED');
    await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(2));

    const filters = await screen.findByTestId('home-filters');
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Vendedor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lucía Torres' }));
    await waitFor(() => {
      expect(seen.logisticsCounts.at(-1)?.get('sellerId')).toBe(OTHER_SELLER_ID);
      expect(seen.delayCounts.at(-1)?.get('sellerId')).toBe(OTHER_SELLER_ID);
      // The shipments' list names the seller its own way ('sellers').
      expect(seen.notDelivered.at(-1)?.get('sellers')).toBe(OTHER_SELLER_ID);
      expect(seen.overdue.at(-1)?.get('sellerId')).toBe(OTHER_SELLER_ID);
    });

    await userEvent.click(within(filters).getByTestId('home-range'));
    const picker = await screen.findByRole('dialog', { name: 'Fecha de entrega' });
    const [grid] = within(picker).getAllByRole('grid');
    await userEvent.click(within(grid!).getByRole('gridcell', { name: '1' }));
    await userEvent.click(within(grid!).getByRole('gridcell', { name: '20' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Aplicar' }));
    const month = dayjs().format('YYYY-MM');
    await waitFor(() => {
      for (const q of [seen.logisticsCounts.at(-1), seen.delayCounts.at(-1), seen.overdue.at(-1)]) {
        expect([q?.get('deliveryDateFrom'), q?.get('deliveryDateTo')]).toEqual([
          `${month}-01`,
          `${month}-20`,
        ]);
        expect(q?.get('sellerId')).toBe(OTHER_SELLER_ID);
      }
      // The shipments' list reads the range as its shipments' dates.
      const shipments = seen.notDelivered.at(-1);
      expect([shipments?.get('dateDeliveryFrom'), shipments?.get('dateDeliveryTo')]).toEqual([
        `${month}-01`,
        `${month}-20`,
      ]);
    });
  });

  it('say so when a queue is empty, and offer a reload when it fails', async () => {
    serve({ failNotDelivered: true });
    renderAdmin(<HomePage />, { viewer: LOGISTICS });
    await openQueue('queue-DELAYED');
    const delayed = screen.getByTestId('queue-DELAYED');
    expect(await within(delayed).findByText('No hay datos disponibles')).toBeTruthy();
    expect(within(delayed).getByText('No se encontraron registros para mostrar.')).toBeTruthy();

    await openQueue('queue-PENDING_DELIVERY');
    const pending = screen.getByTestId('queue-PENDING_DELIVERY');
    expect(await within(pending).findByRole('alert')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });

  it('shows no delays group to a role without ORDER_DELAYED, and no logistics group without pending delivery', async () => {
    serve({ shipments: [buildShipment()], late: [buildOverdue()] });
    const noDelays: Viewer = {
      ...LOGISTICS,
      permissions: LOGISTICS.permissions.filter((p) => !p.startsWith('ORDER_DELAYED')),
    };
    const { unmount } = renderAdmin(<HomePage />, { viewer: noDelays });
    await group('logistics-queues');
    expect(screen.queryByTestId('delays-queues')).toBeNull();
    unmount();

    const noLogistics: Viewer = {
      ...LOGISTICS,
      permissions: LOGISTICS.permissions.filter((p) => !p.startsWith('ORDER_LISTING_PENDING_DELIVERY')),
    };
    renderAdmin(<HomePage />, { viewer: noLogistics });
    await group('delays-queues');
    expect(screen.queryByTestId('logistics-queues')).toBeNull();
  });

  it('speaks English', async () => {
    serve({ shipments: [buildShipment()], late: [buildOverdue(), buildOverdue()] });
    renderAdmin(<HomePage />, { viewer: READER, locale: 'en' });
    const delays = await group('delays-queues');
    await waitFor(() => expect(within(delays).getByTestId('delays-total').textContent).toBe('2 orders'));
    expect(within(delays).getByRole('button', { name: /View dates/ })).toBeTruthy();
    expect(within(await group('logistics-queues')).getByText('Delivery confirmation pending')).toBeTruthy();
  });
});
