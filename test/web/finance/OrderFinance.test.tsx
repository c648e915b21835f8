// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type FinanceView,
  financeActionResultSchema,
  financeViewSchema,
} from '../../../src/domain/finance/views';
import { orderDocumentViewSchema } from '../../../src/domain/orders/views';
import { OrderFinance } from '../../../src/web/finance/order/OrderFinance';
import { buildOrder } from '../orders/documents/renderSection';
import { answer, buildFinanceView, FINANCE, ORDER_ID, refusal, renderFinance, SELLER } from './renderFinance';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order = buildOrder();
const calls: { method: string; path: string; body?: unknown }[] = [];

function serve(view: FinanceView, answers: { status?: number; message?: string } = {}) {
  calls.length = 0;
  const respond = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.headers.get('content-type')?.includes('json') ? await request.json() : undefined;
    calls.push({ method: request.method, path, body });
    if (answers.status) return refusal(answers.status, answers.message ?? 'fallo');
    return answer(financeActionResultSchema, { outcome: 'requested', message: 'ok', finance: view });
  };
  server.use(
    mock.get(`*/api/orders/${ORDER_ID}/finance`, () => answer(financeViewSchema, view)),
    mock.post(`*/api/orders/request-release/${ORDER_ID}`, ({ request }) => respond(request)),
    mock.post(`*/api/orders/request-payment/${ORDER_ID}`, ({ request }) => respond(request)),
    mock.put(`*/api/orders/${ORDER_ID}/finance/:action`, ({ request }) => respond(request)),
    mock.post(`*/api/orders/${ORDER_ID}/documents`, async ({ request }) => {
      const form = await request.formData();
      calls.push({
        method: 'POST',
        path: 'documents',
        body: { type: form.get('type'), name: form.get('name') },
      });
      return answer(
        orderDocumentViewSchema,
        {
          id: crypto.randomUUID(),
          name: String(form.get('name')),
          type: 'payment_confirmation',
          fileKind: String(form.get('fileKind')),
          url: null,
          contentType: 'application/pdf',
          sizeBytes: 15,
          updating: false,
          userId: null,
          userName: null,
          editable: true,
          createdAt: '2026-11-20T16:00:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
}

const userEvent = userEventLib.setup({ delay: null });

describe('the seller’s buttons', () => {
  it('requests the release, toasts its text and reloads the order', async () => {
    serve(buildFinanceView());
    const onChanged = vi.fn();
    renderFinance(<OrderFinance order={order} onChanged={onChanged} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar Liberación' }));
    expect(await screen.findByText('Solicitud de liberación enviada exitosamente')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/orders/request-release/${ORDER_ID}`,
    ]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('says the request failed with its text and the server’s reason', async () => {
    serve(buildFinanceView(), { status: 409, message: 'La orden ya fue liberada' });
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar Liberación' }));
    expect(
      await screen.findByText('Error al enviar solicitud de liberación: La orden ya fue liberada'),
    ).toBeTruthy();
  });

  it('shows the requested state disabled and the resend after 3 days', async () => {
    serve(
      buildFinanceView({
        state: { ...buildFinanceView().state, isReleaseRequestedManually: true, daysSinceReleaseRequest: 1 },
        sellerButtons: {
          show: true,
          noWritePermission: false,
          buttons: [{ kind: 'requestRelease', resend: false, disabled: true, labelKey: 'releaseRequested' }],
        },
      }),
    );
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />);
    const sent = await screen.findByRole('button', { name: 'Liberación solicitada' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText(/Solicitada hace 1 día\. Podrás reenviar la solicitud a partir de 3 días/),
    ).toBeTruthy();
  });

  it('without an external id on an ERP tenant: the message and the disabled button with its tooltip', async () => {
    serve(buildFinanceView({ sellerButtons: { show: false, reason: 'externalIdRequired' } }));
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />);
    expect(
      await screen.findByText('No se puede realizar esta acción sin número de orden externo'),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sin external ID' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip', { name: 'Requiere número de orden externo' })).toBeTruthy();
  });

  it('without write permission the button is disabled with the no-permission text', async () => {
    serve(
      buildFinanceView({
        sellerButtons: {
          show: true,
          noWritePermission: true,
          buttons: [{ kind: 'requestRelease', resend: false, disabled: true, labelKey: 'requestRelease' }],
        },
      }),
    );
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />);
    const button = await screen.findByRole('button', { name: 'Solicitar Liberación' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No tienes permisos para ejecutar esta acción')).toBeTruthy();
  });

  it('an advance payment without confirmation uploads it first (type locked), then requests validation', async () => {
    serve(
      buildFinanceView({
        state: { ...buildFinanceView().state, paymentTerm: 'ADVANCE_PAYMENT' },
        sellerButtons: {
          show: true,
          noWritePermission: false,
          buttons: [
            {
              kind: 'requestPayment',
              resend: false,
              disabled: false,
              labelKey: 'requestPayment',
              needsPaymentConfirmation: true,
            },
          ],
        },
      }),
    );
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar Validación' }));
    const dialog = await screen.findByRole('dialog');
    const type = within(dialog).getByTestId('payment-upload-type') as HTMLInputElement;
    expect(type.value).toBe('Comprobante de pago');
    expect(type.disabled).toBe(true);
    // Nothing is sent without a file.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir y solicitar validación' }));
    expect(within(dialog).getByText('Elige el archivo del comprobante')).toBeTruthy();
    expect(calls).toHaveLength(0);
    const file = new File(['%PDF-1.4 recibo'], 'transferencia.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByTestId('payment-confirmation-input'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir y solicitar validación' }));
    expect(await screen.findByText('Solicitud de validación de pago enviada exitosamente')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['documents', `/api/orders/request-payment/${ORDER_ID}`]);
    expect(calls[0]?.body).toEqual({ type: 'payment_confirmation', name: 'transferencia' });
  });
});

describe('finance’s decision', () => {
  const awaiting = () =>
    buildFinanceView({
      sellerButtons: { show: false, reason: 'noPermission' },
      financeActions: ['release', 'retain'],
      canDecide: true,
      creditCheck: {
        result: 'rejectedOverdraft',
        checkedAt: '2026-11-20T16:00:00.000Z',
        termFound: true,
        currency: 'USD',
        creditLimit: '10000.00',
        creditDays: 30,
        openInvoices: '8000.00',
        committedOrders: '500.00',
        openBalance: '8500.00',
        available: '1500.00',
        orderTotal: '2987.00',
        overdueInvoices: 0,
      },
    });

  it('shows the credit check beside the buttons with its figures', async () => {
    serve(awaiting());
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />, { viewer: FINANCE });
    const check = await screen.findByTestId('credit-check');
    expect(check.dataset.result).toBe('rejectedOverdraft');
    expect(within(check).getByText('Sobregiro')).toBeTruthy();
    expect(within(check).getByText('$8,500.00 USD')).toBeTruthy();
    expect(within(check).getByText('$10,000.00 USD')).toBeTruthy();
    expect(within(check).getByText('$1,500.00 USD')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Liberar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retener' })).toBeTruthy();
  });

  it('retains with a reason (required) and the optional comment', async () => {
    serve(awaiting());
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />, { viewer: FINANCE });
    await userEvent.click(await screen.findByRole('button', { name: 'Retener' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retener' }));
    expect(await within(dialog).findByText('Selecciona un motivo')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sobregiro' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Saldo vencido de octubre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retener' }));
    expect(await screen.findByText('Orden retenida')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: `/api/orders/${ORDER_ID}/finance/retain`,
        body: { reason: 'overdraft', comment: 'Saldo vencido de octubre', version: 3 },
      },
    ]);
  });

  it('a refused decision toasts “Error al procesar la solicitud” and keeps the dialog with the reason', async () => {
    serve(awaiting(), { status: 409, message: 'La orden cambió' });
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />, { viewer: FINANCE });
    await userEvent.click(await screen.findByRole('button', { name: 'Liberar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/La revisión de crédito no aprobó esta orden \(Sobregiro\)/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText('Error al procesar la solicitud: La orden cambió')).toBeTruthy();
    expect(within(dialog).getByText('La orden cambió')).toBeTruthy();
  });

  it('a role that may never decide sees no release or retain at all (not even disabled)', async () => {
    // The seller's view: its own request, and finance's buttons it may not press.
    serve({ ...awaiting(), canDecide: false, sellerButtons: buildFinanceView().sellerButtons });
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />, { viewer: SELLER });
    await screen.findByTestId('seller-requests');
    expect(screen.queryByRole('button', { name: 'Liberar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retener' })).toBeNull();
    expect(screen.queryByTestId('finance-decision')).toBeNull();
  });

  it('a retained order says why: the last reject reason, or finance’s own words', async () => {
    const retained = (extra: Partial<FinanceView>) =>
      buildFinanceView({
        state: { ...buildFinanceView().state, opsStatus: 'ORDEN_RETENIDA' },
        rejectReasons: [
          { actionType: 'REJECTED_OVERDUE_INVOICES', at: null },
          { actionType: 'REJECTED_OVERDRAFT', at: null },
        ],
        ...extra,
      });
    serve(retained({}));
    const first = renderFinance(<OrderFinance order={order} onChanged={() => {}} />);
    expect((await screen.findByTestId('retention-message')).textContent).toBe('Orden retenida por sobregiro');
    first.unmount();
    serve(retained({ reasonRejected: 'Pagar factura F-88 antes' }));
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />);
    expect((await screen.findByTestId('retention-message')).textContent).toBe('Pagar factura F-88 antes');
  });
});

describe('in English', () => {
  it('uses the English twins', async () => {
    serve(buildFinanceView());
    renderFinance(<OrderFinance order={order} onChanged={() => {}} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Request release' }));
    await waitFor(() => expect(screen.getByText('Release request sent successfully')).toBeTruthy());
  });
});
