/** Which push endpoints the server sends to, and what one push message carries. */
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../src/domain/notifications';
import { isAllowedPushEndpoint, pushMessageOf } from '../../src/domain/push';

describe('push endpoints', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://10.0.0.8/push', false],
    ['https://[fd00::1]/push', false],
    ['https://intranet/push', false],
    ['https://user:secret@push.example.com/x', false],
    ['ftp://push.example.com/x', false],
    ['not a url', false],
  ])('%s in production: %s', (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, false)).toBe(allowed);
  });

  it.each(['http://127.0.0.1:4000/ok/1', 'http://localhost:4000/ok/1', 'http://[::1]:4000/ok/1'])(
    '%s only outside production',
    (endpoint) => {
      expect(isAllowedPushEndpoint(endpoint, true)).toBe(true);
      expect(isAllowedPushEndpoint(endpoint, false)).toBe(false);
    },
  );

  it('plain http to another host never', () => {
    expect(isAllowedPushEndpoint('http://push.example.com/x', true)).toBe(false);
  });
});

describe('push message', () => {
  const base: Notification = {
    id: '6f1c1f8e-6f55-4c3a-9a52-6c7f4f3f5f10',
    title: 'Solicitud de liberación',
    message: 'La orden 1042 espera tu revisión',
    read: false,
    toastType: 'info',
    createdAt: '2031-05-04T10:00:00.000Z',
    metadata: { order: { id: '0c7b9d61-1df3-4f8d-8c1b-2c4b2f7c9a01' } },
  };

  it('opens the order, and one bell item replaces its own earlier push', () => {
    expect(pushMessageOf(base)).toEqual({
      title: base.title,
      body: base.message,
      url: '/orders/0c7b9d61-1df3-4f8d-8c1b-2c4b2f7c9a01',
      tag: base.id,
    });
    expect(pushMessageOf({ ...base, metadata: {} }).url).toBe('/');
    const priceRequest = { id: '5e2d3c4b-6a7f-4e8d-9c0b-1a2b3c4d5e6f' };
    expect(pushMessageOf({ ...base, metadata: { priceRequest } }).url).toBe(
      `/price-request/${priceRequest.id}`,
    );
  });

  it('cuts long texts so the message fits one encrypted record', () => {
    const message = pushMessageOf({ ...base, title: 'T'.repeat(500), message: 'M'.repeat(5000) });
    expect(message.title).toHaveLength(120);
    expect(message.body).toHaveLength(600);
    expect(message.body.endsWith('…')).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(message)).length).toBeLessThan(3000);
  });
});
