/** SQL of sessions (refresh tokens), recovery and invitation tokens, and the sign-in counters. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recoveryTokens, refreshTokens, users } from '../../db/schema';

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

/** A failed sign-in: counts it (from 1 again when the last lock has run out). */
export async function countFailedLogin(db: Executor, userId: string, restart: boolean): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: restart ? 1 : sql`${users.failedLogins} + 1`, lastFailedLoginAt: new Date() })
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
export async function setPassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      isUserVerified: true,
      failedLogins: 0,
      lastFailedLoginAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
