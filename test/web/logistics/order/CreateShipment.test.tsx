// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OrderLogistics, orderLogisticsSchema } from '../../../../src/domain/logistics';
import { LogisticsSection } from '../../../../src/web/logistics/order/LogisticsSection';
import { buildOrder } from '../../orders/documents/renderSection';
import { answer } from '../../support/apiAnswers';
import {
  buildLogistics,
  buildShipment,
  dayFromToday,
  LOT_A,
  LOT_B,
  ORDER_ID,
  renderLogistics,
} from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });
const order = buildOrder();

function serve(view: OrderLogistics) {
  const seen = { posts: [] as unknown[] };
  server.use(
    mock.get(`*/api/orders/${ORDER_ID}/logistics`, () => answer(orderLogisticsSchema, view)),
    mock.post(`*/api/orders/${ORDER_ID}/logistics/shipments`, async ({ request }) => {
      seen.posts.push(await request.json());
      return answer(
        orderLogisticsSchema,
        { ...view, shipments: [buildShipment(2001, { quantityKg: '8000.5' })] },
        { status: 201 },
      );
    }),
  );
  return seen;
}

const quantity = (lot: string) =>
  screen.getByRole('textbox', { name: `Cantidad a embarcar del lote ${lot} (kg)` });

async function typeDate(days: number) {
  const date = screen.getByRole('textbox', { name: /Fecha de entrega/ });
  await userEvent.clear(date);
  const [y, m, d] = dayFromToday(days).split('-');
  await userEvent.type(date, `${d}${m}${y}`);
}

describe('creating a shipment', () => {
  it('opens by itself with no shipments, names the lot that exceeds and blocks the save', async () => {
    serve(buildLogistics());
    renderLogistics(<LogisticsSection order={order} onChanged={() => undefined} />);
    const form = await screen.findByTestId('create-shipment-form');
    const lots = within(form).getAllByTestId('shippable-lot');
    expect(lots).toHaveLength(2);
    expect(lots[0]?.textContent).toContain('L-2026-001');
    expect(lots[0]?.textContent).toContain('Almacén Querétaro');
    expect(lots[0]?.textContent).toContain('CAL-01');
    expect(lots[0]?.textContent).toContain('Saco');
    expect(lots[0]?.textContent).toContain('6,000 kg');
    const submit = within(form).getByRole('button', { name: 'Crear embarque' });
    // Nothing typed: nothing to ship.
    expect(submit.hasAttribute('disabled')).toBe(true);
    // Letters are not taken.
    await userEvent.type(quantity('L-2026-001'), '7a000');
    expect((quantity('L-2026-001') as HTMLInputElement).value).toBe('7000');
    expect(
      within(form).getByText(
        'La cantidad a embarcar del lote L-2026-001 (7,000 kg) es mayor a la establecida en la orden (6,000 kg)',
      ),
    ).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(quantity('L-2026-001'));
    await userEvent.type(quantity('L-2026-001'), '6000');
    await userEvent.type(quantity('L-2026-002'), '4000');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(within(form).getByTestId('product-sums').textContent).toContain(
      'CAL-01 (Saco): 10,000 de 10,000 kg',
    );
  });

  it('less than the order asks the confirmation, then sends confirmShortShipment (comma read as decimal)', async () => {
    const seen = serve(buildLogistics());
    const changed: number[] = [];
    renderLogistics(<LogisticsSection order={order} onChanged={() => changed.push(1)} />);
    const form = await screen.findByTestId('create-shipment-form');
    await userEvent.type(quantity('L-2026-001'), '5000');
    await userEvent.type(quantity('L-2026-002'), '3000,5');
    await typeDate(3);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Comentarios' }), 'Entregar temprano');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear embarque' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText(
        'Seguro que quieres embarcar una cantidad menor a la establecida en la orden?',
      ),
    ).toBeTruthy();
    expect(seen.posts).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Embarque creado exitosamente')).toBeTruthy();
    expect(seen.posts).toEqual([
      {
        dateDelivery: dayFromToday(3),
        comments: 'Entregar temprano',
        lines: [
          { allocationId: LOT_A, quantity: '5000' },
          { allocationId: LOT_B, quantity: '3000.5' },
        ],
        confirmShortShipment: true,
      },
    ]);
    await waitFor(() => expect(changed.length).toBeGreaterThan(0));
    // The section shows what the server answered: the new shipment.
    expect((await screen.findAllByTestId('shipment-row'))[0]?.textContent).toContain('2001');
  });

  it('a date before today is refused, and the exact quantity needs no confirmation', async () => {
    const seen = serve(buildLogistics());
    renderLogistics(<LogisticsSection order={order} onChanged={() => undefined} />);
    const form = await screen.findByTestId('create-shipment-form');
    await userEvent.type(quantity('L-2026-001'), '6000');
    await userEvent.type(quantity('L-2026-002'), '4000');
    await typeDate(-2);
    await userEvent.click(within(form).getByRole('button', { name: 'Crear embarque' }));
    expect(await within(form).findByText('La fecha no puede ser anterior a hoy')).toBeTruthy();
    await typeDate(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Crear embarque' }));
    await screen.findByText('Embarque creado exitosamente');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.posts).toEqual([
      {
        dateDelivery: dayFromToday(1),
        comments: null,
        lines: [
          { allocationId: LOT_A, quantity: '6000' },
          { allocationId: LOT_B, quantity: '4000' },
        ],
        confirmShortShipment: false,
      },
    ]);
  });
});
