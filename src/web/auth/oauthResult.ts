/** Reads what the API put in /oauth/callback's query: the session's tokens, or an error. */
import { OAUTH_ERRORS } from '../../domain/oauth';
import type { Tokens } from '../providers/session';

export type OAuthResult =
  | { kind: 'tokens'; tokens: Tokens }
  | { kind: 'error'; error: string; provider: string | null };

/** The landing's own failures, after the API's answer. */
export const LANDING_ERRORS = { missingTokens: 'missing_tokens', profileError: 'profile_error' } as const;

export function readOAuthResult(search: string): OAuthResult {
  const params = new URLSearchParams(search);
  const provider = params.get('provider');
  const error = params.get('error');
  if (error) return { kind: 'error', error, provider };
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  if (accessToken && refreshToken) return { kind: 'tokens', tokens: { accessToken, refreshToken } };
  return { kind: 'error', error: LANDING_ERRORS.missingTokens, provider };
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

export function providerName(provider: string | null): string | null {
  return provider ? (PROVIDER_NAMES[provider] ?? null) : null;
}

const ERROR_KEYS: Record<string, string> = {
  [OAUTH_ERRORS.notConfigured]: 'app.auth.oauth.notConfigured',
  [OAUTH_ERRORS.unavailable]: 'app.auth.oauth.unavailable',
  [OAUTH_ERRORS.tenantNotAvailable]: 'app.auth.oauth.tenantNotAvailable',
  [OAUTH_ERRORS.denied]: 'app.auth.oauth.denied',
  [OAUTH_ERRORS.stateMismatch]: 'app.auth.oauth.stateMismatch',
  [OAUTH_ERRORS.providerError]: 'app.auth.oauth.providerError',
  [OAUTH_ERRORS.emailNotVerified]: 'app.auth.oauth.emailNotVerified',
  [OAUTH_ERRORS.accountNotFound]: 'app.auth.oauth.accountNotFound',
  [OAUTH_ERRORS.userBlocked]: 'app.auth.oauth.userBlocked',
  [LANDING_ERRORS.missingTokens]: 'app.auth.oauth.missingTokens',
  [LANDING_ERRORS.profileError]: 'app.auth.oauth.profileError',
};

/** The message key that explains an error code (its %{provider} is filled by the caller). */
export function oauthErrorKey(error: string): string {
  return ERROR_KEYS[error] ?? 'app.auth.oauth.generic';
}

/** Whether the e-mail and password sign-in is a way forward (not for a blocked user or a missing company). */
export function passwordHintFits(error: string): boolean {
  return error !== OAUTH_ERRORS.userBlocked && error !== OAUTH_ERRORS.tenantNotAvailable;
}
