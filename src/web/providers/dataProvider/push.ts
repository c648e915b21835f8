/**
 * Browser push: the server's public key, and this device's subscription saved or forgotten for
 * the signed-in user. Domain types only: the shell carries no schema library.
 */
import type { AxiosInstance } from 'axios';
import type { PushDevice, PushSubscriptionBody } from '../../../domain/push';

const SUBSCRIPTIONS = '/push/subscriptions';

export function pushMethods(api: AxiosInstance) {
  return {
    async getPushPublicKey(): Promise<string> {
      return (await api.get<{ publicKey: string }>('/push/public-key')).data.publicKey;
    },
    /** The browser's `PushSubscription.toJSON()`; the same endpoint again updates the device. */
    async savePushSubscription(subscription: PushSubscriptionBody): Promise<PushDevice> {
      return (await api.post<PushDevice>(SUBSCRIPTIONS, subscription)).data;
    },
    async deletePushSubscription(endpoint: string): Promise<void> {
      await api.delete(SUBSCRIPTIONS, { data: { endpoint } });
    },
  };
}
