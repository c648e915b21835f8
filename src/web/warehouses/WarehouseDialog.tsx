/**
 * A warehouse created or edited in a dialog, checked with the domain's schema as it is typed. An
 * edit sends only what changed with the version that was loaded; someone else's save in between
 * (409) offers to load the latest; a code already taken goes on the code field.
 */
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useDataProvider, useNotify, useUpdate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { WarehouseCreate, WarehouseView } from '../../domain/inventory/warehouses';
import { useRegions } from '../customers/referenceLists';
import { useAppTranslate } from '../providers/appTranslate';
import { FormDialog } from '../ui/forms/FormDialog';
import { FormSelect } from '../ui/forms/FormSelect';
import { FormSwitch } from '../ui/forms/FormSwitch';
import { FormTextField } from '../ui/forms/FormTextField';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import {
  codeAsTyped,
  EMPTY_WAREHOUSE_FORM,
  hasWarehouseChanges,
  WAREHOUSE_FIELDS,
  WAREHOUSE_LIMITS,
  type WarehouseFormValues,
  warehouseFormOf,
  warehouseFormSchema,
  warehouseUpdateOf,
} from './warehouseForm';

interface Props {
  /** The warehouse to edit; none to create one. */
  warehouse: WarehouseView | null;
  onClose: () => void;
}

export function WarehouseDialog({ warehouse: loaded, onClose }: Props) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [create] = useCreate<WarehouseView>();
  const [update] = useUpdate<WarehouseView>();
  const resolver = useDomainResolver(warehouseFormSchema);
  const [warehouse, setWarehouse] = useState(loaded);

  const save = async (values: WarehouseCreate) => {
    if (!warehouse) {
      await create('warehouses', { data: values }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('app.warehouses.create.created', { type: 'success', messageArgs: { code: values.code } });
    } else {
      const data = warehouseUpdateOf(warehouse, values);
      if (hasWarehouseChanges(data)) {
        await update(
          'warehouses',
          { id: warehouse.id, data, previousData: warehouse },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('app.warehouses.edit.updated', { type: 'success', messageArgs: { code: values.code } });
      }
    }
    await queryClient.invalidateQueries({ queryKey: ['warehouses'] });
    onClose();
  };

  const reloadLatest = async () => {
    if (!loaded) return null;
    const { data: fresh } = await dataProvider.getOne<WarehouseView>('warehouses', { id: loaded.id });
    setWarehouse(fresh);
    return warehouseFormOf(fresh);
  };

  return (
    <FormDialog
      title={
        loaded ? t('app.warehouses.edit.title', { code: loaded.code }) : t('app.warehouses.create.title')
      }
      saveLabel={loaded ? t('app.warehouses.edit.save') : t('app.warehouses.create.save')}
      resolver={resolver}
      defaultValues={loaded ? warehouseFormOf(loaded) : EMPTY_WAREHOUSE_FORM}
      onSave={save}
      errors={{ fields: WAREHOUSE_FIELDS, conflictField: 'code' }}
      onClose={onClose}
      onReload={loaded ? reloadLatest : undefined}
      reloadError={t('app.warehouses.edit.reloadError')}
      maxWidth="sm"
      saveNeedsChanges={Boolean(loaded)}
      formSx={{}}
    >
      <WarehouseInputs autoFocus />
    </FormDialog>
  );
}

function WarehouseInputs({ autoFocus }: { autoFocus?: boolean }) {
  const t = useAppTranslate();
  const disabled = useFormState().isSubmitting;
  return (
    <Box
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <FormTextField
        name="code"
        label={t('app.warehouses.fields.code')}
        required
        disabled={disabled}
        autoFocus={autoFocus}
        limits={WAREHOUSE_LIMITS.code}
        transform={codeAsTyped}
        helperText={t('app.warehouses.form.codeHint')}
        slotProps={{
          htmlInput: { autoComplete: 'off', spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
      />
      <FormTextField
        name="name"
        label={t('app.warehouses.fields.name')}
        required
        disabled={disabled}
        limits={WAREHOUSE_LIMITS.name}
      />
      <FormTextField
        name="city"
        label={t('app.warehouses.fields.city')}
        required
        disabled={disabled}
        limits={WAREHOUSE_LIMITS.city}
      />
      <FormTextField
        name="state"
        label={t('app.warehouses.fields.state')}
        required
        disabled={disabled}
        limits={WAREHOUSE_LIMITS.state}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RegionSelect disabled={disabled} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          name="address"
          label={t('app.warehouses.fields.address')}
          disabled={disabled}
          limits={WAREHOUSE_LIMITS.address}
          multiline
          minRows={2}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          name="email"
          label={t('app.warehouses.fields.email')}
          helperText={t('app.warehouses.fields.emailHint')}
          type="email"
          disabled={disabled}
          limits={WAREHOUSE_LIMITS.email}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ActiveSwitch disabled={disabled} />
      </Box>
    </Box>
  );
}

/** The sales region it serves, or none. */
function RegionSelect({ disabled }: { disabled: boolean }) {
  const t = useAppTranslate();
  const regions = useRegions();
  return (
    <FormSelect
      name="regionId"
      label={t('app.warehouses.fields.region')}
      disabled={disabled}
      noneLabel={t('app.warehouses.form.noRegion')}
      helperText={t('app.warehouses.form.regionHint')}
      options={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
    />
  );
}

function ActiveSwitch({ disabled }: { disabled: boolean }) {
  const t = useAppTranslate();
  const active = useWatch<WarehouseFormValues, 'active'>({ name: 'active' });
  return (
    <>
      <FormSwitch name="active" label={t('app.warehouses.fields.active')} disabled={disabled} />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5 }}>
        {active ? t('app.warehouses.form.activeHint') : t('app.warehouses.form.inactiveHint')}
      </Typography>
    </>
  );
}
