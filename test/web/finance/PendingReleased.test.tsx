// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BulkResult, bulkResultSchema, type FinanceQueueRow } from '../../../src/domain/finance/views';
import type { Locale } from '../../../src/domain/i18n';
import { listResponseSchema } from '../../../src/domain/lists';
import { sellerSchema } from '../../../src/domain/users';
import { bulkSummary } from '../../../src/web/finance/bulkSummary';
import PendingReleasedPage from '../../../src/web/finance/pending/PendingReleasedPage';
import { messages } from '../../../src/web/providers/i18nProvider';
import { answer, buildRow, FINANCE, queuePage, refusal, renderFinance, SELLER } from './renderFinance';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serve(rowsByStatus: Record<string, FinanceQueueRow[]>, bulk?: (ids: string[]) => BulkResult) {
  const asked: URLSearchParams[] = [];
  const bulkCalls: { path: string; ids: string[] }[] = [];
  server.use(
    mock.get('*/api/orders/pending-released', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return queuePage(rowsByStatus[params.get('status') ?? ''] ?? []);
    }),
    mock.get('*/api/sellers', () =>
      answer(listResponseSchema(sellerSchema), { data: [], totalRows: 0, page: 1, totalPages: 1 }),
    ),
    mock.post('*/api/orders/:bulk', async ({ request, params }) => {
      const { orderIds } = (await request.json()) as { orderIds: string[] };
      bulkCalls.push({ path: String(params.bulk), ids: orderIds });
      return bulk
        ? answer(bulkResultSchema, bulk(orderIds))
        : refusal(500, 'Sin respuesta', 'INTERNAL_ERROR');
    }),
  );
  return { asked, bulkCalls };
}

const userEvent = userEventLib.setup({ delay: null });

function translatorFor(locale: Locale) {
  return polyglotI18nProvider((l) => messages[l as Locale], locale).translate;
}

describe('bulk result counts', () => {
  it('pluralise in Spanish and English', () => {
    const es = translatorFor('es');
    const en = translatorFor('en');
    expect(bulkSummary('release', { requested: 3, released: 0, failed: 1 }, es)).toBe(
      '3 solicitudes de liberación enviadas, 1 no se pudo enviar',
    );
    expect(bulkSummary('release', { requested: 1, released: 2, failed: 2 }, es)).toBe(
      '1 solicitud de liberación enviada, 2 órdenes liberadas, 2 no se pudieron enviar',
    );
    expect(bulkSummary('payment', { requested: 2, released: 0, failed: 0 }, es)).toBe(
      '2 solicitudes de validación de pago enviadas',
    );
    expect(bulkSummary('release', { requested: 1, released: 1, failed: 1 }, en)).toBe(
      '1 release request sent, 1 order released, 1 could not be sent',
    );
    expect(bulkSummary('payment', { requested: 3, released: 0, failed: 2 }, en)).toBe(
      '3 payment validation requests sent, 2 could not be sent',
    );
  });
});

describe('/orders/pending-released', () => {
  it('lists one fixed status at a time, with its columns', async () => {
    const release = [buildRow({ customerName: 'Aceros del Norte' })];
    const payment = [
      buildRow({
        customerName: 'Cementos Río',
        paymentTerm: 'ADVANCE_PAYMENT',
        button: {
          kind: 'requestPayment',
          resend: false,
          disabled: false,
          labelKey: 'requestPayment',
          needsPaymentConfirmation: false,
        },
      }),
    ];
    const { asked } = serve({ PENDINGRELEASEREQUEST: release, PENDINGVALIDATEPAYMENTREQUEST: payment });
    renderFinance(<PendingReleasedPage />);
    const row = await screen.findByTestId('pending-row');
    expect(within(row).getByText('Aceros del Norte')).toBeTruthy();
    expect(within(row).getByText('$1,500.00 USD')).toBeTruthy();
    expect(within(row).getByText('10/12/2026')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Solicitar Liberación' })).toBeTruthy();
    for (const header of [
      'Número de orden',
      'Empresa',
      'Vendedor',
      'Productos',
      'Cantidad (ton)',
      'Fecha de entrega solicitada',
      'Estatus',
      'Monto total',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Validación de pago' }));
    expect(await screen.findByText('Cementos Río')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Solicitar Validación' })).toBeTruthy();
    expect(asked.map((p) => p.get('status'))).toContain('PENDINGVALIDATEPAYMENTREQUEST');
    expect(asked.every((p) => p.get('limit') === '10' && p.get('offset') === '0')).toBe(true);
  });

  it('writes each order’s total in its own currency, MXN and USD alike', async () => {
    serve({
      PENDINGRELEASEREQUEST: [
        buildRow({ customerName: 'Aceros del Norte', totalOrder: '683408.49', currency: 'MXN' }),
        buildRow({ customerName: 'Cementos Río', totalOrder: '24173.24', currency: 'USD' }),
      ],
    });
    renderFinance(<PendingReleasedPage />);
    const rows = await screen.findAllByTestId('pending-row');
    expect(rows.map((row) => within(row).getByTestId('pending-total').textContent)).toEqual([
      '$683,408.49 MXN',
      '$24,173.24 USD',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Monto total' })).toBeTruthy();
  });

  it('requests the release of a selection and says how many went and which not', async () => {
    const rows = [buildRow(), buildRow(), buildRow()];
    const { bulkCalls } = serve({ PENDINGRELEASEREQUEST: rows }, (ids) => ({
      results: ids.map((id, index) => ({
        index,
        id,
        displayNumber: rows[index]?.displayNumber ?? null,
        outcome: index === 2 ? 'notAllowed' : 'requested',
        message: index === 2 ? 'La orden ya no espera liberación' : 'ok',
      })),
      succeeded: 2,
      failed: 1,
      message: '',
    }));
    renderFinance(<PendingReleasedPage />);
    await screen.findAllByTestId('pending-row');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todas las órdenes de la página' }),
    );
    expect(screen.getByText('3 órdenes seleccionadas')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar Liberación (3)' }));
    expect(await screen.findByText('2 solicitudes de liberación enviadas, 1 no se pudo enviar')).toBeTruthy();
    expect(bulkCalls).toEqual([{ path: 'bulk-credit-release', ids: rows.map((r) => r.id) }]);
    const failures = screen.getByTestId('bulk-failures');
    expect(
      within(failures).getByText(`${rows[2]?.displayNumber}: La orden ya no espera liberación`),
    ).toBeTruthy();
    // The selection is gone once done.
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
  });

  it('without write: no actions and no selection', async () => {
    serve({ PENDINGRELEASEREQUEST: [buildRow({ canWrite: false })] });
    renderFinance(<PendingReleasedPage />, { viewer: FINANCE });
    const row = await screen.findByTestId('pending-row');
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acción' })).toBeNull();
    expect(screen.getByTestId('pending-read-only')).toBeTruthy();
  });

  it('without read: the no-permission message and no call', async () => {
    const { asked } = serve({});
    renderFinance(<PendingReleasedPage />, {
      viewer: { role: 'operation', permissions: ['ORDER_LISTING_READ'] },
    });
    expect(await screen.findByText('No tienes permisos para ver esta sección')).toBeTruthy();
    expect(screen.getByText('Contacta a tu administrador si necesitas acceso.')).toBeTruthy();
    expect(asked).toHaveLength(0);
  });

  it('an empty status says so with the empty-list texts', async () => {
    serve({ PENDINGRELEASEREQUEST: [] });
    renderFinance(<PendingReleasedPage />, { viewer: SELLER });
    expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
    expect(screen.getByText('No se encontraron registros para mostrar.')).toBeTruthy();
  });
});
