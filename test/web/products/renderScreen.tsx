/**
 * Renders a configuration screen (products, tenant configuration, pricing parameters) the way the
 * app does: react-admin's context with the real data provider and API client (answered by msw),
 * the app's catalogues, a memory store and router, the live tenant theme host, and the viewer's
 * permissions as the test gives them. Shared by the products, tenantConfig and pricing suites.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import { api } from '../../../src/web/providers/api';
import type { AppAuthProvider } from '../../../src/web/providers/authProvider';
import { createDataProvider } from '../../../src/web/providers/dataProvider';
import { messages } from '../../../src/web/providers/i18nProvider';
import { session } from '../../../src/web/providers/session';
import { TenantThemeHost } from '../../../src/web/tenant-config/TenantThemeHost';
import { useTenantTheme } from '../../../src/web/tenantTheme';
import type { TenantTheme } from '../../../src/web/theme';
import { canAccessFor } from '../support/access';
import { accessToken, clearCookies } from '../tokens';

afterEach(() => cleanup());

export const TEST_THEME: TenantTheme = {
  slug: 'main',
  name: 'Granel del Bajío',
  shortName: 'Granel Bajío',
  seoTitle: 'Granel del Bajío | Back-office',
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

function authProviderFor(permissions: string[]): AppAuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role: 'admin', permissions, isAdmin: true }),
    getIdentity: async () => ({ id: 'user-1', fullName: 'Ana Robles' }),
    canAccess: canAccessFor(permissions),
    isLoggingOut: () => false,
    viewAs: async () => undefined,
    stopViewAs: async () => undefined,
    getProfile: async () => ({}) as Awaited<ReturnType<AppAuthProvider['getProfile']>>,
  };
}

/** What the app shows from the live theme: its colour and logo (the header reads the same context). */
function LiveTheme() {
  const theme = useTenantTheme();
  return (
    <output data-testid="live-theme" data-color={theme.color} data-logo={theme.logo ?? ''}>
      {theme.name}
    </output>
  );
}

export interface RenderScreenOptions {
  path: string;
  permissions: string[];
  locale?: Locale;
}

export function renderScreen(ui: ReactElement, { path, permissions, locale = 'es' }: RenderScreenOptions) {
  clearCookies();
  session.store({ accessToken: accessToken({ role: 'admin', permissions }), refreshToken: 'r1' });
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <TenantThemeHost initial={TEST_THEME}>
      {() => (
        <MemoryRouter initialEntries={[path]}>
          <AdminContext
            authProvider={authProviderFor(permissions)}
            dataProvider={createDataProvider(api)}
            i18nProvider={i18nProvider}
            store={memoryStore()}
            queryClient={queryClient}
          >
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
            <LiveTheme />
            <Notification />
          </AdminContext>
        </MemoryRouter>
      )}
    </TenantThemeHost>,
  );
  return { ...utils, queryClient };
}

/** The text under a field (its error or hint), as a screen reader announces it. */
export function helperOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
