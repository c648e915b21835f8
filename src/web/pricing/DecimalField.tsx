/**
 * A decimal of the pricing form: digits with a dot for decimals and commas for thousands
 * ('1,234.50'), its unit at the end, the decimal keyboard on phones. Anything else typed is dropped.
 */
import { InputAdornment, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { type FieldLimits, fieldErrorText } from '../ui/forms/fieldError';

export function decimalAsTyped(text: string): string {
  return text.replace(/[^\d.,]/g, '');
}

interface Props {
  /** The input of the form around it. */
  name: string;
  label: string;
  unit: string;
  limits: FieldLimits;
  helperText?: ReactNode;
  readOnly: boolean;
  disabled: boolean;
}

export function DecimalField({ name, label, unit, limits, helperText, readOnly, disabled }: Props) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  const error = fieldErrorText(translate, fieldState.error, limits);
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' || typeof field.value === 'number' ? field.value : ''}
      onChange={(event) => field.onChange(decimalAsTyped(event.target.value))}
      onBlur={field.onBlur}
      label={label}
      disabled={disabled}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          maxLength: 20,
          readOnly,
          style: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        },
        input: {
          endAdornment: (
            <InputAdornment
              position="end"
              // The filled field's value sits low: the unit goes on its line.
              sx={{ mt: 2, '& p': { fontSize: '0.8rem', whiteSpace: 'nowrap' } }}
            >
              {unit}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
