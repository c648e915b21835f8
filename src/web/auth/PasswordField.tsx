/** A password input with a show/hide toggle, wired to react-hook-form through `register`. */
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'name' | 'onChange' | 'onBlur'> & {
  registration: UseFormRegisterReturn;
};

export function PasswordField({ registration, disabled, slotProps, ...props }: PasswordFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const { ref, ...field } = registration;
  const label = translate(visible ? 'app.auth.login.hidePassword' : 'app.auth.login.showPassword');
  return (
    <TextField
      {...props}
      {...field}
      inputRef={ref}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: 128, ...(slotProps?.htmlInput as object) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* The browser's own tooltip (title): MUI's would bring its positioning engine, 11 KB,
                  into the sign-in page's first download for this one hint. */}
              <IconButton
                aria-label={label}
                title={label}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
                disabled={disabled}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
