/**
 * Sign-in with Google and Microsoft, the whole way over real HTTP: the app listening on a port, a
 * real OpenID Connect provider (oidc-provider) started here as both "Google" and "Microsoft", and a
 * test browser following every redirect and filling in the provider's login form. The code exchange
 * and an unreachable provider: oauthExchange.test.ts.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { type OAuthBench, openOAuthBench, paramsOf, sessionsOf as sessionsIn } from '../helpers/oauthBed';
import { isLanding, isProviderReturn, signInThrough, TestBrowser } from '../helpers/oauthBrowser';
import { call } from '../helpers/testApp';

let bench: OAuthBench;

beforeAll(async () => {
  bench = await openOAuthBench({
    seller: { email: 'Seller@Demo.Local', email_verified: true, name: 'Carlos Méndez' },
    stranger: { email: 'nadie@example.com', email_verified: true },
    'norte-admin': { email: 'admin@norte.demo.local', email_verified: true },
    unverified: { email: 'finance.credit@demo.local', email_verified: false },
    'no-email': { name: 'Sin correo' },
    blocked: { email: 'degraded@demo.local', email_verified: true },
    'entra-verified-domain': { email: 'operation@demo.local', xms_edov: true },
    'entra-unverified': { email: 'operation@demo.local' },
    invited: { email: 'seller3@demo.local', email_verified: true },
  });
});

afterAll(async () => {
  await bench?.close();
});

const start = (provider?: 'google' | 'microsoft', tenant?: string) => bench.start(provider, tenant);
const sessionsOf = (email: string) => sessionsIn(bench.t, email);

describe('a verified e-mail of a user of the tenant', () => {
  it('signs in with Google: the landing gets a session like a password sign-in, with its traces', async () => {
    const browser = new TestBrowser();
    const before = await sessionsOf('seller@demo.local');
    const landing = await signInThrough(browser, start(), 'seller');

    expect(landing.origin).toBe(bench.appUrl);
    const { accessToken, refreshToken } = paramsOf(landing);
    expect(Object.keys(paramsOf(landing)).sort()).toEqual(['accessToken', 'refreshToken']);
    const session = { accessToken: accessToken ?? '', refreshToken: refreshToken ?? '', tenant: 'main' };
    const profile = await call(bench.t.app, session, { method: 'GET', url: '/api/auth/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'seller@demo.local' });
    expect(decodeJwt(session.accessToken)).toMatchObject({ tenant: 'main', role: 'seller' });

    // The refresh token is a real session: it rotates like one from the password sign-in.
    const refreshed = await bench.t.app.inject({
      method: 'POST',
      url: '/api/auth/login/refresh',
      headers: { 'x-tenant': 'main', authorization: `Bearer ${session.refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);

    expect(await sessionsOf('seller@demo.local')).toBe(before + 2);
    const [user] = rowsOf<{ recent: boolean; failed_logins: number }>(
      await bench.t.database.db.execute(
        sql`select last_login_at > now() - interval '1 minute' as recent, failed_logins from users where email = 'seller@demo.local'`,
      ),
    );
    expect(user).toEqual({ recent: true, failed_logins: 0 });
    const [known] = rowsOf<{ n: number }>(
      await bench.t.database.db.execute(
        sql`select count(*)::int as n from login_throttles where email = 'seller@demo.local' and ip = '127.0.0.1' and last_success_at is not null`,
      ),
    );
    expect(known?.n).toBe(1);
  });

  it('sends the provider an S256 challenge of the attempt’s verifier, a state and a nonce, and spends the attempt', async () => {
    const browser = new TestBrowser();
    const back = await signInThrough(browser, start(), 'seller', isProviderReturn);
    const sealed = browser.cookie(back.href, 'bo_oauth_google');
    const attempt = decodeJwt(sealed ?? '');
    const asked = bench.provider.lastAuthorization;
    expect(asked?.get('response_type')).toBe('code');
    expect(asked?.get('scope')).toBe('openid email profile');
    expect(asked?.get('redirect_uri')).toBe(`${bench.appUrl}/api/auth/google/callback`);
    expect(asked?.get('code_challenge_method')).toBe('S256');
    expect(asked?.get('code_challenge')).toBe(
      createHash('sha256').update(String(attempt.codeVerifier)).digest('base64url'),
    );
    expect(asked?.get('state')).toBe(attempt.state);
    expect(asked?.get('nonce')).toBe(attempt.nonce);
    expect(back.searchParams.get('state')).toBe(attempt.state);

    const landing = await browser.follow(back.href, isLanding);
    expect(paramsOf(landing.url)).toHaveProperty('accessToken');
    expect(browser.cookie(back.href, 'bo_oauth_google')).toBeUndefined();
    // The same return again belongs to no attempt any more.
    const replay = await browser.follow(back.href, isLanding);
    expect(paramsOf(replay.url)).toEqual({ error: 'oauth_state_mismatch', provider: 'google' });
  });

  it('signs in with Microsoft when the directory vouches for the e-mail’s domain (xms_edov)', async () => {
    const landing = await signInThrough(new TestBrowser(), start('microsoft'), 'entra-verified-domain');
    const { accessToken } = paramsOf(landing);
    const profile = await call(
      bench.t.app,
      { accessToken: accessToken ?? '', refreshToken: '', tenant: 'main' },
      { method: 'GET', url: '/api/auth/profile' },
    );
    expect(profile.json()).toMatchObject({ email: 'operation@demo.local' });
  });

  it('signs in an invited user who has not set a password yet (the provider proved the mailbox)', async () => {
    await bench.t.database.db.execute(
      sql`update users set password_hash = null where email = 'seller3@demo.local'`,
    );
    const landing = await signInThrough(new TestBrowser(), start(), 'invited');
    expect(paramsOf(landing)).toHaveProperty('accessToken');
    expect(await sessionsOf('seller3@demo.local')).toBe(1);
  });

  it('signs a user of another tenant in through that tenant’s start, with that tenant’s session', async () => {
    const landing = await signInThrough(new TestBrowser(), start('google', 'norte'), 'norte-admin');
    expect(decodeJwt(paramsOf(landing).accessToken ?? '')).toMatchObject({ tenant: 'norte', role: 'admin' });
  });
});

describe('refused sign-ins', () => {
  it('refuses a return whose state is not the attempt’s', async () => {
    const browser = new TestBrowser();
    const before = await sessionsOf('seller@demo.local');
    const back = await signInThrough(browser, start(), 'seller', isProviderReturn);
    back.searchParams.set('state', 'forged-state');
    const landing = await browser.follow(back.href, isLanding);
    expect(paramsOf(landing.url)).toEqual({ error: 'oauth_state_mismatch', provider: 'google' });
    expect(await sessionsOf('seller@demo.local')).toBe(before);
  });

  it('refuses a return to a browser that started no attempt (no state cookie)', async () => {
    const back = await signInThrough(new TestBrowser(), start(), 'seller', isProviderReturn);
    const tokensBefore = bench.provider.requests.token;
    const landing = await new TestBrowser().follow(back.href, isLanding);
    expect(paramsOf(landing.url)).toEqual({ error: 'oauth_state_mismatch', provider: 'google' });
    // Refused before the code was exchanged.
    expect(bench.provider.requests.token).toBe(tokensBefore);
  });

  it('refuses an e-mail no user has', async () => {
    const landing = await signInThrough(new TestBrowser(), start(), 'stranger');
    expect(paramsOf(landing)).toEqual({ error: 'oauth_account_not_found', provider: 'google' });
  });

  it('refuses the e-mail of another tenant’s user, creating nothing for it', async () => {
    const before = await sessionsOf('admin@norte.demo.local');
    const [usersBefore] = rowsOf<{ n: number }>(
      await bench.t.database.db.execute(sql`select count(*)::int as n from users`),
    );
    const landing = await signInThrough(new TestBrowser(), start('google', 'main'), 'norte-admin');
    expect(paramsOf(landing)).toEqual({ error: 'oauth_account_not_found', provider: 'google' });
    expect(await sessionsOf('admin@norte.demo.local')).toBe(before);
    const [usersAfter] = rowsOf<{ n: number }>(
      await bench.t.database.db.execute(sql`select count(*)::int as n from users`),
    );
    expect(usersAfter?.n).toBe(usersBefore?.n);
  });

  it('refuses an e-mail the provider does not vouch for', async () => {
    for (const [providerName, login] of [
      ['google', 'unverified'],
      ['google', 'no-email'],
      ['microsoft', 'entra-unverified'],
    ] as const) {
      const landing = await signInThrough(new TestBrowser(), start(providerName), login);
      expect(paramsOf(landing), login).toEqual({ error: 'oauth_email_not_verified', provider: providerName });
    }
    expect(await sessionsOf('finance.credit@demo.local')).toBe(0);
  });

  it('refuses a blocked user', async () => {
    await bench.t.database.db.execute(
      sql`update users set is_blocked = true where email = 'degraded@demo.local'`,
    );
    try {
      const landing = await signInThrough(new TestBrowser(), start(), 'blocked');
      expect(paramsOf(landing)).toEqual({ error: 'user_blocked', provider: 'google' });
      expect(await sessionsOf('degraded@demo.local')).toBe(0);
    } finally {
      await bench.t.database.db.execute(
        sql`update users set is_blocked = false where email = 'degraded@demo.local'`,
      );
    }
  });

  it('says the sign-in was cancelled when the user cancels at the provider', async () => {
    const browser = new TestBrowser();
    const atProvider = await browser.follow(start(), () => false);
    const page = (await atProvider.response?.text()) ?? '';
    const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
    expect(abort).toBeDefined();
    const landing = await browser.follow(new URL(abort ?? '', atProvider.url).href, isLanding);
    expect(paramsOf(landing.url)).toEqual({ error: 'access_denied', provider: 'google' });
  });
});
