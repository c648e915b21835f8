/**
 * User management (USER_MANAGEMENT): invite, edit with a version check, block and unblock, resend
 * the invitation. Rules the database cannot hold (the role exists in the tenant, a customer-role user
 * is linked to a customer of the tenant and only they are) are checked here and answered per field.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, type ErrorDetail } from '../../../domain/errors';
import type { Locale, MessageVars } from '../../../domain/i18n';
import {
  CUSTOMER_ROLE,
  fullName,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '../../../domain/users';
import type { Executor, Tx } from '../../db/client';
import { tenants, users } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, staleVersion } from '../../errors';
import type { MailMessage } from '../../mail/mailer';
import { translate } from '../../plugins/i18n';
import { revokeAllOfUser } from '../auth/sessions';
import type { TenantRef } from '../tenants/tenantDirectory';
import { customerExists, toUser } from './adminQueries';
import { createInvitation } from './invitations';
import { findRoleByName, findUserByEmail, findUserById } from './queries';

/** Who acts and in which language their errors and the mails they trigger are written. */
export interface Actor {
  userId: string;
  tenant: TenantRef;
  locale: Locale;
  publicUrl: string;
}

/** A 400 that names the field, in the format of validation errors, so forms show it on the field. */
export function fieldError(locale: Locale, path: string, key: string, vars: MessageVars = {}): AppError {
  const message = translate(locale, key, vars);
  const details: ErrorDetail[] = [{ path, key, message }];
  return new AppError(400, ERROR_CODES.validation, 'errors.validation', {}, details);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

async function loadUser(db: Executor, id: string) {
  const found = await findUserById(db, id);
  if (!found) throw notFound('users.notFound');
  return found;
}

async function roleIdOf(db: Executor, locale: Locale, name: string): Promise<string> {
  const role = await findRoleByName(db, name);
  if (!role) throw fieldError(locale, 'body.role', 'users.roleUnknown', { role: name });
  return role.id;
}

/** The customer link a role allows: required for the customer role, forbidden for every other. */
async function customerLinkFor(
  db: Executor,
  locale: Locale,
  roleName: string,
  customerId: string | null | undefined,
): Promise<string | null> {
  if (roleName !== CUSTOMER_ROLE) {
    if (customerId) throw fieldError(locale, 'body.customerId', 'users.customerOnlyForCustomerRole');
    return null;
  }
  if (!customerId) throw fieldError(locale, 'body.customerId', 'users.customerRequired');
  if (!(await customerExists(db, customerId))) {
    throw fieldError(locale, 'body.customerId', 'users.customerNotFound');
  }
  return customerId;
}

async function inviterName(db: Executor, actor: Actor): Promise<string> {
  const me = await findUserById(db, actor.userId);
  return me ? fullName(me.user.firstName, me.user.lastName) : actor.tenant.name;
}

export async function getUser(db: Executor, id: string): Promise<User> {
  return toUser(await loadUser(db, id));
}

/** Creates the user without a password and queues the invitation mail (answered for the route). */
export async function inviteUser(
  db: Tx,
  actor: Actor,
  input: UserCreateInput,
): Promise<{ user: User; mail: MailMessage }> {
  if (await findUserByEmail(db, input.email)) throw conflict('users.emailTaken', { email: input.email });
  const roleId = await roleIdOf(db, actor.locale, input.role);
  const customerId = await customerLinkFor(db, actor.locale, input.role, input.customerId);
  // Flags left out follow the tenant's own settings.
  const [tenant] = await db
    .select({ externalErp: tenants.externalErp, orderFlow: tenants.orderFlow, unit: tenants.conversionUnit })
    .from(tenants)
    .where(eq(tenants.id, actor.tenant.id))
    .limit(1);
  let id: string;
  try {
    const [row] = await db
      .insert(users)
      .values({
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
        invitedById: actor.userId,
      })
      .returning({ id: users.id });
    id = row!.id;
  } catch (error) {
    // Two invitations of the same e-mail racing: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict('users.emailTaken', { email: input.email });
    throw error;
  }
  const created = await loadUser(db, id);
  const mail = await createInvitation(db, created.user, {
    ...actor,
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
  if (role !== undefined && role !== found.role.name && id === actor.userId) {
    throw fieldError(actor.locale, 'body.role', 'users.cannotChangeOwnRole');
  }
  const roleId = role === undefined ? found.role.id : await roleIdOf(db, actor.locale, role);
  // Changing to a non-customer role drops the link; a customer role keeps it unless a new one is sent.
  const wantedCustomer =
    customerId !== undefined ? customerId : roleName === CUSTOMER_ROLE ? found.user.customerId : null;
  const link = await customerLinkFor(db, actor.locale, roleName, wantedCustomer);
  const updated = await db
    .update(users)
    .set({
      ...fields,
      roleId,
      customerId: link,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  if (updated.length === 0) throw staleVersion();
  return getUser(db, id);
}

/** Blocking ends every session at once (all refresh tokens revoked); sign-in is then refused. */
export async function setBlocked(db: Executor, actor: Actor, id: string, blocked: boolean): Promise<User> {
  await loadUser(db, id);
  if (blocked && id === actor.userId) throw badRequest('users.cannotBlockSelf');
  await db
    .update(users)
    .set({
      isBlocked: blocked,
      // Unblocking also lifts a lock of failed sign-ins, so the user can sign in right away.
      ...(blocked ? {} : { failedLogins: 0, lastFailedLoginAt: null }),
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  if (blocked) await revokeAllOfUser(db, id);
  return getUser(db, id);
}

/** Only for users who never set a password and are not blocked; earlier links stop working. */
export async function resendInvitation(db: Tx, actor: Actor, id: string): Promise<MailMessage> {
  const found = await loadUser(db, id);
  if (found.user.passwordHash !== null) throw conflict('users.invitationNotNeeded');
  if (found.user.isBlocked) throw conflict('users.invitationBlocked');
  return createInvitation(db, found.user, { ...actor, inviterName: await inviterName(db, actor) });
}
