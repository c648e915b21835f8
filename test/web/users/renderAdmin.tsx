/**
 * Renders a screen the way the app does: react-admin's context with the real data provider and API
 * client (answered by msw), the app's catalogues (missing keys fail), a memory store and router,
 * toasts, and a viewer whose permissions and identity the test chooses.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import { HierarchyPage } from '../../../src/web/hierarchy/HierarchyPage';
import { api } from '../../../src/web/providers/api';
import type { AppAuthProvider } from '../../../src/web/providers/authProvider';
import { createDataProvider } from '../../../src/web/providers/dataProvider';
import { messages } from '../../../src/web/providers/i18nProvider';
import { session } from '../../../src/web/providers/session';
import { UserListPage } from '../../../src/web/users/UserList';
import { canAccessFor } from '../support/access';
import { accessToken, clearCookies } from '../tokens';

afterEach(() => cleanup());
// The first render of a screen loads MUI and react-admin: under a busy parallel run it takes seconds.
configure({ asyncUtilTimeout: 5_000 });

export const ADMIN_ID = 'a0000000-0000-4000-8000-99999999999a';
export const WRITE_PERMISSIONS = [
  'USER_MANAGEMENT_READ',
  'USER_MANAGEMENT_WRITE',
  'CONFIGURATION_CLIENT_SERVICE_READ',
  'CONFIGURATION_CLIENT_SERVICE_WRITE',
  'CLIENT_LISTING_READ',
];
export const READ_PERMISSIONS = ['USER_MANAGEMENT_READ', 'CONFIGURATION_CLIENT_SERVICE_READ'];

export interface Viewer {
  id?: string;
  role?: string;
  permissions?: string[];
}

function authProviderFor({ id = ADMIN_ID, role = 'admin', permissions = WRITE_PERMISSIONS }: Viewer) {
  const provider: AppAuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role, permissions, isAdmin: role === 'admin' }),
    getIdentity: async () => ({ id, fullName: 'Ana Robles Treviño' }),
    canAccess: canAccessFor(permissions),
    isLoggingOut: () => false,
    viewAs: async () => undefined,
    stopViewAs: async () => undefined,
    getProfile: async () => ({}) as Awaited<ReturnType<AppAuthProvider['getProfile']>>,
  };
  return provider;
}

export function renderAdmin(
  ui: ReactElement,
  { viewer = {}, locale = 'es' }: { viewer?: Viewer; locale?: Locale } = {},
) {
  clearCookies();
  session.store({
    accessToken: accessToken({
      role: viewer.role ?? 'admin',
      permissions: viewer.permissions ?? WRITE_PERMISSIONS,
    }),
    refreshToken: 'r1',
  });
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProviderFor(viewer)}
        dataProvider={createDataProvider(api)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

export const renderUsers = (options?: Parameters<typeof renderAdmin>[1]) =>
  renderAdmin(<UserListPage />, options);
export const renderHierarchy = (options?: Parameters<typeof renderAdmin>[1]) =>
  renderAdmin(<HierarchyPage />, options);
