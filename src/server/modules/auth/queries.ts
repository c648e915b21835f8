/** SQL of sessions (refresh tokens), recovery and invitation tokens, and the sign-in counters. */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginThrottles, recoveryTokens, refreshTokens, users } from '../../db/schema';

export async function insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function refreshTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Marks a token used; false when another request rotated or revoked it first (treated as reuse). */
export async function markRotated(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** What every authenticated request checks of its user: one read by primary key. */
export async function sessionStateOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ tokenVersion: users.tokenVersion, isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Every access token issued so far stops working at the user's next request. */
export async function bumpTokenVersion(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function insertRecoveryToken(db: Executor, values: typeof recoveryTokens.$inferInsert) {
  await db.insert(recoveryTokens).values(values);
}

export async function recoveryTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(recoveryTokens)
    .where(eq(recoveryTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends an unused token: the condition on `used_at` makes the database decide between requests
 * redeeming the same token at once (the row lock of the first update makes the others wait and
 * then find it used). False when another request spent it first.
 */
export async function markRecoveryTokenUsed(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(recoveryTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryTokens.id, id), isNull(recoveryTokens.usedAt)))
    .returning({ id: recoveryTokens.id });
  return rows.length === 1;
}

/** Voids the user's unused tokens of one purpose (earlier invitation links stop working). */
export async function voidRecoveryTokens(db: Executor, userId: string, purpose: string, at: Date) {
  await db
    .update(recoveryTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryTokens.userId, userId),
        eq(recoveryTokens.purpose, purpose),
        isNull(recoveryTokens.usedAt),
      ),
    );
}

/**
 * A failed sign-in of an existing account, for the record (the waits are in login_throttles,
 * counted per e-mail whether an account exists or not).
 */
export async function countFailedLogin(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1`, lastFailedLoginAt: new Date() })
    .where(eq(users.id, userId));
}

export async function recordSignIn(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: 0, lastFailedLoginAt: null, lastLoginAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * A new password: the account is verified, any lock of failed sign-ins lifted, and access tokens
 * issued under the old password end.
 */
export async function setPassword(db: Executor, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      isUserVerified: true,
      failedLogins: 0,
      lastFailedLoginAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row;
}

/** A count forgets failures older than this: it starts again from 1. */
const FORGET_FAILURES_AFTER = sql`interval '1 day'`;

/** The pair, e-mail and address counts of one sign-in attempt (at most three rows). */
export async function loginThrottleRows(db: Executor, email: string, ip: string) {
  return db
    .select({
      email: loginThrottles.email,
      ip: loginThrottles.ip,
      lockedUntil: loginThrottles.lockedUntil,
      lastSuccessAt: loginThrottles.lastSuccessAt,
    })
    .from(loginThrottles)
    .where(
      or(
        and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip)),
        and(eq(loginThrottles.email, email), eq(loginThrottles.ip, '')),
        and(eq(loginThrottles.email, ''), eq(loginThrottles.ip, ip)),
      ),
    );
}

/** One more failure on a count (created at 1; atomic under concurrent attempts); answers the count. */
export async function countLoginFailure(db: Executor, email: string, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginThrottles)
    .values({ email, ip, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [loginThrottles.tenantId, loginThrottles.email, loginThrottles.ip],
      set: {
        failures: sql`case when ${loginThrottles.lastFailureAt} is null
          or ${loginThrottles.lastFailureAt} < ${now.toISOString()}::timestamptz - ${FORGET_FAILURES_AFTER}
          then 1 else ${loginThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  return row?.failures ?? 1;
}

export async function lockLoginThrottle(db: Executor, email: string, ip: string, until: Date): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ lockedUntil: until })
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip)));
}

export async function recordLoginSuccess(db: Executor, email: string, ip: string, now: Date): Promise<void> {
  await db
    .insert(loginThrottles)
    .values({ email, ip, lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [loginThrottles.tenantId, loginThrottles.email, loginThrottles.ip],
      set: { failures: 0, lockedUntil: null, lastSuccessAt: now },
    });
}

export async function clearLoginThrottlesOf(db: Executor, email: string): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ failures: 0, lockedUntil: null })
    .where(eq(loginThrottles.email, email.trim().toLowerCase()));
}
