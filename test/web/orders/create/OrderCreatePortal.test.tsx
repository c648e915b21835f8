// @vitest-environment jsdom
/**
 * What the creation form shows before saving: the payment term the order will be saved with, and
 * for the portal's customer only what is its to choose — its products at the agreed prices
 * (read-only), no back-office switch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGREED_PRICES, CUSTOMER, fakeOrderApi, PRODUCTS } from './fakeOrderApi';
import { choose, productRow, search, submitButton, TODAY, textbox, typed } from './formHelpers';
import { renderOrderCreate } from './renderOrderCreate';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TIMEOUT = 180_000;
const paymentTerm = () => screen.getByRole('combobox', { name: /^Forma de pago/ });

describe('the payment term shown is the one saved', () => {
  it(
    'a customer without credit shows ‘Pago anticipado’ and says why; a credit customer its days',
    async () => {
      fakeOrderApi(server);
      const user = userEvent.setup({ delay: null });
      renderOrderCreate();
      await screen.findByRole('button', { name: 'Crear orden' });
      await search(user, /^Cliente/, 'Aceros', /Aceros de Querétaro/);
      await waitFor(() => expect(paymentTerm().textContent).toBe('Pago anticipado'));
      expect(paymentTerm().getAttribute('aria-disabled')).toBe('true');
      expect(
        screen.getByText('Este cliente no tiene crédito vigente: la orden se guarda con pago anticipado'),
      ).toBeTruthy();

      await search(user, /^Cliente/, 'Cementos', /Cementos del Bajío/);
      await waitFor(() => expect(paymentTerm().textContent).toBe('Crédito · 30 días'));
    },
    TIMEOUT,
  );
});

describe('the customer portal’s order form', () => {
  it(
    'shows no internal switch, offers its agreed products at their price (read-only) and sends that',
    async () => {
      const api = fakeOrderApi(server);
      const user = userEvent.setup({ delay: null });
      renderOrderCreate('customer');
      await screen.findByDisplayValue(CUSTOMER.companyName);
      for (const label of [/Venta mostrador/, /Cliente no facturado/, /Incluye IVA/, /El cliente ya pagó/]) {
        expect(screen.queryByLabelText(label)).toBeNull();
      }
      expect(screen.queryByRole('combobox', { name: /^Tipo de orden/ })).toBeNull();
      // Its terms, read-only.
      await waitFor(() =>
        expect((screen.getByRole('textbox', { name: /^Forma de pago/ }) as HTMLInputElement).value).toBe(
          'Crédito · 30 días',
        ),
      );

      const row = productRow(1);
      await choose(user, /^Producto y presentación/, /CAL-HID-25 · Cal hidratada · Saco/, row);
      const price = within(row).getByRole('textbox', { name: /^Precio por KG/ }) as HTMLInputElement;
      expect(price.value).toBe('2.4');
      expect(price.readOnly).toBe(true);
      expect(within(row).getByText('Acordado con tu vendedor (orden 000017)')).toBeTruthy();
      const qty = within(row).getByRole('textbox', { name: /^Cantidad/ });
      await user.clear(qty);
      await user.type(qty, '2000');
      await choose(user, /^Moneda/, 'MXN');
      await waitFor(() => expect(price.value).toBe('44.4'));

      await choose(user, /^Tipo de entrega/, 'Pickup');
      await user.type(textbox(/^Fecha de entrega/), typed(TODAY));
      await user.type(textbox(/^Comentarios/), 'Entregar por la puerta 3');
      await user.click(submitButton());
      await waitFor(() => expect(api.posted).toHaveLength(1));
      expect(api.posted[0]).toMatchObject({
        currency: 'MXN',
        customer: { id: CUSTOMER.id },
        items: [{ productId: PRODUCTS[0]!.id, presentation: 'BAG', quantity: '2000', targetPrice: '44.4' }],
        type: 'retail',
        requiredInvoice: true,
        hasIva: true,
        clientIsNotInvoice: false,
        clientPaid: false,
        isSeller: false,
        paymentTerm: 'CREDIT',
        comments: 'Entregar por la puerta 3',
      });
      expect(AGREED_PRICES[0]!.priceMxn).toBe('44.4');
    },
    TIMEOUT,
  );

  it(
    'a company without agreed prices is told to ask its seller',
    async () => {
      fakeOrderApi(server);
      server.use(mock.get('/api/orders/agreed-prices', () => HttpResponse.json({ data: [] })));
      renderOrderCreate('customer');
      expect(
        await screen.findByText(
          'Tu empresa aún no tiene precios acordados. Pide una cotización a tu vendedor para ordenar desde aquí.',
        ),
      ).toBeTruthy();
    },
    TIMEOUT,
  );
});
