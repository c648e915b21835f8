/**
 * The reception form's fields: product, then the packaging types that product is sold in, lot
 * number, COA certificate, material cost, initial quantity, reception date (today at most), an
 * active warehouse, batch or purchase reference and supplier.
 */
import { Box } from '@mui/material';
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Locale } from '../../domain/i18n';
import { PACKAGING_LABELS, PACKAGING_TYPES } from '../../domain/products';
import { useAppTranslate } from '../providers/appTranslate';
import { FormDateField } from '../ui/forms/FormDateField';
import { FormSelect } from '../ui/forms/FormSelect';
import { FormTextField } from '../ui/forms/FormTextField';
import { CoaPicker } from './CoaPicker';
import { LOT_LIMITS, type LotFormValues } from './lotForm';
import { useProductOptions, useWarehouseOptions } from './referenceLists';

const GRID = {
  display: 'grid',
  columnGap: 3,
  rowGap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

const NUMERIC = { htmlInput: { inputMode: 'decimal', autoComplete: 'off' } } as const;

export function LotInputs({ today }: { today: string }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const disabled = useFormState().isSubmitting;
  const products = useProductOptions(true);
  const warehouses = useWarehouseOptions(true);
  const productId = useWatch<LotFormValues, 'productId'>({ name: 'productId' });
  const product = (products.data ?? []).find((p) => p.id === productId);
  const offered = PACKAGING_TYPES.filter((type) => product?.packagingTypes.includes(type));
  useKeepPackagingOffered(offered);

  return (
    <Box sx={GRID}>
      <FormSelect
        name="productId"
        label={t('app.inventory.form.product')}
        required
        disabled={disabled}
        options={(products.data ?? []).map((p) => ({ value: p.id, label: `${p.reference} · ${p.name}` }))}
      />
      <FormSelect
        name="packingType"
        label={t('app.inventory.form.packingType')}
        required
        disabled={disabled || !product}
        helperText={
          product ? t('app.inventory.form.packingTypeHint') : t('app.inventory.form.chooseProductFirst')
        }
        options={offered.map((type) => ({ value: type, label: PACKAGING_LABELS[type][locale as Locale] }))}
      />
      <FormTextField
        name="lot"
        label={t('app.inventory.form.lot')}
        required
        disabled={disabled}
        limits={LOT_LIMITS.lot}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <CoaPicker name="coa" disabled={disabled} />
      <FormTextField
        name="price"
        label={t('app.inventory.form.price')}
        required
        disabled={disabled}
        helperText={t('app.inventory.form.priceHint')}
        slotProps={NUMERIC}
      />
      <FormTextField
        name="quantity"
        label={t('app.inventory.form.quantity')}
        required
        disabled={disabled}
        slotProps={NUMERIC}
      />
      <FormDateField
        name="receptionDate"
        label={t('app.inventory.form.receptionDate')}
        required
        disabled={disabled}
        max={today}
        helperText={t('app.inventory.form.receptionDateHint')}
      />
      <FormSelect
        name="warehouseId"
        label={t('app.inventory.form.warehouse')}
        required
        disabled={disabled}
        helperText={t('app.inventory.form.warehouseHint')}
        options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
      />
      <FormTextField
        name="batchId"
        label={t('app.inventory.form.batchId')}
        disabled={disabled}
        limits={LOT_LIMITS.batchId}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <FormTextField
        name="supplier"
        label={t('app.inventory.form.supplier')}
        disabled={disabled}
        limits={LOT_LIMITS.supplier}
      />
    </Box>
  );
}

/** A packaging type the newly chosen product is not sold in is cleared, so it cannot be sent. */
function useKeepPackagingOffered(offered: readonly string[]) {
  const { getValues, setValue } = useFormContext<LotFormValues>();
  const key = offered.join();
  useEffect(() => {
    const current = getValues('packingType');
    if (current && !key.split(',').includes(current)) setValue('packingType', '');
  }, [key, getValues, setValue]);
}
