/**
 * A text field of a react-hook-form form: its error in the user's language (schema keys with the
 * field's limits, or the server's words), the limit as maxLength, and an optional rewrite of what
 * is typed (e.g. upper case).
 */
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { type FieldLimits, fieldErrorText } from './formErrors';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'defaultValue'
> & {
  control: Control<T>;
  name: Path<T>;
  limits?: FieldLimits;
  /** Rewrites the typed text before it is stored (upper case, digits only…). */
  transform?: (text: string) => string;
};

export function FormTextField<T extends FieldValues>({
  control,
  name,
  limits,
  transform,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const translate = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(translate, fieldState.error, limits);
        return (
          <TextField
            fullWidth
            {...props}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(transform ? transform(event.target.value) : event.target.value)
            }
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
      }}
    />
  );
}
