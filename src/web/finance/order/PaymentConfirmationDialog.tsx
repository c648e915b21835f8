/**
 * The upload modal with its document type locked to payment_confirmation (an advance
 * payment needs its confirmation before validation can be requested; treasury's payment needs a
 * receipt), in the finance section's words.
 */
import type { ComponentProps } from 'react';
import { DocumentUploadDialog } from '../../orders/detail/files/DocumentUploadDialog';

type Props = Omit<ComponentProps<typeof DocumentUploadDialog>, 'lockedType' | 'texts' | 'testIds'>;

const TEST_IDS = { input: 'payment-confirmation-input', type: 'payment-upload-type' };

export function PaymentConfirmationDialog(props: Props) {
  return (
    <DocumentUploadDialog
      {...props}
      lockedType="payment_confirmation"
      texts="app.finance.paymentUpload"
      testIds={TEST_IDS}
    />
  );
}
