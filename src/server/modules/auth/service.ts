/**
 * Sign-in rules. Failures that must leave a trace (failed-attempt counters, revoked families) are
 * returned as outcomes instead of thrown, so the transaction that records them commits.
 */
import type { LoginInput } from '../../../domain/auth';
import { ERROR_CODES } from '../../../domain/errors';
import type { Executor } from '../../db/client';
import { AppError, unauthorized } from '../../errors';
import { forgetDeviceAtSignOut } from '../push';
import type { TenantRef } from '../tenants';
import { findUserByEmail, findUserById } from '../users';
import { type LockoutPolicy, recordFailure, recordSuccess, waitBeforeAttempt } from './lockout';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import { bumpTokenVersion, countFailedLogin, markRotated, recordSignIn, revokeFamily } from './queries';
import { type ClientMeta, findRefreshToken, type IssuedTokens, issueTokens } from './sessions';
import type { TokenService } from './tokens';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

const invalidCredentials = () => new AppError(401, ERROR_CODES.invalidCredentials, 'auth.invalidCredentials');
const userBlocked = () => new AppError(403, ERROR_CODES.userBlocked, 'auth.userBlocked');

/**
 * A wait answers the same for every e-mail, known or not, and is checked before the password, so
 * neither the answer nor its time tells whether the account exists (see lockout.ts).
 */
export async function login(
  db: Executor,
  deps: { tokens: TokenService; limits: LockoutPolicy; now?: Date },
  tenant: TenantRef,
  input: LoginInput,
  meta: ClientMeta,
): Promise<Outcome<IssuedTokens>> {
  const now = deps.now ?? new Date();
  const wait = await waitBeforeAttempt(db, input.email, meta.ip, now);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    return {
      ok: false,
      error: new AppError(
        429,
        ERROR_CODES.tooManyRequests,
        minutes === 1 ? 'auth.accountLockedOneMinute' : 'auth.accountLocked',
        { minutes },
      ),
    };
  }
  const found = await findUserByEmail(db, input.email);
  // Verify even for unknown e-mails so the answer time does not reveal which accounts exist.
  const passwordOk = await verifyPassword(input.password, found?.user.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!found || !passwordOk) {
    await recordFailure(db, deps.limits, input.email, meta.ip, now);
    if (found) await countFailedLogin(db, found.user.id);
    return { ok: false, error: invalidCredentials() };
  }
  if (found.user.isBlocked) return { ok: false, error: userBlocked() };
  await recordSuccess(db, input.email, meta.ip, now);
  await recordSignIn(db, found.user.id);
  return { ok: true, value: await issueTokens(db, deps.tokens, tenant, found, meta) };
}

export async function refresh(
  db: Executor,
  tokens: TokenService,
  tenant: TenantRef,
  refreshToken: string,
  meta: ClientMeta,
): Promise<Outcome<IssuedTokens>> {
  const row = await findRefreshToken(db, refreshToken);
  if (!row) return { ok: false, error: unauthorized('errors.refreshTokenInvalid') };
  if (row.rotatedAt || row.revokedAt || !(await markRotated(db, row.id))) {
    await revokeFamily(db, row.familyId);
    return { ok: false, error: unauthorized('errors.refreshTokenReused') };
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    await revokeFamily(db, row.familyId);
    return { ok: false, error: unauthorized('errors.refreshTokenInvalid') };
  }
  const user = await findUserById(db, row.userId);
  if (!user || user.user.isBlocked) {
    await revokeFamily(db, row.familyId);
    return { ok: false, error: userBlocked() };
  }
  return { ok: true, value: await issueTokens(db, tokens, tenant, user, meta, row.familyId) };
}

/**
 * Logout revokes the session's whole family and ends the user's access tokens at once (those of
 * other devices too: their clients refresh and carry on, their refresh tokens are untouched). An
 * unknown token is not an error (already out).
 */
/**
 * Ends the session of a refresh token. The device's push endpoint, when sent, is forgotten for the
 * token's user only: without a valid session nobody's subscription can be removed this way.
 */
export async function logout(
  db: Executor,
  refreshToken: string | undefined,
  pushEndpoint?: string,
): Promise<void> {
  if (!refreshToken) return;
  const row = await findRefreshToken(db, refreshToken);
  if (!row) return;
  await revokeFamily(db, row.familyId);
  await bumpTokenVersion(db, row.userId);
  if (pushEndpoint) await forgetDeviceAtSignOut(db, row.userId, pushEndpoint);
}
