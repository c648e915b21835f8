// @vitest-environment jsdom
/**
 * The tab's connection over socket.io-client (replaced at the module boundary by a fake the test
 * drives as the server would): where and how it connects, the five states and the seeds' errors it
 * reports, the events it passes on (checked), the order watches it keeps across reconnections, and
 * the health ping whose missing answer drops the connection.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_TIMING } from '../../../src/domain/realtime';
import { type LiveConnection, openLiveConnection } from '../../../src/web/realtime/liveConnection';
import { liveHub } from '../../../src/web/realtime/liveHub';
import { lastSocket, sockets } from './fakeSocket';

vi.mock('socket.io-client', async () => ({ io: (await import('./fakeSocket')).fakeIo }));

const USER = '11111111-1111-4111-8111-111111111111';
const ORDER = '33333333-3333-4333-8333-333333333333';

let token = 'token-1';
let connection: LiveConnection | null = null;
const refreshSession = vi.fn(async () => true);

function open() {
  connection = openLiveConnection({ tenant: 'main', userId: USER, token: () => token, refreshSession });
  return lastSocket();
}

beforeEach(() => {
  sockets.length = 0;
  token = 'token-1';
  refreshSession.mockClear();
});
afterEach(() => {
  connection?.close();
  connection = null;
  vi.useRealTimers();
});

const state = () => liveHub.status();

describe('opening', () => {
  it("connects to the tenant's and user's namespace on the API's engine path with the seeds' timing", () => {
    const socket = open();
    expect(socket.url).toBe(`${window.location.origin}/api/tenant/main/user/${USER}`);
    expect(socket.options).toMatchObject({
      path: '/api/socket.io',
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
      ackTimeout: 5000,
    });
    expect(socket.connects).toBe(1);
    expect(state()).toEqual({ state: 'connecting', error: null });
    socket.serverAdmits();
    expect(state()).toEqual({ state: 'connected', error: null });
  });

  it('sends the token in force at each attempt, so a reconnection carries a refreshed one', () => {
    const socket = open();
    expect(socket.handshakeToken()).toBe('token-1');
    token = 'token-2';
    expect(socket.handshakeToken()).toBe('token-2');
  });

  it('closing disconnects and says disconnected', () => {
    const socket = open();
    socket.serverAdmits();
    connection!.close();
    connection = null;
    expect(socket.disconnects).toBe(1);
    expect(state()).toEqual({ state: 'disconnected', error: null });
  });
});

describe('states and errors', () => {
  it('a dropped transport reconnects: reconnecting, then connected again, then a catch-up', () => {
    const socket = open();
    socket.serverAdmits();
    const resync = vi.fn();
    const stop = liveHub.onResync(resync);
    socket.transportCloses();
    expect(state().state).toBe('reconnecting');
    socket.io.emit('reconnect_attempt', 1);
    expect(state().state).toBe('reconnecting');
    socket.serverAdmits();
    expect(state()).toEqual({ state: 'connected', error: null });
    expect(resync).toHaveBeenCalledTimes(1);
    stop();
  });

  it("after the five attempts: error, 'Reconnection timeout'; back online, it tries again", () => {
    const socket = open();
    socket.serverAdmits();
    socket.transportCloses();
    socket.io.emit('reconnect_failed');
    expect(state()).toEqual({ state: 'error', error: 'reconnectionTimeout' });
    window.dispatchEvent(new Event('online'));
    expect(state().state).toBe('connecting');
    expect(socket.connects).toBe(2);
  });

  it("a connection that takes too long says 'Connection timeout' and keeps trying", () => {
    const socket = open();
    socket.emit('connect_error', new Error('timeout'));
    expect(state()).toEqual({ state: 'connecting', error: 'connectionTimeout' });
  });

  it('a refused identity is an error the tab does not retry', () => {
    const socket = open();
    socket.serverRefuses('NAMESPACE_MISMATCH');
    expect(state()).toEqual({ state: 'error', error: 'identityRequired' });
  });

  it('a server that could not check the handshake is tried again later', () => {
    vi.useFakeTimers();
    const socket = open();
    socket.serverRefuses('INTERNAL_ERROR');
    expect(state()).toEqual({ state: 'error', error: null });
    vi.advanceTimersByTime(60_000);
    expect(state().state).toBe('connecting');
    expect(socket.connects).toBe(2);
  });

  it('an expired token asks for a refresh (the new token then opens a new connection)', () => {
    const socket = open();
    socket.serverRefuses('TOKEN_EXPIRED');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(state()).toEqual({ state: 'connecting', error: null });
  });
});

describe('events', () => {
  it('passes on the events that fit their schema and drops the others', () => {
    const socket = open();
    socket.serverAdmits();
    const heard = vi.fn();
    const stop = liveHub.on('queues:changed', heard);
    socket.serverSends('queues:changed', { orderIds: [ORDER] });
    socket.serverSends('queues:changed', { orderIds: ['not-an-id'] });
    expect(heard.mock.calls).toEqual([[{ orderIds: [ORDER] }]]);
    stop();
  });
});

describe('order watches', () => {
  it('watches the open pages on connecting, again after a reconnection, and says when in force', async () => {
    const socket = open();
    const unwatch = liveHub.watchOrder(ORDER);
    expect(socket.emitted).toEqual([]);
    socket.serverAdmits();
    await vi.waitFor(() => expect(liveHub.isWatched(ORDER)).toBe(true));
    expect(socket.emitted).toEqual([{ event: 'order:watch', args: [ORDER] }]);

    socket.transportCloses();
    expect(liveHub.isWatched(ORDER)).toBe(false);
    socket.serverAdmits();
    await vi.waitFor(() => expect(liveHub.isWatched(ORDER)).toBe(true));
    expect(socket.emitted.filter((e) => e.event === 'order:watch')).toHaveLength(2);

    unwatch();
    expect(liveHub.isWatched(ORDER)).toBe(false);
    expect(socket.emitted.at(-1)).toEqual({ event: 'order:unwatch', args: [ORDER] });
  });

  it('a refused watch is not in force (the page keeps polling)', async () => {
    const socket = open();
    socket.answer = async () => ({ ok: false, code: 'ORDER_FORBIDDEN' });
    const unwatch = liveHub.watchOrder(ORDER);
    socket.serverAdmits();
    await vi.waitFor(() => expect(socket.emitted).toHaveLength(1));
    await Promise.resolve();
    expect(liveHub.isWatched(ORDER)).toBe(false);
    unwatch();
  });
});

describe('the health ping', () => {
  it("pings every 3 s while connected; an unanswered ping says 'Emit timeout for event' and drops the transport", async () => {
    vi.useFakeTimers();
    const socket = open();
    socket.serverAdmits();
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.pingEveryMs);
    expect(socket.emitted).toEqual([{ event: 'ping', args: [] }]);

    socket.answer = () => Promise.reject(new Error('operation has timed out'));
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.pingEveryMs);
    expect(state()).toEqual({ state: 'reconnecting', error: 'emitTimeout' });
    expect(socket.io.engine.closed).toBe(1);
  });
});
