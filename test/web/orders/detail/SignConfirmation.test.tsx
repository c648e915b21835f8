// @vitest-environment jsdom
/** The customer's 'Aceptar confirmación' on its portal's order page (ORDEN_CREADA → eFirma cliente). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderWithItems } from './fixtures';
import { fakeOrderApi, renderOrderPage } from './renderOrderPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CUSTOMER = ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ', 'CREATE_ORDER_WRITE'];

describe('customer signature', () => {
  it('lets the customer accept a created order and reloads it in its new step', async () => {
    const order = orderWithItems();
    const api = fakeOrderApi(server, order);
    const signed: string[] = [];
    server.use(
      mock.post(`*/api/orders/${order.id}/customer-signature`, ({ request }) => {
        signed.push(new URL(request.url).pathname);
        api.current = { ...api.current, opsStatus: 'EFIRMA_CLIENTE', version: api.current.version + 1 };
        return HttpResponse.json({ id: order.id, opsStatus: 'EFIRMA_CLIENTE' });
      }),
    );
    renderOrderPage(order.id, { role: 'customer', permissions: CUSTOMER });
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar confirmación' }));
    expect(await screen.findByText('Confirmación de la orden aceptada')).toBeTruthy();
    expect(signed).toEqual([`/api/orders/${order.id}/customer-signature`]);
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toContain('eFirma cliente'));
    expect(screen.queryByTestId('sign-confirmation')).toBeNull();
  });

  it('is not offered to staff, nor once the order moved on', async () => {
    const order = orderWithItems();
    fakeOrderApi(server, order);
    const { unmount } = renderOrderPage(order.id, { permissions: [...CUSTOMER] });
    await screen.findByTestId('proforma-button');
    expect(screen.queryByTestId('sign-confirmation')).toBeNull();
    unmount();

    const released = orderWithItems({ opsStatus: 'APROBADO_POR_FINANZAS' });
    fakeOrderApi(server, released);
    renderOrderPage(released.id, { role: 'customer', permissions: CUSTOMER, locale: 'en' });
    await screen.findByTestId('proforma-button');
    expect(screen.queryByRole('button', { name: 'Accept confirmation' })).toBeNull();
  });
});
