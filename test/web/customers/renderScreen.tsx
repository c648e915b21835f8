/**
 * Renders a customer or credit-term screen the way the app does: react-admin's context with the
 * real data provider and API client (answered by msw), the app's catalogues, a memory store and a
 * memory router whose path the test reads; permissions as the test gives them.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement, ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import { api } from '../../../src/web/providers/api';
import type { AppAuthProvider } from '../../../src/web/providers/authProvider';
import { createDataProvider } from '../../../src/web/providers/dataProvider';
import { messages } from '../../../src/web/providers/i18nProvider';
import { session } from '../../../src/web/providers/session';
import { canAccessFor } from '../support/access';
import { accessToken, clearCookies } from '../tokens';

afterEach(() => cleanup());
// The first render of a screen loads react-admin and MUI: give it more than the default second.
configure({ asyncUtilTimeout: 5000 });

export const ADMIN_PERMISSIONS = [
  'CLIENT_LISTING_READ',
  'CLIENT_LISTING_WRITE',
  'CLIENT_CREATE_READ',
  'CLIENT_CREATE_WRITE',
  'CUSTOMER_CREDIT_TERMS_READ',
  'CUSTOMER_CREDIT_TERMS_WRITE',
];

export interface Viewer {
  role?: string;
  permissions?: string[];
}

/** Signs a viewer in: the cookies the API client reads, with the viewer's role and permissions. */
export function signIn({ role = 'admin', permissions = ADMIN_PERMISSIONS }: Viewer = {}) {
  clearCookies();
  session.store({ accessToken: accessToken({ role, permissions }), refreshToken: 'r1' });
}

function authProviderFor({ role = 'admin', permissions = ADMIN_PERMISSIONS }: Viewer): AppAuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role, permissions, isAdmin: role === 'admin' }),
    getIdentity: async () => ({ id: 'user-1', fullName: 'Ana Robles' }),
    canAccess: canAccessFor(permissions),
    isLoggingOut: () => false,
    viewAs: async () => undefined,
    stopViewAs: async () => undefined,
    getProfile: async () => ({}) as Awaited<ReturnType<AppAuthProvider['getProfile']>>,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderScreenOptions {
  path?: string;
  route?: string;
  viewer?: Viewer;
  locale?: Locale;
  extraRoutes?: Record<string, ReactNode>;
}

export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const { path = '/', route = '*', viewer = {}, locale = 'es', extraRoutes = {} } = options;
  signIn(viewer);
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={authProviderFor(viewer)}
        dataProvider={createDataProvider(api)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <Routes>
          {Object.entries(extraRoutes).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
          <Route path={route} element={ui} />
        </Routes>
        <LocationProbe />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...utils, queryClient };
}

/** The memory router's current path and query. */
export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
