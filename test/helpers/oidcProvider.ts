/**
 * A real OpenID Connect provider on this machine (oidc-provider) for the sign-in tests, API and
 * browser: discovery, the authorization endpoint with a login form (oidc-provider's development
 * interactions: the login names the account, any password), the token endpoint with PKCE required,
 * and ID tokens carrying the account's claims. No consent screen: the test client is first-party.
 * Free of vitest, so the Playwright specs use it too.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Account, OidcContext } from 'oidc-provider';

/** The claims an account's ID token carries besides `sub` (the account's login). */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  /** Microsoft Entra ID's "e-mail domain owner verified". */
  xms_edov?: boolean;
  name?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestProvider {
  issuer: string;
  /** Accounts by login; tests may add some after the start. */
  accounts: Map<string, TestAccountClaims>;
  /** Requests received, by endpoint. */
  requests: { discovery: number; authorization: number; token: number };
  /** The query of the last authorization request (the client's state, nonce, PKCE challenge). */
  lastAuthorization: URLSearchParams | null;
  close(): Promise<void>;
}

/** oidc-provider's own notices that are expected here (Node 20, the development-only conveniences). */
const EXPECTED_WARNINGS = ['Unsupported runtime', 'devInteractions', 'in-memory adapter'];

async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && EXPECTED_WARNINGS.some((w) => first.includes(w))) return;
    warn(...args);
  };
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}

export async function startOidcProvider(options: {
  clients: TestClient[];
  accounts?: Record<string, TestAccountClaims>;
  port?: number;
}): Promise<TestProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = await quietly(async () => {
    const { default: Provider } = await import('oidc-provider');
    return new Provider(issuer, {
      clients: options.clients.map((c) => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: c.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      })),
      jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'test-key' }] },
      cookies: { keys: ['test-provider-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name'] },
      // Like Google's: the scope's claims in the ID token itself, not only from the userinfo endpoint.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 600,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
      },
      features: { devInteractions: { enabled: true } },
      async findAccount(_ctx: unknown, id: string): Promise<Account | undefined> {
        const claims = accounts.get(id);
        return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
      },
      // A first-party client: the scopes are granted without a consent screen.
      async loadExistingGrant(ctx: OidcContext) {
        const { client, session, result, provider: op } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) return op.Grant.find(grantId);
        const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    });
  });

  const requests = { discovery: 0, authorization: 0, token: 0 };
  const state: TestProvider = {
    issuer,
    accounts,
    requests,
    lastAuthorization: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const callback = provider.callback();
  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') requests.discovery += 1;
    if (url.pathname === '/auth') {
      requests.authorization += 1;
      state.lastAuthorization = url.searchParams;
    }
    if (url.pathname === '/token') requests.token += 1;
    callback(req, res);
  };
  return state;
}

/** A port free on this machine now, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
