/**
 * One sign-in attempt, from the start route to the provider's return: a state, a nonce and a PKCE
 * verifier made for it, and the tenant it started for. The browser keeps it in a short-lived,
 * signed, httpOnly cookie (no table, nothing to clean up), read back once and cleared on return;
 * a return without it, after it expired, or with another state belongs to no attempt of this
 * browser and is refused.
 */
import * as oidc from 'openid-client';
import { z } from 'zod';
import { type OAuthProvider, oauthProviderSchema } from '../../../../domain/oauth';
import type { TokenService } from '../tokens';

/** Long enough to choose an account and pass a second factor at the provider. */
export const ATTEMPT_MINUTES = 10;
const PURPOSE = 'oauth-attempt';
/** Both the start and the return routes are under it; nothing else of the app sees the cookie. */
const COOKIE_PATH = '/api/auth/';

export interface OAuthAttempt {
  provider: OAuthProvider;
  /** The tenant's slug, from the start route's path. */
  tenant: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const attemptSchema = z.object({
  provider: oauthProviderSchema,
  tenant: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
});

export function newAttempt(provider: OAuthProvider, tenant: string): OAuthAttempt {
  return {
    provider,
    tenant,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** One cookie per provider: an attempt with Google does not spoil one with Microsoft in another tab. */
export const attemptCookieName = (provider: OAuthProvider) => `bo_oauth_${provider}`;

export function sealAttempt(tokens: TokenService, attempt: OAuthAttempt): Promise<string> {
  return tokens.signNote(PURPOSE, { ...attempt }, ATTEMPT_MINUTES * 60);
}

/** The attempt a cookie holds, when it is genuine, unexpired and for this provider. */
export async function openAttempt(
  tokens: TokenService,
  provider: OAuthProvider,
  sealed: string | undefined,
): Promise<OAuthAttempt | null> {
  if (!sealed || sealed.length > 4096) return null;
  const parsed = attemptSchema.safeParse(await tokens.verifyNote(PURPOSE, sealed));
  return parsed.success && parsed.data.provider === provider ? parsed.data : null;
}

/**
 * `SameSite=Lax`: the provider sends the browser back with a top-level GET from its own site, which
 * Lax lets through while other sites' requests go without it. `Secure` when the product is on https.
 */
export function attemptCookie(provider: OAuthProvider, value: string, secure: boolean): string {
  const maxAge = value ? ATTEMPT_MINUTES * 60 : 0;
  const flags = [`Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) flags.push('Secure');
  return [`${attemptCookieName(provider)}=${value}`, ...flags].join('; ');
}

/** The value of one cookie of a `Cookie` header (the sealed attempt is base64url: no decoding). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
