/**
 * A cost input of the calculator's form: only digits with one comma or dot get through as the user
 * types ('12', '12.', '12,5'); anything else is simply not typed in. Read-only, it shows a figure
 * the calculator derives (the other transport figure).
 */
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';
import { COST_TYPING_PATTERN } from '../../../domain/priceRequests';
import { fieldErrorText } from '../../ui/forms/fieldError';
import type { CostField } from './calculatorForm';

/** The text the input keeps: the new one when it is a cost being typed, else the one it had. */
export function acceptCostTyping(previous: string, next: string): string {
  return COST_TYPING_PATTERN.test(next) ? next : previous;
}

export interface CostInputProps extends Pick<TextFieldProps, 'sx' | 'helperText'> {
  name: CostField;
  label: string;
  /** 'USD/t' or 'USD'. */
  unit: string;
  readOnly?: boolean;
  /** Told each accepted change (to recompute a derived figure). */
  onTyped?: (text: string) => void;
}

export function CostInput({ name, label, unit, readOnly, onTyped, helperText, sx }: CostInputProps) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const { field, fieldState } = useController({ name });
  const error = fieldErrorText(translate, fieldState.error);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      fullWidth
      size="small"
      name={field.name}
      label={label}
      value={value}
      onChange={(event) => {
        const next = acceptCostTyping(value, event.target.value);
        if (next === value) return;
        field.onChange(next);
        onTyped?.(next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={isSubmitting && !readOnly}
      error={Boolean(error)}
      helperText={error ?? helperText}
      sx={sx}
      slotProps={{
        input: {
          readOnly,
          endAdornment: <InputAdornment position="end">{unit}</InputAdornment>,
        },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-readonly': readOnly || undefined },
      }}
    />
  );
}
