// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { CanAccess } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FinanceQueueRow, financeCountsSchema } from '../../../../src/domain/finance/views';
import {
  type AutoAssignResult,
  bulkAutoAssignResultSchema,
  candidateListSchema,
  materialShortageSchema,
  orderInventorySchema,
} from '../../../../src/domain/inventory';
import { MaterialWork } from '../../../../src/web/dashboard/MaterialWork';
import { buildRow, queuePage } from '../../finance/renderFinance';
import { answer } from '../../support/apiAnswers';
import {
  buildCandidate,
  buildInventory,
  OPERATIONS,
  PRODUCT_ID,
  READER,
  renderAllocation,
} from './renderAllocation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });

function fakeApi(rows: FinanceQueueRow[], results: AutoAssignResult[] = []) {
  const seen = {
    counts: 0,
    bulk: [] as unknown[],
    shortage: 0,
    asked: {
      counts: [] as URLSearchParams[],
      approved: [] as URLSearchParams[],
      shortage: [] as URLSearchParams[],
    },
  };
  const params = (request: Request) => new URL(request.url).searchParams;
  server.use(
    mock.get('*/api/orders/count-finances', ({ request }) => {
      seen.counts++;
      seen.asked.counts.push(params(request));
      return answer(financeCountsSchema, {
        PENDINGRELEASEREQUEST: 0,
        PENDINGVALIDATEPAYMENTREQUEST: 0,
        NOT_ANSWERED: 0,
        HELD: 0,
        APPROVED: rows.length,
        total: rows.length,
      });
    }),
    mock.get('*/api/orders/approved-finance', ({ request }) => {
      seen.asked.approved.push(params(request));
      return queuePage(rows);
    }),
    mock.get('*/api/orders/count-without-material', ({ request }) => {
      seen.shortage++;
      seen.asked.shortage.push(params(request));
      return answer(materialShortageSchema, {
        count: 3,
        products: [
          {
            reference: 'CAL-01',
            packagingType: 'SUPERSACK',
            neededKg: '25000',
            availableKg: '4000',
            orders: 2,
          },
        ],
      });
    }),
    mock.post('*/api/orders/inventory/bulk-auto-assign', async ({ request }) => {
      seen.bulk.push(await request.json());
      const assigned = results.filter((r) => r.outcome === 'ASSIGNED').length;
      const partial = results.filter((r) => r.outcome === 'PARTIAL').length;
      return answer(bulkAutoAssignResultSchema, {
        results,
        assigned,
        partial,
        notAssigned: results.length - assigned - partial,
      });
    }),
  );
  return seen;
}

const approvedRow = (displayNumber: string) =>
  buildRow({ displayNumber, button: null, canWrite: false, opsStatus: 'APROBADO_POR_FINANZAS' });

async function openApproved(viewer = OPERATIONS) {
  renderAllocation(<MaterialWork filters={{}} />, { viewer });
  const group = await screen.findByTestId('material-queues');
  expect(within(group).getByRole('heading', { name: 'Material' })).toBeTruthy();
  await userEvent.click(within(group).getByRole('button', { name: /Autorizadas por finanzas/ }));
  await screen.findAllByTestId('queue-row');
  return group;
}

describe('the home’s Material group', () => {
  it('counts the open orders no stock covers, with the hint and the products short, and no table', async () => {
    fakeApi([]);
    renderAllocation(<MaterialWork filters={{}} />);
    const queue = await screen.findByTestId('queue-NO_MATERIAL');
    expect(within(queue).getByText('Abiertas sin disponibilidad de material')).toBeTruthy();
    await waitFor(() => expect(within(queue).getByTestId('no-material-count').textContent).toBe('3'));
    expect(within(queue).getByTestId('no-material-hint').textContent).toBe(
      'Solicita el material faltante y ajusta con el cliente la fecha de entrega solicitada.',
    );
    expect(within(queue).getByText('CAL-01 · Super saco: se necesitan 25.0 ton, hay 4.0 ton')).toBeTruthy();
    expect(within(queue).queryByRole('table')).toBeNull();
  });

  it('follows the home’s seller and delivery range: its counts, its shortage and its table', async () => {
    const seen = fakeApi([approvedRow('000901')]);
    const filters = {
      sellerId: 'a0000000-0000-4000-8000-000000000001',
      deliveryDateFrom: '2031-03-03',
      deliveryDateTo: '2031-03-09',
    };
    renderAllocation(<MaterialWork filters={filters} />, { viewer: OPERATIONS });
    const group = await screen.findByTestId('material-queues');
    // No filter of its own.
    expect(within(group).queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    await userEvent.click(within(group).getByRole('button', { name: /Autorizadas por finanzas/ }));
    await screen.findByTestId('queue-row');
    for (const [name, asked] of Object.entries(seen.asked)) {
      const q = asked.at(-1);
      expect([q?.get('sellerId'), q?.get('deliveryDateFrom'), q?.get('deliveryDateTo')], name).toEqual([
        filters.sellerId,
        filters.deliveryDateFrom,
        filters.deliveryDateTo,
      ]);
    }
  });

  it('says the hint in English too', async () => {
    fakeApi([]);
    renderAllocation(<MaterialWork filters={{}} />, { locale: 'en' });
    const queue = await screen.findByTestId('queue-NO_MATERIAL');
    expect(within(queue).getByText('Open without material availability')).toBeTruthy();
    expect(within(queue).getByTestId('no-material-hint').textContent).toBe(
      'Request the missing material and agree a new requested delivery date with the customer.',
    );
  });

  it('is not shown to who cannot assign material', async () => {
    const seen = fakeApi([]);
    renderAllocation(
      <>
        <MaterialWork filters={{}} />
        {/* Answered with the group's own permission check: once it shows, the group has decided. */}
        <CanAccess resource="orders" action="readInventory">
          <span>listo</span>
        </CanAccess>
      </>,
      { viewer: READER },
    );
    await screen.findByText('listo');
    expect(screen.queryByTestId('material-queues')).toBeNull();
    expect(seen.shortage).toBe(0);
  });

  it('a row’s ‘Asignar material’ opens the dialog for that order; assigning refreshes the counts', async () => {
    const row = approvedRow('000801');
    const seen = fakeApi([row, approvedRow('000802')]);
    const candidate = buildCandidate('L-900', '20000');
    server.use(
      mock.get(`*/api/orders/${row.id}/inventory`, () => answer(orderInventorySchema, buildInventory())),
      mock.get(`*/api/orders/${row.id}/inventory/candidates`, () =>
        answer(candidateListSchema, { data: [candidate] }),
      ),
      mock.post(`*/api/orders/${row.id}/inventory`, () =>
        answer(orderInventorySchema, buildInventory(), { status: 201 }),
      ),
    );
    await openApproved();
    // The group's total: the orders finance authorized that still wait for their lots.
    expect(within(screen.getByTestId('material-queues')).getByTestId('material-total').textContent).toBe(
      '2 por asignar',
    );
    const first = screen.getAllByTestId('queue-row')[0]!;
    await userEvent.click(await within(first).findByRole('button', { name: 'Asignar material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar material · Orden 000801' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Agregar el lote L-900' }));
    const before = seen.counts;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar material' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(seen.counts).toBeGreaterThan(before));
  });

  it('the bulk automatic assignment with no order selected says so, and sends nothing', async () => {
    const seen = fakeApi([approvedRow('000811'), approvedRow('000812')]);
    await openApproved();
    await userEvent.click(screen.getByRole('button', { name: 'Asignación automática' }));
    expect(await screen.findByText('Debe seleccionar al menos una orden')).toBeTruthy();
    expect(seen.bulk).toEqual([]);
  });

  it('the bulk automatic assignment of two orders shows each order’s answer', async () => {
    const a = approvedRow('000821');
    const b = approvedRow('000822');
    const seen = fakeApi(
      [a, b],
      [
        {
          orderId: a.id,
          displayNumber: '000821',
          outcome: 'PARTIAL',
          assigned: [{ lot: 'L-1', reference: 'CAL-01', quantityKg: '6000' }],
          missing: [{ productId: PRODUCT_ID, reference: 'CAL-01', packagingType: 'BAG', missingKg: '4000' }],
          reason: null,
          message: null,
        },
        {
          orderId: b.id,
          displayNumber: '000822',
          outcome: 'NOT_ASSIGNED',
          assigned: [],
          missing: [],
          reason: 'inventory.noStock',
          message: 'No hay lotes con existencia para los productos de la orden',
        },
      ],
    );
    await openApproved();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar orden 000821' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar orden 000822' }));
    await userEvent.click(screen.getByRole('button', { name: 'Asignación automática (2)' }));
    const results = await screen.findByTestId('bulk-auto-assign-results');
    expect(seen.bulk).toEqual([{ orderIds: [a.id, b.id] }]);
    expect(results.textContent).toContain('Asignadas: 0 · Parciales: 1 · Sin asignar: 1');
    const orders = within(results)
      .getAllByTestId('bulk-auto-assign-order')
      .map((li) => li.textContent);
    expect(orders).toEqual([
      'Orden 000821: parcial — Faltan 4,000 kg de CAL-01',
      'Orden 000822: sin asignar — No hay lotes con existencia para los productos de la orden',
    ]);
  });
});
