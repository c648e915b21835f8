/**
 * The sign-in tests' bench: an app listening on a port of its own (its PUBLIC_URL), with Google and
 * Microsoft both played by one local OpenID Connect provider holding the given accounts.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client';
import { freePort, startOidcProvider, type TestAccountClaims, type TestProvider } from './oidcProvider';
import { createTestApp, type TestContext } from './testApp';

export const GOOGLE_CLIENT = { clientId: 'google-test-client', clientSecret: 'google-test-secret' };
export const MICROSOFT_CLIENT = { clientId: 'microsoft-test-client', clientSecret: 'microsoft-test-secret' };

export interface OAuthBench {
  t: TestContext;
  provider: TestProvider;
  appUrl: string;
  /** The login page's button's address for a provider and tenant. */
  start(provider?: 'google' | 'microsoft', tenant?: string): string;
  close(): Promise<void>;
}

export async function openOAuthBench(accounts: Record<string, TestAccountClaims>): Promise<OAuthBench> {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({
    clients: [
      { ...GOOGLE_CLIENT, redirectUris: [`${appUrl}/api/auth/google/callback`] },
      { ...MICROSOFT_CLIENT, redirectUris: [`${appUrl}/api/auth/microsoft/callback`] },
    ],
    accounts,
  });
  const t = await createTestApp({
    PUBLIC_URL: appUrl,
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret,
    GOOGLE_ISSUER_URL: provider.issuer,
    MICROSOFT_CLIENT_ID: MICROSOFT_CLIENT.clientId,
    MICROSOFT_CLIENT_SECRET: MICROSOFT_CLIENT.clientSecret,
    MICROSOFT_ISSUER_URL: provider.issuer,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    provider,
    appUrl,
    start: (name = 'google', tenant = 'main') => `${appUrl}/api/auth/${name}/login/${tenant}`,
    async close() {
      await t.close();
      await provider.close();
    },
  };
}

/** The query of an address, as an object. */
export const paramsOf = (url: URL) => Object.fromEntries(url.searchParams);

/** Refresh tokens (sessions) ever issued to the user with this e-mail. */
export async function sessionsOf(t: TestContext, email: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from refresh_tokens r join users u on u.id = r.user_id where u.email = ${email}`,
    ),
  );
  return row?.n ?? 0;
}
