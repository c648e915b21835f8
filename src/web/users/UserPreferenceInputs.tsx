/**
 * The per-user order preferences: order flow (Manual / Automático), unit of measure (KG / TON),
 * external ERP and whether an external id is required.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Control } from 'react-hook-form';
import { ORDER_FLOWS } from '../../domain/tenants';
import { UNIT_MEASURES } from '../../domain/users';
import { FormRadioGroup } from '../ui/forms/legacy/FormRadioGroup';
import { FormSwitch } from '../ui/forms/legacy/FormSwitch';
import type { UserFormValues } from './userForm';

interface Props {
  control: Control<UserFormValues>;
  disabled?: boolean;
}

export function UserPreferenceInputs({ control, disabled }: Props) {
  const translate = useTranslate();
  const field = (name: string) => translate(`app.users.fields.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormRadioGroup
        control={control}
        name="orderFlow"
        label={field('orderFlow')}
        options={ORDER_FLOWS}
        optionLabel={(flow) => translate(`app.users.orderFlow.${flow}`)}
        size="small"
        disabled={disabled}
      />
      <FormRadioGroup
        control={control}
        name="unitMeasure"
        label={field('unitMeasure')}
        options={UNIT_MEASURES}
        optionLabel={(unit) => translate(`app.users.unitMeasure.${unit}`)}
        size="small"
        disabled={disabled}
      />
      <FormSwitch control={control} name="externalErp" label={field('externalErp')} disabled={disabled} />
      <FormSwitch
        control={control}
        name="requiresExternalId"
        label={field('requiresExternalId')}
        hint={translate('app.users.form.requiresExternalIdHint')}
        disabled={disabled}
      />
    </Box>
  );
}
