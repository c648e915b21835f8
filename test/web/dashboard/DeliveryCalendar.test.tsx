// @vitest-environment jsdom
/**
 * The home's delivery calendar as the user sees it, against a fake API that pages like the server:
 * the week's label and columns, the cards and their links, moving between weeks, loading more, the
 * day picker of a narrow screen and the day it opens on, the empty and error states, English, and
 * who gets no calendar. "Today" is Thursday 26 November 2026 in Mexico City.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { useCanAccess } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { weekDays } from '../../../src/domain/dashboards/calendar';
import { DeliveryCalendar } from '../../../src/web/dashboard/calendar/DeliveryCalendar';
import { renderAdmin, type Viewer } from '../support/renderAdmin';
import { setViewportWidth } from '../support/viewport';
import { buildItem, serveCalendar } from './fakeCalendar';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });

// Thursday 26 November 2026, noon in Mexico City. Only Date is faked: timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T18:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const SELLER: Viewer = {
  role: 'seller',
  permissions: ['DASHBOARD_READ', 'ORDER_LISTING_READ', 'ORDER_DELAYED_READ'],
};
const CUSTOMER: Viewer = { role: 'customer', permissions: ['DASHBOARD_READ', 'ORDER_LISTING_READ'] };

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const THURSDAY = '2026-11-26';

const column = (day: string) => screen.getByTestId(`calendar-day-${day}`);
const cardsIn = (element: HTMLElement) => within(element).queryAllByTestId('calendar-card');
const label = () => screen.getByTestId('calendar-week-label').textContent;

/** A screen narrower than 1024 px (a phone's). */
function narrowScreen(): () => void {
  return setViewportWidth(390);
}

describe('the week (wide screen)', () => {
  it('shows the week’s label, seven days and each delivery as a card linking to its order', async () => {
    const order = buildItem({
      number: 'ERP-0042',
      customerName: 'Cementos del Norte S.A. de C.V.',
      totalQuantityTons: '12.460',
      status: 'delayed-no-shipment',
    });
    const api = serveCalendar(server, { [TUESDAY]: [order], [THURSDAY]: [buildItem(), buildItem()] });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });

    await waitFor(() => expect(cardsIn(column(TUESDAY))).toHaveLength(1));
    expect(api.last().get('startDateFilter')).toBe(MONDAY);
    expect(api.last().get('limitPerDay')).toBe('5');
    expect(api.last().get('offsetPerDay')).toBe('0');
    expect(api.last().has('sellerId')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Calendario de entregas' })).toBeTruthy();
    expect(label()).toBe('23 - 29 noviembre 2026');
    expect(within(screen.getByTestId('calendar-week')).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(column(MONDAY)).getByRole('heading').textContent).toBe('lunes 23');
    expect(within(column(THURSDAY)).getByText('Hoy')).toBeTruthy();
    expect(within(column(THURSDAY)).getByText('2 órdenes')).toBeTruthy();
    expect(within(column(TUESDAY)).getByText('1 orden')).toBeTruthy();

    const card = cardsIn(column(TUESDAY))[0]!;
    expect(card.getAttribute('href')).toBe(`/orders/${order.id}`);
    expect(within(card).getByText('ERP-0042')).toBeTruthy();
    const name = within(card).getByText('Cementos del…');
    expect(name.getAttribute('title')).toBe('Cementos del Norte S.A. de C.V.');
    expect(within(card).getByText('12.5 ton')).toBeTruthy();
    expect(within(card).getByText('Atrasada sin embarque')).toBeTruthy();
    expect(card.getAttribute('data-status')).toBe('delayed-no-shipment');
  });

  it('says which days have no deliveries, and shows the legend of the five statuses', async () => {
    serveCalendar(server, { [TUESDAY]: [buildItem()] });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    await waitFor(() => expect(cardsIn(column(TUESDAY))).toHaveLength(1));
    expect(within(column(MONDAY)).getByText('Sin entregas')).toBeTruthy();
    expect(within(column(MONDAY)).getByText('0 órdenes')).toBeTruthy();
    expect(screen.getAllByText('Sin entregas')).toHaveLength(6);
    const legend = screen.getByRole('list', { name: 'Estatus de las entregas' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Entregada',
      'Atrasada sin embarque',
      'Embarque confirmado',
      'No autorizada por finanzas',
      'Autorizada sin embarque',
    ]);
  });

  it('shows a short name whole, and a status it does not know in grey', async () => {
    const known = buildItem({ customerName: 'Calera S.A.' });
    const odd = buildItem({ number: 'RARA-1' });
    // A status this page does not know yet (a newer server): the card stays, grey, labelled as such.
    server.use(
      http.get('*/api/orders/dashboard-calendly', ({ request }) => {
        const monday = new URL(request.url).searchParams.get('startDateFilter') ?? MONDAY;
        const days = weekDays(monday);
        return HttpResponse.json({
          data: Object.fromEntries(
            days.map((d) => [d, d === MONDAY ? [known, { ...odd, status: 'on-hold' }] : []]),
          ),
          hasMoreGlobal: false,
          totals: Object.fromEntries(days.map((d) => [d, d === MONDAY ? 2 : 0])),
        });
      }),
    );
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    await waitFor(() => expect(cardsIn(column(MONDAY))).toHaveLength(2));
    const [first, second] = cardsIn(column(MONDAY));
    expect(within(first!).getByText('Calera S.A.')).toBeTruthy();
    expect(second!.getAttribute('data-status')).toBe('unknown');
    expect(within(second!).getByText('Sin estatus')).toBeTruthy();
  });

  it('moves a week at a time with the arrows and comes back with “Esta semana”', async () => {
    const api = serveCalendar(server, { '2026-12-01': [buildItem({ number: 'NEXT-1' })] });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    await waitFor(() => expect(label()).toBe('23 - 29 noviembre 2026'));
    const thisWeek = screen.getByRole('button', { name: 'Esta semana' });
    expect((thisWeek as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(label()).toBe('30 noviembre - 6 diciembre 2026');
    await waitFor(() => expect(api.last().get('startDateFilter')).toBe('2026-11-30'));
    expect(await screen.findByText('NEXT-1')).toBeTruthy();
    expect((thisWeek as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(label()).toBe('16 - 22 noviembre 2026');
    await waitFor(() => expect(api.last().get('startDateFilter')).toBe('2026-11-16'));

    await userEvent.click(thisWeek);
    expect(label()).toBe('23 - 29 noviembre 2026');
    expect(api.asked.map((q) => q.get('startDateFilter'))).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-11-16',
    ]);
  });

  it('loads 5 more of every day with the round button while some day has more', async () => {
    const tuesday = Array.from({ length: 7 }, (_, i) => buildItem({ number: `T-${i + 1}` }));
    const api = serveCalendar(server, { [TUESDAY]: tuesday, [THURSDAY]: [buildItem({ number: 'J-1' })] });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    await waitFor(() => expect(cardsIn(column(TUESDAY))).toHaveLength(5));
    expect(within(column(TUESDAY)).getByText('7 órdenes')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más entregas' }));
    await waitFor(() => expect(cardsIn(column(TUESDAY))).toHaveLength(7));
    expect(api.last().get('offsetPerDay')).toBe('5');
    expect(api.last().get('startDateFilter')).toBe(MONDAY);
    expect(cardsIn(column(TUESDAY)).map((c) => within(c).getByText(/^T-/).textContent)).toEqual(
      tuesday.map((t) => t.number),
    );
    expect(cardsIn(column(THURSDAY))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cargar más entregas' })).toBeNull();
  });

  it('offers no load-more button when every day fits', async () => {
    serveCalendar(server, { [TUESDAY]: [buildItem()] });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    await waitFor(() => expect(cardsIn(column(TUESDAY))).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Cargar más entregas' })).toBeNull();
  });

  it('asks for the seller it is given', async () => {
    const sellerId = '11111111-1111-4111-8111-111111111111';
    const api = serveCalendar(server);
    renderAdmin(<DeliveryCalendar filters={{ sellerId }} />, { viewer: SELLER });
    await waitFor(() => expect(api.asked).toHaveLength(1));
    expect(api.last().get('sellerId')).toBe(sellerId);
    expect(api.last().has('deliveryDateFrom')).toBe(false);
  });

  it('opens on the first week of the range it is given and marks the days outside it', async () => {
    // Wednesday 9 to Friday 18 December: the week of 7 December, then the next.
    const range = { deliveryDateFrom: '2026-12-09', deliveryDateTo: '2026-12-18' };
    const api = serveCalendar(server, { '2026-12-10': [buildItem({ number: '000777' })] });
    renderAdmin(<DeliveryCalendar filters={range} />, { viewer: SELLER });
    await waitFor(() => expect(cardsIn(column('2026-12-10'))).toHaveLength(1));
    expect(api.last().get('startDateFilter')).toBe('2026-12-07');
    expect(api.last().get('deliveryDateFrom')).toBe('2026-12-09');
    expect(api.last().get('deliveryDateTo')).toBe('2026-12-18');
    expect(label()).toBe('7 - 13 diciembre 2026');
    for (const day of ['2026-12-07', '2026-12-08']) {
      expect(column(day).textContent).toContain('Fuera del rango de fechas');
      expect(column(day).dataset.outsideRange).toBe('true');
    }
    expect(column('2026-12-09').textContent).toContain('Sin entregas');
    expect(column('2026-12-09').dataset.outsideRange).toBeUndefined();
    // “Esta semana” still comes back to today's week, outside the range.
    await userEvent.click(screen.getByRole('button', { name: 'Esta semana' }));
    await waitFor(() => expect(label()).toBe('23 - 29 noviembre 2026'));
    expect(column(THURSDAY).textContent).toContain('Fuera del rango de fechas');
  });

  it('is read again when the user’s own action refreshes the orders', async () => {
    const api = serveCalendar(server, { [TUESDAY]: [buildItem()] });
    const { queryClient } = renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    await waitFor(() => expect(api.asked).toHaveLength(1));
    // What a finance request, an allocation or a delivery confirmation does after it succeeds.
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    await waitFor(() => expect(api.asked).toHaveLength(2));
  });

  it('says when the week could not be loaded and reloads it', async () => {
    let failing = true;
    serveCalendar(server, { [TUESDAY]: [buildItem({ number: 'BACK-1' })] }, { fail: () => failing });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    expect(await screen.findByText('No se pudieron cargar las entregas de la semana.')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByText('BACK-1')).toBeTruthy();
  });

  it('speaks English', async () => {
    serveCalendar(server, { [TUESDAY]: [buildItem({ status: 'shipment-confirmed' })] });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER, locale: 'en' });
    await waitFor(() => expect(cardsIn(column(TUESDAY))).toHaveLength(1));
    expect(label()).toBe('23 - 29 November 2026');
    expect(screen.getByRole('heading', { name: 'Delivery calendar' })).toBeTruthy();
    expect(within(column(MONDAY)).getByText('No deliveries')).toBeTruthy();
    expect(within(column(TUESDAY)).getByRole('heading').textContent).toBe('Tuesday 24');
    expect(within(cardsIn(column(TUESDAY))[0]!).getByText('Shipment confirmed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeTruthy();
  });
});

describe('a narrow screen (< 1024 px)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = narrowScreen();
  });
  afterEach(() => restore());

  it('opens on the first day with deliveries and lists that day only', async () => {
    serveCalendar(server, {
      [TUESDAY]: [buildItem({ number: 'MAR-1' }), buildItem({ number: 'MAR-2' })],
      '2026-11-28': [buildItem({ number: 'SAB-1' })],
    });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    const view = await screen.findByTestId('calendar-day-view');
    expect(screen.queryByTestId('calendar-week')).toBeNull();
    const picker = within(view).getByRole('combobox', { name: 'Día' });
    expect(picker.textContent).toBe('martes 24 de noviembre (2 órdenes)');
    expect(cardsIn(view).map((c) => within(c).getByText(/^MAR-/).textContent)).toEqual(['MAR-1', 'MAR-2']);
    expect(screen.queryByText('SAB-1')).toBeNull();

    await userEvent.click(picker);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'lunes 23 de noviembre (0 órdenes)',
      'martes 24 de noviembre (2 órdenes)',
      'miércoles 25 de noviembre (0 órdenes)',
      'jueves 26 de noviembre (0 órdenes)',
      'viernes 27 de noviembre (0 órdenes)',
      'sábado 28 de noviembre (1 orden)',
      'domingo 29 de noviembre (0 órdenes)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'lunes 23 de noviembre (0 órdenes)' }));
    expect(await within(view).findByText('No hay entregas para este día')).toBeTruthy();
    expect(cardsIn(view)).toHaveLength(0);
  });

  it('opens on today when today has deliveries', async () => {
    serveCalendar(server, {
      [TUESDAY]: [buildItem({ number: 'MAR-1' })],
      [THURSDAY]: [buildItem({ number: 'JUE-1' })],
    });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    const view = await screen.findByTestId('calendar-day-view');
    expect(within(view).getByRole('combobox', { name: 'Día' }).textContent).toBe(
      'jueves 26 de noviembre (1 orden)',
    );
    expect(within(view).getByText('JUE-1')).toBeTruthy();
  });

  it('within a range, opens on its first day and names the days outside it', async () => {
    // Tuesday 24 to Wednesday 25 November, nothing delivered, today (Thursday) outside: it opens on
    // the range's first day.
    serveCalendar(server);
    renderAdmin(
      <DeliveryCalendar filters={{ deliveryDateFrom: '2026-11-24', deliveryDateTo: '2026-11-25' }} />,
      {
        viewer: SELLER,
      },
    );
    const view = await screen.findByTestId('calendar-day-view');
    const picker = within(view).getByRole('combobox', { name: 'Día' });
    expect(picker.textContent).toBe('martes 24 de noviembre (0 órdenes)');
    expect(within(view).getByText('No hay entregas para este día')).toBeTruthy();
    await userEvent.click(picker);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'lunes 23 de noviembre (fuera del rango)',
      'martes 24 de noviembre (0 órdenes)',
      'miércoles 25 de noviembre (0 órdenes)',
      'jueves 26 de noviembre (fuera del rango)',
      'viernes 27 de noviembre (fuera del rango)',
      'sábado 28 de noviembre (fuera del rango)',
      'domingo 29 de noviembre (fuera del rango)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'lunes 23 de noviembre (fuera del rango)' }));
    expect(await within(view).findByText('Fuera del rango de fechas')).toBeTruthy();
  });

  it('opens another week on its own first day with deliveries, and loads more of the chosen day', async () => {
    const friday = Array.from({ length: 6 }, (_, i) => buildItem({ number: `VIE-${i + 1}` }));
    const api = serveCalendar(server, { '2026-12-04': friday });
    renderAdmin(<DeliveryCalendar filters={{}} />, { viewer: SELLER });
    const first = await screen.findByTestId('calendar-day-view');
    expect(within(first).getByText('No hay entregas para este día')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    // The next week is a new view (loaded after a skeleton).
    const view = () => screen.getByTestId('calendar-day-view');
    await waitFor(() =>
      expect(within(view()).getByRole('combobox', { name: 'Día' }).textContent).toBe(
        'viernes 4 de diciembre (6 órdenes)',
      ),
    );
    expect(cardsIn(view())).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más entregas' }));
    await waitFor(() => expect(cardsIn(view())).toHaveLength(6));
    expect(api.last().get('offsetPerDay')).toBe('5');
    expect(api.last().get('startDateFilter')).toBe('2026-11-30');
  });
});

/** Shows when its own access check is answered (asked in the same render as the calendar's). */
function AccessChecked() {
  const { isPending } = useCanAccess({ resource: 'dashboard', action: 'home' });
  return isPending ? null : <p>access checked</p>;
}

describe('who gets it', () => {
  it('is not shown to the customer portal, and nothing is asked', async () => {
    const api = serveCalendar(server);
    renderAdmin(
      <>
        <DeliveryCalendar filters={{}} />
        <AccessChecked />
      </>,
      { viewer: CUSTOMER },
    );
    expect(await screen.findByText('access checked')).toBeTruthy();
    expect(screen.queryByTestId('delivery-calendar')).toBeNull();
    expect(api.asked).toHaveLength(0);
  });

  it('is shown to staff once their access is checked', async () => {
    serveCalendar(server);
    renderAdmin(
      <>
        <DeliveryCalendar filters={{}} />
        <AccessChecked />
      </>,
      { viewer: SELLER },
    );
    expect(await screen.findByTestId('delivery-calendar')).toBeTruthy();
  });
});
