/**
 * Sessions: issuing access + refresh tokens, rotating refresh tokens, and revoking a whole family
 * when a rotated token comes back (a sign it was stolen).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import type { TenantRef } from '../tenants/tenantDirectory';
import { permissionsOfRole, type UserWithRole } from '../users/queries';
import { hashToken, newOpaqueToken, type TokenService } from './tokens';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresIn: number;
  refreshTokenExpiresIn: number;
}

export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}

export async function claimsFor(db: Executor, tenant: TenantRef, user: UserWithRole): Promise<AccessClaims> {
  return {
    sub: user.user.id,
    tenant: tenant.slug,
    tenantId: tenant.id,
    role: user.role.name,
    permissions: await permissionsOfRole(db, user.role.id),
  };
}

export async function issueTokens(
  db: Executor,
  tokens: TokenService,
  tenant: TenantRef,
  user: UserWithRole,
  meta: ClientMeta,
  familyId: string = randomUUID(),
): Promise<IssuedTokens> {
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: user.user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + tokens.refreshTtlSeconds * 1000),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return {
    accessToken: await tokens.signAccess(await claimsFor(db, tenant, user)),
    refreshToken,
    accessTokenExpiresIn: tokens.accessTtlSeconds,
    refreshTokenExpiresIn: tokens.refreshTtlSeconds,
  };
}

export async function findRefreshToken(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
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
