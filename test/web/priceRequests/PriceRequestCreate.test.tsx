// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { WarehouseAvailabilityButton } from '../../../src/web/inventory/allocation/WarehouseAvailabilityButton';
import { PriceRequestCreatePage } from '../../../src/web/price-requests/PriceRequestCreate';
import { PriceRequestAdditionsProvider } from '../../../src/web/price-requests/priceRequestAdditions';
import { choose, helperOf, search, typed } from '../orders/create/formHelpers';
import { currentPath, renderAdmin } from '../support/renderAdmin';
import { ARENA, CAL, CUSTOMER, fakePriceRequestApi, SELLER, SHIPPING } from './fakePriceRequestApi';
import { SELLER_PERMISSIONS } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TIMEOUT = 90_000;
const TODAY = businessDay();
const IN_TEN_DAYS = (() => {
  const d = new Date(`${TODAY}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 10);
  return d.toISOString().slice(0, 10);
})();

function renderCreate(role = 'seller') {
  return renderAdmin(
    <PriceRequestAdditionsProvider additions={{ availability: WarehouseAvailabilityButton }}>
      <PriceRequestCreatePage />
    </PriceRequestAdditionsProvider>,
    {
      path: '/price-request/create',
      route: '/price-request/create',
      viewer: { role, permissions: SELLER_PERMISSIONS, id: SELLER.id, fullName: SELLER.fullName },
      extraRoutes: { '/price-request/:id': <h1>request page</h1>, '/price-request': <h1>request list</h1> },
    },
  );
}

const row = (n: number) => screen.getByRole('group', { name: `Producto ${n}` });

describe('asking for prices', () => {
  it(
    'sends one customer and two products in one submission, then lists the two requests made',
    async () => {
      const api = fakePriceRequestApi(server);
      const user = userEvent.setup({ delay: null });
      renderCreate();
      const form = await screen.findByRole('form', { name: 'Crear solicitud de precio' });
      // A seller asks for themselves: who asked starts as 'Vendedor', and no seller to pick.
      expect(within(form).getByRole('combobox', { name: /^Solicitada por/ }).textContent).toBe('Vendedor');
      expect(within(form).queryByRole('combobox', { name: 'Vendedor' })).toBeNull();

      await search(user, /^Cliente/, 'Cementos', /Cementos del Bajío/, form);
      await choose(user, /^Método de entrega/, 'GranelBajío Delivery Partner', form);
      // The customer's shipping addresses arrive, then one is chosen.
      const address = within(form).getByRole('combobox', { name: /^Dirección de entrega/ });
      await waitFor(() => expect(address.getAttribute('aria-disabled')).toBeNull());
      await choose(user, /^Dirección de entrega/, SHIPPING.fullAddress, form);
      await user.type(within(form).getByRole('textbox', { name: /^Entrega desde/ }), typed(TODAY));
      await user.type(within(form).getByRole('textbox', { name: /^Entrega hasta/ }), typed(IN_TEN_DAYS));

      await search(user, /^Producto/, 'CAL', /CAL-HID-25/, row(1));
      await choose(user, /^Empaque/, 'Saco', row(1));
      await user.type(within(row(1)).getByRole('textbox', { name: /^Volumen/ }), '25');
      await user.type(within(row(1)).getByRole('textbox', { name: /^Precio objetivo/ }), '190,5');

      await user.click(within(form).getByRole('button', { name: 'Agregar producto' }));
      await search(user, /^Producto/, 'ARE', /ARE-SIL-4060/, row(2));
      // Sold in bulk only: the packaging is chosen with the product.
      expect(within(row(2)).getByRole('combobox', { name: /^Empaque/ }).textContent).toBe('Granel');
      await user.type(within(row(2)).getByRole('textbox', { name: /^Volumen/ }), '12,5');

      await user.click(within(form).getByRole('button', { name: 'Solicitar precio' }));
      await waitFor(() => expect(currentPath()).toBe('/price-request'));
      expect(api.bodies['POST /api/price-requests/multiple']).toEqual([
        {
          customerId: CUSTOMER.id,
          sellerId: SELLER.id,
          requestedByType: 'SELLER',
          deliveryMethod: 'DELIVERY_PARTNER',
          addressId: SHIPPING.id,
          paymentTerm: 'CREDIT',
          deliveryWindowFrom: TODAY,
          deliveryWindowTo: IN_TEN_DAYS,
          comments: null,
          items: [
            { productId: CAL.id, packagingType: 'BAG', volumeTons: '25', targetPriceUsdPerTon: '190.5' },
            { productId: ARENA.id, packagingType: 'BULK', volumeTons: '12.5', targetPriceUsdPerTon: null },
          ],
        },
      ]);
      const numbers = api.rows.map((r) => r.displayNumber).join(', ');
      expect(await screen.findByText(`Se crearon 2 solicitudes: ${numbers}`)).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'says what is missing on each input and sends nothing; customer service starts as who asked',
    async () => {
      const api = fakePriceRequestApi(server);
      const user = userEvent.setup({ delay: null });
      renderCreate('customer.service');
      const form = await screen.findByRole('form', { name: 'Crear solicitud de precio' });
      expect(within(form).getByRole('combobox', { name: /^Solicitada por/ }).textContent).toBe(
        'Servicio al cliente',
      );
      // Customer service picks among the sellers it supervises (the first to start with).
      await waitFor(() =>
        expect((within(form).getByRole('combobox', { name: 'Vendedor' }) as HTMLInputElement).value).toBe(
          'Carlos Méndez',
        ),
      );
      await user.click(within(form).getByRole('button', { name: 'Solicitar precio' }));
      const customer = within(form).getByRole('combobox', { name: /^Cliente/ });
      await waitFor(() => expect(helperOf(customer)).toBe('Debe seleccionar un cliente'));
      expect(helperOf(within(form).getByRole('combobox', { name: /^Método de entrega/ }))).toBe(
        'Debe seleccionar un tipo de entrega',
      );
      expect(helperOf(within(row(1)).getByRole('combobox', { name: /^Producto/ }))).toBe(
        'Debe seleccionar un producto',
      );
      expect(helperOf(within(row(1)).getByRole('textbox', { name: /^Volumen/ }))).toBe(
        'El volumen es requerido',
      );
      expect(helperOf(within(form).getByRole('textbox', { name: /^Entrega desde/ }))).toBe(
        'La ventana de entrega es requerida',
      );
      expect(api.bodies['POST /api/price-requests/multiple']).toBeUndefined();
    },
    TIMEOUT,
  );

  it(
    'opens the quantity summary per warehouse beside the products, for every region while no customer is chosen',
    async () => {
      const api = fakePriceRequestApi(server);
      const user = userEvent.setup({ delay: null });
      renderCreate();
      const form = await screen.findByRole('form', { name: 'Crear solicitud de precio' });
      await user.click(await within(form).findByRole('button', { name: 'Disponibilidad por almacén' }));
      const dialog = await screen.findByRole('dialog', { name: 'Disponibilidad por almacén' });
      expect(
        await within(dialog).findByText('No hay cliente seleccionado: se muestran todas las regiones'),
      ).toBeTruthy();
      expect(within(dialog).getByText('No hay disponibilidad')).toBeTruthy();
      expect(api.calls).toContain('GET /api/inventory/summary');
    },
    TIMEOUT,
  );
});
