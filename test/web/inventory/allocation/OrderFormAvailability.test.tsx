// @vitest-environment jsdom
/**
 * The creation form carries 'Disponibilidad por almacén' as the app's resource list hands it in:
 * beside the product rows (every product, the chosen customer's region first) and on a row whose
 * product is chosen (that product only).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { summarySchema } from '../../../../src/domain/inventory';
import materialAllocation from '../../../../src/web/inventory/allocation';
import OrderCreatePage from '../../../../src/web/orders/create/OrderCreatePage';
import { OrderCreateAdditionsProvider } from '../../../../src/web/orders/create/orderCreateAdditions';
import { CUSTOMER, fakeOrderApi, PRODUCTS } from '../../orders/create/fakeOrderApi';
import { productRow, search } from '../../orders/create/formHelpers';
import { answer } from '../../support/apiAnswers';
import { renderAdmin } from '../../support/renderAdmin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });

describe('the order creation form’s availability per warehouse', () => {
  it('opens for every product, then for a row’s product with the chosen customer', async () => {
    fakeOrderApi(server);
    const queries: Record<string, string>[] = [];
    server.use(
      mock.get('*/api/inventory/summary', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return answer(summarySchema, { region: null, inRegion: [], elsewhere: [] });
      }),
    );
    renderAdmin(
      <OrderCreateAdditionsProvider additions={{ availability: materialAllocation.availabilityButton }}>
        <OrderCreatePage />
      </OrderCreateAdditionsProvider>,
      {
        path: '/orders/create',
        route: '/orders/create',
        viewer: {
          role: 'seller',
          permissions: [
            'CREATE_ORDER_READ',
            'CREATE_ORDER_WRITE',
            'CLIENT_LISTING_READ',
            'INVENTORY_LISTING_READ',
          ],
        },
      },
    );
    await screen.findByRole('button', { name: 'Crear orden' }, { timeout: 20_000 });
    // The button is its own download, after the form's.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Disponibilidad por almacén' }, { timeout: 20_000 }),
    );
    const all = await screen.findByRole(
      'dialog',
      { name: 'Disponibilidad por almacén' },
      { timeout: 20_000 },
    );
    expect(
      await within(all).findByText('No hay cliente seleccionado: se muestran todas las regiones'),
    ).toBeTruthy();
    await userEvent.click(within(all).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await search(userEvent, /^Cliente/, 'Cementos', /Cementos del Bajío/);
    const row = productRow(1);
    await search(userEvent, /^Producto/, 'CAL', /CAL-HID-25/, row);
    await userEvent.click(
      within(row).getByRole('button', { name: 'Disponibilidad por almacén de este producto' }),
    );
    const one = await screen.findByRole('dialog', { name: /Disponibilidad por almacén/ });
    expect(await within(one).findByText('Solo CAL-HID-25')).toBeTruthy();
    expect(await within(one).findByText('No hay disponibilidad')).toBeTruthy();
    expect(queries).toEqual([{}, { customerId: CUSTOMER.id, productId: PRODUCTS[0]!.id }]);
  });
});
