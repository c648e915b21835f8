// @vitest-environment jsdom
/**
 * Opening an order from the list is immediate: pointing at a row reads the order ahead, the page
 * opens with what the row showed while the rest arrives, and a page change keeps the rows shown
 * until the next page is there. Answers the test holds back are released by the test itself.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListRow } from '../../../../src/domain/orders/views';
import OrderDetailPage from '../../../../src/web/orders/detail/OrderDetailPage';
import OrderListPage from '../../../../src/web/orders/list/OrderListPage';
import { renderAdmin } from '../../support/renderAdmin';
import { orderWithItems } from '../detail/fixtures';
import { fakeOrderApi } from '../detail/renderOrderPage';
import { buildOrder, orderFake } from './orderListFake';
import { ADMIN_PERMISSIONS } from './renderOrderList';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A promise the test resolves when it wants the held answer to go on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function renderListWithOrderPage() {
  return renderAdmin(<OrderListPage />, {
    path: '/orders',
    route: '/orders',
    viewer: {
      role: 'admin',
      permissions: ADMIN_PERMISSIONS,
      profile: { firstName: 'Ana', lastName: 'Robles' },
    },
    extraRoutes: { '/orders/:id': <OrderDetailPage /> },
  });
}

const rowOf = (displayNumber: string) =>
  screen.getByRole('link', { name: displayNumber }).closest('tr') as HTMLElement;

/** The listed order and its full detail (same id and number), whose GET waits for `held`. */
function heldOrder(row: OrderListRow) {
  const detail = orderWithItems({ id: row.id, displayNumber: row.displayNumber, opsStatus: row.opsStatus });
  fakeOrderApi(server, detail);
  const held = { ...gate(), asked: 0 };
  server.use(
    mock.get(`*/api/orders/${row.id}`, async () => {
      held.asked++;
      await held.opened;
      // Nothing returned: msw goes on to the fake's answer.
    }),
  );
  return { held };
}

describe('opening an order from the list', () => {
  it('reads the order ahead when its row is pointed at and opens with the row while the rest arrives', async () => {
    const row = buildOrder({
      displayNumber: '000731',
      opsStatus: 'APROBADO_POR_FINANZAS',
      customer: { id: crypto.randomUUID(), companyName: 'Vidriera del Norte S.A.', rfc: 'VNS9906301B4' },
    });
    orderFake(server, { orders: [row, buildOrder({ displayNumber: '000732' })] });
    const { held } = heldOrder(row);
    renderListWithOrderPage();
    await screen.findByRole('link', { name: '000731' });
    expect(held.asked).toBe(0);

    await userEvent.hover(rowOf('000731'));
    await waitFor(() => expect(held.asked).toBe(1));

    await userEvent.click(within(rowOf('000731')).getByText('Vidriera del Norte S.A.'));
    const header = await screen.findByRole('heading', { name: /000731/ });
    expect(header).toBeTruthy();
    // What the row showed is there at once, before the detail's answer.
    expect(screen.getByTestId('listed-order-facts').textContent).toContain('Vidriera del Norte S.A.');
    expect(within(screen.getByTestId('order-status')).getByText('Liberada por finanzas')).toBeTruthy();
    expect(screen.getByLabelText(/cargando/i).getAttribute('aria-busy')).toBe('true');

    held.open();
    await waitFor(() => expect(screen.queryByTestId('listed-order-facts')).toBeNull());
    expect(screen.getByText('OC-7781')).toBeTruthy();
    // The page used the answer read ahead: no second request.
    expect(held.asked).toBe(1);
  });

  it('reads ahead at once when the keyboard reaches the order', async () => {
    const row = buildOrder({ displayNumber: '000741' });
    orderFake(server, { orders: [row] });
    const { held } = heldOrder(row);
    renderListWithOrderPage();
    const link = await screen.findByRole('link', { name: '000741' });
    link.focus();
    await waitFor(() => expect(held.asked).toBe(1));
    held.open();
  });
});

describe('changing page', () => {
  it('keeps the rows shown until the next page arrives', async () => {
    const orders = Array.from({ length: 15 }, (_, i) =>
      buildOrder({ displayNumber: `0008${String(i).padStart(2, '0')}` }),
    );
    orderFake(server, { orders });
    const secondPage = gate();
    server.use(
      mock.get('/api/orders', async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') === '10') await secondPage.opened;
      }),
    );
    renderListWithOrderPage();
    await screen.findByRole('link', { name: '000800' });
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    // The second page is on its way: the first one stays, not an empty or loading table.
    expect(screen.getByRole('link', { name: '000800' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^0008/ })).toHaveLength(10);
    expect(await screen.findByTestId('next-page-progress')).toBeTruthy();
    secondPage.open();
    await screen.findByRole('link', { name: '000810' });
    expect(screen.queryByTestId('next-page-progress')).toBeNull();
    expect(screen.queryByRole('link', { name: '000800' })).toBeNull();
  });

  it('reads the next page ahead, so it shows at once', async () => {
    const orders = Array.from({ length: 15 }, (_, i) =>
      buildOrder({ displayNumber: `0009${String(i).padStart(2, '0')}` }),
    );
    orderFake(server, { orders });
    // Any request for page 2 after the one read ahead waits (the tests' query client counts every
    // answer stale, so the page asks again in the background; the app's keeps it 30 s).
    const later = gate();
    let secondPageAsked = 0;
    server.use(
      mock.get('/api/orders', async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') !== '10') return;
        secondPageAsked++;
        if (secondPageAsked > 1) await later.opened;
      }),
    );
    renderListWithOrderPage();
    await screen.findByRole('link', { name: '000900' });
    await waitFor(() => expect(secondPageAsked).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    // Shown from what was read ahead, while any new request for it is still held.
    await screen.findByRole('link', { name: '000910' });
    expect(screen.queryByRole('link', { name: '000900' })).toBeNull();
    later.open();
  });
});
