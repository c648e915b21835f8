// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type InventorySummary, type SummaryRow, summarySchema } from '../../../../src/domain/inventory';
import { WarehouseAvailabilityButton } from '../../../../src/web/inventory/allocation/WarehouseAvailabilityButton';
import { answer } from '../../support/apiAnswers';
import { PRODUCT_ID, renderAllocation } from './renderAllocation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });
const SELLER = {
  role: 'seller',
  permissions: ['CREATE_ORDER_READ', 'CREATE_ORDER_WRITE', 'INVENTORY_LISTING_READ'],
};
const CUSTOMER_ID = '88888888-8888-4888-8888-888888888888';
const BAJIO = { id: '99999999-9999-4999-8999-999999999991', name: 'Bajío' };
const NORTE = { id: '99999999-9999-4999-8999-999999999992', name: 'Norte' };

let warehouses = 0;
function row(warehouse: string, region: { id: string; name: string }, availableTons: string): SummaryRow {
  return {
    productId: PRODUCT_ID,
    reference: 'CAL-01',
    productName: 'Carbonato de calcio',
    packagingType: 'BAG',
    warehouse: {
      id: `77777777-7777-4777-8777-${String(++warehouses).padStart(12, '0')}`,
      code: warehouse.slice(0, 3),
      name: warehouse,
    },
    region,
    availableTons,
    lots: 2,
  };
}

function serve(summary: InventorySummary) {
  const queries: Record<string, string>[] = [];
  server.use(
    mock.get('*/api/inventory/summary', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return answer(summarySchema, summary);
    }),
  );
  return queries;
}

async function open(props: Parameters<typeof WarehouseAvailabilityButton>[0], locale: 'es' | 'en' = 'es') {
  renderAllocation(<WarehouseAvailabilityButton {...props} />, { viewer: SELLER, locale });
  const name = props.product
    ? locale === 'es'
      ? 'Disponibilidad por almacén de este producto'
      : 'Availability per warehouse of this product'
    : locale === 'es'
      ? 'Disponibilidad por almacén'
      : 'Availability per warehouse';
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the quantity summary per warehouse', () => {
  it('shows the customer’s region first, then the others, in tons', async () => {
    const queries = serve({
      region: BAJIO,
      inRegion: [row('Almacén Querétaro', BAJIO, '12.5')],
      elsewhere: [row('Almacén Monterrey', NORTE, '40')],
    });
    const dialog = await open({ customerId: CUSTOMER_ID });
    expect(await within(dialog).findByText('En la región del cliente: Bajío')).toBeTruthy();
    expect(within(within(dialog).getByTestId('availability-in-region')).getByText('12.5 ton')).toBeTruthy();
    expect(within(dialog).getByText('Otras regiones')).toBeTruthy();
    expect(
      within(within(dialog).getByTestId('availability-elsewhere')).getByText('Almacén Monterrey'),
    ).toBeTruthy();
    expect(queries).toEqual([{ customerId: CUSTOMER_ID }]);
  });

  it('nothing in the customer’s region: says so and shows the rest', async () => {
    serve({ region: BAJIO, inRegion: [], elsewhere: [row('Almacén Monterrey', NORTE, '40')] });
    const dialog = await open({ customerId: CUSTOMER_ID });
    expect(await within(dialog).findByText('No hay disponibilidad en la región del cliente')).toBeTruthy();
    expect(within(dialog).getByTestId('availability-elsewhere')).toBeTruthy();
  });

  it('no customer chosen: says every region is shown', async () => {
    const queries = serve({ region: null, inRegion: [], elsewhere: [row('Almacén Querétaro', BAJIO, '3')] });
    const dialog = await open({});
    expect(
      await within(dialog).findByText('No hay cliente seleccionado: se muestran todas las regiones'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Todas las regiones')).toBeTruthy();
    expect(queries).toEqual([{}]);
  });

  it('nothing anywhere: no availability (in English too)', async () => {
    serve({ region: BAJIO, inRegion: [], elsewhere: [] });
    const dialog = await open({ customerId: CUSTOMER_ID }, 'en');
    expect(await within(dialog).findByText('No availability')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('opened from a product row: only that product is asked for', async () => {
    const queries = serve({ region: BAJIO, inRegion: [row('Almacén Querétaro', BAJIO, '1')], elsewhere: [] });
    const dialog = await open({ customerId: CUSTOMER_ID, product: { id: PRODUCT_ID, reference: 'CAL-01' } });
    expect(await within(dialog).findByText('Solo CAL-01')).toBeTruthy();
    expect(queries).toEqual([{ customerId: CUSTOMER_ID, productId: PRODUCT_ID }]);
  });
});
