/**
 * The per-user order preferences: order flow (Manual / Automático), unit of measure (KG / TON),
 * external ERP and whether an external id is required.
 */
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { type Control, Controller } from 'react-hook-form';
import { ORDER_FLOWS } from '../../domain/tenants';
import { UNIT_MEASURES } from '../../domain/users';
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
      <Controller
        control={control}
        name="orderFlow"
        render={({ field: input }) => (
          <FormControl disabled={disabled}>
            <FormLabel id={`${id}-flow`}>{field('orderFlow')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${id}-flow`}
              name={input.name}
              value={input.value}
              onChange={(event) => input.onChange(event.target.value)}
            >
              {ORDER_FLOWS.map((flow) => (
                <FormControlLabel
                  key={flow}
                  value={flow}
                  control={<Radio size="small" />}
                  label={translate(`app.users.orderFlow.${flow}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="unitMeasure"
        render={({ field: input }) => (
          <FormControl disabled={disabled}>
            <FormLabel id={`${id}-unit`}>{field('unitMeasure')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${id}-unit`}
              name={input.name}
              value={input.value}
              onChange={(event) => input.onChange(event.target.value)}
            >
              {UNIT_MEASURES.map((unit) => (
                <FormControlLabel
                  key={unit}
                  value={unit}
                  control={<Radio size="small" />}
                  label={translate(`app.users.unitMeasure.${unit}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
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
