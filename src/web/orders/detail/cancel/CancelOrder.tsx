/**
 * Cancel order (ORDER_CANCEL write, and only while the order may still be cancelled): a reason
 * from the tenant's list, or 'Otro' with its text, a warning that it cannot be undone, then
 * `PUT /api/orders/cancel/{id}`. A failure shows the server's message or the seeds' fallback.
 */
import BlockIcon from '@mui/icons-material/Block';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AxiosError } from 'axios';
import { useId, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { cancelOrder, fetchCancelReasons, orderKeys } from '../documents/orderDocumentsApi';
import type { OrderSectionProps } from '../sectionProps';

const T = 'app.orderDocuments.cancel';
/** Seeds §9: cancellation reasons stale after 10 min, kept 30 min. */
const REASONS_STALE_MS = 10 * 60_000;
const REASONS_CACHE_MS = 30 * 60_000;

export function CancelOrder({ order, onChanged }: OrderSectionProps) {
  const { canAccess: canCancel } = useCanAccess({ resource: 'orders', action: 'cancel' });
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!canCancel || !order.canCancel) return null;
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      {open && (
        <CancelOrderDialog
          orderId={order.id}
          version={order.version}
          onClose={() => setOpen(false)}
          onCancelled={() => {
            setOpen(false);
            onChanged();
          }}
        />
      )}
    </>
  );
}

interface DialogProps {
  orderId: string;
  version: number;
  onClose: () => void;
  onCancelled: () => void;
}

function CancelOrderDialog({ orderId, version, onClose, onCancelled }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [reasonId, setReasonId] = useState('');
  const [other, setOther] = useState('');
  const [touched, setTouched] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasons = useQuery({
    queryKey: [...orderKeys.cancelReasons, locale],
    queryFn: fetchCancelReasons,
    staleTime: REASONS_STALE_MS,
    gcTime: REASONS_CACHE_MS,
  });
  const chosen = reasons.data?.find((r) => r.id === reasonId);
  const reasonMissing = !chosen;
  const otherMissing = Boolean(chosen?.isOther) && !other.trim();

  const confirm = async () => {
    setTouched(true);
    if (reasonMissing || otherMissing) return;
    setProcessing(true);
    setFailure(null);
    try {
      await cancelOrder(orderId, { reasonId, otherReason: chosen?.isOther ? other.trim() : null, version });
      notify(`${T}.success`, { type: 'success' });
      onCancelled();
    } catch (error) {
      setProcessing(false);
      const message = (error as AxiosError<{ message?: string }>)?.response?.data?.message;
      setFailure(message || translate(`${T}.error`));
    }
  };

  return (
    <Dialog open onClose={processing ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" icon={<WarningAmberIcon />}>
            {translate(`${T}.warning`)}
          </Alert>
          {reasons.isPending && <CircularProgress size={24} sx={{ alignSelf: 'center' }} />}
          {reasons.isError && <Alert severity="error">{translate(`${T}.reasonsError`)}</Alert>}
          {reasons.data && (
            <div>
              <FormLabel id={`${titleId}-reason`} error={touched && reasonMissing}>
                {translate(`${T}.reason`)}
              </FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-reason`}
                value={reasonId}
                onChange={(e) => setReasonId(e.target.value)}
              >
                {reasons.data.map((r) => (
                  <FormControlLabel key={r.id} value={r.id} control={<Radio />} label={r.description} />
                ))}
              </RadioGroup>
              {touched && reasonMissing && (
                <FormHelperText error>{translate(`${T}.reasonRequired`)}</FormHelperText>
              )}
            </div>
          )}
          {chosen?.isOther && (
            <TextField
              label={translate(`${T}.other`)}
              value={other}
              onChange={(e) => setOther(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              autoFocus
              error={touched && otherMissing}
              helperText={touched && otherMissing ? translate(`${T}.otherRequired`) : ' '}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={processing}>
          {translate(`${T}.back`)}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={processing || !reasons.data}
        >
          {translate(processing ? `${T}.processing` : `${T}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
