// @vitest-environment jsdom
/**
 * The home's one filter against a fake of the whole home's API: one seller filter and one delivery
 * range at the top, none in any section; a change reaches every section's calls (the pipeline, the
 * calendar, the finance, material, logistics and delays counts and the queue tables) and what each
 * shows; the address keeps the filter (a reload or a shared link reads it, a wrong value is left
 * out); the seller filter's rules per role — admin 'Todos' plus the sellers, customer service its
 * supervised sellers starting on the first (nothing asked before it), a seller none.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mondayOf } from '../../../src/domain/dashboards/calendar';
import type { Locale } from '../../../src/domain/i18n';
import { orderListResponseSchema } from '../../../src/domain/orders/views';
import HomePage from '../../../src/web/dashboard/HomePage';
import { answer } from '../support/apiAnswers';
import { currentPath, renderAdmin, type Viewer } from '../support/renderAdmin';
import { setViewportWidth } from '../support/viewport';
import {
  CARLOS,
  FAR_SELLER,
  HOME_CALLS,
  type HomeCall,
  type HomeSeen,
  LAURA,
  rangeOfRequest,
  sellerOf,
  serveHome,
} from './fakeHome';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let restore: () => void = () => undefined;
afterEach(() => restore());

const userEvent = userEventLib.setup({ delay: null });

/** Every section of the home: pipeline and calendar, finance, material, logistics and delays. */
const EVERY_SECTION = [
  'DASHBOARD_READ',
  'ORDER_LISTING_READ',
  'ORDER_DETAIL_CREDIT_READ',
  'ORDER_DETAIL_CREDIT_WRITE',
  'ORDER_LISTING_PENDING_RELEASE_READ',
  'ORDER_DETAIL_INVENTORY_READ',
  'ORDER_DETAIL_INVENTORY_WRITE',
  'ORDER_LISTING_PENDING_DELIVERY_READ',
  'ORDER_DELAYED_READ',
];
const viewer = (role: string): Viewer => ({ role, permissions: EVERY_SECTION, profile: { preferences: {} } });
const ADMIN = viewer('admin');
const CUSTOMER_SERVICE = viewer('customer.service');
const SELLER = viewer('seller');

const GROUPS = [
  'pipeline-card',
  'delivery-calendar',
  'finance-queues',
  'material-queues',
  'logistics-queues',
  'delays-queues',
];
/** The calls made as soon as the home is drawn (the tables' once their queue is opened). */
const AT_START: HomeCall[] = [
  'pipeline',
  'calendar',
  'financeCounts',
  'material',
  'logisticsCount',
  'delaysCount',
];
const TABLES: { call: HomeCall; queue: string }[] = [
  { call: 'retained', queue: 'queue-HELD' },
  { call: 'notDelivered', queue: 'queue-PENDING_DELIVERY' },
  { call: 'overdue', queue: 'queue-DELAYED' },
];

function renderHome(who: Viewer, { path = '/', locale = 'es' as Locale } = {}) {
  restore = setViewportWidth(1440);
  return renderAdmin(<HomePage />, { viewer: who, path, locale });
}

const bar = () => screen.findByTestId('home-filters');
const sellerBox = async () => within(await bar()).findByRole('combobox', { name: 'Vendedor' });

/** Waits until every call in `calls` was last asked as `check` wants. */
async function lastAsked(seen: HomeSeen, calls: readonly HomeCall[], check: (q: URLSearchParams) => void) {
  await waitFor(() => {
    for (const call of calls) {
      const q = seen[call].at(-1);
      expect(q, call).toBeDefined();
      check(q!);
    }
  });
}

/** Opens the three sub-queues whose tables the test reads. */
async function openTables() {
  for (const { queue } of TABLES) {
    const section = (await screen.findAllByTestId(queue))[0]!;
    await userEvent.click(within(section).getByRole('button', { expanded: false }));
  }
}

/** Picks a range of days of the month the picker opens on, and applies it. */
async function pickRange(first: string, last?: string) {
  await userEvent.click(await within(await bar()).findByTestId('home-range'));
  const picker = await screen.findByRole('dialog', { name: 'Fecha de entrega' });
  const [grid] = within(picker).getAllByRole('grid');
  await userEvent.click(within(grid!).getByRole('gridcell', { name: first }));
  if (last) await userEvent.click(within(grid!).getByRole('gridcell', { name: last }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Aplicar' }));
}

const totals = () => ({
  pipeline: screen.getByTestId('pipeline-step-DEFAULT').textContent?.split(' ')[0],
  calendar: screen.getAllByTestId('calendar-card').length,
  finance: screen.getByTestId('finance-total').textContent,
  material: screen.getByTestId('material-total').textContent,
  noMaterial: screen.getByTestId('no-material-count').textContent,
  logistics: screen.getByTestId('logistics-total').textContent,
  delays: screen.getByTestId('delays-total').textContent,
});

describe('the home’s one filter', () => {
  it('is one seller filter and one range at the top: no section has its own', async () => {
    const seen = serveHome(server);
    renderHome(ADMIN);
    for (const group of GROUPS) await screen.findByTestId(group);
    const filters = await bar();
    expect(within(filters).getByRole('heading', { name: 'Filtros del inicio' })).toBeTruthy();
    expect(screen.getAllByRole('combobox', { name: 'Vendedor' })).toHaveLength(1);
    expect(within(filters).getByTestId('home-range').textContent).toContain('Fecha de entrega');
    for (const group of GROUPS) {
      const section = screen.getByTestId(group);
      expect(within(section).queryByRole('combobox', { name: 'Vendedor' }), group).toBeNull();
      expect(within(section).queryByLabelText(/Entrega desde|Entrega hasta/), group).toBeNull();
      expect(within(section).queryByTestId(/range/), group).toBeNull();
    }
    // It comes first: the sections it narrows follow it.
    const order = [filters, ...GROUPS.map((g) => screen.getByTestId(g))];
    for (let i = 1; i < order.length; i++)
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    // No filter yet: nothing narrows any call.
    await lastAsked(seen, AT_START, (q) => {
      expect(sellerOf(q)).toBeNull();
      expect(rangeOfRequest(q)).toEqual({ from: null, to: null });
    });
  });

  it('a seller chosen reaches every section’s calls and figures, and the address keeps it', async () => {
    const seen = serveHome(server);
    renderHome(ADMIN);
    await openTables();
    await waitFor(() => expect(totals().finance).toBe('21 órdenes'));
    expect(totals()).toEqual({
      pipeline: '7',
      calendar: 7,
      finance: '21 órdenes',
      material: '7 por asignar',
      noMaterial: '7',
      logistics: '7 embarques',
      delays: '7 órdenes',
    });
    await waitFor(() => expect(screen.getAllByTestId('queue-row').length).toBeGreaterThanOrEqual(21));

    await userEvent.click(await sellerBox());
    await userEvent.click(await screen.findByRole('option', { name: LAURA.fullName }));
    await lastAsked(seen, [...AT_START, ...TABLES.map((t) => t.call)], (q) =>
      expect(sellerOf(q)).toBe(LAURA.id),
    );
    await waitFor(() =>
      expect(totals()).toEqual({
        pipeline: '2',
        calendar: 2,
        finance: '6 órdenes',
        material: '2 por asignar',
        noMaterial: '2',
        logistics: '2 embarques',
        delays: '2 órdenes',
      }),
    );
    // Each open table shows the seller's rows (two per table).
    for (const { queue } of TABLES) {
      const section = screen.getAllByTestId(queue)[0]!;
      await waitFor(() => expect(within(section).getAllByTestId('queue-row'), queue).toHaveLength(2));
    }
    expect(new URLSearchParams(currentPath().split('?')[1]).get('sellerId')).toBe(LAURA.id);

    // Back to everyone ('Todos'): everyone's figures again (from the cache where still fresh).
    await userEvent.click(await sellerBox());
    await userEvent.click(await screen.findByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(totals().logistics).toBe('7 embarques'));
    expect(totals().pipeline).toBe('7');
    expect(currentPath()).not.toContain('sellerId');
  });

  it('a range applied reaches every section with both ends, and the address keeps it', async () => {
    const seen = serveHome(server);
    renderHome(ADMIN);
    await openTables();
    const month = dayjs().format('YYYY-MM');
    await pickRange('3', '9');
    const range = { from: `${month}-03`, to: `${month}-09` };
    await lastAsked(seen, [...AT_START, ...TABLES.map((t) => t.call)], (q) =>
      expect(rangeOfRequest(q)).toEqual(range),
    );
    // The calendar opens on the range's first week.
    expect(seen.calendar.at(-1)!.get('startDateFilter')).toBe(mondayOf(range.from));
    await waitFor(() => expect(totals().logistics).toBe('6 embarques'));
    expect(totals().finance).toBe('18 órdenes');
    const query = new URLSearchParams(currentPath().split('?')[1]);
    expect([query.get('deliveryDateFrom'), query.get('deliveryDateTo')]).toEqual([range.from, range.to]);
    expect(within(await bar()).getByTestId('home-range').textContent).toContain(
      `03/${month.slice(5)}/${month.slice(0, 4)} – 09/${month.slice(5)}/${month.slice(0, 4)}`,
    );
  });

  it('a lone day picked is that one day; a cleared range is sent no more', async () => {
    const seen = serveHome(server);
    renderHome(ADMIN);
    const month = dayjs().format('YYYY-MM');
    await pickRange('5');
    await lastAsked(seen, AT_START, (q) =>
      expect(rangeOfRequest(q)).toEqual({ from: `${month}-05`, to: `${month}-05` }),
    );
    await waitFor(() => expect(totals().logistics).toBe('6 embarques'));

    await userEvent.click(within(await bar()).getByTestId('home-range'));
    const picker = await screen.findByRole('dialog', { name: 'Fecha de entrega' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Limpiar' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Aplicar' }));
    // Everyone's figures again (from the cache where still fresh), and the address without a range.
    await waitFor(() => expect(totals().logistics).toBe('7 embarques'));
    expect(totals().finance).toBe('21 órdenes');
    expect(currentPath()).not.toContain('deliveryDate');
  });

  it('reads the filter from the address (a reload, a shared link): every first call carries it', async () => {
    const seen = serveHome(server);
    renderHome(ADMIN, {
      path: `/?sellerId=${FAR_SELLER.id}&deliveryDateFrom=2031-03-03&deliveryDateTo=2031-03-09`,
    });
    await lastAsked(seen, AT_START, (q) => {
      expect(sellerOf(q)).toBe(FAR_SELLER.id);
      expect(rangeOfRequest(q)).toEqual({ from: '2031-03-03', to: '2031-03-09' });
    });
    // Not one call of the whole home went without them.
    for (const call of AT_START) {
      expect(seen[call].map(sellerOf), call).toEqual(seen[call].map(() => FAR_SELLER.id));
      expect(
        seen[call].map((q) => rangeOfRequest(q).from),
        call,
      ).toEqual(seen[call].map(() => '2031-03-03'));
    }
    expect(seen.calendar[0]!.get('startDateFilter')).toBe('2031-03-03');
    // A seller past the list's first page is asked by id, so the filter names it.
    await waitFor(async () => expect((await sellerBox()).getAttribute('value')).toBe(FAR_SELLER.fullName));
    expect(seen.sellers.some((q) => q.get('id') === FAR_SELLER.id)).toBe(true);
    expect(within(await bar()).getByTestId('home-range').textContent).toContain('03/03/2031 – 09/03/2031');
  });

  it('drops a seller of the address the user may not filter by (a link from someone else)', async () => {
    const seen = serveHome(server);
    const stranger = '5e11e2b0-0000-4000-8000-0000000000aa';
    renderHome(ADMIN, { path: `/?sellerId=${stranger}` });
    await waitFor(() => expect(currentPath()).not.toContain('sellerId'));
    await lastAsked(seen, AT_START, (q) => expect(sellerOf(q)).toBeNull());
    expect((await sellerBox()).getAttribute('value')).toBe('Todos');
    expect(seen.sellers.some((q) => q.get('id') === stranger)).toBe(true);
  });

  it('leaves out what the address holds wrong: a seller that is no id, a range backwards or half', async () => {
    for (const query of [
      'sellerId=nope&deliveryDateFrom=2031-03-09&deliveryDateTo=2031-03-03',
      'deliveryDateFrom=2031-03-03',
      'deliveryDateFrom=2031-02-30&deliveryDateTo=2031-03-03',
    ]) {
      const seen = serveHome(server);
      const { unmount } = renderHome(ADMIN, { path: `/?${query}` });
      await lastAsked(seen, AT_START, (q) => {
        expect(sellerOf(q), query).toBeNull();
        expect(rangeOfRequest(q), query).toEqual({ from: null, to: null });
      });
      expect((await sellerBox()).getAttribute('value')).toBe('Todos');
      unmount();
      server.resetHandlers();
    }
  });
});

describe('the seller filter’s rules', () => {
  it('admin: ‘Todos’ first, then every seller', async () => {
    serveHome(server);
    renderHome(ADMIN);
    const box = await sellerBox();
    expect(box.getAttribute('value')).toBe('Todos');
    await userEvent.click(box);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Todos', CARLOS.fullName, LAURA.fullName]);
  });

  it('customer service: only its supervised sellers, the first chosen before anything is asked', async () => {
    const seen = serveHome(server);
    renderHome(CUSTOMER_SERVICE);
    const box = await sellerBox();
    await waitFor(() => expect(box.getAttribute('value')).toBe(CARLOS.fullName));
    await lastAsked(seen, AT_START, (q) => expect(sellerOf(q)).toBe(CARLOS.id));
    // Never the whole team first: every call so far named the seller.
    for (const call of AT_START)
      expect(seen[call].map(sellerOf), call).toEqual(seen[call].map(() => CARLOS.id));
    // The address names it (a reload keeps it).
    expect(currentPath()).toContain(`sellerId=${CARLOS.id}`);
    await waitFor(() => expect(totals().finance).toBe('9 órdenes'));

    await userEvent.click(box);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      CARLOS.fullName,
      LAURA.fullName,
    ]);
    await userEvent.click(screen.getByRole('option', { name: LAURA.fullName }));
    await lastAsked(seen, AT_START, (q) => expect(sellerOf(q)).toBe(LAURA.id));
    await waitFor(() => expect(totals().delays).toBe('2 órdenes'));
  });

  it('customer service supervising nobody: the home is drawn for its (empty) team', async () => {
    const seen = serveHome(server, { sellers: [] });
    renderHome(CUSTOMER_SERVICE);
    await lastAsked(seen, AT_START, (q) => expect(sellerOf(q)).toBeNull());
    expect(screen.queryByTestId('home-waiting')).toBeNull();
  });

  it('a seller: no seller filter, only the range; no call names a seller', async () => {
    const seen = serveHome(server);
    renderHome(SELLER);
    const filters = await bar();
    await within(filters).findByTestId('home-range');
    await lastAsked(seen, AT_START, (q) => expect(sellerOf(q)).toBeNull());
    expect(within(filters).queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    expect(seen.sellers).toHaveLength(0);
  });

  it('speaks English', async () => {
    serveHome(server);
    renderHome(ADMIN, { locale: 'en' });
    const filters = await bar();
    expect(within(filters).getByRole('heading', { name: 'Home filters' })).toBeTruthy();
    expect(await within(filters).findByRole('combobox', { name: 'Seller' })).toBeTruthy();
    expect(within(filters).getByTestId('home-range').textContent).toContain('Delivery date');
  });
});

describe('who gets it', () => {
  it('the customer portal gets no filter and none of the staff’s sections', async () => {
    const seen = serveHome(server);
    server.use(
      mock.get('*/api/orders', () =>
        answer(orderListResponseSchema, { data: [], totalRows: 0, page: 1, totalPages: 1 }),
      ),
    );
    restore = setViewportWidth(1440);
    renderAdmin(<HomePage />, {
      viewer: { role: 'customer', permissions: ['DASHBOARD_READ', 'ORDER_LISTING_READ'] },
    });
    expect(await screen.findByRole('heading', { name: 'Tus órdenes en curso' })).toBeTruthy();
    expect(screen.queryByTestId('home-filters')).toBeNull();
    for (const call of HOME_CALLS) expect(seen[call], call).toHaveLength(0);
    for (const group of GROUPS) expect(screen.queryByTestId(group)).toBeNull();
  });
});
