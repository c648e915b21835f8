/**
 * The per-user order preferences: order flow (Manual / Automático), unit of measure (KG / TON),
 * external ERP and whether an external id is required.
 */
import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { type Control, Controller } from 'react-hook-form';
import { ORDER_FLOWS } from '../../domain/tenants';
import { UNIT_MEASURES } from '../../domain/users';
import { FormRadioGroup } from '../lists/FormRadioGroup';
import type { UserFormValues } from './userForm';

interface Props {
  control: Control<UserFormValues>;
  disabled?: boolean;
}

export function UserPreferenceInputs({ control, disabled }: Props) {
  const translate = useTranslate();
  const id = useId();
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
      <Controller
        control={control}
        name="externalErp"
        render={({ field: input }) => (
          <FormControlLabel
            disabled={disabled}
            control={
              <Switch
                name={input.name}
                checked={input.value}
                onChange={(event) => input.onChange(event.target.checked)}
              />
            }
            label={field('externalErp')}
          />
        )}
      />
      <Controller
        control={control}
        name="requiresExternalId"
        render={({ field: input }) => (
          <Box>
            <FormControlLabel
              disabled={disabled}
              control={
                <Switch
                  name={input.name}
                  checked={input.value}
                  onChange={(event) => input.onChange(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `${id}-extid` } }}
                />
              }
              label={field('requiresExternalId')}
            />
            <FormHelperText id={`${id}-extid`} sx={{ mt: -0.5, ml: 6 }}>
              {translate('app.users.form.requiresExternalIdHint')}
            </FormHelperText>
          </Box>
        )}
      />
    </Box>
  );
}
