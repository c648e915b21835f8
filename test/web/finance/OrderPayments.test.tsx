// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { CanAccess } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type FinanceView,
  financeActionResultSchema,
  financeViewSchema,
} from '../../../src/domain/finance/views';
import { OrderFinance } from '../../../src/web/finance/order/OrderFinance';
import { OrderPayments } from '../../../src/web/finance/order/OrderPayments';
import { buildOrder } from '../orders/documents/renderSection';
import { answer, buildFinanceView, FINANCE, ORDER_ID, refusal, renderFinance } from './renderFinance';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const RECEIPT_ID = '55555555-5555-4555-8555-555555555555';
const order = buildOrder({
  documents: [
    {
      id: RECEIPT_ID,
      name: 'Transferencia octubre',
      type: 'payment_confirmation',
      fileKind: 'document',
      url: `/api/orders/${ORDER_ID}/documents/${RECEIPT_ID}/file`,
      contentType: 'application/pdf',
      sizeBytes: 100,
      updating: false,
      userId: null,
      userName: null,
      editable: true,
      createdAt: '2026-11-20T16:00:00.000Z',
    },
  ],
});

function serve(view: FinanceView) {
  const posted: unknown[] = [];
  server.use(
    mock.get(`*/api/orders/${ORDER_ID}/finance`, () => answer(financeViewSchema, view)),
    mock.post(`*/api/orders/${ORDER_ID}/payments`, async ({ request }) => {
      posted.push(await request.json());
      return answer(financeActionResultSchema, { outcome: 'registered', message: 'ok', finance: view });
    }),
  );
  return posted;
}

const userEvent = userEventLib.setup({ delay: null });

const CUSTOMER = {
  role: 'customer',
  permissions: ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ', 'ORDER_DETAIL_FILES_READ'],
};

const withPayments = (extra: Partial<NonNullable<FinanceView['payments']>>) => {
  const base = buildFinanceView();
  return buildFinanceView({
    payments: { ...(base.payments as NonNullable<FinanceView['payments']>), ...extra },
  });
};

describe('the payments panel', () => {
  it('shows terms, status and each transaction with amount, date and receipt', async () => {
    serve(
      withPayments({
        paymentStatus: 'PARTIAL',
        paid: '1000.00',
        balance: '1987.00',
        transactions: [
          {
            id: crypto.randomUUID(),
            amount: '1000.00',
            paymentDate: '2026-11-18',
            receipt: { documentId: RECEIPT_ID, name: 'Transferencia octubre', url: '/api/x/file' },
            createdBy: null,
            createdAt: '2026-11-18T16:00:00.000Z',
          },
        ],
      }),
    );
    renderFinance(<OrderPayments order={order} onChanged={() => {}} />, { viewer: FINANCE });
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByText('18/11/2026')).toBeTruthy();
    expect(within(row).getByText('$1,000.00 USD')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: /Descargar comprobante: Transferencia octubre/ }),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('Pago parcial');
    expect(screen.getByText('Crédito')).toBeTruthy();
    expect(screen.getByText('30 días')).toBeTruthy();
    // Not treasury's write here: no form.
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });

  it('a customer (no finance key) never asks for the finance view and sees no finance section', async () => {
    let asked = 0;
    server.use(
      mock.get(`*/api/orders/${ORDER_ID}/finance`, () => {
        asked++;
        return refusal(403, 'Insufficient permissions', 'FORBIDDEN');
      }),
    );
    renderFinance(
      <>
        <OrderFinance order={order} onChanged={() => {}} />
        <OrderPayments order={order} onChanged={() => {}} />
        <CanAccess resource="finance" action="show" accessDenied={<span>sin finanzas</span>}>
          <span>con finanzas</span>
        </CanAccess>
      </>,
      { viewer: CUSTOMER },
    );
    expect(await screen.findByText('sin finanzas')).toBeTruthy();
    expect(asked).toBe(0);
    expect(screen.queryByTestId('order-finance')).toBeNull();
    expect(screen.queryByTestId('order-payments')).toBeNull();
    expect(screen.queryByTestId('payments-restricted')).toBeNull();
  });

  it('without ORDER_DETAIL_CREDIT read shows the restricted notice', async () => {
    serve(buildFinanceView({ payments: null }));
    renderFinance(<OrderPayments order={order} onChanged={() => {}} />);
    expect(await screen.findByTestId('payments-restricted')).toBeTruthy();
    expect(screen.getByText('Sección restringida')).toBeTruthy();
  });

  it('the payment form requires the date, an amount above 0 and the receipt, then registers it', async () => {
    const posted = serve(withPayments({ canRegister: true }));
    renderFinance(<OrderPayments order={order} onChanged={() => {}} />, { viewer: FINANCE });
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(dialog).findByText('La fecha de pago es obligatoria')).toBeTruthy();
    expect(within(dialog).getByText('El monto es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('El comprobante de pago es obligatorio')).toBeTruthy();
    await userEvent.type(within(dialog).getByTestId('payment-amount'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(dialog).findByText('El monto debe ser mayor a 0')).toBeTruthy();
    expect(posted).toHaveLength(0);

    await userEvent.clear(within(dialog).getByTestId('payment-amount'));
    await userEvent.type(within(dialog).getByTestId('payment-amount'), '1,250.50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Fecha de pago/ }), '18112026');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Comprobante de pago/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Transferencia octubre' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Pago registrado exitosamente')).toBeTruthy();
    expect(posted).toEqual([{ paymentDate: '2026-11-18', amount: '1250.5', paymentReceipt: RECEIPT_ID }]);
  });
});
