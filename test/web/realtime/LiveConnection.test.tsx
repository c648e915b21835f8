// @vitest-environment jsdom
/**
 * The frame's one connection follows the session: opened after the first paint with the token's
 * tenant and subject, opened anew with the new token after a refresh (the screens then catch up)
 * and on view-as (and its end), closed on sign-out and when the frame goes away.
 */
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../src/web/providers/session';
import { LiveConnection } from '../../../src/web/realtime/LiveConnection';
import { liveHub } from '../../../src/web/realtime/liveHub';
import { accessToken, clearCookies } from '../tokens';
import { lastSocket, sockets } from './fakeSocket';

vi.mock('socket.io-client', async () => ({ io: (await import('./fakeSocket')).fakeIo }));

const SELLER = '11111111-1111-4111-8111-111111111111';
const ADMIN = '99999999-9999-4999-8999-999999999999';

beforeEach(() => {
  sockets.length = 0;
  clearCookies();
});
afterEach(() => clearCookies());

describe('the live connection of the signed-in frame', () => {
  it('opens one socket after the first paint, on the namespace of the token', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'r1' });
    const view = render(<LiveConnection />);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(lastSocket().url).toBe(`${window.location.origin}/api/tenant/main/user/${SELLER}`);
    expect(lastSocket().handshakeToken()).toBe(session.accessToken());
    view.unmount();
    expect(lastSocket().disconnects).toBe(1);
    expect(liveHub.status().state).toBe('disconnected');
  });

  it('reconnects with the new token after a refresh', async () => {
    session.store({
      accessToken: accessToken({ exp: Math.floor(Date.now() / 1000) + 60 }),
      refreshToken: 'r1',
    });
    const view = render(<LiveConnection />);
    await waitFor(() => expect(sockets).toHaveLength(1));
    const first = lastSocket();
    first.serverAdmits();

    const refreshed = accessToken();
    session.store({ accessToken: refreshed, refreshToken: 'r2' });
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(first.disconnects).toBe(1);
    expect(lastSocket().handshakeToken()).toBe(refreshed);
    // Events may have come while the sockets changed hands: the screens read again.
    const resync = vi.fn();
    const stop = liveHub.onResync(resync);
    lastSocket().serverAdmits();
    expect(resync).toHaveBeenCalledTimes(1);
    stop();
    view.unmount();
  });

  it('reconnects on view-as and on its end, and disconnects on sign-out', async () => {
    const admin = accessToken({ sub: ADMIN, role: 'admin' });
    session.store({ accessToken: admin, refreshToken: 'r1' });
    const view = render(<LiveConnection />);
    await waitFor(() => expect(sockets).toHaveLength(1));

    const viewingAsSeller = accessToken({ sub: ADMIN, role: 'seller', actor: { sub: ADMIN, role: 'admin' } });
    session.startViewAs(viewingAsSeller);
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0]!.disconnects).toBe(1);
    expect(lastSocket().url).toContain(`/user/${ADMIN}`);
    expect(lastSocket().handshakeToken()).toBe(viewingAsSeller);

    session.stopViewAs();
    await waitFor(() => expect(sockets).toHaveLength(3));
    expect(lastSocket().handshakeToken()).toBe(admin);
    lastSocket().serverAdmits();
    expect(liveHub.status().state).toBe('connected');

    session.clear();
    await waitFor(() => expect(lastSocket().disconnects).toBe(1));
    expect(liveHub.status()).toEqual({ state: 'disconnected', error: null });
    expect(sockets).toHaveLength(3);
    view.unmount();
  });

  it('opens nothing without a session', async () => {
    const view = render(<LiveConnection />);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(sockets).toHaveLength(0);
    expect(liveHub.status().state).toBe('disconnected');
    view.unmount();
  });
});
