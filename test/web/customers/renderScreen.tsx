/**
 * A customer or credit-term screen for a signed-in viewer: the one renderAdmin helper with an
 * admin holding the customer and credit-term permissions unless the test says otherwise.
 */
import type { ReactElement } from 'react';
import { type RenderAdminOptions, renderAdmin, type Viewer } from '../support/renderAdmin';

export { currentPath } from '../support/renderAdmin';

export const ADMIN_PERMISSIONS = [
  'CLIENT_LISTING_READ',
  'CLIENT_LISTING_WRITE',
  'CLIENT_CREATE_READ',
  'CLIENT_CREATE_WRITE',
  'CUSTOMER_CREDIT_TERMS_READ',
  'CUSTOMER_CREDIT_TERMS_WRITE',
];

export interface RenderScreenOptions extends Omit<RenderAdminOptions, 'viewer'> {
  viewer?: Partial<Viewer>;
}

export function renderScreen(ui: ReactElement, { viewer, ...options }: RenderScreenOptions = {}) {
  return renderAdmin(ui, {
    ...options,
    viewer: { role: 'admin', permissions: ADMIN_PERMISSIONS, ...viewer },
  });
}
