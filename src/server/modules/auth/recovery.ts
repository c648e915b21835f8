/**
 * Password recovery: the request answers the same whether the e-mail exists or not; the token is
 * random, stored hashed, single-use and expires. The mail is a job of the token's transaction, so it
 * goes out once the token is committed and neither a slow mail server nor a crash affects the answer.
 * Invitation tokens (purpose 'invitation') are redeemed here too: the first password verifies the user.
 */
import type { PasswordResetInput } from '../../../domain/auth';
import { ERROR_CODES } from '../../../domain/errors';
import type { Locale } from '../../../domain/i18n';
import { fullName } from '../../../domain/users';
import type { Executor, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { sendAfterCommit } from '../../mail/mailJob';
import { actionMail } from '../../mail/templates';
import type { TenantRef } from '../tenants';
import { findUserByEmail } from '../users';
import { clearLockout } from './lockout';
import { hashPassword } from './passwords';
import {
  insertRecoveryToken,
  markRecoveryTokenUsed,
  recoveryTokenByHash,
  revokeAllOfUser,
  setPassword,
  voidRecoveryTokens,
} from './queries';
import { hashToken, newOpaqueToken } from './tokens';

export const RECOVERY_PATH = '/password-recovery';

/** Only links back into the product are followed: a relative path or the product's own origin. */
export function recoveryLink(publicUrl: string, token: string, redirectUrl?: string): string {
  const base = new URL(RECOVERY_PATH, publicUrl);
  let target = base;
  if (redirectUrl) {
    try {
      const candidate = new URL(redirectUrl, publicUrl);
      if (candidate.origin === base.origin && !redirectUrl.startsWith('//')) target = candidate;
    } catch {
      // An unparsable redirect falls back to the product's own recovery page.
    }
  }
  target.searchParams.set('recoveryToken', token);
  return target.toString();
}

/**
 * A new single-use token of the user for `purpose` (recovery, or an invitation), stored hashed;
 * `voidEarlier` makes the user's unused tokens of that purpose stop working. Answers the token.
 */
export async function issueRecoveryToken(
  db: Executor,
  userId: string,
  options: { purpose?: string; expiresAt: Date; voidEarlier?: boolean },
): Promise<string> {
  const { purpose, expiresAt } = options;
  if (options.voidEarlier && purpose) await voidRecoveryTokens(db, userId, purpose, new Date());
  const token = newOpaqueToken();
  await insertRecoveryToken(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ...(purpose ? { purpose } : {}),
  });
  return token;
}

/** Writes a recovery token for an active account and queues its mail; false when there is none. */
export async function createRecovery(
  db: Tx,
  opts: {
    tenant: TenantRef;
    email: string;
    redirectUrl?: string;
    locale: Locale;
    publicUrl: string;
    minutes: number;
  },
): Promise<boolean> {
  const found = await findUserByEmail(db, opts.email);
  if (!found || found.user.isBlocked) return false;
  const token = await issueRecoveryToken(db, found.user.id, {
    expiresAt: new Date(Date.now() + opts.minutes * 60_000),
  });
  const link = recoveryLink(opts.publicUrl, token, opts.redirectUrl);
  const vars = {
    tenant: opts.tenant.name,
    name: fullName(found.user.firstName, found.user.lastName),
    minutes: opts.minutes,
  };
  await sendAfterCommit(db, {
    to: found.user.email,
    ...actionMail(opts.locale, 'mail.recovery', vars, link),
  });
  return true;
}

export async function resetPassword(db: Executor, input: PasswordResetInput): Promise<void> {
  const invalid = () => new AppError(400, ERROR_CODES.recoveryTokenInvalid, 'auth.recoveryTokenInvalid');
  const row = await recoveryTokenByHash(db, hashToken(input.recoveryToken));
  if (!row || row.usedAt) throw invalid();
  if (row.expiresAt.getTime() <= Date.now()) {
    // Invitation tokens (users/invitations.ts) share this flow; their expiry tells whom to ask.
    const key = row.purpose === 'invitation' ? 'users.invitationExpired' : 'auth.recoveryTokenExpired';
    throw new AppError(400, ERROR_CODES.recoveryTokenExpired, key);
  }
  // Spent before the slow password hash, so a second redemption at the same moment is refused.
  if (!(await markRecoveryTokenUsed(db, row.id))) throw invalid();
  const user = await setPassword(db, row.userId, await hashPassword(input.password));
  // A new password ends every open session of the account and lifts the waits of failed sign-ins.
  await revokeAllOfUser(db, row.userId);
  if (user) await clearLockout(db, user.email);
}
