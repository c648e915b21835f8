/**
 * A stand-in for socket.io-client at the module boundary (`vi.mock('socket.io-client', …)`): each
 * `io()` call makes a FakeSocket the test drives as the server and network would — connect, drop,
 * refuse, send events, answer (or not) acknowledged emits — and whose calls it can read.
 */
type Listener = (...args: unknown[]) => void;

class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, set);
    set.add(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  count(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}

export class FakeManager extends Emitter {
  readonly engine = { closed: 0, close: () => void this.engine.closed++ };
}

export interface Emitted {
  event: string;
  args: unknown[];
}

export class FakeSocket extends Emitter {
  connected = false;
  active = false;
  readonly io = new FakeManager();
  readonly emitted: Emitted[] = [];
  /** How the "server" answers an acknowledged emit (default: `{ ok: true }`). */
  answer: (event: string, args: unknown[]) => Promise<unknown> = async () => ({ ok: true });
  connects = 0;
  disconnects = 0;

  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {
    super();
  }

  connect(): this {
    this.active = true;
    this.connects++;
    return this;
  }

  disconnect(): this {
    this.active = false;
    this.disconnects++;
    const was = this.connected;
    this.connected = false;
    if (was) this.emit('disconnect', 'io client disconnect');
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: (event: string, ...args: unknown[]) => {
        this.emitted.push({ event, args });
        return this.answer(event, args);
      },
    };
  }

  /** The token the handshake would send now (the auth callback is asked at every attempt). */
  handshakeToken(): string | undefined {
    const auth = this.options.auth as (send: (data: { token?: string }) => void) => void;
    let token: string | undefined;
    auth((data) => {
      token = data.token;
    });
    return token;
  }

  // ---- what the server and the network do -------------------------------------------------

  serverAdmits(): void {
    this.connected = true;
    this.emit('connect');
  }

  transportCloses(): void {
    this.connected = false;
    this.emit('disconnect', 'transport close');
  }

  serverRefuses(code: string): void {
    this.active = false;
    this.emit('connect_error', Object.assign(new Error(code), { data: { code } }));
  }

  serverSends(event: string, payload: unknown): void {
    this.emit(event, payload);
  }
}

export const sockets: FakeSocket[] = [];

export function fakeIo(url: string, options: Record<string, unknown>): FakeSocket {
  const socket = new FakeSocket(url, options);
  sockets.push(socket);
  return socket;
}

export const lastSocket = (): FakeSocket => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};
