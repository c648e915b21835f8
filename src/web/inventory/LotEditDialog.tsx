/**
 * Editing a lot's data in a dialog: only what changed is sent, with the version that was loaded.
 * Someone else's change in between (409) is said above the form with a way to load the latest.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useUpdate } from 'react-admin';
import { businessDay } from '../../domain/dates';
import type { LotView } from '../../domain/inventory/lots';
import { useAppTranslate } from '../providers/appTranslate';
import { FormDateField } from '../ui/forms/FormDateField';
import { FormDialog } from '../ui/forms/FormDialog';
import { FormTextField } from '../ui/forms/FormTextField';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { hasLotChanges, LOT_EDIT_FIELDS, lotEditSchema, lotEditValuesOf, lotUpdateOf } from './lotEditForm';
import { LOT_LIMITS } from './lotForm';

interface Props {
  lot: LotView;
  readsCost: boolean;
  onClose: () => void;
}

export function LotEditDialog({ lot: loaded, readsCost, onClose }: Props) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [update] = useUpdate<LotView>();
  const today = useMemo(() => businessDay(), []);
  const withCost = readsCost && loaded.costUsdPerTon !== null;
  const schema = useMemo(() => lotEditSchema(today, withCost), [today, withCost]);
  const resolver = useDomainResolver(schema);
  // The lot as last read: its version goes with the save.
  const [lot, setLot] = useState(loaded);

  const save = async (values: Parameters<typeof lotUpdateOf>[1]) => {
    const data = lotUpdateOf(lot, values);
    if (!hasLotChanges(data)) {
      onClose();
      return;
    }
    await update(
      'inventory',
      { id: lot.id, data, previousData: lot },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    await queryClient.invalidateQueries({ queryKey: ['inventory'] });
    notify('app.inventory.edit.updated', { type: 'success', messageArgs: { lot: data.lot ?? lot.lot } });
    onClose();
  };

  const reloadLatest = async () => {
    const { data: fresh } = await dataProvider.getOne<LotView>('inventory', { id: loaded.id });
    setLot(fresh);
    return lotEditValuesOf(fresh);
  };

  return (
    <FormDialog
      title={t('app.inventory.edit.title', { lot: lot.lot })}
      saveLabel={t('app.inventory.edit.save')}
      resolver={resolver}
      defaultValues={lotEditValuesOf(loaded)}
      onSave={save}
      errors={{ fields: LOT_EDIT_FIELDS, conflictField: 'lot' }}
      onClose={onClose}
      onReload={reloadLatest}
      reloadError={t('app.inventory.edit.reloadError')}
      maxWidth="sm"
      saveNeedsChanges
      formSx={{ display: 'grid', gap: 2.5 }}
    >
      <FormTextField
        name="lot"
        label={t('app.inventory.form.lot')}
        required
        limits={LOT_LIMITS.lot}
        autoFocus
      />
      {withCost && (
        <FormTextField
          name="price"
          label={t('app.inventory.form.price')}
          required
          helperText={t('app.inventory.form.priceHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      )}
      <FormDateField
        name="receptionDate"
        label={t('app.inventory.form.receptionDate')}
        required
        max={today}
        helperText={t('app.inventory.form.receptionDateHint')}
      />
      <FormTextField name="batchId" label={t('app.inventory.form.batchId')} limits={LOT_LIMITS.batchId} />
      <FormTextField name="supplier" label={t('app.inventory.form.supplier')} limits={LOT_LIMITS.supplier} />
    </FormDialog>
  );
}
