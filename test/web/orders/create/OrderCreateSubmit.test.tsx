// @vitest-environment jsdom
/** A good order is sent as the API expects it; refusals land on their fields; files are staged first. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentPath } from '../../support/renderAdmin';
import { CREATED_ID, CUSTOMER, fakeOrderApi, PRODUCTS } from './fakeOrderApi';
import {
  choose,
  dayAfter,
  fillValidOrder,
  helperOf,
  productRow,
  submitButton,
  TODAY,
  textbox,
  typed,
} from './formHelpers';
import { renderOrderCreate } from './renderOrderCreate';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// MUI forms typed key by key are slow on a busy 2-core machine.
const TIMEOUT = 180_000;

const EXPECTED_BODY = {
  currency: 'USD',
  environment: 'bubble',
  comments: null,
  isSeller: true,
  requiredInvoice: true,
  type: 'retail',
  isMultiOrder: false,
  customer: { id: CUSTOMER.id },
  items: [{ productId: PRODUCTS[0]!.id, presentation: 'BAG', quantity: '1500', targetPrice: '0.85' }],
  deliveryModel: 'PICKUP',
  addressId: null,
  deliveryDate: TODAY,
  deliveryDates: [],
  numberOfAdditionalOrders: 0,
  quantityDelivered: 1,
  paymentTerm: 'CREDIT',
  hasIva: true,
  sellerId: null,
  warehouseNoInvoice: null,
  purchaseOrderId: null,
  role: 'seller',
  clientIsNotInvoice: false,
  clientPaid: false,
  DELIVERY_FREQUENCY: 'once',
  documents: [],
};

describe('creating an order', () => {
  it(
    'shows the line total and the estimate, posts the order and opens its page',
    async () => {
      const api = fakeOrderApi(server);
      const user = userEvent.setup({ delay: null });
      renderOrderCreate();
      await fillValidOrder(user);
      // 1,500 kg × 0.85 = 1,275.00; handling of bags 8 USD/t × 1.5 t = 12; VAT 16 % of 1,287.00.
      expect(screen.getByTestId('line-total-0').textContent).toBe('$1,275.00 USD');
      const estimate = screen.getByTestId('order-estimate');
      expect(within(estimate).getByText('$12.00 USD')).toBeTruthy();
      expect(within(estimate).getByText('$205.92 USD')).toBeTruthy();
      expect(within(estimate).getByText('$1,492.92 USD')).toBeTruthy();
      await user.click(submitButton());
      await waitFor(() => expect(currentPath()).toBe(`/orders/${CREATED_ID}`));
      expect(api.posted).toEqual([EXPECTED_BODY]);
      expect(await screen.findByText('Orden 000041 creada')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'sends a multi order with one day per order and names every order created',
    async () => {
      const api = fakeOrderApi(server);
      const user = userEvent.setup({ delay: null });
      renderOrderCreate();
      await fillValidOrder(user);
      await user.click(screen.getByLabelText('Multi orden'));
      const additional = textbox(/^Órdenes adicionales/);
      await user.clear(additional);
      await user.type(additional, '1');
      await user.type(textbox(/^Fecha de entrega, orden 2/), typed(dayAfter(TODAY)));
      await user.click(screen.getByRole('button', { name: 'Crear 2 órdenes' }));
      await waitFor(() => expect(currentPath()).toBe(`/orders/${CREATED_ID}`));
      expect(api.posted).toEqual([
        {
          ...EXPECTED_BODY,
          isMultiOrder: true,
          numberOfAdditionalOrders: 1,
          deliveryDates: [TODAY, dayAfter(TODAY)],
        },
      ]);
      expect(await screen.findByText('Órdenes creadas: 000041, 000042')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'stages a document first and sends only its upload id, type and name',
    async () => {
      const api = fakeOrderApi(server);
      api.stagedNames.push('comprobante.pdf');
      const user = userEvent.setup({ delay: null });
      renderOrderCreate();
      await fillValidOrder(user);
      await user.click(screen.getByLabelText('El cliente ya pagó'));
      await user.click(submitButton());
      expect(await screen.findByText('Debe adjuntar el comprobante de pago')).toBeTruthy();
      const file = new File(['%PDF-1.4 receipt'], 'comprobante.pdf', { type: 'application/pdf' });
      await user.upload(screen.getByLabelText('Adjuntar archivo'), file);
      const doc = await screen.findByRole('group', { name: 'comprobante.pdf' });
      expect(within(doc).getByRole('combobox', { name: /^Tipo de documento/ }).textContent).toContain(
        'Comprobante de pago',
      );
      expect(api.uploads).toEqual(['multipart/form-data']);
      await user.click(submitButton());
      await waitFor(() => expect(api.posted).toHaveLength(1));
      const body = api.posted[0] as { documents: { uploadId: string; type: string; name: string }[] };
      expect(body.documents).toEqual([
        {
          uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'payment_confirmation',
          name: 'comprobante.pdf',
        },
      ]);
      expect(body).toMatchObject({ clientPaid: true });
    },
    TIMEOUT,
  );

  it(
    'says why the server refused a file, in its words',
    async () => {
      const api = fakeOrderApi(server);
      api.refuse['POST /api/orders/uploads'] = {
        status: 413,
        body: {
          statusCode: 413,
          code: 'PAYLOAD_TOO_LARGE',
          message: 'El archivo excede el límite máximo de 10MB',
        },
      };
      const user = userEvent.setup({ delay: null });
      renderOrderCreate();
      await screen.findByRole('button', { name: 'Crear orden' });
      await user.upload(screen.getByLabelText('Adjuntar archivo'), new File(['x'], 'grande.pdf'));
      expect(await screen.findByText('El archivo excede el límite máximo de 10MB')).toBeTruthy();
      await user.upload(screen.getByLabelText('Adjuntar archivo'), new File([], 'vacio.pdf'));
      expect(await screen.findByText('Archivo no válido')).toBeTruthy();
      expect(screen.getByText('Sin documentos adjuntos')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'puts the server’s refusals on the fields they name and stays on the form',
    async () => {
      const api = fakeOrderApi(server);
      api.refuse['POST /api/orders'] = {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Revisa los datos enviados',
          details: [
            {
              path: 'body.items.0.targetPrice',
              key: 'validation.orders.priceRange',
              message: 'Precio fuera de rango',
            },
            {
              path: 'body.customer.id',
              key: 'validation.orders.customerRequired',
              message: 'Cliente fuera de tu cartera',
            },
          ],
        },
      };
      const user = userEvent.setup({ delay: null });
      renderOrderCreate();
      await fillValidOrder(user);
      await user.click(submitButton());
      const price = within(productRow(1)).getByRole('textbox', { name: /^Precio por KG/ });
      await waitFor(() => expect(helperOf(price)).toBe('Precio fuera de rango'));
      expect(helperOf(screen.getByRole('combobox', { name: /^Cliente/ }))).toBe(
        'Cliente fuera de tu cartera',
      );
      expect(currentPath()).toBe('/orders/create');
      await choose(user, /^Moneda/, 'MXN');
      expect(submitButton()).toHaveProperty('disabled', false);
    },
    TIMEOUT,
  );
});
