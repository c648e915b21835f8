/**
 * The `canAccess` of a test's fake authProvider: the app's own answer (the domain's access map)
 * for the permissions the test gives, so screens, menus and gates decide as they do in the app.
 * The viewer has a company e-mail unless the test says otherwise, as every demo user does, and is
 * staff (a seller) unless the test names the role.
 */
import type { AuthProvider } from 'react-admin';
import { canAccessAction } from '../../../src/domain/access';

export function canAccessFor(
  permissions: readonly string[],
  isCompanyEmail = true,
  role = 'seller',
): NonNullable<AuthProvider['canAccess']> {
  return async ({ resource, action }) =>
    canAccessAction({ permissions, isCompanyEmail, role }, resource, action);
}
