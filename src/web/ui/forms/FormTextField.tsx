/**
 * A text input of the form around it (react-admin's `<Form>`): its error in the user's language
 * (schema keys with the field's limits, or the server's words), the limit as maxLength, and an
 * optional rewrite of what is typed (e.g. upper case).
 */
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { type FieldLimits, fieldErrorText } from './fieldError';

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'defaultValue'
> & {
  name: string;
  limits?: FieldLimits;
  /** Rewrites the typed text before it is stored (upper case, digits only…). */
  transform?: (text: string) => string;
};

export function FormTextField({
  name,
  limits,
  transform,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  const error = fieldErrorText(translate, fieldState.error, limits);
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: limits?.max, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
