// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type FinanceCounts,
  type FinanceCountsQuery,
  type FinanceQueueRow,
  financeActionResultSchema,
  financeCountsSchema,
  financeViewSchema,
} from '../../../src/domain/finance/views';
import { FinanceQueues } from '../../../src/web/finance/queues/FinanceQueues';
import {
  answer,
  buildFinanceView,
  buildRow,
  FINANCE,
  queuePage,
  refusal,
  renderFinance,
  SELLER,
} from './renderFinance';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ZERO: FinanceCounts = {
  PENDINGRELEASEREQUEST: 0,
  PENDINGVALIDATEPAYMENTREQUEST: 0,
  NOT_ANSWERED: 0,
  HELD: 0,
  APPROVED: 0,
  total: 0,
};

/** A tiny in-memory API: rows per queue; a request moves the order to 'release missing'. */
function fakeQueues(initial: Partial<Record<string, FinanceQueueRow[]>>, { failHeld = 0 } = {}) {
  const queues: Record<string, FinanceQueueRow[]> = {
    PENDINGRELEASEREQUEST: [],
    NOT_ANSWERED: [],
    HELD: [],
    APPROVED: [],
    PENDINGVALIDATEPAYMENTREQUEST: [],
    ...initial,
  } as Record<string, FinanceQueueRow[]>;
  let heldFailures = failHeld;
  const seen = { counts: 0, queryParams: [] as URLSearchParams[] };
  const page = (rows: FinanceQueueRow[]) => queuePage(rows);
  server.use(
    mock.get('*/api/orders/count-finances', () => {
      seen.counts++;
      const counts = Object.fromEntries(Object.entries(queues).map(([k, v]) => [k, v.length]));
      return answer(financeCountsSchema, {
        ...ZERO,
        ...counts,
        total: Object.values(queues).reduce((n, v) => n + v.length, 0),
      });
    }),
    mock.get('*/api/orders/pending-liberation', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.queryParams.push(params);
      return page(queues[params.get('status') ?? ''] ?? []);
    }),
    mock.get('*/api/orders/not-answered-finance', () => page(queues.NOT_ANSWERED ?? [])),
    mock.get('*/api/orders/held', () => {
      if (heldFailures > 0) {
        heldFailures--;
        // A 4xx: the client retries 5xx GETs by itself before giving up, which would hide the state.
        return refusal(400, 'Solicitud inválida', 'BAD_REQUEST');
      }
      return page(queues.HELD ?? []);
    }),
    mock.get('*/api/orders/approved-finance', () => page(queues.APPROVED ?? [])),
    mock.post('*/api/orders/request-release/:id', ({ params }) => {
      const row = queues.PENDINGRELEASEREQUEST?.find((r) => r.id === params.id);
      queues.PENDINGRELEASEREQUEST = (queues.PENDINGRELEASEREQUEST ?? []).filter((r) => r.id !== params.id);
      if (row) queues.NOT_ANSWERED = [...(queues.NOT_ANSWERED ?? []), { ...row, area: 'CREDIT' }];
      return answer(financeActionResultSchema, {
        outcome: 'requested',
        message: 'ok',
        finance: buildFinanceView({ orderId: String(params.id) }),
      });
    }),
  );
  return seen;
}

/** Typing speed says nothing here: the debounce test counts calls, not keystroke timing. */
const userEvent = userEventLib.setup({ delay: null });

const countOf = (queue: string) =>
  within(screen.getByTestId(`queue-${queue}`)).getByTestId('queue-count').textContent;

describe('the finance queues of the dashboard', () => {
  it('shows the group total and each sub-queue’s count', async () => {
    fakeQueues({ PENDINGRELEASEREQUEST: [buildRow(), buildRow()], HELD: [buildRow()] });
    renderFinance(<FinanceQueues filters={{}} />, { viewer: FINANCE });
    expect(await screen.findByText('3 órdenes')).toBeTruthy();
    expect(countOf('PENDINGRELEASEREQUEST')).toBe('2');
    expect(countOf('HELD')).toBe('1');
    expect(countOf('APPROVED')).toBe('0');
  });

  it('an empty queue says so with the empty-list texts', async () => {
    fakeQueues({});
    renderFinance(<FinanceQueues filters={{}} />, { viewer: FINANCE });
    await userEvent.click(await screen.findByRole('button', { name: /Autorizadas por finanzas/ }));
    expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
    expect(screen.getByText('No se encontraron registros para mostrar.')).toBeTruthy();
  });

  it('a failed table offers a reload that loads it', async () => {
    fakeQueues(
      {
        HELD: [
          buildRow({
            customerName: 'Aceros del Norte',
            rejectReasons: [{ actionType: 'REJECTED_OVERDRAFT', at: null }],
          }),
        ],
      },
      { failHeld: 1 },
    );
    renderFinance(<FinanceQueues filters={{}} />, { viewer: FINANCE });
    await userEvent.click(await screen.findByRole('button', { name: /Órdenes retenidas/ }));
    expect(await screen.findByText('Solicitud inválida')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    const row = await screen.findByTestId('queue-row');
    expect(within(row).getByText('Aceros del Norte')).toBeTruthy();
    const badge = within(row).getByText('SOBREGIRO').closest('[data-tone]') as HTMLElement;
    expect(badge.dataset.tone).toBe('error');
  });

  it('a request moves the order out of its queue and refreshes every count', async () => {
    const row = buildRow({ customerName: 'Cementos Río' });
    const seen = fakeQueues({ PENDINGRELEASEREQUEST: [row] });
    renderFinance(<FinanceQueues filters={{}} />, { viewer: SELLER });
    await screen.findByText('1 orden');
    await userEvent.click(screen.getByRole('button', { name: /Liberación no solicitada/ }));
    const queueRow = await screen.findByTestId('queue-row');
    const before = seen.counts;
    await userEvent.click(within(queueRow).getByRole('button', { name: 'Solicitar Liberación' }));
    expect(await screen.findByText('Solicitud de liberación enviada exitosamente')).toBeTruthy();
    await waitFor(() => expect(countOf('NOT_ANSWERED')).toBe('1'));
    expect(countOf('PENDINGRELEASEREQUEST')).toBe('0');
    expect(seen.counts).toBeGreaterThan(before);
    expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
    // Queue tables show 10 rows a page.
    expect(seen.queryParams.every((p) => p.get('limit') === '10')).toBe(true);
  });

  it('searches 500 ms after typing stops (one call, first page) and pages on the server by 10', async () => {
    fakeQueues({});
    const held: URLSearchParams[] = [];
    server.use(
      mock.get('*/api/orders/held', ({ request }) => {
        const params = new URL(request.url).searchParams;
        held.push(params);
        const rows = Array.from({ length: params.get('offset') === '10' ? 2 : 10 }, () => buildRow());
        return queuePage(rows, 12);
      }),
    );
    renderFinance(<FinanceQueues filters={{}} />, { viewer: FINANCE });
    await userEvent.click(await screen.findByRole('button', { name: /Órdenes retenidas/ }));
    const queue = screen.getByTestId('queue-HELD');
    await waitFor(() => expect(within(queue).getAllByTestId('queue-row')).toHaveLength(10));
    expect(held.at(-1)?.get('offset')).toBe('0');

    await userEvent.click(within(queue).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(within(queue).getAllByTestId('queue-row')).toHaveLength(2));
    expect(held.at(-1)?.get('offset')).toBe('10');
    expect(held.every((p) => p.get('limit') === '10')).toBe(true);

    const before = held.length;
    await userEvent.type(within(queue).getByRole('searchbox', { name: 'Buscar en la cola' }), 'Cal');
    // Typed faster than the debounce: nothing is asked per keystroke.
    expect(held.length).toBe(before);
    await waitFor(() => expect(held.at(-1)?.get('searchParam')).toBe('Cal'));
    const searches = held.slice(before).map((p) => p.get('searchParam'));
    expect(searches).toEqual(['Cal']);
    expect(held.at(-1)?.get('offset')).toBe('0');
  });

  it('has no seller or date filter of its own: the home’s reach the counts and every table', async () => {
    fakeQueues({ HELD: [buildRow()], APPROVED: [buildRow()] });
    const asked: Record<string, URLSearchParams[]> = { held: [], approved: [], counts: [] };
    const record = (name: string) => (request: Request) =>
      asked[name]!.push(new URL(request.url).searchParams);
    server.use(
      mock.get('*/api/orders/count-finances', ({ request }) => {
        record('counts')(request);
        return answer(financeCountsSchema, { ...ZERO, HELD: 1, APPROVED: 1, total: 2 });
      }),
      mock.get('*/api/orders/held', ({ request }) => {
        record('held')(request);
        return queuePage([buildRow({ customerName: 'Aceros del Norte' })]);
      }),
      mock.get('*/api/orders/approved-finance', ({ request }) => {
        record('approved')(request);
        return queuePage([buildRow()]);
      }),
    );
    const first = {
      sellerId: 'a0000000-0000-4000-8000-000000000001',
      deliveryDateFrom: '2031-03-03',
      deliveryDateTo: '2031-03-09',
    };
    const second = { deliveryDateFrom: '2031-04-01', deliveryDateTo: '2031-04-01' };
    renderFinance(<WithFilters steps={[first, second]} />, { viewer: FINANCE });
    expect(await screen.findByText('2 órdenes')).toBeTruthy();
    const group = screen.getByTestId('finance-queues');
    expect(within(group).queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    expect(within(group).queryByLabelText(/Entrega desde|Entrega hasta/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Órdenes retenidas/ }));
    await userEvent.click(screen.getByRole('button', { name: /Autorizadas por finanzas/ }));
    await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(2));
    for (const name of ['counts', 'held', 'approved']) {
      const q = asked[name]!.at(-1)!;
      expect([q.get('sellerId'), q.get('deliveryDateFrom'), q.get('deliveryDateTo')], name).toEqual([
        first.sellerId,
        first.deliveryDateFrom,
        first.deliveryDateTo,
      ]);
    }

    // The home's filter changes: the counts and the open tables ask again, with the new one.
    await userEvent.click(screen.getByRole('button', { name: 'next filters' }));
    await waitFor(() => {
      for (const name of ['counts', 'held', 'approved']) {
        const q = asked[name]!.at(-1)!;
        expect(q.has('sellerId'), name).toBe(false);
        expect([q.get('deliveryDateFrom'), q.get('deliveryDateTo')], name).toEqual([
          '2031-04-01',
          '2031-04-01',
        ]);
      }
    });
  });
});

/** The home's filter as the home hands it in, changed by a button. */
function WithFilters({ steps }: { steps: FinanceCountsQuery[] }) {
  const [at, setAt] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setAt((i) => i + 1)}>
        next filters
      </button>
      <FinanceQueues filters={steps[at]!} />
    </>
  );
}

const OPERATIONS = {
  role: 'operation',
  permissions: ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ', 'ORDER_DETAIL_CREDIT_READ'],
};

describe('each row shows the action its role may take, and no other', () => {
  it('finance’s ‘Liberación faltante’ row offers ‘Liberar / Retener’, deciding from the queue', async () => {
    // The server gives finance no seller button: the requests are not finance's to send.
    const row = buildRow({ area: 'CREDIT', button: null, canWrite: false, customerName: 'Cementos Río' });
    fakeQueues({ NOT_ANSWERED: [row] });
    const released: string[] = [];
    server.use(
      mock.get(`*/api/orders/${row.id}/finance`, () =>
        answer(
          financeViewSchema,
          buildFinanceView({
            orderId: row.id,
            sellerButtons: { show: false, reason: 'noPermission' },
            financeActions: ['release', 'retain'],
            canDecide: true,
          }),
        ),
      ),
      mock.put(`*/api/orders/${row.id}/finance/release`, () => {
        released.push(row.id);
        return answer(financeActionResultSchema, {
          outcome: 'released',
          message: 'Orden liberada',
          finance: buildFinanceView({ orderId: row.id }),
        });
      }),
    );
    renderFinance(<FinanceQueues filters={{}} />, { viewer: FINANCE });
    await userEvent.click(await screen.findByRole('button', { name: /Liberación faltante/ }));
    const queueRow = await screen.findByTestId('queue-row');
    expect(within(queueRow).queryByRole('button', { name: /Solicitar|Liberación solicitada/ })).toBeNull();
    await userEvent.click(within(queueRow).getByRole('button', { name: 'Liberar / Retener' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Decisión de finanzas · Orden ${row.displayNumber}`,
    });
    expect(await within(dialog).findByRole('button', { name: 'Retener' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    const confirm = await screen.findByRole('dialog', { name: /Liberar/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Liberar' }));
    await waitFor(() => expect(released).toEqual([row.id]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('operations, who acts on none of them, sees the rows without any action button', async () => {
    fakeQueues({
      NOT_ANSWERED: [buildRow({ area: 'CREDIT', button: null, canWrite: false })],
      APPROVED: [buildRow({ button: null, canWrite: false, opsStatus: 'APROBADO_POR_FINANZAS' })],
    });
    renderFinance(<FinanceQueues filters={{}} />, { viewer: OPERATIONS });
    await userEvent.click(await screen.findByRole('button', { name: /Liberación faltante/ }));
    expect(within(await screen.findByTestId('queue-row')).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Autorizadas por finanzas/ }));
    await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(2));
    for (const r of screen.getAllByTestId('queue-row')) {
      expect(within(r).queryByRole('button', { name: /Asignar material/ })).toBeNull();
    }
  });
});
