// @vitest-environment jsdom
/**
 * Pricing on a request's page: the calculator's five sections, its live MSP ('N/D' without a base
 * cost), what a cost input lets through, the transport toggle, the quotes modal (choosing is enabled
 * only once a row is chosen) and the save; then the approval with its checks, and 'Create order'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { helperOf } from '../orders/create/formHelpers';
import { buildCosts, buildDetail, fakePriceRequestApi } from './fakePriceRequestApi';
import { currentPath, PRICING_PERMISSIONS, renderPriceRequestShow } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TIMEOUT = 90_000;

function inCosting() {
  return buildDetail({
    status: 'IN_COSTING',
    allowedActions: ['edit', 'delete', 'cost', 'reject'],
    version: 2,
  });
}

const calculator = () => screen.getByRole('form', { name: 'Calculadora de costos' });
const input = (name: RegExp) => within(calculator()).getByRole('textbox', { name });
const liveMsp = () => screen.getByTestId('live-msp').textContent;

describe('the cost calculator', () => {
  it(
    "shows 'N/D' until there is a base cost, then the MSP of the five sections as they are typed",
    async () => {
      const request = inCosting();
      const api = fakePriceRequestApi(server, { details: [request], costs: { [request.id]: buildCosts() } });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestShow(request.id, { permissions: PRICING_PERMISSIONS, role: 'manager.seller' });
      await screen.findByRole('form', { name: 'Calculadora de costos' });
      for (const [n, title] of [
        [1, 'Costo base'],
        [2, 'Costos operativos'],
        [3, 'Costos de transporte'],
        [4, 'Costo extra'],
        [5, 'Márgenes'],
      ] as const)
        expect(screen.getByRole('group', { name: `${n}. ${title}` })).toBe(
          screen.getByTestId(`cost-section-${n}`),
        );
      // A new calculation starts from the pricing parameters: 4 + 6 + 2.5 + 3, commission 10, margin 20.
      expect((input(/^Almacenaje/) as HTMLInputElement).value).toBe('4');
      expect(liveMsp()).toBe('N/D');
      expect(screen.getByTestId('live-total-cost').textContent).toBe('N/D');
      expect(screen.getByTestId('commission-percent').textContent).toBe('N/D del MSP');

      // Only digits with one separator get in: '1a8.0.' is typed as '18.0'.
      await user.type(input(/^Costo base/), '1a8.0.');
      expect((input(/^Costo base/) as HTMLInputElement).value).toBe('18.0');
      await user.clear(input(/^Costo base/));
      await user.type(input(/^Costo base/), '0');
      expect(liveMsp()).toBe('N/D');
      await user.clear(input(/^Costo base/));
      await user.type(input(/^Costo base/), '180');
      // 180 + 4 + 6 + 2.5 + 3 = 195.5; + 10 + 20 = 225.5.
      expect(screen.getByTestId('live-total-cost').textContent).toBe('$195.50 USD/t');
      expect(liveMsp()).toBe('$225.50 USD/t');

      // Transport per ton: 8 per ton of 25 t is 200 of freight, shown read-only.
      await user.type(input(/^Primera milla por tonelada/), '8');
      expect((input(/^Primera milla, flete total/) as HTMLInputElement).value).toBe('200.000');
      expect(input(/^Primera milla, flete total/).hasAttribute('readonly')).toBe(true);
      // Switched to total freight: 250 for the last mile is 10 per ton.
      await user.click(screen.getByRole('button', { name: 'Flete total' }));
      expect(input(/^Última milla por tonelada/).hasAttribute('readonly')).toBe(true);
      await user.type(input(/^Última milla, flete total/), '250');
      expect((input(/^Última milla por tonelada/) as HTMLInputElement).value).toBe('10.0000');
      await user.type(input(/^Costo extra/), '1,5');
      // 195.5 + 8 + 10 + 1.5 = 215; MSP 245; commission 10 / 245 = 4.08 %, margin 8.16 %.
      expect(liveMsp()).toBe('$245.00 USD/t');
      expect(screen.getByTestId('commission-percent').textContent).toBe('4.08 % del MSP');
      expect(screen.getByTestId('margin-percent').textContent).toBe('8.16 % del MSP');

      await user.click(within(calculator()).getByRole('button', { name: 'Guardar costeo' }));
      await waitFor(() => expect(api.bodies['PUT /api/price-requests/:id/calculator']).toHaveLength(1));
      expect(api.bodies['PUT /api/price-requests/:id/calculator']![0]).toEqual({
        baseCost: '180',
        baseCostSource: null,
        storageCost: '4',
        transferCost: '6',
        pickingCost: '2.5',
        packagingCost: '3',
        transportMode: 'TOTAL',
        firstMileCostPerTon: '8.0000',
        firstMileCostTotal: '200',
        middleMileCostPerTon: null,
        middleMileCostTotal: null,
        lastMileCostPerTon: '10.0000',
        lastMileCostTotal: '250',
        extraCost: '1.5',
        commissionUsdPerTon: '10',
        salesMarginUsdPerTon: '20',
        version: 2,
      });
      expect(
        await screen.findByText(`Costeo de la solicitud ${request.displayNumber} guardado`),
      ).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'picks the base cost in the quotes modal: choosing is enabled only once a row is chosen',
    async () => {
      const request = inCosting();
      const costs = buildCosts();
      fakePriceRequestApi(server, { details: [request], costs: { [request.id]: costs } });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestShow(request.id, { permissions: PRICING_PERMISSIONS, role: 'manager.seller' });
      await screen.findByRole('form', { name: 'Calculadora de costos' });
      await user.click(
        within(screen.getByTestId('cost-section-1')).getByRole('button', { name: 'Seleccionar costo base' }),
      );
      const modal = await screen.findByRole('dialog', { name: 'Cotizaciones y lotes disponibles' });
      const quotes = within(modal).getByTestId('quotes-table-QUOTE');
      const quote = within(quotes).getByText('COT-2026-014').closest('tr')!;
      for (const text of ['Minerales del Norte', '182.50', '300 t', 'Saco', '15/12/2026'])
        expect(within(quote).getByText(text)).toBeTruthy();
      const lot = within(within(modal).getByTestId('quotes-table-LOT'))
        .getByText('L-2026-001')
        .closest('tr')!;
      for (const text of ['Querétaro Norte', '175.00', '20.5 t', '02/11/2026'])
        expect(within(lot).getByText(text)).toBeTruthy();

      const choose = within(modal).getByRole('button', { name: 'Seleccionar costo base' });
      expect(choose).toHaveProperty('disabled', true);
      await user.click(within(modal).getByRole('radio', { name: 'Elegir el lote L-2026-001' }));
      expect(choose).toHaveProperty('disabled', false);
      // One row across both tables: choosing the quote lets the lot go.
      await user.click(within(modal).getByRole('radio', { name: 'Elegir la cotización COT-2026-014' }));
      expect(
        (within(modal).getByRole('radio', { name: 'Elegir el lote L-2026-001' }) as HTMLInputElement).checked,
      ).toBe(false);
      await user.click(choose);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect((input(/^Costo base/) as HTMLInputElement).value).toBe('182.5');
      expect(screen.getByTestId('base-cost-source').textContent).toBe(
        'De la cotización COT-2026-014 · Minerales del Norte',
      );
      // 182.5 + 15.5 + 30 = 228.
      expect(liveMsp()).toBe('$228.00 USD/t');
      // Typed by hand, the figure is no longer the quote's.
      await user.type(input(/^Costo base/), '5');
      expect(screen.queryByTestId('base-cost-source')).toBeNull();
    },
    TIMEOUT,
  );

  it('is not offered to a seller, who sees the figures only', async () => {
    const request = buildDetail({ status: 'REQUESTED', allowedActions: ['edit', 'delete'] });
    fakePriceRequestApi(server, { details: [request] });
    renderPriceRequestShow(request.id);
    expect(await screen.findByRole('heading', { name: /Solicitud SP-/ })).toBeTruthy();
    expect(screen.getByTestId('request-msp').textContent).toBe('N/D');
    expect(screen.queryByRole('form', { name: 'Calculadora de costos' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });
});

describe('the approval', () => {
  it(
    "starts at the MSP and today + 30 days, refuses a price below the MSP, approves, then offers 'Create order'",
    async () => {
      const request = buildDetail({
        status: 'QUOTED',
        msp: '245.3750',
        figures: {
          totalCost: '215.3750',
          msp: '245.3750',
          commissionPercent: '4.08',
          salesMarginPercent: '8.15',
        },
        allowedActions: ['edit', 'delete', 'cost', 'approve', 'reject'],
        version: 4,
      });
      const api = fakePriceRequestApi(server, { details: [request] });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestShow(request.id, {
        permissions: [...PRICING_PERMISSIONS, 'CREATE_ORDER_WRITE'],
        role: 'manager.seller',
      });
      expect((await screen.findByTestId('request-msp')).textContent).toBe('$245.38 USD/t');
      await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
      const dialog = await screen.findByRole('dialog', {
        name: `Aprobar la solicitud ${request.displayNumber}`,
      });
      const price = within(dialog).getByRole('textbox', { name: /^Precio aprobado/ }) as HTMLInputElement;
      expect(price.value).toBe('245.38');
      const validUntil = within(dialog).getByRole('textbox', { name: /^Vigente hasta/ }) as HTMLInputElement;
      const inThirty = new Date(`${businessDay()}T12:00:00Z`);
      inThirty.setUTCDate(inThirty.getUTCDate() + 30);
      const [y, m, d] = inThirty.toISOString().slice(0, 10).split('-');
      expect(validUntil.value).toBe(`${d}/${m}/${y}`);

      await user.clear(price);
      await user.type(price, '240');
      await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
      await waitFor(() =>
        expect(helperOf(price)).toBe('El precio no puede ser menor al precio mínimo de venta (MSP)'),
      );
      expect(api.bodies['PUT /api/price-requests/:id/approve']).toBeUndefined();

      await user.clear(price);
      await user.type(price, '260');
      await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.bodies['PUT /api/price-requests/:id/approve']).toEqual([
        { priceUsdPerTon: '260', validUntil: inThirty.toISOString().slice(0, 10), version: 4 },
      ]);
      expect((await screen.findByTestId('request-approved-price')).textContent).toBe('$260.00 USD/t');
      await user.click(await screen.findByRole('button', { name: 'Crear orden' }));
      await waitFor(() => expect(currentPath()).toBe('/orders/create'));
    },
    TIMEOUT,
  );
});
