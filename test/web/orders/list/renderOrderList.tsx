/**
 * Renders the order list the way the app does: react-admin's context with the real data provider
 * and API client (answered by msw), the app's catalogues, the tenant's theme, a memory store and
 * router, and a signed-in identity whose preferences the test chooses.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../../../src/domain/i18n';
import type { Preferences, Profile } from '../../../../src/domain/users';
import OrderListPage from '../../../../src/web/orders/list/OrderListPage';
import { api } from '../../../../src/web/providers/api';
import type { AppAuthProvider } from '../../../../src/web/providers/authProvider';
import { createDataProvider } from '../../../../src/web/providers/dataProvider';
import { messages } from '../../../../src/web/providers/i18nProvider';
import { session } from '../../../../src/web/providers/session';
import { TenantThemeContext } from '../../../../src/web/tenantTheme';
import { canAccessFor } from '../../support/access';
import { TEST_TENANT } from '../../support/renderAdmin';
import { accessToken, clearCookies } from '../../tokens';

afterEach(() => cleanup());
configure({ asyncUtilTimeout: 5000 });

export const ADMIN_PERMISSIONS = ['ORDER_LISTING_READ', 'CREATE_ORDER_WRITE', 'CLIENT_LISTING_READ'];

export interface OrderListViewer {
  role?: string;
  permissions?: string[];
  preferences?: Preferences;
}

function authProviderFor(role: string, permissions: string[], preferences: Preferences): AppAuthProvider {
  const profile = { id: 'user-1', firstName: 'Ana', lastName: 'Robles', preferences } as unknown as Profile;
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role, permissions, isAdmin: role === 'admin' }),
    getIdentity: async () => ({ id: 'user-1', fullName: 'Ana Robles', profile }),
    canAccess: canAccessFor(permissions),
    isLoggingOut: () => false,
    viewAs: async () => undefined,
    stopViewAs: async () => undefined,
    getProfile: async () => profile as Awaited<ReturnType<AppAuthProvider['getProfile']>>,
  };
}

export function renderOrderList(viewer: OrderListViewer = {}, locale: Locale = 'es') {
  const { role = 'admin', permissions = ADMIN_PERMISSIONS, preferences = {} } = viewer;
  clearCookies();
  session.store({ accessToken: accessToken({ role, permissions }), refreshToken: 'r1' });
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/orders']}>
      <TenantThemeContext.Provider value={TEST_TENANT}>
        <AdminContext
          authProvider={authProviderFor(role, permissions, preferences)}
          dataProvider={createDataProvider(api)}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
        >
          <Routes>
            <Route path="/orders" element={<OrderListPage />} />
            <Route path="/orders/:id" element={<h1>order page</h1>} />
          </Routes>
          <Notification />
        </AdminContext>
      </TenantThemeContext.Provider>
    </MemoryRouter>,
  );
}
