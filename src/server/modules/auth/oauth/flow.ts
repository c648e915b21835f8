/**
 * The two legs of a sign-in with Google or Microsoft (OpenID Connect, authorization code + PKCE):
 * `startAttempt` sends the browser to the provider with a fresh state, nonce and S256 challenge
 * kept in the attempt cookie; `finishAttempt` checks the return against that attempt, exchanges the
 * code (openid-client checks the state, the `iss`, the ID token's signature, audience, expiry and
 * nonce, and the provider checks the PKCE verifier), and signs the user in. Every outcome is a
 * redirect to the web landing, with the session's tokens or an error code it explains.
 */
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import {
  OAUTH_CALLBACK_PATH,
  OAUTH_ERRORS,
  type OAuthErrorCode,
  type OAuthProvider,
  verifiedEmailOf,
} from '../../../../domain/oauth';
import type { AppContext } from '../../../context';
import type { ClientMeta } from '../sessions';
import { attemptCookie, newAttempt, openAttempt, sealAttempt } from './attempt';
import type { OAuthClients } from './clients';
import { signInWithProvider } from './signIn';

/** What a leg answers the browser: where to go, and the attempt cookie to set or clear. */
export interface Leg {
  location: string;
  cookie?: string;
}

export interface FlowDeps {
  ctx: Pick<AppContext, 'tenants' | 'tokens' | 'inTenant' | 'publicUrl'>;
  clients: OAuthClients;
  log: FastifyBaseLogger;
}

const SCOPES = 'openid email profile';

export function landingUrl(params: Record<string, string>): string {
  return `${OAUTH_CALLBACK_PATH}?${new URLSearchParams(params).toString()}`;
}

const failure = (provider: OAuthProvider, error: OAuthErrorCode): Leg => ({
  location: landingUrl({ error, provider }),
});

/** Where the provider sends the browser back: registered with the provider as the redirect URI. */
export function redirectUriOf(publicUrl: string, provider: OAuthProvider): URL {
  return new URL(`/api/auth/${provider}/callback`, publicUrl);
}

const isSecure = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

async function configurationOf(deps: FlowDeps, provider: OAuthProvider) {
  try {
    return await deps.clients.configuration(provider);
  } catch (err) {
    deps.log.warn({ err, provider }, 'the sign-in provider could not be discovered');
    return null;
  }
}

export async function startAttempt(deps: FlowDeps, provider: OAuthProvider, slug: string): Promise<Leg> {
  const tenant = await deps.ctx.tenants.bySlug(slug);
  if (!tenant) return failure(provider, OAUTH_ERRORS.tenantNotAvailable);
  if (!deps.clients.isConfigured(provider)) return failure(provider, OAUTH_ERRORS.notConfigured);
  const config = await configurationOf(deps, provider);
  if (!config) return failure(provider, OAUTH_ERRORS.unavailable);

  const attempt = newAttempt(provider, tenant.slug);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(deps.ctx.publicUrl, provider).href,
    scope: SCOPES,
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
  });
  const sealed = await sealAttempt(deps.ctx.tokens, attempt);
  return { location: url.href, cookie: attemptCookie(provider, sealed, isSecure(deps.ctx.publicUrl)) };
}

/** A provider that did not answer, as opposed to one that answered no. */
function unreachable(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof oidc.ClientError && err.code === 'OAUTH_TIMEOUT');
}

/** The provider's own error on the return: a cancelled sign-in has a text of its own. */
const providerRefusal = (error: string): OAuthErrorCode =>
  error === 'access_denied' ? OAUTH_ERRORS.denied : OAUTH_ERRORS.providerError;

/**
 * `query` is the return's query string as received (the provider may add parameters of its own).
 * The attempt cookie is cleared whatever the outcome: an attempt is used once.
 */
export async function finishAttempt(
  deps: FlowDeps,
  provider: OAuthProvider,
  sealed: string | undefined,
  query: string,
  meta: ClientMeta,
): Promise<Required<Leg>> {
  const cleared = attemptCookie(provider, '', isSecure(deps.ctx.publicUrl));
  const outcome = await finish(deps, provider, sealed, query, meta);
  return { ...outcome, cookie: cleared };
}

async function finish(
  deps: FlowDeps,
  provider: OAuthProvider,
  sealed: string | undefined,
  query: string,
  meta: ClientMeta,
): Promise<Leg> {
  const currentUrl = redirectUriOf(deps.ctx.publicUrl, provider);
  currentUrl.search = query;
  const params = currentUrl.searchParams;
  const attempt = await openAttempt(deps.ctx.tokens, provider, sealed);
  if (!attempt || params.get('state') !== attempt.state) return failure(provider, OAUTH_ERRORS.stateMismatch);
  const refusal = params.get('error');
  if (refusal) {
    deps.log.info({ provider, error: refusal }, 'the sign-in provider refused');
    return failure(provider, providerRefusal(refusal));
  }
  const tenant = await deps.ctx.tenants.bySlug(attempt.tenant);
  if (!tenant) return failure(provider, OAUTH_ERRORS.tenantNotAvailable);
  const config = await configurationOf(deps, provider);
  if (!config) return failure(provider, OAUTH_ERRORS.unavailable);

  let claims: oidc.IDToken | undefined;
  try {
    const answer = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = answer.claims();
  } catch (err) {
    if (unreachable(err)) {
      deps.log.warn({ err, provider }, 'the sign-in provider could not be reached');
      return failure(provider, OAUTH_ERRORS.unavailable);
    }
    deps.log.warn({ err, provider }, 'the sign-in provider answer was refused');
    return failure(provider, OAUTH_ERRORS.providerError);
  }
  if (!claims) return failure(provider, OAUTH_ERRORS.providerError);

  const email = verifiedEmailOf(provider, claims);
  if (!email.ok) return failure(provider, email.error);
  const signedIn = await deps.ctx.inTenant(tenant.id, (tx) =>
    signInWithProvider(tx, deps.ctx.tokens, tenant, email.email, meta),
  );
  if (!signedIn.ok) return failure(provider, signedIn.error);
  const { accessToken, refreshToken } = signedIn.tokens;
  return { location: landingUrl({ accessToken, refreshToken }) };
}
