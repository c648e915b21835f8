// @vitest-environment jsdom
/** Pricing's supplier quotes: the active ones listed, a new quote recorded with a supplier added on the spot. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SupplierQuoteListPage } from '../../../src/web/price-requests/quotes/SupplierQuoteList';
import { choose, search, typed } from '../orders/create/formHelpers';
import { renderAdmin } from '../support/renderAdmin';
import { CAL, callsTo, fakePriceRequestApi } from './fakePriceRequestApi';
import { PRICING_PERMISSIONS, SELLER_PERMISSIONS } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderQuotes(permissions = PRICING_PERMISSIONS) {
  return renderAdmin(<SupplierQuoteListPage />, {
    path: '/price-request/quotes',
    route: '/price-request/quotes',
    viewer: { role: 'manager.seller', permissions },
  });
}

describe('supplier quotes', () => {
  it('lists the active quotes and records a new one, adding its supplier on the spot', async () => {
    const api = fakePriceRequestApi(server);
    const supplierPosts: unknown[] = [];
    server.use(
      mock.post('/api/suppliers', async ({ request }) => {
        supplierPosts.push(await request.json());
        return HttpResponse.json(
          { id: '51000000-0000-4000-8000-000000000009', name: 'Calera Nueva' },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderQuotes();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('COT-2026-014').closest('tr')!;
    for (const text of ['Minerales del Norte', 'CAL-HID-25', '182.50', '300 t', '15/12/2026'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(api.calls).toContain('GET /api/supplier-quotes?limit=10&offset=0&active=true');

    await user.click(screen.getByRole('button', { name: 'Nueva cotización' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cotización de proveedor' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Número de cotización/ }), 'COT-2026-099');
    const supplier = within(dialog).getByRole('combobox', { name: /^Proveedor/ });
    await user.type(supplier, 'Calera Nueva');
    await user.click(await screen.findByRole('option', { name: 'Agregar proveedor «Calera Nueva»' }));
    await waitFor(() => expect((supplier as HTMLInputElement).value).toBe('Calera Nueva'));
    expect(supplierPosts).toEqual([{ name: 'Calera Nueva' }]);
    await search(user, /^Producto/, 'CAL', /CAL-HID-25/, dialog);
    await choose(user, /^Empaque/, 'Granel', dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /^Precio/ }), '175,5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Disponible/ }), '120');
    await user.type(within(dialog).getByRole('textbox', { name: /^Vigente hasta/ }), typed('2026-12-31'));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar cotización' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'POST /api/supplier-quotes')).toEqual([
      `POST /api/supplier-quotes ${JSON.stringify({
        number: 'COT-2026-099',
        supplierId: '51000000-0000-4000-8000-000000000009',
        productId: CAL.id,
        packagingType: 'BULK',
        priceUsdPerTon: '175.5',
        availableQuantityTon: '120',
        validUntil: '2026-12-31',
      })}`,
    ]);
  });

  it('offers no new quote to whoever may not keep quotes', async () => {
    fakePriceRequestApi(server);
    renderAdmin(<SupplierQuoteListPage />, {
      path: '/price-request/quotes',
      route: '/price-request/quotes',
      viewer: { role: 'seller', permissions: SELLER_PERMISSIONS },
    });
    // The page itself is gated by its route (screen()); here the button asks the access map too.
    await screen.findByRole('heading', { name: 'Cotizaciones de proveedores' });
    expect(screen.queryByRole('button', { name: 'Nueva cotización' })).toBeNull();
  });
});
