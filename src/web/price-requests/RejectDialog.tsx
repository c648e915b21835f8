/** Declining a request with a reason the requester reads (it goes in the request's history). */
import BlockRounded from '@mui/icons-material/BlockRounded';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { z } from 'zod';
import {
  type PriceRequestDetail,
  type PriceRequestReject,
  priceRequestRejectSchema,
} from '../../domain/priceRequests';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormDialog } from '../ui/forms/FormDialog';
import { FormTextField } from '../ui/forms/FormTextField';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { useRequestChanged } from './priceRequestQueries';

export function RejectDialog({ request, onClose }: { request: PriceRequestDetail; onClose: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const changed = useRequestChanged();
  const schema = useMemo(
    () =>
      z
        .object({ reason: z.string() })
        .transform((values) => ({ ...values, version: request.version }))
        .pipe(priceRequestRejectSchema),
    [request.version],
  );
  const resolver = useDomainResolver(schema);

  const save = async (body: PriceRequestReject) => {
    const rejected = await dataProvider.rejectPriceRequest({ id: request.id, ...body });
    await changed(rejected);
    notify('app.priceRequestDetail.reject.done', {
      type: 'info',
      messageArgs: { number: request.displayNumber },
    });
    onClose();
  };

  return (
    <FormDialog
      title={t('app.priceRequestDetail.reject.title', { number: request.displayNumber })}
      saveLabel={t('app.priceRequestDetail.reject.save')}
      savingLabel={t('app.priceRequestDetail.reject.saving')}
      saveIcon={<BlockRounded />}
      saveColor="error"
      resolver={resolver}
      defaultValues={{ reason: '' }}
      onSave={save}
      errors={{ fields: ['reason'] }}
      onClose={onClose}
      maxWidth="sm"
    >
      <FormTextField
        name="reason"
        required
        autoFocus
        multiline
        minRows={3}
        label={t('app.priceRequestDetail.reject.reason')}
        helperText={t('app.priceRequestDetail.reject.reasonHint')}
        limits={{ min: 3, max: 500 }}
      />
    </FormDialog>
  );
}
