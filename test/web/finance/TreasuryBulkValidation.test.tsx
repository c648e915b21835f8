// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BulkResult,
  bulkResultSchema,
  type FinanceQueueRow,
  financeCountsSchema,
} from '../../../src/domain/finance/views';
import type { Locale } from '../../../src/domain/i18n';
import { listResponseSchema } from '../../../src/domain/lists';
import { sellerSchema } from '../../../src/domain/users';
import { FinanceQueues } from '../../../src/web/finance/queues/FinanceQueues';
import { answer, buildRow, FINANCE, queuePage, renderFinance, type Viewer } from './renderFinance';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Outcome = BulkResult['results'][number]['outcome'];

/** 'Release missing' holds the rows; the bulk validation answers `outcomes[id]` ('validated' by default). */
function fakeApi(rows: FinanceQueueRow[], outcomes: Record<string, Outcome> = {}) {
  let queue = [...rows];
  const seen = { bodies: [] as unknown[], counts: 0 };
  const page = () => queuePage(queue);
  const none = () => queuePage([]);
  server.use(
    mock.get('*/api/orders/count-finances', () => {
      seen.counts++;
      return answer(financeCountsSchema, {
        PENDINGRELEASEREQUEST: 0,
        PENDINGVALIDATEPAYMENTREQUEST: 0,
        NOT_ANSWERED: queue.length,
        HELD: 0,
        APPROVED: 0,
        total: queue.length,
      });
    }),
    mock.get('*/api/orders/pending-liberation', none),
    mock.get('*/api/orders/not-answered-finance', page),
    mock.get('*/api/orders/held', none),
    mock.get('*/api/orders/approved-finance', none),
    mock.get('*/api/sellers', () =>
      answer(listResponseSchema(sellerSchema), { data: [], totalRows: 0, page: 1, totalPages: 1 }),
    ),
    mock.post('*/api/orders/bulk-validate-payment', async ({ request }) => {
      const body = (await request.json()) as { orderIds: string[] };
      seen.bodies.push(body);
      const results = body.orderIds.map((id, index) => {
        const outcome = outcomes[id] ?? 'validated';
        const row = rows.find((r) => r.id === id);
        return {
          index,
          id,
          displayNumber: row?.displayNumber ?? null,
          outcome,
          message: outcome === 'validated' ? 'ok' : 'El pago ya fue validado',
        };
      });
      const ok = results.filter((r) => r.outcome === 'validated').map((r) => r.id);
      queue = queue.filter((r) => !ok.includes(r.id));
      return answer(bulkResultSchema, {
        results,
        succeeded: ok.length,
        failed: results.length - ok.length,
        message: 'server text',
      });
    }),
  );
  return seen;
}

const userEvent = userEventLib.setup({ delay: null });

const treasuryRow = (n: string) => buildRow({ area: 'TREASURY', displayNumber: n });

async function openMissing(viewer: Viewer, locale: Locale = 'es') {
  renderFinance(<FinanceQueues filters={{}} />, { viewer, locale });
  await userEvent.click(
    await screen.findByRole('button', { name: locale === 'es' ? /Liberación faltante/ : /Release missing/ }),
  );
  await screen.findAllByTestId('queue-row');
}

describe('treasury validates payments in bulk from “release missing”', () => {
  it('selects only Tesorería rows, posts their ids and toasts one validation in Spanish', async () => {
    const a = treasuryRow('000501');
    const credit = buildRow({ area: 'CREDIT', displayNumber: '000502' });
    const seen = fakeApi([a, credit]);
    await openMissing(FINANCE);
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar orden 000502' })).toBeNull();
    const before = seen.counts;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar orden 000501' }));
    await userEvent.click(screen.getByRole('button', { name: 'Validar pagos seleccionados (1)' }));
    expect(await screen.findByText('1 pago validado')).toBeTruthy();
    expect(seen.bodies).toEqual([{ orderIds: [a.id] }]);
    await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(1));
    expect(seen.counts).toBeGreaterThan(before);
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('several validations pluralise in English', async () => {
    const rows = [treasuryRow('000601'), treasuryRow('000602')];
    const seen = fakeApi(rows);
    await openMissing(FINANCE, 'en');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order 000601' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order 000602' }));
    await userEvent.click(screen.getByRole('button', { name: 'Validate selected payments (2)' }));
    expect(await screen.findByText('2 payments validated')).toBeTruthy();
    expect(seen.bodies).toEqual([{ orderIds: rows.map((r) => r.id) }]);
  });

  it('mixed outcomes: counts of both and the failures listed with their reason', async () => {
    const refused = treasuryRow('000703');
    fakeApi([treasuryRow('000701'), treasuryRow('000702'), refused], { [refused.id]: 'notAllowed' });
    await openMissing(FINANCE);
    for (const n of ['000701', '000702', '000703']) {
      await userEvent.click(screen.getByRole('checkbox', { name: `Seleccionar orden ${n}` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Validar pagos seleccionados (3)' }));
    expect(await screen.findByText('2 pagos validados, 1 no se pudo validar')).toBeTruthy();
    const failures = screen.getByTestId('bulk-failures');
    expect(within(failures).getByText('000703: El pago ya fue validado')).toBeTruthy();
    expect(within(failures).queryByText(/000701/)).toBeNull();
  });

  it('selects all the Tesorería rows of the page at once, and a new search starts the selection again', async () => {
    const rows = [
      treasuryRow('000901'),
      buildRow({ area: 'CREDIT', displayNumber: '000902' }),
      treasuryRow('000903'),
    ];
    const seen = fakeApi(rows);
    await openMissing(FINANCE);
    const all = screen.getByRole('checkbox', { name: 'Seleccionar las órdenes de tesorería de esta página' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar orden 000901' }));
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    await userEvent.click(all);
    expect((all as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('2 órdenes seleccionadas')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en la cola' }), '0009');
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
    expect((all as HTMLInputElement).checked).toBe(false);

    await userEvent.click(all);
    await userEvent.click(screen.getByRole('button', { name: 'Validar pagos seleccionados (2)' }));
    expect(await screen.findByText('2 pagos validados')).toBeTruthy();
    expect(seen.bodies).toEqual([{ orderIds: [rows[0]!.id, rows[2]!.id] }]);
  });

  it('without ORDER_DETAIL_CREDIT write there is no selection and no button', async () => {
    fakeApi([treasuryRow('000801')]);
    await openMissing({
      ...FINANCE,
      permissions: FINANCE.permissions.filter((p) => p !== 'ORDER_DETAIL_CREDIT_WRITE'),
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Validar pagos seleccionados/ })).toBeNull();
  });
});
