/**
 * The one way web tests render a screen the way the app does: react-admin's context with the real
 * catalogues, the tenant theme, a memory router whose path the test can read, and either
 * - a `viewer` (role, permissions, profile): a signed-in session whose token carries them, an
 *   authProvider that answers like the app's (canAccess from the domain's access map), and the
 *   app's own dataProvider over the real API client — the API answered by msw fakes; or
 * - an `authProvider` the test builds (the sign-in and shell suites, signed out).
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement, ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import type { Profile } from '../../../src/domain/users';
import { api } from '../../../src/web/providers/api';
import type { AppAuthProvider } from '../../../src/web/providers/authProvider';
import { createDataProvider } from '../../../src/web/providers/dataProvider';
import { messages } from '../../../src/web/providers/i18nProvider';
import { session } from '../../../src/web/providers/session';
import { TenantThemeContext } from '../../../src/web/tenantTheme';
import type { TenantTheme } from '../../../src/web/theme';
import { accessToken, clearCookies } from '../tokens';
import { canAccessFor } from './access';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(() => cleanup());

export const TEST_TENANT: TenantTheme = {
  slug: 'main',
  name: 'Granel del Bajío',
  shortName: 'Granel Bajío',
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  businessDescription: 'Distribuidor de minerales industriales.',
  favicon: null,
  logo: null,
  website: 'https://granelbajio.mx',
  color: '#003366',
  contactPhone: null,
  emailContact: 'contacto@granelbajio.mx',
  productName: 'GranelBajío',
  externalBi: false,
};

type Calls = { login: unknown[]; logout: number; getProfile: number };

/** An authProvider that records its calls; each method can be replaced. */
export function fakeAuthProvider(
  overrides: Partial<AppAuthProvider> = {},
): AppAuthProvider & { calls: Calls } {
  const calls: Calls = { login: [], logout: 0, getProfile: 0 };
  const provider: AppAuthProvider = {
    login: async (params: unknown) => {
      calls.login.push(params);
    },
    logout: async () => {
      calls.logout++;
    },
    checkAuth: async () => {
      throw { redirectTo: '/login', message: false };
    },
    checkError: async () => undefined,
    getPermissions: async () => ({ role: '', permissions: [], isAdmin: false }),
    getIdentity: async () => ({ id: 'user-1', fullName: 'Ana Robles' }),
    canAccess: async () => true,
    isLoggingOut: () => false,
    viewAs: async () => undefined,
    stopViewAs: async () => undefined,
    getProfile: async () => {
      calls.getProfile++;
      return {} as Awaited<ReturnType<AppAuthProvider['getProfile']>>;
    },
    ...overrides,
  };
  return Object.assign(provider, { calls });
}

export interface Viewer {
  role: string;
  permissions: string[];
  /** Who the header and the screens see (name, unit, preferences, company e-mail…). */
  profile?: Partial<Profile>;
  id?: string;
  fullName?: string;
}

/** A signed-in viewer: the session's token carries the role and permissions; the authProvider answers like the app's. */
export function viewerAuthProvider(viewer: Viewer): AppAuthProvider {
  const { role, permissions, id = 'user-1', fullName = 'Ana Robles' } = viewer;
  const profile = { id, fullName, isCompanyEmail: true, ...viewer.profile } as Profile;
  clearCookies();
  session.store({ accessToken: accessToken({ role, permissions }), refreshToken: 'r1' });
  return fakeAuthProvider({
    checkAuth: async () => undefined,
    getPermissions: async () => ({ role, permissions, isAdmin: role === 'admin' }),
    getIdentity: async () => ({ id, fullName, profile }),
    canAccess: canAccessFor(permissions, profile.isCompanyEmail, role),
    getProfile: async () => profile,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAdminOptions {
  path?: string;
  /** The route pattern the screen answers (defaults to every path not listed below). */
  route?: string;
  /** A signed-in viewer (the app's dataProvider and API client, answered by msw). */
  viewer?: Viewer;
  /** Or the test's own authProvider (signed-out suites). */
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  locale?: Locale;
  tenant?: TenantTheme;
  extraRoutes?: Record<string, ReactNode>;
  /** Pages visited before `path`, oldest first (for going back). */
  previous?: string[];
}

export function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}) {
  const {
    path = '/',
    route = '*',
    viewer,
    locale = 'es',
    tenant = TEST_TENANT,
    extraRoutes = {},
    previous = [],
  } = options;
  const authProvider = options.authProvider ?? (viewer ? viewerAuthProvider(viewer) : fakeAuthProvider());
  const dataProvider = options.dataProvider ?? (viewer ? createDataProvider(api) : undefined);
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pages: Record<string, ReactNode> = {
    '/login': <h1>login page</h1>,
    '/dashboard': <h1>dashboard page</h1>,
    ...extraRoutes,
  };
  const utils = render(
    <TenantThemeContext.Provider value={tenant}>
      <MemoryRouter initialEntries={[...previous, path]} initialIndex={previous.length}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
        >
          <Routes>
            {Object.entries(pages)
              .filter(([p]) => p !== route)
              .map(([p, element]) => (
                <Route key={p} path={p} element={element} />
              ))}
            <Route path={route} element={ui} />
          </Routes>
          <LocationProbe />
          <Notification />
        </AdminContext>
      </MemoryRouter>
    </TenantThemeContext.Provider>,
  );
  return { ...utils, queryClient };
}

/** The memory router's current path and query. */
export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
