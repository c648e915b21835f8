/**
 * The server's VAPID identity for browser push: the key pair from the environment, else one pair
 * generated once and kept in DATA_DIR (mode 600) like the JWT secret, so the browsers' existing
 * subscriptions stay valid across restarts. A new pair would orphan every subscription.
 */
import { join } from 'node:path';
import webpush from 'web-push';
import type { Env } from '../config';
import { firstWritten } from '../firstWritten';

export interface VapidKeys {
  /** base64url, 65 bytes: the browsers' `applicationServerKey`. */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
  /** The contact push services see in every request (mailto: or https:). */
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

const byteLength = (base64url: string) => Buffer.from(base64url, 'base64url').length;

function checked(pair: { publicKey: string; privateKey: string }, origin: string) {
  if (byteLength(pair.publicKey) !== 65 || byteLength(pair.privateKey) !== 32)
    throw new Error(`${origin}: VAPID keys must be base64url, 65 bytes public and 32 bytes private`);
  return pair;
}

function storedOrNewPair(dataDir: string) {
  const file = join(dataDir, KEY_FILE);
  const stored = firstWritten(file, () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`);
  return checked(JSON.parse(stored) as { publicKey: string; privateKey: string }, file);
}

/** Without VAPID_SUBJECT: the public https address, else the sender address of the mails. */
function defaultSubject(env: Env): string {
  if (env.PUBLIC_URL?.startsWith('https://')) return new URL(env.PUBLIC_URL).origin;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}

export function resolveVapidKeys(env: Env): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error(
      'Invalid settings:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    );
  const pair =
    publicKey && privateKey
      ? checked({ publicKey, privateKey }, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY')
      : storedOrNewPair(env.DATA_DIR);
  return { ...pair, subject: env.VAPID_SUBJECT ?? defaultSubject(env) };
}
