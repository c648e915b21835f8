/**
 * The users list and the customer-service hierarchy for a signed-in viewer (an admin who may
 * manage users and the hierarchy unless the test says otherwise), through the one renderAdmin.
 */
import type { Locale } from '../../../src/domain/i18n';
import { HierarchyPage } from '../../../src/web/hierarchy/HierarchyPage';
import { UserListPage } from '../../../src/web/users/UserList';
import { renderAdmin } from '../support/renderAdmin';

export const ADMIN_ID = 'a0000000-0000-4000-8000-99999999999a';
export const WRITE_PERMISSIONS = [
  'USER_MANAGEMENT_READ',
  'USER_MANAGEMENT_WRITE',
  'CONFIGURATION_CLIENT_SERVICE_READ',
  'CONFIGURATION_CLIENT_SERVICE_WRITE',
  'CLIENT_LISTING_READ',
];
export const READ_PERMISSIONS = ['USER_MANAGEMENT_READ', 'CONFIGURATION_CLIENT_SERVICE_READ'];

export interface ScreenOptions {
  viewer?: { id?: string; role?: string; permissions?: string[] };
  locale?: Locale;
}

function renderAs(ui: Parameters<typeof renderAdmin>[0], { viewer = {}, locale = 'es' }: ScreenOptions = {}) {
  const { id = ADMIN_ID, role = 'admin', permissions = WRITE_PERMISSIONS } = viewer;
  return renderAdmin(ui, { locale, viewer: { id, role, permissions, fullName: 'Ana Robles Treviño' } });
}

export const renderUsers = (options?: ScreenOptions) => renderAs(<UserListPage />, options);
export const renderHierarchy = (options?: ScreenOptions) => renderAs(<HierarchyPage />, options);
