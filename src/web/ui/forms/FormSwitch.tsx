/**
 * A yes/no input of the form around it: the switch with its label, the hint under the label (read out
 * with the switch) and, when a rule refuses the value, the rule's message in the hint's place.
 */
import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { fieldErrorText } from './fieldError';

export interface FormSwitchProps {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  /** Shows the opposite of the stored value (counter sale = no invoice required). */
  inverted?: boolean;
}

export function FormSwitch({ name, label, hint, disabled, inverted = false }: FormSwitchProps) {
  const translate = useTranslate();
  const hintId = useId();
  const { field, fieldState } = useController({ name });
  const error = fieldErrorText(translate, fieldState.error);
  const text = error ?? hint;
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            inputRef={field.ref}
            checked={Boolean(field.value) !== inverted}
            onChange={(event) => field.onChange(event.target.checked !== inverted)}
            onBlur={field.onBlur}
            slotProps={text ? { input: { 'aria-describedby': hintId } } : undefined}
          />
        }
      />
      {text && (
        <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 6 }}>
          {text}
        </FormHelperText>
      )}
    </FormControl>
  );
}
