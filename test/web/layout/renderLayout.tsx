/**
 * Renders the signed-in frame (AppLayout) as the app does, through the one renderAdmin helper: a
 * fake authProvider (permissions, profile) and a mock of the typed dataProvider (preference saves,
 * the view-as roles), the real catalogues, the tenant theme and a memory router whose path the
 * test can read.
 */
import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { afterEach, vi } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import type { NotificationList } from '../../../src/domain/notifications';
import { PERMISSION_KEYS } from '../../../src/domain/permissions';
import type { Preferences, PreferencesPatch, Profile, Role } from '../../../src/domain/users';
import { AppLayout } from '../../../src/web/layout/AppLayout';
import type { AppAuthProvider, AppPermissions } from '../../../src/web/providers/authProvider';
import type { AppDataProvider } from '../../../src/web/providers/dataProvider';
import type { TenantTheme } from '../../../src/web/theme';
import { canAccessFor } from '../support/access';
import { renderAdmin } from '../support/renderAdmin';

export { currentPath } from '../support/renderAdmin';

afterEach(() => {
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
  externalBi: false,
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
  /** The roles an admin may view the product as. */
  viewAsRoles?: Role[];
  children?: ReactNode;
}

/** The bell's first page when the test has no notifications to show. */
const NO_NOTIFICATIONS: NotificationList = { data: [], totalRows: 0, page: 1, totalPages: 1, unreadCount: 0 };

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
    canAccess: vi.fn(canAccessFor(permissions, profile.isCompanyEmail, role)),
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
  const getViewAsRoles = vi.fn(async (): Promise<Role[]> => options.viewAsRoles ?? []);
  const unused = () => Promise.reject(new Error('not used by the layout'));
  const layoutCalls: Partial<AppDataProvider> = {
    savePreferences,
    getViewAsRoles,
    getNotifications: async () => NO_NOTIFICATIONS,
  };
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
    ...layoutCalls,
  } as DataProvider;

  const frame = <AppLayout>{options.children ?? <h1>page</h1>}</AppLayout>;
  const view = renderAdmin(frame, {
    path,
    locale,
    tenant: TENANT,
    authProvider,
    dataProvider,
    // The frame shows on every path, the dashboard's too.
    extraRoutes: { '/dashboard': frame },
  });
  return { ...view, authProvider, savePreferences, getViewAsRoles, profile };
}
