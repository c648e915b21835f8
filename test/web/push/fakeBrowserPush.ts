/**
 * The browser's side of push in jsdom (which has none): the notification permission, the service
 * worker container and its registration, and a push manager that hands out subscriptions. Each
 * piece records what the app asked of it; `failSubscribe` makes the push service refuse.
 */
import { vi } from 'vitest';

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribed: boolean;
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe(): Promise<boolean>;
}

export interface FakeBrowserPush {
  permission: NotificationPermission;
  /** What the permission request answers. */
  answer: NotificationPermission;
  failSubscribe: boolean;
  current: FakeSubscription | null;
  subscribeKeys: Uint8Array[];
  registered: string[];
  requestPermission: ReturnType<typeof vi.fn>;
  listeners: ((event: MessageEvent) => void)[];
  uninstall(): void;
}

let sequence = 0;
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

export function fakeSubscription(key: Uint8Array | null): FakeSubscription {
  sequence += 1;
  const subscription: FakeSubscription = {
    endpoint: `https://push.example.com/device/${sequence}`,
    options: { applicationServerKey: key ? new Uint8Array(key).buffer : null },
    unsubscribed: false,
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: P256DH, auth: AUTH },
    }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}

export function installBrowserPush(
  initial: Partial<Pick<FakeBrowserPush, 'permission' | 'answer'>> = {},
): FakeBrowserPush {
  const state: FakeBrowserPush = {
    permission: initial.permission ?? 'default',
    answer: initial.answer ?? 'granted',
    failSubscribe: false,
    current: null,
    subscribeKeys: [],
    registered: [],
    requestPermission: vi.fn(),
    listeners: [],
    uninstall: () => undefined,
  };
  state.requestPermission.mockImplementation(async () => {
    state.permission = state.answer;
    return state.answer;
  });
  const pushManager = {
    getSubscription: async () => state.current,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      state.subscribeKeys.push(options.applicationServerKey);
      if (state.failSubscribe)
        throw new DOMException('Registration failed - push service error', 'AbortError');
      state.current = fakeSubscription(options.applicationServerKey);
      return state.current;
    },
  };
  const registration = { pushManager };
  const container = {
    register: async (url: string) => {
      state.registered.push(url);
      return registration;
    },
    ready: Promise.resolve(registration),
    getRegistration: async () => (state.registered.length > 0 ? registration : undefined),
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      state.listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => {
      state.listeners = state.listeners.filter((l) => l !== listener);
    },
  };
  const notification = {
    get permission() {
      return state.permission;
    },
    requestPermission: state.requestPermission,
  };
  // jsdom's window is not the test's global object: the app reads these from both.
  const globals: [object, string, unknown][] = [
    [window, 'Notification', notification],
    [window, 'PushManager', class {}],
    [window, 'isSecureContext', true],
    [globalThis, 'Notification', notification],
    [navigator, 'serviceWorker', container],
  ];
  const before = globals.map(([target, name]) => Object.getOwnPropertyDescriptor(target, name));
  for (const [target, name, value] of globals)
    Object.defineProperty(target, name, { value, configurable: true, writable: true });
  state.uninstall = () => {
    globals.forEach(([target, name], i) => {
      const descriptor = before[i];
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else Reflect.deleteProperty(target, name);
    });
  };
  return state;
}
