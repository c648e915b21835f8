/**
 * View-as: an admin gets an access token with another role's permissions. The admin stays the
 * subject and is recorded as `actor`; the admin's own refresh token is untouched (the client keeps
 * it to return). A view-as token cannot start another view-as: its role is not admin.
 */
import type { ViewAsInput } from '../../../domain/auth';
import { ERROR_CODES } from '../../../domain/errors';
import { isAdminRole, isImpersonable } from '../../../domain/roles';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { AppError, forbidden } from '../../errors';
import { findRoleByName, permissionsOfRole } from '../users';
import { sessionStateOf } from './queries';
import type { TokenService } from './tokens';

export async function viewAs(db: Executor, actor: Actor, input: ViewAsInput, tokens: TokenService) {
  const { claims, tenant } = actor;
  if (!isAdminRole(claims.role) || claims.actor) throw forbidden('auth.viewAsAdminOnly');
  const role = await findRoleByName(db, input.role);
  if (!role) throw new AppError(404, ERROR_CODES.notFound, 'auth.roleNotFound', { role: input.role });
  if (!isImpersonable(role.name)) {
    throw new AppError(400, ERROR_CODES.badRequest, 'auth.viewAsRoleNotAllowed', { role: role.displayName });
  }
  const ttl = Number(input.duration) * 3600;
  // Under the admin's own token version: the admin's logout or block ends the view-as token too.
  const state = await sessionStateOf(db, claims.sub);
  if (!state) throw forbidden('auth.viewAsAdminOnly');
  const accessToken = await tokens.signAccess(
    {
      sub: claims.sub,
      tenant: tenant.slug,
      tenantId: tenant.id,
      role: role.name,
      permissions: await permissionsOfRole(db, role.id),
      actor: { sub: claims.sub, role: claims.role },
    },
    state.tokenVersion,
    ttl,
  );
  return { accessToken, accessTokenExpiresIn: ttl, role };
}
