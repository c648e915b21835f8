/**
 * Who the socket server admits: a tab's namespace opens only with a valid access token of that
 * tenant and user, still in force (not signed out); the health ping answers by acknowledgement; a
 * socket ends with its token, and closing the app closes every socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSiblingApp, createTestApp, login, type TestContext } from '../../helpers/testApp';
import { admittedTab, closeTabs, connectTab, listenOnFreePort, type Tab, userIdOf } from './tabs';

let t: TestContext;
let base: string;
let sellerId: string;
let seller2Id: string;
let norteSellerId: string;
const opened: Tab[] = [];

beforeAll(async () => {
  // Open sockets' sessions read again every second (a minute in production).
  t = await createTestApp({ REALTIME_SESSION_CHECK_SECONDS: '1' });
  base = await listenOnFreePort(t.app);
  sellerId = await userIdOf(t.database, 'seller@demo.local');
  seller2Id = await userIdOf(t.database, 'seller2@demo.local');
  norteSellerId = await userIdOf(t.database, 'seller@norte.demo.local');
});
afterAll(async () => {
  closeTabs(...opened);
  await t.close();
});

async function attempt(options: Parameters<typeof connectTab>[1]) {
  const { tab, outcome } = await connectTab(base, options);
  opened.push(tab);
  return outcome;
}

describe('socket admission', () => {
  it("admits a tab on its own tenant's and user's namespace with its access token", async () => {
    const { accessToken } = await login(t.app, 'seller@demo.local');
    expect(await attempt({ tenant: 'main', userId: sellerId, token: accessToken })).toEqual({
      connected: true,
    });
  });

  it('refuses a handshake without a token', async () => {
    expect(await attempt({ tenant: 'main', userId: sellerId })).toEqual({
      connected: false,
      refusal: 'IDENTITY_REQUIRED',
    });
  });

  it('refuses an expired token', async () => {
    const { accessToken } = await login(t.app, 'seller@demo.local');
    const { claims, tokenVersion } = await t.app.ctx.tokens.verifySession(accessToken);
    const expired = await t.app.ctx.tokens.signAccess(claims, tokenVersion, -120);
    expect(await attempt({ tenant: 'main', userId: sellerId, token: expired })).toEqual({
      connected: false,
      refusal: 'TOKEN_EXPIRED',
    });
  });

  it('refuses a tampered token', async () => {
    const { accessToken } = await login(t.app, 'seller@demo.local');
    const [header, payload] = accessToken.split('.');
    // The seller's token made to say it is an admin's: the signature no longer fits.
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const tampered = `${header}.${forged}.${accessToken.split('.')[2]}`;
    expect(await attempt({ tenant: 'main', userId: sellerId, token: tampered })).toEqual({
      connected: false,
      refusal: 'TOKEN_INVALID',
    });
  });

  it("refuses another tenant's token, whichever tenant the namespace names", async () => {
    const norte = await login(t.app, 'seller@norte.demo.local', 'norte');
    // The other tenant's user on this tenant's namespace…
    expect(await attempt({ tenant: 'main', userId: norteSellerId, token: norte.accessToken })).toEqual({
      connected: false,
      refusal: 'TENANT_MISMATCH',
    });
    // …and this tenant's user on the other tenant's namespace.
    const main = await login(t.app, 'seller@demo.local');
    expect(await attempt({ tenant: 'norte', userId: sellerId, token: main.accessToken })).toEqual({
      connected: false,
      refusal: 'TENANT_MISMATCH',
    });
  });

  it("refuses a namespace of another user than the token's", async () => {
    const { accessToken } = await login(t.app, 'seller@demo.local');
    expect(await attempt({ tenant: 'main', userId: seller2Id, token: accessToken })).toEqual({
      connected: false,
      refusal: 'NAMESPACE_MISMATCH',
    });
  });

  it('refuses the main namespace and a malformed one', async () => {
    const { accessToken } = await login(t.app, 'seller@demo.local');
    expect(await attempt({ tenant: 'main', userId: sellerId, token: accessToken, namespace: '/' })).toEqual({
      connected: false,
      refusal: 'NAMESPACE_MISMATCH',
    });
    const malformed = await attempt({
      tenant: 'main',
      userId: sellerId,
      token: accessToken,
      namespace: '/api/tenant/main/user/someone',
    });
    expect(malformed.connected).toBe(false);
  });

  it('refuses a token of a session that was signed out', async () => {
    const session = await login(t.app, 'seller2@demo.local');
    const out = await call(t.app, null, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(await attempt({ tenant: 'main', userId: seller2Id, token: session.accessToken })).toEqual({
      connected: false,
      refusal: 'SESSION_ENDED',
    });
  });

  it("admits an admin viewing as another role on the admin's own namespace", async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/auth/view-as',
      payload: { role: 'seller', duration: '1' },
    });
    expect(res.statusCode).toBe(200);
    const adminId = await userIdOf(t.database, 'admin@demo.local');
    const token = res.json<{ accessToken: string }>().accessToken;
    expect(await attempt({ tenant: 'main', userId: adminId, token })).toEqual({ connected: true });
  });
});

describe('socket health and lifetime', () => {
  it('answers the health ping by acknowledgement', async () => {
    const { accessToken } = await login(t.app, 'seller@demo.local');
    const tab = await admittedTab(base, { tenant: 'main', userId: sellerId, token: accessToken });
    opened.push(tab);
    const answer = await tab.timeout(5000).emitWithAck('ping');
    expect(answer.ok).toBe(true);
    expect(typeof answer.at).toBe('number');
  });

  it('ends a socket when its token expires', async () => {
    const { accessToken } = await login(t.app, 'seller@demo.local');
    const { claims, tokenVersion } = await t.app.ctx.tokens.verifySession(accessToken);
    const shortLived = await t.app.ctx.tokens.signAccess(claims, tokenVersion, 1);
    const tab = await admittedTab(base, { tenant: 'main', userId: sellerId, token: shortLived });
    opened.push(tab);
    const reason = await new Promise<string>((resolve) => tab.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });

  it('ends an open socket whose session was signed out elsewhere', async () => {
    const session = await login(t.app, 'manager.seller@demo.local');
    const managerId = await userIdOf(t.database, 'manager.seller@demo.local');
    const tab = await admittedTab(base, { tenant: 'main', userId: managerId, token: session.accessToken });
    opened.push(tab);
    const ended = new Promise<string>((resolve) => tab.once('disconnect', resolve));
    const out = await call(t.app, null, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });

  it("closing the app drops its sockets' transports (clients reconnect elsewhere) and stops listening", async () => {
    const sibling = await createSiblingApp(t);
    const siblingBase = await listenOnFreePort(sibling);
    const { accessToken } = await login(t.app, 'seller@demo.local');
    const tab = await admittedTab(siblingBase, { tenant: 'main', userId: sellerId, token: accessToken });
    opened.push(tab);
    const dropped = new Promise<string>((resolve) => tab.once('disconnect', resolve));
    await sibling.close();
    expect(await dropped).toBe('transport close');
    const again = await connectTab(siblingBase, { tenant: 'main', userId: sellerId, token: accessToken });
    opened.push(again.tab);
    expect(again.outcome.connected).toBe(false);
  });
});
