/**
 * A choice among a few options, of the form around it: the stored value is the option's value
 * ('' for none), a value no longer offered shows as none, and the error reads like any field's.
 */
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { fieldErrorText } from './fieldError';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'defaultValue' | 'select' | 'children'
> & {
  name: string;
  options: readonly SelectOption[];
  /** The "none" choice's words; without it there is no such choice. */
  noneLabel?: string;
};

export function FormSelect({ name, options, noneLabel, helperText, slotProps, ...props }: FormSelectProps) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  const error = fieldErrorText(translate, fieldState.error);
  const value = typeof field.value === 'string' ? field.value : '';
  const known = options.some((o) => o.value === value);
  return (
    <TextField
      select
      fullWidth
      {...props}
      name={field.name}
      value={known ? value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        select: { displayEmpty: noneLabel !== undefined, ...(slotProps?.select as object | undefined) },
        inputLabel: {
          shrink: noneLabel !== undefined || known,
          ...(slotProps?.inputLabel as object | undefined),
        },
      }}
    >
      {noneLabel !== undefined && (
        <MenuItem value="">
          <em>{noneLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
