/**
 * Renders the order page at /orders/{id} the way the app does (real API client answered by msw,
 * real catalogues, tenant theme), with the permissions and the quantity unit the test gives, and
 * a fake order API whose GET answers the current order and whose edits record their bodies (the
 * finance section gets a plain credit order's finance view).
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../../../src/domain/i18n';
import type { OrderDetail } from '../../../../src/domain/orders/views';
import type { Profile } from '../../../../src/domain/users';
import OrderDetailPage from '../../../../src/web/orders/detail/OrderDetailPage';
import { api } from '../../../../src/web/providers/api';
import type { AppAuthProvider } from '../../../../src/web/providers/authProvider';
import { createDataProvider } from '../../../../src/web/providers/dataProvider';
import { messages } from '../../../../src/web/providers/i18nProvider';
import { session } from '../../../../src/web/providers/session';
import { TenantThemeContext } from '../../../../src/web/tenantTheme';
import { buildFinanceView } from '../../finance/renderFinance';
import { canAccessFor } from '../../support/access';
import { TEST_TENANT } from '../../support/renderAdmin';
import { accessToken, clearCookies } from '../../tokens';
import { SELLER_PERMISSIONS } from '../documents/renderSection';

afterEach(() => cleanup());
configure({ asyncUtilTimeout: 5000 });

function authProviderFor(permissions: string[], unitMeasure: 'KG' | 'TON'): AppAuthProvider {
  const profile = { role: { id: 'r', name: 'seller', displayName: 'Vendedor' }, unitMeasure } as Profile;
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role: 'seller', permissions, isAdmin: false }),
    getIdentity: async () => ({ id: 'user-1', fullName: 'Ana Robles', profile }),
    canAccess: canAccessFor(permissions),
    isLoggingOut: () => false,
    viewAs: async () => undefined,
    stopViewAs: async () => undefined,
    getProfile: async () => profile,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface PageOptions {
  permissions?: string[];
  locale?: Locale;
  unit?: 'KG' | 'TON';
}

export function renderOrderPage(orderId: string, options: PageOptions = {}) {
  const { permissions = SELLER_PERMISSIONS, locale = 'es', unit = 'KG' } = options;
  clearCookies();
  session.store({ accessToken: accessToken({ role: 'seller', permissions }), refreshToken: 'r1' });
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[`/orders/${orderId}`]}>
      <TenantThemeContext.Provider value={TEST_TENANT}>
        <AdminContext
          authProvider={authProviderFor(permissions, unit)}
          dataProvider={createDataProvider(api)}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
        >
          <Routes>
            <Route path="/orders/:id" element={<OrderDetailPage />} />
            <Route path="/login" element={<h1>login page</h1>} />
          </Routes>
          <Where />
          <Notification />
        </AdminContext>
      </TenantThemeContext.Provider>
    </MemoryRouter>,
  );
}

export interface FakeOrderApi {
  current: OrderDetail;
  gets: number;
  puts: { url: string; body: unknown }[];
}

/**
 * GET answers `api.current`; each PUT records its body and answers `reply(body)` (by default the
 * current order with the version moved on). The sections' own calls answer empty lists.
 */
export function fakeOrderApi(
  server: SetupServer,
  order: OrderDetail,
  reply?: (url: string, body: unknown) => Response | OrderDetail,
): FakeOrderApi {
  const state: FakeOrderApi = { current: order, gets: 0, puts: [] };
  server.use(
    mock.get(`*/api/orders/${order.id}`, () => {
      state.gets++;
      return HttpResponse.json(state.current);
    }),
    mock.put(`*/api/orders/${order.id}/:field`, async ({ request }) => {
      const body = await request.json();
      state.puts.push({ url: new URL(request.url).pathname, body });
      const answer = reply
        ? reply(new URL(request.url).pathname, body)
        : { ...state.current, version: state.current.version + 1 };
      if (answer instanceof Response) return answer;
      state.current = answer;
      return HttpResponse.json(answer);
    }),
    mock.get(`*/api/orders/${order.id}/documents`, () => HttpResponse.json([])),
    mock.get(`*/api/orders/${order.id}/comments`, () => HttpResponse.json([])),
    mock.get(`*/api/orders/${order.id}/history`, () => HttpResponse.json([])),
    mock.get('*/api/orders-incidents/reasons/cancel', () => HttpResponse.json([])),
    mock.get(`*/api/orders/${order.id}/finance`, () =>
      HttpResponse.json(
        buildFinanceView({ orderId: order.id, displayNumber: order.displayNumber, version: order.version }),
      ),
    ),
  );
  return state;
}
