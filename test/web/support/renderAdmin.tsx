/**
 * Renders a screen the way the app does: react-admin's context (auth, i18n with the real
 * catalogues, store, theme), the tenant's theme, and a memory router whose current path the test
 * can read. Shared by the sign-in and common-component suites.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement, ReactNode } from 'react';
import { AdminContext, type AuthProvider, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import type { AppAuthProvider } from '../../../src/web/providers/authProvider';
import { messages } from '../../../src/web/providers/i18nProvider';
import { TenantThemeContext } from '../../../src/web/tenantTheme';
import type { TenantTheme } from '../../../src/web/theme';

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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAdminOptions {
  path?: string;
  /** The route pattern the screen answers (defaults to every path not listed below). */
  route?: string;
  authProvider?: AuthProvider;
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
    authProvider = fakeAuthProvider(),
    locale = 'es',
    tenant = TEST_TENANT,
    extraRoutes = {},
    previous = [],
  } = options;
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pages: Record<string, ReactNode> = {
    '/login': <h1>login page</h1>,
    '/dashboard': <h1>dashboard page</h1>,
    ...extraRoutes,
  };
  return render(
    <TenantThemeContext.Provider value={tenant}>
      <MemoryRouter initialEntries={[...previous, path]} initialIndex={previous.length}>
        <AdminContext
          authProvider={authProvider}
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
}

/** The memory router's current path and query. */
export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
