import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/config';
import { oauthSettingsOf } from '../../src/server/modules/auth/oauth/clients';
import { createTestApp, type TestContext } from '../helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

function target(location: string | undefined): { path: string; params: Record<string, string> } {
  const url = new URL(location ?? '', 'http://app.test');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('GET /api/auth/{provider}/login/{tenant}', () => {
  it.each(['google', 'microsoft'])(
    'sends the browser back to the landing with oauth_not_configured for %s without a client id',
    async (provider) => {
      // A browser navigation: no x-tenant header, no token.
      const res = await start(`/api/auth/${provider}/login/main`);
      expect(res.statusCode).toBe(302);
      expect(target(res.headers.location)).toEqual({
        path: '/oauth/callback',
        params: { error: 'oauth_not_configured', provider },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('redirects with tenant_not_available for an unknown or inactive tenant', async () => {
    const res = await start('/api/auth/google/login/nadie');
    expect(res.statusCode).toBe(302);
    expect(target(res.headers.location)).toEqual({
      path: '/oauth/callback',
      params: { error: 'tenant_not_available', provider: 'google' },
    });
  });

  it('refuses an unknown provider or a malformed tenant with a validation error', async () => {
    const provider = await start('/api/auth/facebook/login/main', { 'accept-language': 'en' });
    expect(provider.statusCode).toBe(400);
    expect(provider.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    const tenant = await start('/api/auth/google/login/Not_A_Slug');
    expect(tenant.statusCode).toBe(400);

    const callback = await start('/api/auth/facebook/callback?code=x&state=y');
    expect(callback.statusCode).toBe(400);
  });

  it('are public routes (no tenant header or token needed) that do not shadow the other auth routes', async () => {
    for (const url of ['/api/auth/:provider/login/:tenant', '/api/auth/:provider/callback']) {
      const route = t.app.registeredRoutes.find((r) => r.url === url);
      expect(route).toMatchObject({ method: 'GET', isPublic: true });
    }
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/refresh',
      headers: { 'x-tenant': 'main' },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers a return that belongs to no attempt with oauth_state_mismatch, clearing the attempt cookie', async () => {
    const res = await start('/api/auth/google/callback?code=abc&state=xyz');
    expect(res.statusCode).toBe(302);
    expect(target(res.headers.location)).toEqual({
      path: '/oauth/callback',
      params: { error: 'oauth_state_mismatch', provider: 'google' },
    });
    expect(res.headers['set-cookie']).toBe(
      'bo_oauth_google=; Path=/api/auth/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});

describe('provider settings', () => {
  it('offers a provider with a client id, blank meaning missing, at the providers’ own issuers by default', () => {
    const settings = oauthSettingsOf(
      loadEnv({ GOOGLE_CLIENT_ID: 'abc.apps', GOOGLE_CLIENT_SECRET: 's3cret', MICROSOFT_CLIENT_ID: '  ' }),
    );
    expect(settings.microsoft).toBeNull();
    expect(settings.google).toEqual({
      clientId: 'abc.apps',
      clientSecret: 's3cret',
      issuer: new URL('https://accounts.google.com'),
    });
    const microsoft = oauthSettingsOf(loadEnv({ MICROSOFT_CLIENT_ID: 'app-id' })).microsoft;
    expect(microsoft?.issuer.href).toBe('https://login.microsoftonline.com/common/v2.0');
    expect(microsoft?.clientSecret).toBeUndefined();
  });

  it('refuses a plain-http issuer except on this machine', () => {
    expect(() => loadEnv({ GOOGLE_ISSUER_URL: 'http://accounts.example.com' })).toThrow(/GOOGLE_ISSUER_URL/);
    expect(
      oauthSettingsOf(loadEnv({ GOOGLE_CLIENT_ID: 'x', GOOGLE_ISSUER_URL: 'http://127.0.0.1:9000' })).google
        ?.issuer.href,
    ).toBe('http://127.0.0.1:9000/');
    expect(() => loadEnv({ MICROSOFT_ISSUER_URL: 'http://localhost:9000/tenant/v2.0' })).not.toThrow();
  });
});
