/**
 * Renders the signed-in frame (AppLayout) as the app does: react-admin's context with a fake
 * authProvider (permissions, profile) and a data provider that records preference saves, the real
 * catalogues, the tenant theme and a memory router whose path the test can read.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import { PERMISSION_KEYS } from '../../../src/domain/permissions';
import type { Preferences, PreferencesPatch, Profile } from '../../../src/domain/users';
import { AppLayout } from '../../../src/web/layout/AppLayout';
import type { AppAuthProvider, AppPermissions } from '../../../src/web/providers/authProvider';
import { messages } from '../../../src/web/providers/i18nProvider';
import { TenantThemeContext } from '../../../src/web/tenantTheme';
import type { TenantTheme } from '../../../src/web/theme';
import { canAccessFor } from '../support/access';

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
});

export const TENANT: TenantTheme = {
  slug: 'main',
  name: 'Granel del Bajío',
  shortName: 'Granel Bajío',
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  businessDescription: null,
  favicon: null,
  logo: null,
  website: null,
  color: '#003366',
  contactPhone: null,
  emailContact: null,
  productName: 'GranelBajío',
};

/** Every permission at WRITE level, as an admin's token carries them. */
export const ADMIN_PERMISSIONS = PERMISSION_KEYS.flatMap((key) => [`${key}_READ`, `${key}_WRITE`]);

/** A seller-like set: orders, customers, price requests and the sales dashboard. */
export const SELLER_PERMISSIONS = [
  'DASHBOARD_READ',
  'ORDER_LISTING_READ',
  'CREATE_ORDER_READ',
  'CREATE_ORDER_WRITE',
  'CLIENT_LISTING_READ',
  'CLIENT_CREATE_READ',
  'CLIENT_CREATE_WRITE',
  'CUSTOMER_CREDIT_TERMS_READ',
  'PRICE_REQUEST_LIST_READ',
  'CREATE_PRICE_REQUEST_READ',
  'CREATE_PRICE_REQUEST_WRITE',
  'DASHBOARD_SALES_READ',
];

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '0b9d3c1e-56a4-4d4f-9a53-1d6f0f2c7a10',
    nanoId: 'abc123',
    email: 'carlos.mendez@granelbajio.mx',
    firstName: 'Carlos',
    lastName: 'Méndez Ruiz',
    fullName: 'Carlos Méndez Ruiz',
    phone: null,
    areaCode: '+52',
    image: null,
    preferredCurrency: 'USD',
    isUserVerified: true,
    isBlocked: false,
    orderFlow: 'MANUAL',
    externalErp: false,
    requiresExternalId: false,
    unitMeasure: 'KG',
    preferences: {},
    role: { id: '6f1f7d7e-7c55-4d8e-8f0e-2f5b1f0c1a11', name: 'seller', displayName: 'Vendedor' },
    permissions: [],
    tenant: { slug: 'main', name: 'Granel del Bajío' },
    customer: null,
    isCompanyEmail: false,
    viewAs: null,
    ...overrides,
  };
}

export interface LayoutOptions {
  path?: string;
  permissions?: string[];
  role?: string;
  isAdmin?: boolean;
  actorRole?: string;
  profile?: Partial<Profile>;
  locale?: Locale;
  /** Never resolves identity/permissions: the frame stays in its loading state. */
  loading?: boolean;
  auth?: Partial<AppAuthProvider>;
  savePreferences?: (patch: PreferencesPatch) => Promise<Preferences>;
  children?: ReactNode;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

export function renderLayout(options: LayoutOptions = {}) {
  const {
    path = '/dashboard',
    permissions = SELLER_PERMISSIONS,
    role = 'seller',
    isAdmin = false,
    actorRole,
    locale = 'es',
    loading = false,
  } = options;
  const profile = buildProfile(options.profile);
  const appPermissions: AppPermissions = { role, permissions, isAdmin, ...(actorRole ? { actorRole } : {}) };
  const never = new Promise<never>(() => undefined);

  const authProvider: AppAuthProvider = {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => (loading ? never : appPermissions)),
    getIdentity: vi.fn(async () =>
      loading ? never : { id: profile.id, fullName: profile.fullName, profile },
    ),
    canAccess: vi.fn(canAccessFor(permissions, profile.isCompanyEmail)),
    isLoggingOut: () => false,
    viewAs: vi.fn(async () => undefined),
    stopViewAs: vi.fn(async () => undefined),
    getProfile: vi.fn(async () => profile),
    ...options.auth,
  };

  const savePreferences = vi.fn(
    options.savePreferences ??
      (async (patch: PreferencesPatch): Promise<Preferences> => ({ ...profile.preferences, ...patch })),
  );
  const unused = () => Promise.reject(new Error('not used by the layout'));
  const dataProvider = {
    getList: unused,
    getOne: unused,
    getMany: unused,
    getManyReference: unused,
    create: unused,
    update: unused,
    updateMany: unused,
    delete: unused,
    deleteMany: unused,
    savePreferences,
  } as unknown as DataProvider;

  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale] ?? messages.es, locale, [], {
    allowMissing: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  const view = render(
    <TenantThemeContext.Provider value={TENANT}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
        >
          <AppLayout>{options.children ?? <h1>page</h1>}</AppLayout>
          <LocationProbe />
          <Notification />
        </AdminContext>
      </MemoryRouter>
    </TenantThemeContext.Provider>,
  );
  return { ...view, authProvider, savePreferences, profile };
}
