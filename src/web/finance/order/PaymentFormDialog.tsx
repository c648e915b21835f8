/**
 * Treasury registers a payment (seeds §5 "Payment form"): date required, amount required and
 * above 0, receipt required — the domain's `paymentInputSchema`, the same the server checks. The
 * receipt is one of the order's payment_confirmation documents, or one uploaded here (type locked).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type Control, Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { PaymentBody } from '../../../domain/finance/views';
import { type PaymentInput, paymentInputSchema } from '../../../domain/orders/edits';
import type { Currency } from '../../../domain/orders/enums';
import type { OrderDocumentView } from '../../../domain/orders/views';
import { FormDateField } from '../../ui/forms/legacy/FormDateField';
import { FormTextField } from '../../ui/forms/legacy/FormTextField';
import { failureOf } from '../../ui/forms/legacy/failure';
import { applyServerErrors, fieldErrorText } from '../../ui/forms/legacy/formErrors';
import { PaymentConfirmationDialog } from './PaymentConfirmationDialog';

const T = 'app.finance.payments.form';

interface Props {
  open: boolean;
  orderId: string;
  currency: Currency;
  /** The order's payment_confirmation documents (receipts to choose from). */
  receipts: readonly OrderDocumentView[];
  onClose: () => void;
  /** Rejects with the server's refusal; the form shows it on its fields or above them. */
  onSubmit: (body: PaymentBody) => Promise<unknown>;
}

/** What the fields hold while typing; the schema turns it into the body (amount normalised). */
type PaymentFormValues = z.input<typeof paymentInputSchema> & { amount: string };
const EMPTY: PaymentFormValues = { paymentDate: '', amount: '', paymentReceipt: '' };

export function PaymentFormDialog({ open, orderId, currency, receipts, onClose, onSubmit }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<OrderDocumentView[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof paymentInputSchema>, unknown, PaymentInput>({
    resolver: zodResolver(paymentInputSchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, reset, setError, setValue, formState } = form;
  // The field components take the typing-time values' control (as the order creation form does).
  const control = form.control as unknown as Control<PaymentFormValues>;
  const options = [...receipts, ...uploaded.filter((u) => !receipts.some((r) => r.id === u.id))];

  const close = () => {
    if (formState.isSubmitting) return;
    reset(EMPTY);
    setFailure(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      reset(EMPTY);
      onClose();
    } catch (error) {
      const refused = failureOf(error);
      const rest = applyServerErrors(refused, setError, ['paymentDate', 'amount', 'paymentReceipt']);
      // Every detail found its field: nothing more to say above them.
      setFailure(rest ?? (refused.details.length ? null : translate('app.finance.payments.saveError')));
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={control} name="paymentDate" label={translate(`${T}.date`)} required />
              <FormTextField
                control={control}
                name="amount"
                label={translate(`${T}.amount`, { currency })}
                required
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }}
              />
            </Stack>
            <Controller
              control={control}
              name="paymentReceipt"
              render={({ field, fieldState }) => {
                const error = fieldErrorText(translate, fieldState.error);
                return (
                  <TextField
                    select
                    required
                    label={translate(`${T}.receipt`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(error)}
                    helperText={
                      error ?? (options.length ? translate(`${T}.uploadHelp`) : translate(`${T}.noReceipts`))
                    }
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
                );
              }}
            />
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
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={formState.isSubmitting} color="inherit">
            {translate(`${T}.cancel`)}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} loadingPosition="start">
            {translate(formState.isSubmitting ? `${T}.saving` : `${T}.save`)}
          </Button>
        </DialogActions>
      </form>
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
    </Dialog>
  );
}
