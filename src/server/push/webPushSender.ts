/**
 * The real push sender: one encrypted Web Push message (RFC 8291, VAPID RFC 8292) to every device
 * the user subscribed. `web-push` encrypts and signs (`generateRequestDetails`); the request itself
 * goes out with fetch, which also reaches the plain-http push service tests run on this machine and
 * bounds each request in time. A device the push service says is gone (404/410) is forgotten;
 * any other failure is logged and swallowed: a push never fails the job that sends it.
 */
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Notification } from '../../domain/notifications';
import { isAllowedPushEndpoint, pushMessageOf } from '../../domain/push';
import type { AppContext } from '../context';
import {
  deleteSubscriptions,
  markDelivered,
  type PushSubscriptionRow,
  subscriptionsOfUser,
} from '../modules/push';
import type { PushSender } from './pushSender';
import type { VapidKeys } from './vapidKeys';

/** Business news a day old is stale: a device offline longer gets it from the bell instead. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered in this time is given up on for this message. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface WebPushSenderOptions {
  keys: VapidKeys;
  inTenant: AppContext['inTenant'];
  log: FastifyBaseLogger;
  /** Outside production, plain http to this machine (tests' own push service) is allowed. */
  allowLocalHttp: boolean;
  ttlSeconds?: number;
}

type Outcome = 'delivered' | 'gone' | 'failed';

/** The endpoint's origin only: the path is the device's secret capability, kept out of logs. */
const originOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid';
  }
};

export function webPushSender(options: WebPushSenderOptions): PushSender {
  const { keys, log } = options;
  const requestOptions: webpush.RequestOptions = {
    vapidDetails: keys,
    TTL: options.ttlSeconds ?? PUSH_TTL_SECONDS,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  };

  async function deliver(device: PushSubscriptionRow, payload: string): Promise<Outcome> {
    const service = originOf(device.endpoint);
    if (!isAllowedPushEndpoint(device.endpoint, options.allowLocalHttp)) {
      log.warn({ service }, 'push: endpoint not allowed here, device skipped');
      return 'failed';
    }
    let request: webpush.RequestDetails;
    try {
      const subscription = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
      request = webpush.generateRequestDetails(subscription, payload, requestOptions);
    } catch (error) {
      // The browser's keys cannot encrypt (not a point of the curve): no message can ever reach it.
      log.warn({ service, err: error }, 'push: device keys unusable, device forgotten');
      return 'gone';
    }
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'delivered';
      if (response.status === 404 || response.status === 410) return 'gone';
      log.warn({ service, status: response.status }, 'push: the push service refused the message');
      return 'failed';
    } catch (error) {
      log.warn({ service, err: error }, 'push: the push service could not be reached');
      return 'failed';
    }
  }

  return {
    async send(tenantId: string, userId: string, notification: Notification): Promise<void> {
      try {
        const devices = await options.inTenant(tenantId, (tx) => subscriptionsOfUser(tx, userId));
        if (devices.length === 0) return;
        const payload = JSON.stringify(pushMessageOf(notification));
        const outcomes = await Promise.all(devices.map((device) => deliver(device, payload)));
        const idsWith = (wanted: Outcome) =>
          devices.filter((_, i) => outcomes[i] === wanted).map((d) => d.id);
        const delivered = idsWith('delivered');
        const gone = idsWith('gone');
        if (delivered.length === 0 && gone.length === 0) return;
        await options.inTenant(tenantId, async (tx) => {
          await markDelivered(tx, delivered);
          await deleteSubscriptions(tx, gone);
        });
      } catch (error) {
        log.warn({ err: error, tenantId, userId }, 'push: sending failed');
      }
    },
  };
}
