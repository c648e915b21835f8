// @vitest-environment jsdom
/**
 * Why an order cannot be shown: no permission for this order (and the session stays), session
 * expired (on to sign-in), not found, any other failure with a retry.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../../../src/web/providers/session';
import { refusal } from '../apiAnswers';
import { orderWithItems } from './fixtures';
import { fakeOrderApi, renderOrderPage } from './renderOrderPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORDER = orderWithItems();
const answer = (status: number, code: string, message: string) =>
  server.use(mock.get(`*/api/orders/${ORDER.id}`, () => refusal(status, code, message)));

describe('order load errors', () => {
  it('403: says the order is not yours, and keeps the session (Spanish text included)', async () => {
    answer(403, 'ORDER_FORBIDDEN', 'No tienes permisos para acceder a esta orden');
    renderOrderPage(ORDER.id);
    expect(await screen.findByTestId('order-forbidden')).toBeTruthy();
    expect(screen.getByText('No tienes permisos para acceder a esta orden')).toBeTruthy();
    expect(session.hasTokens()).toBe(true);
  });

  it('401: session expired, then the sign-in page', async () => {
    answer(401, 'TOKEN_EXPIRED', 'Sesión expirada');
    server.use(mock.post('*/api/auth/login/refresh', () => refusal(401, 'UNAUTHORIZED', 'x')));
    renderOrderPage(ORDER.id);
    expect(await screen.findByText('Sesión expirada')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('404: not found, with the way back to the orders', async () => {
    answer(404, 'NOT_FOUND', 'No se encontró la orden');
    renderOrderPage(ORDER.id);
    expect(await screen.findByText('No se encontró la orden')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a órdenes' }).getAttribute('href')).toBe('/orders');
  });

  it('other failures: "Error al cargar la orden" and a retry that loads it', async () => {
    let calls = 0;
    server.use(
      mock.get(`*/api/orders/${ORDER.id}`, () => {
        calls++;
        return refusal(422, 'BAD_REQUEST', 'Solicitud inválida');
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderOrderPage(ORDER.id);
    expect(await screen.findByText('Error al cargar la orden')).toBeTruthy();
    server.resetHandlers();
    fakeOrderApi(server, ORDER);
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByRole('heading', { name: 'Orden 000123' })).toBeTruthy();
    expect(calls).toBe(1);
  });
});
