// @vitest-environment jsdom
/**
 * One-field edits on the order page: one field at a time, save enabled only on a change, the lock
 * reason as the edit button's tooltip, the fresh order shown after a save, a stale version with
 * the offer to reload, and the server's field errors at their fields.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressSchema } from '../../../../src/domain/customers';
import type { OrderDetail } from '../../../../src/domain/orders/views';
import { productListSchema, productSchema } from '../../../../src/domain/products';
import { buildAddress } from '../../customers/fakeApi';
import { answer, page, refusal } from '../apiAnswers';
import { ADDRESS_ID, CUSTOMER_ID, ITEM_ID, orderWithItems, PRODUCT_ID } from './fixtures';
import { fakeOrderApi, renderOrderPage } from './renderOrderPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const OTHER_ADDRESS = '99999999-9999-4999-8999-999999999999';
const locked = (message: string) =>
  ({ locked: true, reason: 'delivered', messageKey: 'validation.orders.locked.delivered', message }) as const;

function editButton(field: string) {
  return within(screen.getByTestId(`edit-${field}`)).getByRole('button');
}

describe('locks', () => {
  it('disables each locked edit with the lock’s message as tooltip', async () => {
    const message = 'La orden ya fue entregada';
    const order = orderWithItems({
      locks: {
        quantity: locked(message),
        products: locked(message),
        deliveryDate: locked(message),
        deliveryModel: { locked: false },
      },
    });
    fakeOrderApi(server, order);
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    // The pencils come once the permissions are read.
    await screen.findByTestId('edit-quantity');
    for (const field of ['quantity', 'products', 'deliveryDate']) {
      expect((editButton(field) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByTestId(`edit-${field}`).getAttribute('aria-label')).toBe(message);
    }
    expect((editButton('deliveryModel') as HTMLButtonElement).disabled).toBe(false);
    await user.hover(screen.getByTestId('edit-deliveryDate'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(message);
  });

  it('keeps one field in edit mode at a time', async () => {
    const order = orderWithItems();
    fakeOrderApi(server, order);
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    await user.click(await screen.findByRole('button', { name: 'Editar Fecha de entrega solicitada' }));
    expect((editButton('deliveryModel') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('edit-quantity').getAttribute('aria-label')).toBe(
      'Termina o cancela la edición en curso',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect((editButton('deliveryModel') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('edits', () => {
  it('changes the delivery date: save only once it changed, then shows the saved order', async () => {
    const order = orderWithItems();
    const api = fakeOrderApi(server, order, (_url, body) => ({
      ...order,
      version: 4,
      delivery: { ...order.delivery, deliveryDate: (body as { deliveryDate: string }).deliveryDate },
    }));
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    await user.click(await screen.findByRole('button', { name: 'Editar Fecha de entrega solicitada' }));
    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = screen.getByLabelText('Fecha de entrega solicitada');
    await user.clear(input);
    await user.type(input, '20/12/2031');
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('field-deliveryDate').textContent).toContain('20/12/2031'));
    expect(api.puts).toEqual([
      { url: `/api/orders/${order.id}/delivery-date`, body: { version: 3, deliveryDate: '2031-12-20' } },
    ]);
    expect(await screen.findByText('Cambios guardados')).toBeTruthy();
  });

  it('edits the delivery date in the app’s date field (dd/MM/yyyy and its calendar), not the browser’s', async () => {
    const order = orderWithItems();
    fakeOrderApi(server, order);
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    await user.click(await screen.findByRole('button', { name: 'Editar Fecha de entrega solicitada' }));
    const input = screen.getByLabelText('Fecha de entrega solicitada') as HTMLInputElement;
    expect(input.type).toBe('text');
    const [year, month, day] = order.delivery.deliveryDate.split('-');
    expect(input.value).toBe(`${day}/${month}/${year}`);
    expect(input.placeholder).toBe('dd/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Abrir calendario' })).toBeTruthy();
  });

  it('refuses a delivery date before today in place, without calling the server', async () => {
    const order = orderWithItems();
    const api = fakeOrderApi(server, order);
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    await user.click(await screen.findByRole('button', { name: 'Editar Fecha de entrega solicitada' }));
    const input = screen.getByLabelText('Fecha de entrega solicitada');
    await user.clear(input);
    await user.type(input, '15/01/2020');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La fecha de entrega no puede ser anterior a hoy')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });

  it('edits a quantity and shows the recomputed totals', async () => {
    const order = orderWithItems();
    const fresh: OrderDetail = {
      ...order,
      version: 4,
      items: [{ ...order.items[0]!, quantityKg: '2000.000', tons: '2.000', totalPrice: '5000.00' }],
      computedValues: {
        ...order.computedValues,
        USD: { ...order.computedValues.USD, totalWithTaxes: '5846.40' },
      },
    };
    const api = fakeOrderApi(server, order, () => fresh);
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    await user.click(await screen.findByRole('button', { name: 'Editar cantidades' }));
    const quantity = screen.getByLabelText('Cantidad (KG)');
    expect((quantity as HTMLInputElement).value).toBe('1000');
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(quantity);
    await user.type(quantity, '1000.0');
    // The same number written differently is no change.
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(quantity);
    await user.type(quantity, '2,000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('total-totalWithTaxes').textContent).toBe('$5,846.40 USD'));
    expect(api.puts[0]!.body).toEqual({
      version: 3,
      items: [
        { id: ITEM_ID, productId: PRODUCT_ID, presentation: 'BAG', quantity: '2,000', targetPrice: '2.5' },
      ],
    });
  });

  it('quantities are typed in the user’s unit (tons)', async () => {
    const order = orderWithItems();
    fakeOrderApi(server, order);
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id, { unit: 'TON' });
    await user.click(await screen.findByRole('button', { name: 'Editar cantidades' }));
    expect((screen.getByLabelText('Cantidad (TON)') as HTMLInputElement).value).toBe('1');
  });

  it('checks the rows before sending and places the server’s field errors', async () => {
    const order = orderWithItems();
    const api = fakeOrderApi(server, order, () =>
      refusal(400, 'VALIDATION_ERROR', 'Revisa los datos enviados', [
        {
          path: 'body.items.0.presentation',
          key: 'orders.presentationNotSold',
          message: 'El producto no se vende en esa presentación',
        },
      ]),
    );
    server.use(
      mock.get('*/api/products', () => answer(productListSchema, page([]))),
      mock.get(`*/api/products/${PRODUCT_ID}`, () =>
        answer(productSchema, {
          id: PRODUCT_ID,
          reference: 'CAL-HID-25',
          name: 'Cal hidratada',
          packagingTypes: ['BAG', 'SUPERSACK'],
          packagingLabels: { BAG: 'Saco', SUPERSACK: 'Super saco' },
          active: true,
          version: 1,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    await user.click(await screen.findByRole('button', { name: 'Editar productos' }));
    const price = screen.getByLabelText('Precio por KG (USD)');
    await user.clear(price);
    await user.type(price, '9');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El precio debe estar entre $0 y $5 para USD o entre $1 y $130 para MXN'),
    ).toBeTruthy();
    expect(api.puts).toEqual([]);
    await user.clear(price);
    await user.type(price, '3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El producto no se vende en esa presentación')).toBeTruthy();
    expect(api.puts).toHaveLength(1);
  });

  it('switches to pickup (no address), or to delivery with one of the customer’s addresses', async () => {
    const order = orderWithItems();
    server.use(
      mock.get('*/api/addresses/customer', () =>
        answer(z.array(addressSchema), [
          buildAddress(CUSTOMER_ID, {
            id: ADDRESS_ID,
            addressType: 'both',
            principalAddress: true,
            fullAddress: 'Avenida de la Noria 118',
          }),
          buildAddress(CUSTOMER_ID, {
            id: OTHER_ADDRESS,
            addressType: 'shipping',
            principalAddress: false,
            fullAddress: 'Calle Fundidores 310',
          }),
        ]),
      ),
    );
    const api = fakeOrderApi(server, order);
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    await user.click(await screen.findByRole('button', { name: 'Editar Tipo de entrega' }));
    await user.click(screen.getByRole('combobox', { name: 'Dirección de entrega' }));
    await user.click(await screen.findByRole('option', { name: 'Calle Fundidores 310' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]!.body).toEqual({
      version: 3,
      deliveryModel: 'DELIVERY_PARTNER',
      addressId: OTHER_ADDRESS,
    });

    await user.click(await screen.findByRole('button', { name: 'Editar Tipo de entrega' }));
    await user.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(screen.getByText('El cliente recoge el material; la orden no lleva dirección.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts[1]!.body).toEqual({ version: 4, deliveryModel: 'PICKUP', addressId: null });
  });

  it('a stale version says someone else changed the order and offers to reload', async () => {
    const order = orderWithItems();
    const api = fakeOrderApi(server, order, () =>
      refusal(409, 'STALE_VERSION', 'El registro cambió mientras lo editabas'),
    );
    const user = userEvent.setup({ delay: null });
    renderOrderPage(order.id);
    await user.click(await screen.findByRole('button', { name: 'Editar Fecha de entrega solicitada' }));
    const input = screen.getByLabelText('Fecha de entrega solicitada');
    await user.clear(input);
    await user.type(input, '20/12/2031');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Otra persona modificó esta orden mientras la editabas/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
    const gets = api.gets;
    api.current = { ...order, version: 5, delivery: { ...order.delivery, deliveryDate: '2026-12-24' } };
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(api.gets).toBe(gets + 1));
    await waitFor(() => expect(screen.getByTestId('field-deliveryDate').textContent).toContain('24/12/2026'));
  });
});
