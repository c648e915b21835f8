/**
 * The OpenID Connect clients of the sign-in providers (openid-client): their settings, and each
 * provider's metadata discovered once per process. A failed discovery is not kept, so the next
 * attempt tries again and a provider that was down at start-up needs no restart.
 */
import * as oidc from 'openid-client';
import type { OAuthProvider } from '../../../../domain/oauth';
import type { Env } from '../../../config';

export interface OAuthClientSettings {
  clientId: string;
  clientSecret?: string;
  /** The issuer identifier itself, never its `.well-known` address: discovery checks the issuer. */
  issuer: URL;
}

export type OAuthSettings = Record<OAuthProvider, OAuthClientSettings | null>;

/** How long one call to a provider may take before the sign-in answers `oauth_unavailable`. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** A provider is offered when it has a client id; a blank value counts as missing. */
export function oauthSettingsOf(env: Env): OAuthSettings {
  const settings = (clientId?: string, clientSecret?: string, issuer?: string) =>
    clientId && issuer
      ? { clientId, clientSecret: clientSecret || undefined, issuer: new URL(issuer) }
      : null;
  return {
    google: settings(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER_URL),
    microsoft: settings(env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET, env.MICROSOFT_ISSUER_URL),
  };
}

/**
 * Microsoft's multi-tenant issuer (`…/common/v2.0`) publishes the template
 * `https://login.microsoftonline.com/{tenantid}/v2.0` as its issuer. openid-client recognises it when
 * discovery is given the issuer at login.microsoftonline.com: it accepts the template and checks
 * each ID token's `iss` against it with the token's own `tid`, signature and audience as usual.
 */
function discover(settings: OAuthClientSettings): Promise<oidc.Configuration> {
  return oidc.discovery(
    settings.issuer,
    settings.clientId,
    settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
    undefined,
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // Settings accept plain http only for a provider on this machine (config.ts).
      execute: settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    },
  );
}

export class OAuthClients {
  private readonly discovered = new Map<OAuthProvider, Promise<oidc.Configuration>>();

  constructor(private readonly settings: OAuthSettings) {}

  isConfigured(provider: OAuthProvider): boolean {
    return this.settings[provider] !== null;
  }

  /** The provider's client; rejects when the provider cannot be reached or its metadata is unfit. */
  configuration(provider: OAuthProvider): Promise<oidc.Configuration> {
    const settings = this.settings[provider];
    if (!settings) return Promise.reject(new Error(`${provider} sign-in is not configured`));
    const known = this.discovered.get(provider);
    if (known) return known;
    const pending = discover(settings);
    this.discovered.set(provider, pending);
    pending.catch(() => {
      if (this.discovered.get(provider) === pending) this.discovered.delete(provider);
    });
    return pending;
  }
}
