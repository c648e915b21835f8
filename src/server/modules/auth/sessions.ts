/**
 * Sessions: issuing access + refresh tokens, rotating refresh tokens, and revoking a whole family
 * when a rotated token comes back (a sign it was stolen).
 */
import { randomUUID } from 'node:crypto';
import type { AccessClaims } from '../../../domain/auth';
import type { Executor } from '../../db/client';
import type { TenantRef } from '../tenants';
import { permissionsOfRole, type UserWithRole } from '../users';
import { insertRefreshToken, refreshTokenByHash } from './queries';
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
  await insertRefreshToken(db, {
    userId: user.user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + tokens.refreshTtlSeconds * 1000),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return {
    accessToken: await tokens.signAccess(await claimsFor(db, tenant, user), user.user.tokenVersion),
    refreshToken,
    accessTokenExpiresIn: tokens.accessTtlSeconds,
    refreshTokenExpiresIn: tokens.refreshTtlSeconds,
  };
}

export function findRefreshToken(db: Executor, token: string) {
  return refreshTokenByHash(db, hashToken(token));
}
