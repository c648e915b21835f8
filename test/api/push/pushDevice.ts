/**
 * A browser's side of Web Push for the tests: its key pair and secret (what `PushSubscription`
 * holds), the subscription JSON it hands the server, and the decryption of a message the server
 * encrypted for it (RFC 8291, aes128gcm), so a test reads what the device would show.
 */
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto';

export interface TestPushDevice {
  endpoint: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF with one block of output (RFC 5869), all RFC 8291 needs. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  hmac(hmac(salt, ikm), Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

export function testPushDevice(serviceUrl: string, path = `ok/${randomUUID()}`): TestPushDevice {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const endpoint = `${serviceUrl}/${path}`;
  return {
    endpoint,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = hkdf(authSecret, shared, keyInfo, 32);
      const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 and optional zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
