/**
 * The per-user order preferences in the form around them: order flow (Manual / Automático), unit
 * of measure (KG / TON), external ERP and whether an external id is required.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ORDER_FLOWS } from '../../domain/tenants';
import { UNIT_MEASURES } from '../../domain/users';
import { FormRadioGroup } from '../ui/forms/FormRadioGroup';
import { FormSwitch } from '../ui/forms/FormSwitch';

export function UserPreferenceInputs() {
  const translate = useTranslate();
  const disabled = useFormState().isSubmitting;
  const field = (name: string) => translate(`app.users.fields.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormRadioGroup
        name="orderFlow"
        label={field('orderFlow')}
        options={ORDER_FLOWS}
        optionLabel={(flow) => translate(`app.users.orderFlow.${flow}`)}
        size="small"
        disabled={disabled}
      />
      <FormRadioGroup
        name="unitMeasure"
        label={field('unitMeasure')}
        options={UNIT_MEASURES}
        optionLabel={(unit) => translate(`app.users.unitMeasure.${unit}`)}
        size="small"
        disabled={disabled}
      />
      <FormSwitch name="externalErp" label={field('externalErp')} disabled={disabled} />
      <FormSwitch
        name="requiresExternalId"
        label={field('requiresExternalId')}
        hint={translate('app.users.form.requiresExternalIdHint')}
        disabled={disabled}
      />
    </Box>
  );
}
