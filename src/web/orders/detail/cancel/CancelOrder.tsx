/**
 * Cancel order (ORDER_CANCEL write, and only while the order may still be cancelled): a reason
 * from the tenant's list, or 'Otro' with its text, a warning that it cannot be undone, then
 * `PUT /api/orders/cancel/{id}`. A refusal shows the server's words, or the dialog's own fallback.
 */
import BlockIcon from '@mui/icons-material/Block';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Button,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useCanAccess, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { type CancellationReason, orderCancelSchema } from '../../../../domain/orders/views';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { FormTextField } from '../../../ui/forms/FormTextField';
import { fieldErrorText } from '../../../ui/forms/fieldError';
import { useDomainResolver } from '../../../ui/forms/useDomainResolver';
import { refusalMessage } from '../../refusals';
import { OrderDialogForm } from '../OrderDialogForm';
import type { OrderSectionProps } from '../sectionProps';

const T = 'app.orderDocuments.cancel';
/** The tenant's reasons change seldom: fresh for 10 min, kept 30 min. */
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

interface CancelForm {
  reasonId: string;
  otherReason?: string | null;
}

const NO_REASON: CancelForm = { reasonId: '', otherReason: '' };

/** The body's rules (the domain's), in the dialog's words; 'Otro' needs its text. */
function cancelFormSchema(reasons: readonly CancellationReason[]) {
  return orderCancelSchema
    .omit({ version: true })
    .extend({ reasonId: z.uuid(`${T}.reasonRequired`) })
    .superRefine((value, ctx) => {
      const other = reasons.find((r) => r.id === value.reasonId)?.isOther;
      if (other && !value.otherReason?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['otherReason'], message: `${T}.otherRequired`, input: value });
      }
    });
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const reasons = useQuery({
    queryKey: ['orders', 'getCancelReasons', { locale }],
    queryFn: () => dataProvider.getCancelReasons(),
    staleTime: REASONS_STALE_MS,
    gcTime: REASONS_CACHE_MS,
  });
  const list = reasons.data;
  const resolver = useDomainResolver(useMemo(() => cancelFormSchema(list ?? []), [list]));

  const confirm = async ({ reasonId, otherReason }: CancelForm) => {
    const other = list?.find((r) => r.id === reasonId)?.isOther;
    try {
      await dataProvider.cancelOrder({
        id: orderId,
        reasonId,
        otherReason: other ? (otherReason ?? '').trim() : null,
        version,
      });
      notify(`${T}.success`, { type: 'success' });
      onCancelled();
      return undefined;
    } catch (error) {
      return { root: { serverError: refusalMessage(error) ?? translate(`${T}.error`) } };
    }
  };

  return (
    <OrderDialogForm<CancelForm>
      title={translate(`${T}.title`)}
      resolver={resolver}
      defaultValues={NO_REASON}
      onSubmit={confirm}
      onClose={onClose}
      cancelLabel={translate(`${T}.back`)}
      submitLabel={translate(`${T}.confirm`)}
      submittingLabel={translate(`${T}.processing`)}
      submitColor="error"
      canSubmit={() => Boolean(list)}
    >
      <Alert severity="warning" icon={<WarningAmberIcon />}>
        {translate(`${T}.warning`)}
      </Alert>
      {reasons.isPending && <CircularProgress size={24} sx={{ alignSelf: 'center' }} />}
      {reasons.isError && <Alert severity="error">{translate(`${T}.reasonsError`)}</Alert>}
      {list && <ReasonInputs reasons={list} />}
    </OrderDialogForm>
  );
}

/** The reason (one of the tenant's) and, for 'Otro', its text. */
function ReasonInputs({ reasons }: { reasons: readonly CancellationReason[] }) {
  const translate = useTranslate();
  const labelId = useId();
  const { field, fieldState } = useController<CancelForm, 'reasonId'>({ name: 'reasonId' });
  const reasonId = useWatch<CancelForm, 'reasonId'>({ name: 'reasonId' });
  const error = fieldErrorText(translate, fieldState.error);
  const other = reasons.find((r) => r.id === reasonId)?.isOther;
  return (
    <>
      <div>
        <FormLabel id={labelId} error={Boolean(error)}>
          {translate(`${T}.reason`)}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
        >
          {reasons.map((r) => (
            <FormControlLabel key={r.id} value={r.id} control={<Radio />} label={r.description} />
          ))}
        </RadioGroup>
        {error && <FormHelperText error>{error}</FormHelperText>}
      </div>
      {other && (
        <FormTextField
          name="otherReason"
          label={translate(`${T}.other`)}
          multiline
          minRows={2}
          autoFocus
          helperText=" "
          limits={{ max: 500 }}
        />
      )}
    </>
  );
}
