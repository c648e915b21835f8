/**
 * Sign-in with Google or Microsoft, as both sides see it: the providers, the web landing every
 * outcome comes back to, the error codes the landing explains, and which e-mail of an ID token may
 * name a user (docs/decisions.md, "Sign-in with Google and Microsoft").
 */
import { z } from 'zod';

export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);

/** The web app's landing for every outcome: `accessToken` + `refreshToken`, or `error` + `provider`. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

/** The codes of `error` on the landing; each has a text of its own there. */
export const OAUTH_ERRORS = {
  /** No client id for this provider. */
  notConfigured: 'oauth_not_configured',
  /** The provider could not be reached (discovery, keys or the code exchange). */
  unavailable: 'oauth_unavailable',
  tenantNotAvailable: 'tenant_not_available',
  /** The user cancelled or refused at the provider. */
  denied: 'access_denied',
  /** The return does not belong to an attempt of this browser (no, expired or another state). */
  stateMismatch: 'oauth_state_mismatch',
  /** The provider answered an error, or a response that failed its checks (PKCE, nonce, signature). */
  providerError: 'oauth_provider_error',
  /** The provider does not vouch for the e-mail. */
  emailNotVerified: 'oauth_email_not_verified',
  /** No user of this company has that e-mail (users of other companies included). */
  accountNotFound: 'oauth_account_not_found',
  userBlocked: 'user_blocked',
} as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[keyof typeof OAUTH_ERRORS];

/**
 * The claims of an ID token; the sign-in reads `email`, `email_verified` and, from Microsoft Entra
 * ID, `xms_edov` (the e-mail's domain is verified by the user's directory).
 */
export type OAuthIdentityClaims = Readonly<Record<string, unknown>>;

/** A claim that is true, whether the provider wrote it as a boolean or as the string 'true'. */
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * The e-mail that names the user, lower-cased, or why there is none. Google says `email_verified`.
 * Microsoft Entra ID does not send `email_verified`, and its `email` is an attribute a directory
 * admin can set to anything: it counts only with `xms_edov` (the directory owns the e-mail's
 * domain), an optional claim the app registration must add; a token that still says
 * `email_verified: true` is taken at its word.
 */
export function verifiedEmailOf(
  provider: OAuthProvider,
  claims: OAuthIdentityClaims,
): { ok: true; email: string } | { ok: false; error: OAuthErrorCode } {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) return { ok: false, error: OAUTH_ERRORS.emailNotVerified };
  const verified = isTrue(claims.email_verified) || (provider === 'microsoft' && isTrue(claims.xms_edov));
  return verified ? { ok: true, email } : { ok: false, error: OAUTH_ERRORS.emailNotVerified };
}
