// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { search } from '../orders/create/formHelpers';
import { setViewportWidth } from '../support/viewport';
import { ARENA, buildRow, CUSTOMER, callsTo, fakePriceRequestApi } from './fakePriceRequestApi';
import { currentPath, PRICING_PERMISSIONS, renderPriceRequestList } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TIMEOUT = 180_000;

function rows() {
  return [
    buildRow({ status: 'REQUESTED', volumeTons: '25' }),
    buildRow({
      status: 'APPROVED',
      msp: '245.3750',
      approvedPriceUsdPerTon: '260',
      validUntil: '2026-12-20',
      product: { id: ARENA.id, reference: ARENA.reference, name: ARENA.name },
      packagingType: 'BULK',
      deliveryMethod: 'DELIVERY_PARTNER',
    }),
  ];
}

const listCalls = (api: ReturnType<typeof fakePriceRequestApi>) => callsTo(api, 'GET /api/price-requests?');

describe('the price-request list', () => {
  it(
    "shows each request with its status, figures ('N/D' while there are none) and links, newest first",
    async () => {
      const api = fakePriceRequestApi(server, { rows: rows() });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestList();
      const [open, approved] = api.rows;
      const table = await screen.findByRole('table');
      const first = (await within(table).findByText(open!.displayNumber)).closest('tr')!;
      expect(within(first).getByText('Solicitada')).toBeTruthy();
      expect(within(first).getByText('CAL-HID-25')).toBeTruthy();
      expect(within(first).getByText('25 t')).toBeTruthy();
      // No MSP nor approved price yet.
      expect(within(first).getAllByText('N/D')).toHaveLength(2);
      const second = within(table).getByText(approved!.displayNumber).closest('tr')!;
      expect(within(second).getByText('Aprobada')).toBeTruthy();
      expect(within(second).getByText('245.38')).toBeTruthy();
      expect(within(second).getByText('260.00')).toBeTruthy();
      expect(within(second).getByText('hasta 20/12/2026')).toBeTruthy();
      expect(listCalls(api)[0]).toBe('GET /api/price-requests?limit=10&offset=0&order=createdAt:DESC');
      await user.click(within(first).getByRole('link', { name: open!.displayNumber }));
      expect(currentPath()).toBe(`/price-request/${open!.id}`);
    },
    TIMEOUT,
  );

  it(
    'sends the status chips, who asked, delivery method, payment term, customer, product and search as the API reads them',
    async () => {
      const api = fakePriceRequestApi(server, { rows: rows() });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestList();
      await screen.findByRole('table');
      const filters = screen.getByRole('search', { name: 'Buscar solicitud' });

      await user.click(within(filters).getByRole('button', { name: 'Aprobada' }));
      await user.click(within(filters).getByRole('button', { name: 'Cotizada' }));
      await waitFor(() => expect(listCalls(api).at(-1)).toContain('status=QUOTED,APPROVED'));
      expect(within(filters).getByRole('button', { name: 'Aprobada' }).getAttribute('aria-pressed')).toBe(
        'true',
      );

      await user.click(within(filters).getByRole('combobox', { name: 'Solicitada por' }));
      await user.click(await screen.findByRole('option', { name: 'Vendedor' }));
      await user.click(within(filters).getByRole('combobox', { name: 'Método de entrega' }));
      await user.click(await screen.findByRole('option', { name: 'GranelBajío Delivery Partner' }));
      await user.click(within(filters).getByRole('combobox', { name: 'Forma de pago' }));
      await user.click(await screen.findByRole('option', { name: 'Crédito' }));

      await search(user, /^Cliente/, 'Cementos', /Cementos del Bajío/, filters);
      await search(user, /^Referencia de producto/, 'ARE', /ARE-SIL-4060/, filters);
      await user.type(within(filters).getByRole('searchbox', { name: 'Buscar solicitud' }), '  SP-0004 ');

      await waitFor(() =>
        expect(listCalls(api).at(-1)).toBe(
          'GET /api/price-requests?limit=10&offset=0&order=createdAt:DESC&status=QUOTED,APPROVED' +
            `&requestedByType=SELLER&deliveryMethod=DELIVERY_PARTNER&paymentTerm=CREDIT&customer=${CUSTOMER.id}` +
            '&productReference=ARE-SIL-4060&searchParam=SP-0004',
        ),
      );
      // The approved delivery-partner request of Arena sílica matches everything.
      const table = await screen.findByRole('table');
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      expect(within(table).getByText('ARE-SIL-4060')).toBeTruthy();

      // Sorting by a header sends `order=field:DIR`.
      await user.click(within(table).getByText('Volumen'));
      await waitFor(() => expect(listCalls(api).at(-1)).toContain('order=volumeTons:ASC'));
    },
    TIMEOUT,
  );

  it(
    "mails the list's file with the chosen format and columns, and says where it goes",
    async () => {
      const api = fakePriceRequestApi(server, { rows: rows() });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestList({ permissions: PRICING_PERMISSIONS, role: 'manager.seller' });
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Aprobada' }));
      await user.click(screen.getByRole('button', { name: 'Descargar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Descargar solicitudes de precio' });
      expect(within(dialog).getByText(/Se incluyen las 1 solicitudes/)).toBeTruthy();
      await user.click(within(dialog).getByRole('radio', { name: 'Texto separado por comas (.csv)' }));
      // Every column but who asked and when to start with; take the seller out too.
      expect(
        (within(dialog).getByRole('checkbox', { name: 'Solicitada por' }) as HTMLInputElement).checked,
      ).toBe(false);
      await user.click(within(dialog).getByRole('checkbox', { name: 'Vendedor' }));
      await user.click(within(dialog).getByRole('button', { name: 'Enviar a mi correo' }));
      expect(await within(dialog).findByText('El archivo se enviará a ana@granelbajio.mx')).toBeTruthy();
      expect(api.bodies['POST /api/price-requests/download']).toEqual([
        {
          order: 'createdAt:DESC',
          status: 'APPROVED',
          format: 'csv',
          columns: [
            'number',
            'status',
            'customer',
            'product',
            'packagingType',
            'volumeTons',
            'targetPrice',
            'msp',
            'approvedPrice',
            'validUntil',
            'requestedByType',
            'deliveryMethod',
            'paymentTerm',
            'deliveryWindow',
          ],
        },
      ]);
      expect(within(dialog).getByRole('button', { name: 'Enviar a mi correo' })).toHaveProperty(
        'disabled',
        true,
      );
    },
    TIMEOUT,
  );

  it(
    'shows cards on a phone, each a link to its request',
    async () => {
      const restore = setViewportWidth(390);
      try {
        const api = fakePriceRequestApi(server, { rows: rows() });
        renderPriceRequestList();
        const cards = await screen.findAllByTestId('record-card');
        expect(cards).toHaveLength(2);
        expect(screen.queryByRole('table')).toBeNull();
        // The card's link is named by what it shows.
        const link = within(cards[1]!).getByRole('link', { name: new RegExp(api.rows[1]!.displayNumber) });
        expect(within(link).getByText('Aprobada')).toBeTruthy();
        expect(within(link).getByText('260.00')).toBeTruthy();
      } finally {
        restore();
      }
    },
    TIMEOUT,
  );
});
