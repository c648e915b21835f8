/**
 * User management (USER_MANAGEMENT): invite, edit with a version check, block and unblock, resend
 * the invitation. Rules the database cannot hold (the role exists in the tenant, a customer-role user
 * is linked to a customer of the tenant and only they are) are checked here and answered per field.
 */
import { randomBytes } from 'node:crypto';
import type { MessageVars } from '../../../domain/i18n';
import {
  CUSTOMER_ROLE,
  fullName,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '../../../domain/users';
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type AppError, badRequest, conflict, invalidFields, notFound, staleVersion } from '../../errors';
import type { MailMessage } from '../../mail/mailer';
import { bumpTokenVersion, clearLockout, revokeAllOfUser } from '../auth';
import {
  customerExists,
  insertUser,
  setUserBlocked,
  tenantUserDefaults,
  toUser,
  updateUserRow,
} from './adminQueries';
import { createInvitation } from './invitations';
import { findRoleByName, findUserByEmail, findUserById } from './queries';

/** A 400 that names the field, in the format of validation errors, so forms show it on the field. */
export function fieldError(actor: Actor, path: string, key: string, vars: MessageVars = {}): AppError {
  return invalidFields(actor.t, [{ path, key, vars }]);
}

async function loadUser(db: Executor, id: string) {
  const found = await findUserById(db, id);
  if (!found) throw notFound('users.notFound');
  return found;
}

async function roleIdOf(db: Executor, actor: Actor, name: string): Promise<string> {
  const role = await findRoleByName(db, name);
  if (!role) throw fieldError(actor, 'body.role', 'users.roleUnknown', { role: name });
  return role.id;
}

/** The customer link a role allows: required for the customer role, forbidden for every other. */
async function customerLinkFor(
  db: Executor,
  actor: Actor,
  roleName: string,
  customerId: string | null | undefined,
): Promise<string | null> {
  if (roleName !== CUSTOMER_ROLE) {
    if (customerId) throw fieldError(actor, 'body.customerId', 'users.customerOnlyForCustomerRole');
    return null;
  }
  if (!customerId) throw fieldError(actor, 'body.customerId', 'users.customerRequired');
  if (!(await customerExists(db, customerId))) {
    throw fieldError(actor, 'body.customerId', 'users.customerNotFound');
  }
  return customerId;
}

async function inviterName(db: Executor, actor: Actor): Promise<string> {
  const me = await findUserById(db, actor.claims.sub);
  return me ? fullName(me.user.firstName, me.user.lastName) : actor.tenant.name;
}

export async function getUser(db: Executor, id: string): Promise<User> {
  return toUser(await loadUser(db, id));
}

/**
 * Creates the user without a password and queues the invitation mail, its link under `publicUrl`
 * (the mail is answered for the route).
 */
export async function inviteUser(
  db: Tx,
  actor: Actor,
  input: UserCreateInput,
  publicUrl: string,
): Promise<{ user: User; mail: MailMessage }> {
  if (await findUserByEmail(db, input.email)) throw conflict('users.emailTaken', { email: input.email });
  const roleId = await roleIdOf(db, actor, input.role);
  const customerId = await customerLinkFor(db, actor, input.role, input.customerId);
  // Flags left out follow the tenant's own settings.
  const tenant = await tenantUserDefaults(db, actor.tenant.id);
  let id: string;
  try {
    id = await insertUser(db, {
      nanoId: randomBytes(9).toString('base64url'),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      roleId,
      customerId,
      phone: input.phone ?? null,
      ...(input.areaCode ? { areaCode: input.areaCode } : {}),
      orderFlow: input.orderFlow ?? tenant?.orderFlow ?? 'MANUAL',
      unitMeasure: input.unitMeasure ?? tenant?.unit ?? 'KG',
      externalErp: input.externalErp ?? tenant?.externalErp ?? false,
      requiresExternalId: input.requiresExternalId ?? tenant?.externalErp ?? false,
      invitedById: actor.claims.sub,
    });
  } catch (error) {
    // Two invitations of the same e-mail racing: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict('users.emailTaken', { email: input.email });
    throw error;
  }
  const created = await loadUser(db, id);
  const mail = await createInvitation(db, created.user, {
    tenant: actor.tenant,
    locale: actor.locale,
    publicUrl,
    inviterName: await inviterName(db, actor),
  });
  return { user: toUser(created), mail };
}

export async function updateUser(
  db: Executor,
  actor: Actor,
  id: string,
  input: UserUpdateInput,
): Promise<User> {
  const found = await loadUser(db, id);
  if (found.user.version !== input.version) throw staleVersion();
  const { version, role, customerId, ...fields } = input;
  const roleName = role ?? found.role.name;
  if (role !== undefined && role !== found.role.name && id === actor.claims.sub) {
    throw fieldError(actor, 'body.role', 'users.cannotChangeOwnRole');
  }
  const roleId = role === undefined ? found.role.id : await roleIdOf(db, actor, role);
  // Changing to a non-customer role drops the link; a customer role keeps it unless a new one is sent.
  const wantedCustomer =
    customerId !== undefined ? customerId : roleName === CUSTOMER_ROLE ? found.user.customerId : null;
  const link = await customerLinkFor(db, actor, roleName, wantedCustomer);
  if (!(await updateUserRow(db, id, version, { ...fields, roleId, customerId: link }))) throw staleVersion();
  // Tokens carry the role's permissions and the data scope follows the customer link: tokens issued
  // before the change end at once (the client refreshes and gets the new role).
  if (roleId !== found.role.id || link !== found.user.customerId) await bumpTokenVersion(db, id);
  return getUser(db, id);
}

/** Blocking ends every session at once (all refresh tokens revoked); sign-in is then refused. */
export async function setBlocked(db: Executor, actor: Actor, id: string, blocked: boolean): Promise<User> {
  const found = await loadUser(db, id);
  if (blocked && id === actor.claims.sub) throw badRequest('users.cannotBlockSelf');
  await setUserBlocked(db, id, blocked);
  if (blocked) await revokeAllOfUser(db, id);
  // Unblocking also lifts the waits of failed sign-ins, so the user can sign in right away.
  else await clearLockout(db, found.user.email);
  return getUser(db, id);
}

/** Only for users who never set a password and are not blocked; earlier links stop working. */
export async function resendInvitation(
  db: Tx,
  actor: Actor,
  id: string,
  publicUrl: string,
): Promise<MailMessage> {
  const found = await loadUser(db, id);
  if (found.user.passwordHash !== null) throw conflict('users.invitationNotNeeded');
  if (found.user.isBlocked) throw conflict('users.invitationBlocked');
  return createInvitation(db, found.user, {
    tenant: actor.tenant,
    locale: actor.locale,
    publicUrl,
    inviterName: await inviterName(db, actor),
  });
}
