/**
 * Treasury registers a payment: date required, amount required and above 0, receipt required —
 * the domain's `paymentInputSchema`, the same the server checks. The receipt is one of the order's
 * payment_confirmation documents, or one uploaded here (type locked). Mounted only while open, so
 * each opening starts empty.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import type { PaymentBody } from '../../../domain/finance/views';
import { paymentInputSchema } from '../../../domain/orders/edits';
import type { Currency } from '../../../domain/orders/enums';
import type { OrderDocumentView } from '../../../domain/orders/views';
import { FormDateField } from '../../ui/forms/FormDateField';
import { FormDialog } from '../../ui/forms/FormDialog';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { useDomainResolver } from '../../ui/forms/useDomainResolver';
import { PaymentConfirmationDialog } from './PaymentConfirmationDialog';

const T = 'app.finance.payments.form';
const PAYMENT_FIELDS = ['paymentDate', 'amount', 'paymentReceipt'] as const;
/** What the inputs hold while typing ('1,250.50'); the schema makes the body of it. */
type PaymentFormValues = z.input<typeof paymentInputSchema>;
const EMPTY: PaymentFormValues = { paymentDate: '', amount: '', paymentReceipt: '' };

interface Props {
  orderId: string;
  currency: Currency;
  /** The order's payment_confirmation documents (receipts to choose from). */
  receipts: readonly OrderDocumentView[];
  onClose: () => void;
  /** Rejects with the server's refusal; the form shows it on its fields or above them. */
  onSubmit: (body: PaymentBody) => Promise<unknown>;
}

/** The receipt: one of the order's, or one uploaded from here (then chosen at once). */
function ReceiptInput({ orderId, receipts }: Pick<Props, 'orderId' | 'receipts'>) {
  const translate = useTranslate();
  const { setValue } = useFormContext<PaymentFormValues>();
  const { field, fieldState } = useController<PaymentFormValues, 'paymentReceipt'>({
    name: 'paymentReceipt',
  });
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<OrderDocumentView[]>([]);
  const options = [...receipts, ...uploaded.filter((u) => !receipts.some((r) => r.id === u.id))];
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <>
      <TextField
        select
        required
        label={translate(`${T}.receipt`)}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(error)}
        helperText={error ?? (options.length ? translate(`${T}.uploadHelp`) : translate(`${T}.noReceipts`))}
        disabled={options.length === 0}
        fullWidth
        slotProps={{ select: { 'data-testid': 'payment-receipt' } as object }}
      >
        {options.map((doc) => (
          <MenuItem key={doc.id} value={doc.id}>
            {doc.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
          {translate(`${T}.upload`)}
        </Button>
        {uploaded.length > 0 && (
          <Typography variant="body2" color="success.main">
            {translate(`${T}.uploaded`)}
          </Typography>
        )}
      </Stack>
      <PaymentConfirmationDialog
        orderId={orderId}
        open={uploading}
        onClose={() => setUploading(false)}
        help={translate(`${T}.uploadHelp`)}
        submitLabel={translate(`${T}.upload`)}
        onUploaded={(doc) => {
          setUploaded((current) => [...current, doc]);
          setValue('paymentReceipt', doc.id, { shouldValidate: true });
        }}
      />
    </>
  );
}

export function PaymentFormDialog({ orderId, currency, receipts, onClose, onSubmit }: Props) {
  const translate = useTranslate();
  const resolver = useDomainResolver(paymentInputSchema);
  const save = async (values: PaymentFormValues) => {
    // The resolver already checked them; parsing types them as the body (amount normalised).
    await onSubmit(paymentInputSchema.parse(values));
    onClose();
  };
  return (
    <FormDialog<PaymentFormValues>
      title={translate(`${T}.title`)}
      saveLabel={translate(`${T}.save`)}
      savingLabel={translate(`${T}.saving`)}
      cancelLabel={translate(`${T}.cancel`)}
      resolver={resolver}
      defaultValues={EMPTY}
      onSave={save}
      errors={{ fields: PAYMENT_FIELDS }}
      onClose={onClose}
      maxWidth="sm"
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField name="paymentDate" label={translate(`${T}.date`)} required />
        <FormTextField
          name="amount"
          label={translate(`${T}.amount`, { currency })}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }}
        />
      </Stack>
      <ReceiptInput orderId={orderId} receipts={receipts} />
    </FormDialog>
  );
}
