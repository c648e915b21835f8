/** Reads what the API put in /oauth/callback's query: the session's tokens, or an error. */
import type { Tokens } from '../providers/session';

export type OAuthResult =
  | { kind: 'tokens'; tokens: Tokens }
  | { kind: 'error'; error: string; provider: string | null };

export function readOAuthResult(search: string): OAuthResult {
  const params = new URLSearchParams(search);
  const provider = params.get('provider');
  const error = params.get('error');
  if (error) return { kind: 'error', error, provider };
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  if (accessToken && refreshToken) return { kind: 'tokens', tokens: { accessToken, refreshToken } };
  return { kind: 'error', error: 'missing_tokens', provider };
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

export function providerName(provider: string | null): string | null {
  return provider ? (PROVIDER_NAMES[provider] ?? null) : null;
}

/** The message key that explains an error code (its %{provider} is filled by the caller). */
export function oauthErrorKey(error: string): string {
  switch (error) {
    case 'oauth_not_configured':
      return 'app.auth.oauth.notConfigured';
    case 'oauth_unavailable':
      return 'app.auth.oauth.unavailable';
    case 'tenant_not_available':
      return 'app.auth.oauth.tenantNotAvailable';
    case 'access_denied':
      return 'app.auth.oauth.denied';
    case 'missing_tokens':
      return 'app.auth.oauth.missingTokens';
    case 'profile_error':
      return 'app.auth.oauth.profileError';
    default:
      return 'app.auth.oauth.generic';
  }
}
