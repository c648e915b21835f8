import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('POST /api/auth/view-as', () => {
  it('gives an admin a token with the seller role’s permissions, keeping the admin as actor', async () => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/auth/view-as',
      payload: { role: 'seller' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role).toMatchObject({ name: 'seller', displayName: 'Vendedor' });
    expect(body.accessTokenExpiresIn).toBe(24 * 3600);
    const claims = claimsOf(body.accessToken);
    expect(claims.role).toBe('seller');
    expect(claims.actor).toMatchObject({ role: 'admin', sub: claimsOf(admin.accessToken).sub });
    expect(claims.permissions).toContain('CREATE_ORDER_WRITE');
    expect(claims.permissions).not.toContain('TENANT_CONFIGURATION_WRITE');
    expect(claims.exp - claims.iat).toBe(24 * 3600);

    const asSeller = { ...admin, accessToken: body.accessToken };
    const profile = await call(t.app, asSeller, { method: 'GET', url: '/api/auth/profile' });
    expect(profile.json()).toMatchObject({
      email: 'admin@demo.local',
      role: { name: 'seller' },
      viewAs: { role: 'seller' },
    });
    // Effective permissions are the seller's: the tenant configuration write is refused.
    const put = await call(t.app, asSeller, {
      method: 'PUT',
      url: '/api/tenants/config?name=main',
      payload: { color: '#112233' },
    });
    expect(put.statusCode).toBe(403);
    // A view-as token cannot start another view-as.
    const nested = await call(t.app, asSeller, {
      method: 'POST',
      url: '/api/auth/view-as',
      payload: { role: 'operation' },
    });
    expect(nested.statusCode).toBe(403);
  });

  it('honours the duration in hours', async () => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/auth/view-as',
      payload: { role: 'operation', duration: '2' },
    });
    const claims = claimsOf(res.json().accessToken);
    expect(claims.exp - claims.iat).toBe(7200);
  });

  it.each(['customer', 'degraded', 'admin', 'product.admin'])('refuses viewing as %s', async (role) => {
    const res = await call(t.app, admin, { method: 'POST', url: '/api/auth/view-as', payload: { role } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unknown role (404) and bad input (400)', async () => {
    expect(
      (await call(t.app, admin, { method: 'POST', url: '/api/auth/view-as', payload: { role: 'ghost' } }))
        .statusCode,
    ).toBe(404);
    for (const payload of [
      {},
      { role: 7 },
      { role: 'seller', duration: 'forever' },
      { role: 'seller', duration: '0' },
      { role: 'x'.repeat(500) },
    ]) {
      const res = await call(t.app, admin, { method: 'POST', url: '/api/auth/view-as', payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const res = await call(t.app, seller, {
      method: 'POST',
      url: '/api/auth/view-as',
      payload: { role: 'operation' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tienes permisos para esta acción');
  });

  it('lists the roles an admin may view as, without customer, degraded, admin and the brand admin', async () => {
    const res = await call(t.app, admin, { method: 'GET', url: '/api/auth/view-as/roles' });
    expect(res.statusCode).toBe(200);
    const names = res
      .json()
      .map((r: { name: string }) => r.name)
      .sort();
    expect(names).toEqual(
      [
        'customer.service',
        'finance.credit',
        'finance.treasury',
        'manager.finance',
        'manager.operation',
        'manager.seller',
        'operation',
        'seller',
      ].sort(),
    );
  });
});
