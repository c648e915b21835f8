import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClientIds, oauthRoutes } from '../../src/server/modules/auth/oauth';
import type { TenantDirectory } from '../../src/server/modules/tenants';
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
    'sends the browser back to the landing with oauth_not_configured for %s (no client id yet)',
    async (provider) => {
      // A browser navigation: no x-tenant header, no token.
      const res = await start(`/api/auth/${provider}/login/main`);
      expect(res.statusCode).toBe(302);
      expect(target(res.headers.location)).toEqual({
        path: '/oauth/callback',
        params: { error: 'oauth_not_configured', provider },
      });
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
  });

  it('is a public route (no tenant header or token needed) and does not shadow the other auth routes', async () => {
    const route = t.app.registeredRoutes.find((r) => r.url === '/api/auth/:provider/login/:tenant');
    expect(route).toMatchObject({ method: 'GET', isPublic: true });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/refresh',
      headers: { 'x-tenant': 'main' },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('configured providers', () => {
  it('reads client ids from the environment, blank meaning missing', () => {
    expect(oauthClientIds({})).toEqual({ google: undefined, microsoft: undefined });
    expect(oauthClientIds({ GOOGLE_CLIENT_ID: 'abc.apps', MICROSOFT_CLIENT_ID: '  ' })).toEqual({
      google: 'abc.apps',
      microsoft: undefined,
    });
  });

  it('answers oauth_unavailable, not oauth_not_configured, while the real flow is not built', async () => {
    const app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const tenants = {
      bySlug: async (slug: string) => (slug === 'main' ? { id: 'x', slug, name: 'Main' } : null),
    };
    app.decorate('ctx', { tenants: tenants as unknown as TenantDirectory } as typeof t.app.ctx);
    await app.register(oauthRoutes, { prefix: '/api/auth', env: { GOOGLE_CLIENT_ID: 'client-123' } });
    const google = await app.inject({ method: 'GET', url: '/api/auth/google/login/main' });
    const microsoft = await app.inject({ method: 'GET', url: '/api/auth/microsoft/login/main' });
    expect(target(google.headers.location).params).toEqual({
      error: 'oauth_unavailable',
      provider: 'google',
    });
    expect(target(microsoft.headers.location).params).toEqual({
      error: 'oauth_not_configured',
      provider: 'microsoft',
    });
    await app.close();
  });
});
