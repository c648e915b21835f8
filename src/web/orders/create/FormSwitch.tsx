/** A yes/no choice of the order form, with its hint and, when a rule refuses it, the rule's message. */
import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Control, Controller, type Path } from 'react-hook-form';
import { fieldErrorText } from '../../lists/formErrors';
import type { OrderCreateFormValues } from './orderCreateForm';

export interface FormSwitchProps {
  control: Control<OrderCreateFormValues>;
  name: Path<OrderCreateFormValues>;
  label: string;
  hint?: string;
  disabled?: boolean;
  /** Shows the opposite of the stored value (counter sale = no invoice required). */
  inverted?: boolean;
}

export function FormSwitch({ control, name, label, hint, disabled, inverted = false }: FormSwitchProps) {
  const translate = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(translate, fieldState.error);
        const checked = Boolean(field.value) !== inverted;
        return (
          <FormControl error={Boolean(error)} disabled={disabled}>
            <FormControlLabel
              label={label}
              control={
                <Switch
                  name={field.name}
                  inputRef={field.ref}
                  checked={checked}
                  onChange={(event) => field.onChange(event.target.checked !== inverted)}
                  onBlur={field.onBlur}
                />
              }
            />
            {(error ?? hint) && <FormHelperText sx={{ mt: -0.5, ml: 0 }}>{error ?? hint}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
