/**
 * Sign-in with Google and Microsoft against a local OpenID Connect provider: the code exchange's
 * checks (the PKCE verifier, the nonce) and a provider out of reach (discovery, the exchange).
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealAttempt } from '../../src/server/modules/auth/oauth/attempt';
import { GOOGLE_CLIENT as GOOGLE, type OAuthBench, openOAuthBench, paramsOf } from '../helpers/oauthBed';
import { isLanding, isProviderReturn, signInThrough, TestBrowser } from '../helpers/oauthBrowser';
import { freePort, startOidcProvider, type TestProvider } from '../helpers/oidcProvider';
import { createTestApp } from '../helpers/testApp';

let bench: OAuthBench;

beforeAll(async () => {
  bench = await openOAuthBench({ seller: { email: 'seller@demo.local', email_verified: true } });
});

afterAll(async () => {
  await bench?.close();
});

const start = () => bench.start();

describe('the code exchange', () => {
  /** Replaces the attempt cookie with one holding the same state but another verifier or nonce. */
  async function forgeAttempt(
    browser: TestBrowser,
    url: string,
    change: { codeVerifier?: string; nonce?: string },
  ) {
    const attempt = decodeJwt(browser.cookie(url, 'bo_oauth_google') ?? '');
    const forged = await sealAttempt(bench.t.app.ctx.tokens, {
      provider: 'google',
      tenant: 'main',
      state: String(attempt.state),
      nonce: change.nonce ?? String(attempt.nonce),
      codeVerifier: change.codeVerifier ?? String(attempt.codeVerifier),
    });
    browser.setCookie(url, 'bo_oauth_google', forged, '/api/auth/');
  }

  it('is refused by the provider when the PKCE verifier is not the one of the challenge', async () => {
    const browser = new TestBrowser();
    const back = await signInThrough(browser, start(), 'seller', isProviderReturn);
    await forgeAttempt(browser, back.href, { codeVerifier: 'x'.repeat(64) });
    const tokensBefore = bench.provider.requests.token;
    const landing = await browser.follow(back.href, isLanding);
    expect(paramsOf(landing.url)).toEqual({ error: 'oauth_provider_error', provider: 'google' });
    expect(bench.provider.requests.token).toBe(tokensBefore + 1);
  });

  it('refuses an ID token whose nonce is not the attempt’s', async () => {
    const browser = new TestBrowser();
    const back = await signInThrough(browser, start(), 'seller', isProviderReturn);
    await forgeAttempt(browser, back.href, { nonce: 'another-nonce' });
    const landing = await browser.follow(back.href, isLanding);
    expect(paramsOf(landing.url)).toEqual({ error: 'oauth_provider_error', provider: 'google' });
  });
});

describe('the provider out of reach', () => {
  it('answers oauth_unavailable when discovery fails, and tries again at the next attempt', async () => {
    const closedPort = await freePort();
    const port = await freePort();
    const down = await createTestApp({
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_ISSUER_URL: `http://127.0.0.1:${closedPort}`,
    });
    let back: TestProvider | undefined;
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/google/login/main' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/oauth/callback?error=oauth_unavailable&provider=google');
      expect(res.headers['set-cookie']).toBeUndefined();

      back = await startOidcProvider({
        port: closedPort,
        clients: [{ ...GOOGLE, redirectUris: [`http://127.0.0.1:${port}/api/auth/google/callback`] }],
      });
      const again = await down.app.inject({ method: 'GET', url: '/api/auth/google/login/main' });
      expect(new URL(again.headers.location ?? '').origin).toBe(back.issuer);
      expect(again.headers['set-cookie']).toMatch(
        /^bo_oauth_google=.+; Path=\/api\/auth\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
      );
    } finally {
      await down.close();
      await back?.close();
    }
  });

  it('discovers each provider once per process', async () => {
    await bench.t.app.inject({ method: 'GET', url: '/api/auth/google/login/main' });
    const before = bench.provider.requests.discovery;
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) {
      const res = await bench.t.app.inject({ method: 'GET', url: '/api/auth/google/login/main' });
      expect(new URL(res.headers.location ?? '').origin).toBe(bench.provider.issuer);
    }
    expect(bench.provider.requests.discovery).toBe(before);
  });

  it('answers oauth_unavailable when the provider goes away before the code is exchanged', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const brief = await startOidcProvider({
      clients: [{ ...GOOGLE, redirectUris: [`${url}/api/auth/google/callback`] }],
      accounts: { seller: { email: 'seller@demo.local', email_verified: true } },
    });
    const app = await createTestApp({
      PUBLIC_URL: url,
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_ISSUER_URL: brief.issuer,
    });
    try {
      await app.app.listen({ port, host: '127.0.0.1' });
      const browser = new TestBrowser();
      const back = await signInThrough(
        browser,
        `${url}/api/auth/google/login/main`,
        'seller',
        isProviderReturn,
      );
      await brief.close();
      const landing = await browser.follow(back.href, isLanding);
      expect(paramsOf(landing.url)).toEqual({ error: 'oauth_unavailable', provider: 'google' });
    } finally {
      await app.close();
      await brief.close();
    }
  });
});
