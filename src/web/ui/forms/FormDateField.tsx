/** A date input of the form around it: typed dd/MM/yyyy, stored yyyy-mm-dd (see DateInput). */
import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { DateInput } from './DateInput';
import { fieldErrorText } from './fieldError';

export interface FormDateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  min?: string;
  max?: string;
}

export function FormDateField({ name, ...props }: FormDateFieldProps) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  return (
    <DateInput
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldErrorText(translate, fieldState.error)}
    />
  );
}
