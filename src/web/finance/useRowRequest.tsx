/**
 * Sends one row's request from a list (the pending-release listing, the dashboard queues): the
 * seeds' toasts, the payment-confirmation upload first when an advance payment has none, then
 * `onDone` so the order leaves its queue and the counts refresh.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FinanceQueueRow } from '../../domain/finance/views';
import { useNotifyText } from '../ui/feedback/useNotifyText';
import { failureOf } from '../ui/forms/legacy/failure';
import { type SellerRequest, sendRequest } from './financeApi';
import { PaymentConfirmationDialog } from './order/PaymentConfirmationDialog';

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

export function useRowRequest(onDone: () => void) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [uploadFor, setUploadFor] = useState<FinanceQueueRow | null>(null);

  const send = async (row: FinanceQueueRow, rethrow = false) => {
    const kind: SellerRequest = row.button?.kind === 'requestPayment' ? 'payment' : 'release';
    setBusyId(row.id);
    try {
      const result = await sendRequest(kind, row.id);
      const text = result.outcome === 'released' ? result.message : translate(TOASTS[kind].success);
      // Already in the user's language: passed as the default so react-admin does not look it up.
      notifyText(text, 'success');
      onDone();
    } catch (error) {
      const failure = failureOf(error);
      const reason = failure.status && failure.status < 500 ? failure.message : undefined;
      const base = translate(TOASTS[kind].failure);
      const text = reason ? `${base}: ${reason}` : base;
      // Already in the user's language: shown as is, not looked up again.
      notifyText(text, 'error');
      // Refused because the order moved meanwhile: show where things are now.
      if (failure.status === 409) onDone();
      if (rethrow) throw error;
    } finally {
      setBusyId(null);
    }
  };

  const press = (row: FinanceQueueRow) => {
    if (row.button?.kind === 'requestPayment' && row.button.needsPaymentConfirmation) setUploadFor(row);
    else void send(row);
  };

  const dialog = (
    <PaymentConfirmationDialog
      orderId={uploadFor?.id ?? ''}
      open={uploadFor !== null}
      onClose={() => setUploadFor(null)}
      onUploaded={() => (uploadFor ? send(uploadFor, true) : undefined)}
    />
  );
  return { press, busyId, dialog };
}
