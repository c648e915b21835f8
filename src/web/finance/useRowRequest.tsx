/**
 * Sends one row's request from a queue (the pending-release listing, the dashboard queues): the
 * request's toasts, the payment-confirmation upload first when an advance payment has none, then
 * every finance list and count refreshed so the order leaves its queue.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FinanceActionResult, FinanceQueueRow } from '../../domain/finance/views';
import { statusOf } from '../providers/apiErrors';
import type { AppDataProvider } from '../providers/dataProvider';
import { useNotifyText } from '../ui/feedback/useNotifyText';
import type { SellerRequest } from './bulkSummary';
import { refreshAfterFinanceAction } from './financeQueries';
import { PaymentConfirmationDialog } from './order/PaymentConfirmationDialog';
import { failureText } from './refusal';

const TOASTS: Record<SellerRequest, { success: string; failure: string }> = {
  release: {
    success: 'app.finance.toasts.releaseRequested',
    failure: 'app.finance.toasts.releaseRequestFailed',
  },
  payment: {
    success: 'app.finance.toasts.paymentRequested',
    failure: 'app.finance.toasts.paymentRequestFailed',
  },
};

const requestOf = (row: FinanceQueueRow): SellerRequest =>
  row.button?.kind === 'requestPayment' ? 'payment' : 'release';

export function useRowRequest(onDone: () => void = () => {}) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [uploadFor, setUploadFor] = useState<FinanceQueueRow | null>(null);

  const refresh = () => {
    onDone();
    return refreshAfterFinanceAction(queryClient);
  };
  const mutation = useMutation<FinanceActionResult, unknown, FinanceQueueRow>({
    mutationFn: (row) =>
      requestOf(row) === 'payment'
        ? dataProvider.requestPayment(row.id)
        : dataProvider.requestRelease(row.id),
    onSuccess: (result, row) => {
      // The server's own words when the credit check released the order at once.
      const text = result.outcome === 'released' ? result.message : translate(TOASTS[requestOf(row)].success);
      notifyText(text, 'success');
      return refresh();
    },
    onError: (error, row) => {
      notifyText(failureText(translate(TOASTS[requestOf(row)].failure), error), 'error');
      // Refused because the order moved meanwhile: show where things are now.
      if (statusOf(error) === 409) return refresh();
    },
  });

  const press = (row: FinanceQueueRow) => {
    if (row.button?.kind === 'requestPayment' && row.button.needsPaymentConfirmation) setUploadFor(row);
    else mutation.mutate(row);
  };

  const dialog = (
    <PaymentConfirmationDialog
      orderId={uploadFor?.id ?? ''}
      open={uploadFor !== null}
      onClose={() => setUploadFor(null)}
      // A refused request keeps the upload dialog open with the reason.
      onUploaded={() => (uploadFor ? mutation.mutateAsync(uploadFor) : undefined)}
    />
  );
  const busyId = mutation.isPending ? (mutation.variables?.id ?? null) : null;
  return { press, busyId, dialog };
}
