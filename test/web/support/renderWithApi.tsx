/**
 * Renders a screen or section the way the app does, talking to the API: react-admin's context with
 * the real API client and data provider (answered by msw), the real catalogues, the tenant theme,
 * and a session whose token carries the role and permissions the test gives.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, type UserIdentity } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import { api } from '../../../src/web/providers/api';
import type { AppAuthProvider } from '../../../src/web/providers/authProvider';
import { createDataProvider } from '../../../src/web/providers/dataProvider';
import { messages } from '../../../src/web/providers/i18nProvider';
import { session } from '../../../src/web/providers/session';
import { TenantThemeContext } from '../../../src/web/tenantTheme';
import { accessToken, clearCookies } from '../tokens';
import { canAccessFor } from './access';
import { TEST_TENANT } from './renderAdmin';

afterEach(() => cleanup());
configure({ asyncUtilTimeout: 5000 });

export interface ApiViewer {
  role: string;
  permissions: string[];
  /** Who the header shows (and whose preferences the screen reads). */
  identity?: UserIdentity;
}

function authProviderFor({ role, permissions, identity }: Required<ApiViewer>): AppAuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role, permissions, isAdmin: role === 'admin' }),
    getIdentity: async () => identity,
    canAccess: canAccessFor(permissions),
    isLoggingOut: () => false,
    viewAs: async () => undefined,
    stopViewAs: async () => undefined,
    getProfile: async () => ({}) as Awaited<ReturnType<AppAuthProvider['getProfile']>>,
  };
}

export function renderWithApi(
  ui: ReactElement,
  {
    role,
    permissions,
    identity = { id: 'user-1', fullName: 'Ana Robles' },
    locale = 'es',
  }: ApiViewer & { locale?: Locale },
) {
  clearCookies();
  session.store({ accessToken: accessToken({ role, permissions }), refreshToken: 'r1' });
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <TenantThemeContext.Provider value={TEST_TENANT}>
        <AdminContext
          authProvider={authProviderFor({ role, permissions, identity })}
          dataProvider={createDataProvider(api)}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
        >
          {ui}
          <Notification />
        </AdminContext>
      </TenantThemeContext.Provider>
    </MemoryRouter>,
  );
}
