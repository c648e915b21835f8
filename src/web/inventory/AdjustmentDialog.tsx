/**
 * 'Ajustar existencia': a signed correction of the lot's stock (negative subtracts) with its
 * reason — physical count, shrinkage or damage, return, other (then a comment is required) —, sent
 * with the lot version the page shows, so an adjustment on stale figures is refused and reloaded.
 */
import { Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { z } from 'zod';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentCreate,
  adjustmentCreateSchema,
  type LotView,
} from '../../domain/inventory/lots';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormDialog } from '../ui/forms/FormDialog';
import { FormSelect } from '../ui/forms/FormSelect';
import { FormTextField } from '../ui/forms/FormTextField';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { useKg } from './LotParts';

export interface AdjustmentValues {
  quantityKg: string;
  reason: string;
  comment: string;
}

const EMPTY: AdjustmentValues = { quantityKg: '', reason: '', comment: '' };
const FIELDS = ['quantityKg', 'reason', 'comment'] as const;

/** adjustmentCreateSchema on the form's fields; the version is added on save. */
const adjustmentFormSchema = z
  .object({ quantityKg: z.string(), reason: z.string(), comment: z.string() })
  .transform((values, ctx): Omit<AdjustmentCreate, 'version'> => {
    const result = adjustmentCreateSchema.safeParse({
      ...values,
      reason: values.reason || undefined,
      version: 1,
    });
    if (result.success) {
      const { version: _version, ...adjustment } = result.data;
      return adjustment;
    }
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    return z.NEVER;
  });

export function AdjustmentDialog({ lot: loaded, onClose }: { lot: LotView; onClose: () => void }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const kg = useKg();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const resolver = useDomainResolver(adjustmentFormSchema);
  const [lot, setLot] = useState(loaded);
  const reasons = useMemo(
    () =>
      ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: t(`app.inventory.reasons.${reason}`) })),
    [t],
  );

  const save = async (adjustment: Omit<AdjustmentCreate, 'version'>) => {
    await dataProvider.adjustLot({ id: lot.id, ...adjustment, version: lot.version });
    await queryClient.invalidateQueries({ queryKey: ['inventory'] });
    notify('app.inventory.adjust.saved', { type: 'success' });
    onClose();
  };

  // The figures changed meanwhile: the latest lot (and its version), and the adjustment typed again.
  const reloadLatest = async () => {
    const { data: fresh } = await dataProvider.getOne<LotView>('inventory', { id: loaded.id });
    setLot(fresh);
    await queryClient.invalidateQueries({ queryKey: ['inventory'] });
    return EMPTY;
  };

  return (
    <FormDialog
      title={t('app.inventory.adjust.title', { lot: lot.lot })}
      saveLabel={t('app.inventory.adjust.save')}
      resolver={resolver}
      defaultValues={EMPTY}
      onSave={save}
      errors={{ fields: FIELDS, conflictField: 'quantityKg' }}
      onClose={onClose}
      onReload={reloadLatest}
      maxWidth="xs"
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('app.inventory.adjust.intro', { available: kg(lot.availableKg) })}
        </Typography>
      }
      formSx={{ display: 'grid', gap: 2.5, mt: 2 }}
    >
      <FormTextField
        name="quantityKg"
        label={t('app.inventory.adjust.quantity')}
        required
        autoFocus
        helperText={t('app.inventory.adjust.quantityHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <FormSelect name="reason" label={t('app.inventory.adjust.reason')} required options={reasons} />
      <FormTextField
        name="comment"
        label={t('app.inventory.adjust.comment')}
        helperText={t('app.inventory.adjust.commentHint')}
        multiline
        minRows={2}
        limits={{ max: 500 }}
      />
    </FormDialog>
  );
}
