// @vitest-environment jsdom
/**
 * The creation form's rules reach its inputs before anything is sent. Each rule itself (ranges,
 * windows, the seller and document rules…) is proved by the domain's own tests
 * (test/domain/orders/creation.test.ts): here only that the schema's answer lands where the user
 * looks — the empty form's messages on their inputs, a multi order's extra days on their own
 * fields, the seller picker for those who choose one, the address list of the delivery partner.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOrderApi } from './fakeOrderApi';
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

describe('the order creation form refuses', () => {
  it(
    'an empty form: customer, product, presentation, price, delivery type and date are asked for',
    async () => {
      const api = fakeOrderApi(server);
      const user = userEvent.setup({ delay: null });
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
    'a delivery-partner order without an address, offering only the customer’s shipping addresses',
    async () => {
      fakeOrderApi(server);
      const user = userEvent.setup({ delay: null });
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
    'an admin’s invoiced order for a customer not invoiced without a seller; a seller is never asked',
    async () => {
      fakeOrderApi(server);
      const user = userEvent.setup({ delay: null });
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
    'a missing day of a multi order, on that order’s own date field',
    async () => {
      const api = fakeOrderApi(server);
      const user = userEvent.setup({ delay: null });
      renderOrderCreate();
      await fillValidOrder(user);
      expect(screen.queryByRole('combobox', { name: /^Vendedor/ })).toBeNull();
      await user.click(screen.getByLabelText('Multi orden'));
      const additional = textbox(/^Órdenes adicionales/);
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
