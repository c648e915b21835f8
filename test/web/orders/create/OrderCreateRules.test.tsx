// @vitest-environment jsdom
/** The creation form refuses each bad input with the seeds' message, before anything is sent. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOrderApi } from './fakeOrderApi';
import {
  choose,
  dayAfter,
  FIRST_DAY_OUT_OF_WINDOW,
  fillProduct,
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
const TIMEOUT = 60_000;

describe('the order creation form refuses', () => {
  it(
    'an empty form: customer, product, presentation, price, delivery type and date are asked for',
    async () => {
      const api = fakeOrderApi(server);
      const user = userEvent.setup();
      renderOrderCreate();
      await user.click(await screen.findByRole('button', { name: 'Crear orden' }));
      expect(await screen.findByText('Debe seleccionar un cliente')).toBeTruthy();
      const row = productRow(1);
      expect(within(row).getByText('Debe seleccionar un producto')).toBeTruthy();
      expect(within(row).getByText('Debe seleccionar una presentación')).toBeTruthy();
      expect(within(row).getByText('El precio de venta es requerido')).toBeTruthy();
      expect(screen.getByText('Debe seleccionar un tipo de entrega')).toBeTruthy();
      expect(screen.getByText('La fecha de entrega es obligatoria')).toBeTruthy();
      expect(api.posted).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a price out of the currency’s range (USD 0–5, MXN 1–130, comma decimals read as the seeds say)',
    async () => {
      const api = fakeOrderApi(server);
      const user = userEvent.setup();
      renderOrderCreate();
      await screen.findByRole('button', { name: 'Crear orden' });
      await fillProduct(user, 1, '6');
      await user.click(submitButton());
      const price = within(productRow(1)).getByRole('textbox', { name: /^Precio por KG \(USD\)/ });
      const range = 'El precio debe estar entre $0 y $5 para USD o entre $1 y $130 para MXN';
      await waitFor(() => expect(helperOf(price)).toBe(range));
      // 5.99 floors to 5: inside the USD range.
      await user.clear(price);
      await user.type(price, '5,99');
      await waitFor(() => expect(helperOf(price)).not.toBe(range));
      await choose(user, /^Moneda/, 'MXN');
      const mxn = within(productRow(1)).getByRole('textbox', { name: /^Precio por KG \(MXN\)/ });
      await user.clear(mxn);
      await user.type(mxn, '0,50');
      await waitFor(() => expect(helperOf(mxn)).toBe(range));
      await user.clear(mxn);
      await user.type(mxn, '131');
      await waitFor(() => expect(helperOf(mxn)).toBe(range));
      await user.clear(mxn);
      await user.type(mxn, '129');
      await waitFor(() => expect(helperOf(mxn)).not.toBe(range));
      expect(api.posted).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a sample sold over the counter, and a counter sale without its warehouse',
    async () => {
      fakeOrderApi(server);
      const user = userEvent.setup();
      renderOrderCreate();
      await fillValidOrder(user);
      await choose(user, /^Tipo de orden/, 'Muestra');
      await user.click(screen.getByLabelText('Venta mostrador (sin factura)'));
      await user.click(submitButton());
      expect(
        await screen.findByText('Una orden no puede ser muestra y venta mostrador al mismo tiempo'),
      ).toBeTruthy();
      expect(screen.getByText('Debe seleccionar un almacén para venta mostrador')).toBeTruthy();
      await choose(user, /^Almacén de recolección/, /Almacén Querétaro/);
      await waitFor(() =>
        expect(screen.queryByText('Debe seleccionar un almacén para venta mostrador')).toBeNull(),
      );
    },
    TIMEOUT,
  );

  it(
    'a delivery-partner order without an address, offering only the customer’s shipping addresses',
    async () => {
      fakeOrderApi(server);
      const user = userEvent.setup();
      renderOrderCreate();
      await fillValidOrder(user);
      await choose(user, /^Tipo de entrega/, 'GranelBajío Delivery Partner');
      await user.click(submitButton());
      expect(await screen.findByText('Debe seleccionar una dirección para delivery')).toBeTruthy();
      await user.click(screen.getByRole('combobox', { name: /^Dirección de entrega/ }));
      const options = await screen.findAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual([
        'Av. Industrias 120, Parque Industrial TLC, El Marqués, Querétaro (Principal)',
      ]);
    },
    TIMEOUT,
  );

  it(
    'a delivery date after the last day of next month',
    async () => {
      fakeOrderApi(server);
      const user = userEvent.setup();
      renderOrderCreate();
      await fillValidOrder(user);
      const date = textbox(/^Fecha de entrega/);
      await user.clear(date);
      await user.type(date, typed(FIRST_DAY_OUT_OF_WINDOW));
      await user.click(submitButton());
      await waitFor(() =>
        expect(helperOf(date)).toBe(
          'La fecha de entrega debe estar entre hoy y el último día del próximo mes',
        ),
      );
    },
    TIMEOUT,
  );

  it(
    'an admin’s invoiced order for a customer not invoiced without a seller; a seller is never asked',
    async () => {
      fakeOrderApi(server);
      const user = userEvent.setup();
      renderOrderCreate('admin');
      await fillValidOrder(user);
      await user.click(screen.getByLabelText('Cliente no facturado'));
      await user.click(submitButton());
      const seller = await screen.findByRole('combobox', { name: /^Vendedor/ });
      await waitFor(() => expect(helperOf(seller)).toBe('Debe seleccionar un vendedor'));
      await user.click(seller);
      await user.click(await screen.findByRole('option', { name: 'Carlos Méndez' }));
      await waitFor(() => expect(helperOf(seller)).not.toBe('Debe seleccionar un vendedor'));
    },
    TIMEOUT,
  );

  it(
    'more than 3 shipments, more than 10 additional orders and a missing day of a multi order',
    async () => {
      const api = fakeOrderApi(server);
      const user = userEvent.setup();
      renderOrderCreate();
      await fillValidOrder(user);
      expect(screen.queryByRole('combobox', { name: /^Vendedor/ })).toBeNull();
      const shipments = textbox(/^Número de envíos/);
      await user.clear(shipments);
      await user.type(shipments, '4');
      await user.click(screen.getByLabelText('Multi orden'));
      const additional = textbox(/^Órdenes adicionales/);
      await user.clear(additional);
      await user.type(additional, '11');
      await user.click(submitButton());
      await waitFor(() => expect(helperOf(shipments)).toBe('Máximo 3 envíos'));
      expect(helperOf(additional)).toBe('Máximo 10 órdenes adicionales');
      await user.clear(additional);
      await user.type(additional, '2');
      // One day per order: orders 2 and 3 get their own date field, and each is required.
      await user.type(textbox(/^Fecha de entrega, orden 2/), typed(dayAfter(TODAY)));
      await user.click(submitButton());
      await waitFor(() =>
        expect(helperOf(textbox(/^Fecha de entrega, orden 3/))).toBe('La fecha de entrega es obligatoria'),
      );
      expect(screen.getByRole('button', { name: 'Crear 3 órdenes' })).toBeTruthy();
      expect(api.posted).toEqual([]);
    },
    TIMEOUT,
  );
});
