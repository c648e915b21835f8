// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countSchema, type OverdueRow } from '../../../../src/domain/logistics/queues';
import { DelaysQueues } from '../../../../src/web/logistics/queues/DelaysQueues';
import { answer, refusal } from '../../support/apiAnswers';
import { renderAdmin } from '../../support/renderAdmin';
import {
  buildOverdue,
  dayFromToday,
  LOGISTICS,
  overduePage,
  READER,
  sellersAnswer,
  typed,
} from '../pending-delivery/fakeLogistics';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });

/** Late orders in memory: a new date from today on ends the delay, so the order leaves the list. */
function serve(initial: OverdueRow[], { refuse = [] as string[], failList = false } = {}) {
  let late = [...initial];
  const puts: { id: string; body: unknown }[] = [];
  const counts = { delay: 0 };
  server.use(
    mock.get('*/api/orders/count-delay-orders', () => {
      counts.delay++;
      return answer(countSchema, { count: late.length });
    }),
    mock.get('*/api/orders/overdue', () =>
      failList ? refusal(400, 'BAD_REQUEST', 'Consulta inválida') : overduePage(late),
    ),
    mock.get('*/api/sellers', () => sellersAnswer()),
    mock.put('*/api/orders/overdue/:id', async ({ params, request }) => {
      const body = (await request.json()) as { deliveryDate: string };
      puts.push({ id: String(params.id), body });
      if (refuse.includes(String(params.id)))
        return refusal(400, 'VALIDATION', 'La fecha no puede ser anterior a hoy');
      late = late.filter((o) => o.id !== params.id);
      return HttpResponse.json({ id: params.id, deliveryDate: body.deliveryDate });
    }),
  );
  return { puts, counts };
}

const rowOf = (number: string) => {
  const row = within(screen.getByRole('dialog')).getByText(number).closest('[data-testid="overdue-row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${number}`);
  return row;
};

async function openModal(label = 'Editar fechas') {
  const group = await screen.findByTestId('delays-queues');
  await userEvent.click(within(group).getByRole('button', { name: label }));
  return screen.findByRole('dialog');
}

async function typeDate(order: OverdueRow, date: string) {
  const field = within(rowOf(order.displayNumber)).getByLabelText(
    `Nueva fecha de la orden ${order.displayNumber}`,
  );
  await userEvent.clear(field);
  await userEvent.type(field, typed(date));
}

describe('the delays modal', () => {
  it('lists the late orders with their days overdue', async () => {
    const order = buildOverdue({ daysOverdue: 12 });
    serve([order, buildOverdue({ daysOverdue: 1 })]);
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS });
    const dialog = await openModal();
    await within(dialog).findByText(order.displayNumber);
    expect(within(dialog).getAllByTestId('overdue-row')).toHaveLength(2);
    expect(within(rowOf(order.displayNumber)).getByTestId('days-overdue').textContent).toBe('12 días');
    expect(
      within(dialog)
        .getAllByTestId('days-overdue')
        .map((b) => b.textContent),
    ).toEqual(['12 días', '1 día']);
  });

  it('saves one order’s new date, then refreshes the count and the list', async () => {
    const [first, second] = [buildOverdue(), buildOverdue()];
    const api = serve([first, second]);
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS });
    await waitFor(() => expect(api.counts.delay).toBe(1));
    const dialog = await openModal();
    await within(dialog).findByText(first.displayNumber);
    const save = () =>
      within(rowOf(first.displayNumber)).getByRole('button', {
        name: `Guardar la fecha de la orden ${first.displayNumber}`,
      });
    expect(save().hasAttribute('disabled')).toBe(true);

    await typeDate(first, dayFromToday(-1));
    expect(within(rowOf(first.displayNumber)).getByText('La fecha no puede ser anterior a hoy')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);

    await typeDate(first, dayFromToday(2));
    await userEvent.click(save());
    expect(await screen.findByText('Fecha actualizada exitosamente')).toBeTruthy();
    expect(api.puts).toEqual([{ id: first.id, body: { deliveryDate: dayFromToday(2) } }]);
    await waitFor(() => expect(within(dialog).getAllByTestId('overdue-row')).toHaveLength(1));
    await waitFor(() => expect(api.counts.delay).toBe(2));
    expect(within(screen.getByTestId('delays-queues')).getByTestId('delays-total').textContent).toBe(
      '1 orden',
    );
  });

  it('starts each new date empty: the late date is shown, never offered as the new one', async () => {
    const order = buildOverdue({ deliveryDate: dayFromToday(-3) });
    const api = serve([order]);
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS });
    const dialog = await openModal();
    await within(dialog).findByText(order.displayNumber);
    const row = rowOf(order.displayNumber);
    const field = within(row).getByLabelText<HTMLInputElement>(
      `Nueva fecha de la orden ${order.displayNumber}`,
    );
    expect(field.value).toBe('');
    const [y, m, d] = order.deliveryDate.split('-');
    expect(within(row).getByText(`${d}/${m}/${y}`)).toBeTruthy();
    expect(
      within(row)
        .getByRole('button', { name: /Guardar la fecha/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    // A date typed and then erased leaves nothing to save.
    await typeDate(order, dayFromToday(1));
    expect(within(dialog).getByTestId('overdue-pending').textContent).toBe('1 cambio sin guardar');
    await userEvent.clear(field);
    expect(within(dialog).queryByTestId('overdue-pending')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar todas' }));
    expect(await screen.findByText('No hay cambios para guardar')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });

  it('saves every order moved at once', async () => {
    const [first, second, untouched] = [buildOverdue(), buildOverdue(), buildOverdue()];
    const api = serve([first, second, untouched]);
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS });
    const dialog = await openModal();
    await within(dialog).findByText(first.displayNumber);
    await typeDate(first, dayFromToday(1));
    await typeDate(second, dayFromToday(5));
    expect(within(dialog).getByTestId('overdue-pending').textContent).toBe('2 cambios sin guardar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar todas' }));
    expect(await screen.findByText('Todas las fechas actualizadas exitosamente')).toBeTruthy();
    expect(api.puts).toHaveLength(2);
    expect(api.puts).toEqual(
      expect.arrayContaining([
        { id: first.id, body: { deliveryDate: dayFromToday(1) } },
        { id: second.id, body: { deliveryDate: dayFromToday(5) } },
      ]),
    );
    await waitFor(() => expect(within(dialog).getAllByTestId('overdue-row')).toHaveLength(1));
    expect(within(dialog).queryByTestId('overdue-pending')).toBeNull();
  });

  it('says there is nothing to save when no date moved', async () => {
    const api = serve([buildOverdue()]);
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS });
    const dialog = await openModal();
    await within(dialog).findAllByTestId('overdue-row');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar todas' }));
    expect(await screen.findByText('No hay cambios para guardar')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });

  it('keeps a refused order’s date with the server’s reason, and says the save failed', async () => {
    const [kept, refused] = [buildOverdue(), buildOverdue()];
    const api = serve([kept, refused], { refuse: [refused.id] });
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS });
    const dialog = await openModal();
    await within(dialog).findByText(kept.displayNumber);
    await typeDate(kept, dayFromToday(1));
    await typeDate(refused, dayFromToday(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar todas' }));
    expect(await screen.findByText('Error al actualizar las fechas')).toBeTruthy();
    expect(api.puts).toHaveLength(2);
    await waitFor(() => expect(within(dialog).getAllByTestId('overdue-row')).toHaveLength(1));
    expect(
      within(rowOf(refused.displayNumber)).getByText('La fecha no puede ser anterior a hoy'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('overdue-pending').textContent).toBe('1 cambio sin guardar');

    await userEvent.click(
      within(rowOf(refused.displayNumber)).getByRole('button', { name: /Guardar la fecha/ }),
    );
    expect(await screen.findByText('Error al actualizar la fecha')).toBeTruthy();
  });

  it('shows a reader the dates only', async () => {
    const order = buildOverdue();
    serve([order]);
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: READER });
    const dialog = await openModal('Ver fechas');
    const row = await waitFor(() => rowOf(order.displayNumber));
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Guardar todas' })).toBeNull();
    const [y, m, d] = order.deliveryDate.split('-');
    expect(within(row).getByText(`${d}/${m}/${y}`)).toBeTruthy();
  });

  it('says when there are no late orders, and when they could not be loaded', async () => {
    serve([]);
    const { unmount } = renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS });
    let dialog = await openModal();
    expect(await within(dialog).findByText('No hay órdenes atrasadas')).toBeTruthy();
    unmount();

    serve([], { failList: true });
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS });
    dialog = await openModal();
    expect(await within(dialog).findByText('Error al cargar las órdenes atrasadas')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });

  it('speaks English', async () => {
    const api = serve([buildOverdue()]);
    renderAdmin(<DelaysQueues filters={{}} />, { viewer: LOGISTICS, locale: 'en' });
    const dialog = await openModal('Edit dates');
    await within(dialog).findAllByTestId('overdue-row');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('No changes to save')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });
});
