// @vitest-environment jsdom
/**
 * The home's pipeline card against an msw fake of its two calls (the step counts and the order
 * list): the seven steps with their counts and tons; a step opens its orders (the list asked with
 * the step as `statusTab`) and closes them when clicked again; the search and the home's seller and
 * delivery range reach the API; the list's loading, empty and error texts; the narrow screen's bar
 * of four chips and 'Más filtros'; nothing at all for the customer portal. The home's filter bar
 * (who gets which seller filter, a change reaching every section) is HomeFilters.test.tsx's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { delay, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { useCanAccess } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listResponseSchema } from '../../../src/domain/lists';
import {
  type PipelineCountsQuery,
  type PipelineStat,
  pipelineCountsSchema,
} from '../../../src/domain/orders/pipeline';
import { type OrderListRow, orderListResponseSchema } from '../../../src/domain/orders/views';
import { sellerSchema } from '../../../src/domain/users';
import { PipelineCard } from '../../../src/web/dashboard/pipeline/PipelineCard';
import { buildOrder, SELLERS } from '../orders/list/orderListFake';
import { answer, refusal } from '../support/apiAnswers';
import { renderAdmin } from '../support/renderAdmin';
import { setViewportWidth } from '../support/viewport';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let restore: () => void = () => undefined;
afterEach(() => restore());

const userEvent = userEventLib.setup({ delay: null });

const STATS: PipelineStat[] = [
  { label: 'DEFAULT', count: 1234, totalQuantityTons: 5678.25 },
  { label: 'CREATED', count: 12, totalQuantityTons: 48.04 },
  { label: 'ASSIGNINVENTORY', count: 7, totalQuantityTons: 30 },
  { label: 'MATERIALALLOCATED', count: 5, totalQuantityTons: 12.345 },
  { label: 'SCHEDULERORDER', count: 4, totalQuantityTons: 9.9 },
  { label: 'TRANSPORTASSIGN', count: 3, totalQuantityTons: 0.5 },
  { label: 'INVOICED', count: 0, totalQuantityTons: 0 },
];

const ADMIN = { role: 'admin', permissions: ['DASHBOARD_READ', 'ORDER_LISTING_READ'] };

interface Fake {
  counts: URLSearchParams[];
  lists: URLSearchParams[];
}

type ListAnswer = 'rows' | 'empty' | 'error' | 'slow';

function fakeApi({ rows = [buildOrder()], list = 'rows' as ListAnswer } = {}): Fake {
  const seen: Fake = { counts: [], lists: [] };
  server.use(
    mock.get('*/api/orders/count-by-status-with-tons', ({ request }) => {
      seen.counts.push(new URL(request.url).searchParams);
      return answer(pipelineCountsSchema, STATS);
    }),
    mock.get('*/api/orders', async ({ request }) => {
      seen.lists.push(new URL(request.url).searchParams);
      // A 4xx: the client retries 5xx reads by itself, which would hide the state.
      if (list === 'error') return refusal(400, 'BAD_REQUEST', 'Solicitud inválida');
      if (list === 'slow') await delay('infinite');
      const data: OrderListRow[] = list === 'empty' ? [] : rows;
      return answer(orderListResponseSchema, { data, totalRows: data.length, page: 1, totalPages: 1 });
    }),
    mock.get('*/api/sellers', () =>
      answer(listResponseSchema(sellerSchema), { data: SELLERS, totalRows: 2, page: 1, totalPages: 1 }),
    ),
  );
  return seen;
}

function renderCard(viewer = ADMIN, { width = 1280, filters = {} as PipelineCountsQuery } = {}) {
  restore = setViewportWidth(width);
  renderAdmin(<PipelineCard filters={filters} />, { viewer });
}

/** What the access map answers the card's own question, once answered. */
function AccessAnswer() {
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'pipeline' });
  return isPending ? null : <output data-testid="access-answer">{String(canAccess)}</output>;
}

const step = (filter: string) => screen.findByTestId(`pipeline-step-${filter}`);

describe('PipelineCard', () => {
  it('shows the seven steps, each with its count, its tons to one decimal and its label', async () => {
    fakeApi();
    renderCard();
    await waitFor(async () => expect((await step('DEFAULT')).textContent).toContain('1,234'));
    const texts = await Promise.all(STATS.map(async (s) => (await step(s.label)).textContent));
    expect(texts).toEqual([
      '1,234 5,678.3 ton Abiertas',
      '12 48.0 ton Creadas',
      '7 30.0 ton Liberadas',
      '5 12.3 ton Material asignado',
      '4 9.9 ton Embarcadas/Programadas',
      '3 0.5 ton Transporte asignado',
      '0 0.0 ton Facturadas',
    ]);
    // Named by what it shows: voice control users say the visible words.
    expect(screen.getByRole('button', { name: '12 48.0 ton Creadas' })).toBe(await step('CREATED'));
  });

  it('opens a step’s orders (the list asked with the step as statusTab) and closes them on a second click', async () => {
    const order = buildOrder({
      displayNumber: '000321',
      opsStatus: 'ORDEN_RETENIDA',
      customer: { id: crypto.randomUUID(), companyName: 'Vidrios del Norte', rfc: 'VNS9906301B4' },
      tons: '12.345',
      deliveryDate: '2031-03-05',
    });
    const seen = fakeApi({ rows: [order] });
    renderCard();
    await userEvent.click(await step('CREATED'));
    const panel = await screen.findByTestId('pipeline-orders');
    expect(within(panel).getByRole('heading', { name: 'Órdenes: Creadas' })).toBeTruthy();
    const row = await within(panel).findByTestId('pipeline-order');
    expect(within(row).getByRole('link', { name: '000321' }).getAttribute('href')).toBe(
      `/orders/${order.id}`,
    );
    for (const text of [
      'Vidrios del Norte',
      'Carlos Méndez Ruiz',
      '05/03/2031',
      '12.3 ton',
      'Orden Retenida',
    ])
      expect(row.textContent).toContain(text);
    const asked = seen.lists.at(-1)!;
    expect(asked.get('statusTab')).toBe('CREATED');
    expect(asked.get('limit')).toBe('10');
    expect(asked.get('offset')).toBe('0');
    expect((await step('CREATED')).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(await step('CREATED'));
    await waitFor(() => expect(screen.queryByTestId('pipeline-orders')).toBeNull());
    expect((await step('CREATED')).getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(await step('INVOICED'));
    await waitFor(() => expect(seen.lists.at(-1)!.get('statusTab')).toBe('INVOICED'));
  });

  it('searches the open step’s orders once typing stops', async () => {
    const seen = fakeApi();
    renderCard();
    await userEvent.click(await step('DEFAULT'));
    await screen.findByTestId('pipeline-order');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Número, empresa o RFC' }), 'Vidrios');
    await waitFor(() => expect(seen.lists.at(-1)!.get('searchParam')).toBe('Vidrios'));
    const searches = seen.lists.filter((q) => q.has('searchParam'));
    expect(searches.map((q) => q.get('searchParam'))).toEqual(['Vidrios']);
    expect(searches[0]!.get('statusTab')).toBe('DEFAULT');
  });

  it('says when the orders are loading, when a step has none, and when they fail to load', async () => {
    fakeApi({ list: 'slow' });
    renderCard();
    await userEvent.click(await step('ASSIGNINVENTORY'));
    expect(await screen.findByText('Cargando órdenes…')).toBeTruthy();

    server.resetHandlers();
    fakeApi({ list: 'empty' });
    await userEvent.click(await step('MATERIALALLOCATED'));
    expect(await screen.findByText('No hay órdenes en este estado')).toBeTruthy();

    server.resetHandlers();
    fakeApi({ list: 'error' });
    await userEvent.click(await step('SCHEDULERORDER'));
    const failure = await screen.findByTestId('list-error');
    expect(failure.textContent).toContain('Error al cargar las órdenes');
    expect(within(failure).getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });

  it('sends the home’s seller and delivery range to the counts and to a step’s orders', async () => {
    const seen = fakeApi();
    const filters = {
      sellerId: SELLERS[1]!.id,
      deliveryDateFrom: '2031-03-03',
      deliveryDateTo: '2031-03-09',
    };
    renderCard(ADMIN, { filters });
    await waitFor(() => expect(seen.counts).toHaveLength(1));
    const counted = seen.counts[0]!;
    expect(Object.fromEntries(counted)).toEqual(filters);
    // The card has no filter of its own: the home's bar is the one.
    expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Fecha de entrega/ })).toBeNull();

    await userEvent.click(await step('CREATED'));
    await waitFor(() => expect(seen.lists.length).toBeGreaterThan(0));
    const listed = seen.lists.at(-1)!;
    expect(listed.get('sellers')).toBe(SELLERS[1]!.id);
    expect(listed.get('deliveryDateFrom')).toBe('2031-03-03');
    expect(listed.get('deliveryDateTo')).toBe('2031-03-09');
  });

  it('sends no filter when the home has none', async () => {
    const seen = fakeApi();
    renderCard();
    await waitFor(() => expect(seen.counts).toHaveLength(1));
    expect([...seen.counts[0]!.keys()]).toEqual([]);
  });

  it('on a narrow screen shows four chips with their counts and the rest under “Más filtros”', async () => {
    const seen = fakeApi();
    renderCard(ADMIN, { width: 800 });
    const bar = await screen.findByRole('group', { name: 'Etapas de las órdenes' });
    await waitFor(() =>
      expect(within(bar).getByTestId('pipeline-chip-DEFAULT').textContent).toBe('Abiertas (1,234)'),
    );
    expect(
      within(bar)
        .getAllByTestId(/^pipeline-chip-/)
        .map((c) => c.textContent),
    ).toEqual(['Abiertas (1,234)', 'Creadas (12)', 'Liberadas (7)', 'Material asignado (5)']);
    expect(screen.queryByTestId('pipeline-step-DEFAULT')).toBeNull();

    await userEvent.click(within(bar).getByRole('button', { name: 'Más filtros' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Embarcadas/Programadas4', 'Transporte asignado3', 'Facturadas0']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Facturadas/ }));
    await waitFor(() => expect(seen.lists.at(-1)?.get('statusTab')).toBe('INVOICED'));
    expect(await screen.findByRole('heading', { name: 'Órdenes: Facturadas' })).toBeTruthy();

    await userEvent.click(within(bar).getByTestId('pipeline-chip-CREATED'));
    await waitFor(() => expect(seen.lists.at(-1)?.get('statusTab')).toBe('CREATED'));
  });

  it('shows nothing to the customer portal and asks nothing', async () => {
    const seen = fakeApi();
    restore = setViewportWidth(1280);
    renderAdmin(
      <>
        <PipelineCard filters={{}} />
        <AccessAnswer />
      </>,
      { viewer: { role: 'customer', permissions: ADMIN.permissions } },
    );
    // Once the card's own access question is answered (no), the card has decided.
    expect((await screen.findByTestId('access-answer')).textContent).toBe('false');
    expect(screen.queryByTestId('pipeline-card')).toBeNull();
    expect(seen.counts).toHaveLength(0);
  });
});
