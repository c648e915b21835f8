/**
 * Approving a costed request: the price offered to the customer (at least the MSP, which it starts
 * at) and until when it holds. The approval fixes the MSP and the price for the customer × product
 * until then; a stale version (someone saved the calculator meanwhile) offers to reload.
 */
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { businessDay } from '../../domain/dates';
import {
  MAX_VALIDITY_DAYS,
  type PriceRequestApprove,
  type PriceRequestDetail,
} from '../../domain/priceRequests';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormDateField } from '../ui/forms/FormDateField';
import { FormDialog } from '../ui/forms/FormDialog';
import { FormTextField } from '../ui/forms/FormTextField';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { addDays, approvalDefaults, approvalSchema } from './approvalForm';
import { usePriceRequestLabels } from './priceRequestLabels';
import { useRequestChanged } from './priceRequestQueries';
import { decimalText } from './RequestProductRows';

interface Props {
  request: PriceRequestDetail & { figures: { msp: string } };
  onClose: () => void;
}

export function ApproveDialog({ request, onClose }: Props) {
  const t = useAppTranslate();
  const notify = useNotify();
  const labels = usePriceRequestLabels();
  const dataProvider = useDataProvider<AppDataProvider>();
  const changed = useRequestChanged();
  const today = useMemo(() => businessDay(), []);
  const msp = request.figures.msp;
  const schema = useMemo(() => approvalSchema(msp, today, request.version), [msp, today, request.version]);
  const resolver = useDomainResolver(schema);

  const save = async (body: PriceRequestApprove) => {
    const approved = await dataProvider.approvePriceRequest({ id: request.id, ...body });
    await changed(approved);
    notify('app.priceRequestDetail.approve.done', {
      type: 'success',
      messageArgs: { number: request.displayNumber },
    });
    onClose();
  };

  return (
    <FormDialog
      title={t('app.priceRequestDetail.approve.title', { number: request.displayNumber })}
      saveLabel={t('app.priceRequestDetail.approve.save')}
      savingLabel={t('app.priceRequestDetail.approve.saving')}
      saveIcon={<TaskAltRounded />}
      saveColor="success"
      resolver={resolver}
      defaultValues={approvalDefaults(msp, today)}
      onSave={save}
      errors={{ fields: ['priceUsdPerTon', 'validUntil'] }}
      onClose={onClose}
      maxWidth="xs"
      formSx={{ display: 'grid', gap: 2.5 }}
      intro={
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('app.priceRequestDetail.approve.intro', {
            msp: labels.usdPerTon(msp),
            customer: request.customer.companyName,
            product: request.product.reference,
          })}
        </Alert>
      }
    >
      <FormTextField
        name="priceUsdPerTon"
        required
        autoFocus
        label={t('app.priceRequestDetail.approve.price')}
        helperText={t('app.priceRequestDetail.approve.priceHint', { msp: labels.usdPerTon(msp) })}
        transform={decimalText}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <FormDateField
        name="validUntil"
        required
        label={t('app.priceRequests.fields.validUntil')}
        min={today}
        max={addDays(today, MAX_VALIDITY_DAYS)}
        helperText={t('app.priceRequestDetail.approve.validUntilHint', { days: MAX_VALIDITY_DAYS })}
      />
    </FormDialog>
  );
}
