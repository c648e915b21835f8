/**
 * Where the order's logistics live in react-query's cache and how a write lands there: every write
 * answers the section (or the one shipment) as the server now holds it, which replaces the cached
 * one, and the order is reloaded — its status badge, stepper and timeline follow the shipments.
 * Keyed under 'orders' (resource first, as react-admin keys its own).
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OrderLogistics, ShipmentView } from '../../../domain/logistics';
import { serverMessageOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyText } from '../../ui/feedback/useNotifyText';

/** The orders text group holds these texts (app.orderLogistics). */
export const T = 'app.orderLogistics';

/** How often the section asks again while a document (remission, bulk authorization) is generated. */
export const LOGISTICS_POLL_MS = 5_000;

export const orderLogisticsKey = (orderId: string) => ['orders', 'getOrderLogistics', { orderId }] as const;

const generating = (view: OrderLogistics | undefined) =>
  Boolean(
    view &&
      (view.bulkAuthorization.document?.updating ||
        view.shipments.some(
          // A remission not produced yet (null) is on its way: the job writes it after the creation.
          (s) =>
            !s.remission.document || s.remission.document.updating || s.remission.documentSigned?.updating,
        )),
  );

export function useOrderLogistics(orderId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: orderLogisticsKey(orderId),
    queryFn: () => dataProvider.getOrderLogistics(orderId),
    refetchInterval: (query) => (generating(query.state.data) ? LOGISTICS_POLL_MS : false),
  });
}

/** The cached section with one shipment replaced by the server's answer. */
export function withShipment(view: OrderLogistics, shipment: ShipmentView): OrderLogistics {
  return { ...view, shipments: view.shipments.map((s) => (s.id === shipment.id ? shipment : s)) };
}

export function putShipment(queryClient: QueryClient, orderId: string, shipment: ShipmentView) {
  queryClient.setQueryData<OrderLogistics>(orderLogisticsKey(orderId), (view) =>
    view ? withShipment(view, shipment) : view,
  );
}

/**
 * What every write does with its answer: the section as answered (or the shipment put into it),
 * then the order reloaded; `fail` toasts a refusal in the server's words inside a text of ours.
 */
export function useLogisticsWrites(orderId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const applied = useCallback(
    (answer: OrderLogistics | ShipmentView) => {
      if ('shipments' in answer) queryClient.setQueryData(orderLogisticsKey(orderId), answer);
      else putShipment(queryClient, orderId, answer);
      onChanged();
    },
    [queryClient, orderId, onChanged],
  );
  const done = useCallback((key: string) => notifyText(translate(key), 'success'), [notifyText, translate]);
  const fail = useCallback(
    (key: string, error: unknown) => {
      const message = serverMessageOf(error) ?? translate(`${T}.transport.unknownError`);
      notifyText(translate(key, { message }), 'error');
    },
    [notifyText, translate],
  );
  return { applied, done, fail };
}
