/**
 * Saves one row of 'Pendientes de entrega' (its date and its confirmation, one call), with the
 * toast that names what changed (deliveryEdits.saveTexts), then refreshes the logistics lists and
 * counts: a confirmed shipment leaves the list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PendingDeliveryRow } from '../../../domain/logistics/queues';
import type { ShipmentView } from '../../../domain/logistics/shipments';
import { serverMessageOf, statusOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { refreshAfterDeliveryChange } from '../queues/logisticsQueries';
import { confirmBody, type DeliveryDraft, saveTexts } from './deliveryEdits';

interface SaveVariables {
  row: PendingDeliveryRow;
  draft: DeliveryDraft;
}

export function useDeliverySave(onSaved: (rowId: string) => void) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const mutation = useMutation<ShipmentView, unknown, SaveVariables>({
    mutationFn: ({ row, draft }) => dataProvider.confirmDelivery(row.id, confirmBody(row, draft)),
    onSuccess: (_shipment, { row, draft }) => {
      notifyText(translate(saveTexts(row, draft).success), 'success');
      onSaved(row.id);
      return refreshAfterDeliveryChange(queryClient);
    },
    onError: (error, { row, draft }) => {
      const message =
        serverMessageOf(error) ?? translate('app.logisticsQueues.pendingDelivery.toasts.unknownError');
      notifyText(translate(saveTexts(row, draft).failure, { message }), 'error');
      // Changed meanwhile by someone else: show the shipment as it is now.
      if (statusOf(error) === 409) {
        onSaved(row.id);
        return refreshAfterDeliveryChange(queryClient);
      }
    },
  });
  return {
    save: (row: PendingDeliveryRow, draft: DeliveryDraft) => mutation.mutate({ row, draft }),
    savingId: mutation.isPending ? (mutation.variables?.row.id ?? null) : null,
  };
}
