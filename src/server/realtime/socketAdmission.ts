/**
 * Who may open a socket namespace: the handshake's access token, checked as every HTTP request
 * checks it (signature, expiry, the user's token version, not blocked), and the namespace's tenant
 * and user compared with the token's — a client-supplied user id is never taken on its own word.
 */
import { decodeJwt } from 'jose';
import type { AccessClaims } from '../../domain/auth';
import { ERROR_CODES } from '../../domain/errors';
import { SOCKET_NAMESPACE_PATTERN } from '../../domain/realtime';
import type { SocketRefusal } from '../../domain/realtimeAnswers';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { sessionStateOf } from '../modules/auth';
import type { TenantRef } from '../modules/tenants';

/** What a socket carries once admitted (`socket.data`). */
export interface SocketIdentity {
  claims: AccessClaims;
  tenant: TenantRef;
  tokenVersion: number;
  /** When the token stops being valid (ms since epoch): the socket is closed then. */
  expiresAt: number;
}

export type Admission = { ok: true; identity: SocketIdentity } | { ok: false; refusal: SocketRefusal };

const refuse = (refusal: SocketRefusal): Admission => ({ ok: false, refusal });

function tokenOf(auth: unknown): string | undefined {
  if (!auth || typeof auth !== 'object') return undefined;
  const token = (auth as { token?: unknown }).token;
  return typeof token === 'string' && token.length > 0 && token.length < 8192 ? token : undefined;
}

function refusalOf(error: unknown): SocketRefusal {
  if (error instanceof AppError && error.code === ERROR_CODES.tokenExpired) return 'TOKEN_EXPIRED';
  return 'TOKEN_INVALID';
}

/** Whether the token in `auth` may open `namespace`; the database is read once, by primary key. */
export async function admit(ctx: AppContext, namespace: string, auth: unknown): Promise<Admission> {
  const match = SOCKET_NAMESPACE_PATTERN.exec(namespace);
  if (!match) return refuse('NAMESPACE_MISMATCH');
  const [, slug, userId] = match;
  const token = tokenOf(auth);
  if (!token) return refuse('IDENTITY_REQUIRED');

  let verified: Awaited<ReturnType<AppContext['tokens']['verifySession']>>;
  try {
    verified = await ctx.tokens.verifySession(token);
  } catch (error) {
    return refuse(refusalOf(error));
  }
  const { claims, tokenVersion } = verified;
  if (claims.tenant !== slug) return refuse('TENANT_MISMATCH');
  const tenant = slug ? await ctx.tenants.bySlug(slug) : null;
  if (!tenant || tenant.id !== claims.tenantId) return refuse('TENANT_MISMATCH');
  if (claims.sub !== userId) return refuse('NAMESPACE_MISMATCH');

  // A view-as token is the admin's (`sub`): the admin's logout or block ends it too.
  const state = await ctx.inTenant(tenant.id, (tx) => sessionStateOf(tx, claims.sub));
  if (!state || state.isBlocked || state.tokenVersion !== tokenVersion) return refuse('SESSION_ENDED');

  const exp = decodeJwt(token).exp ?? 0;
  return { ok: true, identity: { claims, tenant, tokenVersion, expiresAt: exp * 1000 } };
}

/** Whether the socket's session still stands (re-read before work that costs a query anyway). */
export async function sessionStands(ctx: AppContext, identity: SocketIdentity): Promise<boolean> {
  const state = await ctx.inTenant(identity.tenant.id, (tx) => sessionStateOf(tx, identity.claims.sub));
  return !!state && !state.isBlocked && state.tokenVersion === identity.tokenVersion;
}
