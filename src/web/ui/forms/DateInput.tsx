/**
 * A date shown and typed dd/MM/yyyy whatever the browser's language (slashes added while typing)
 * and stored as yyyy-mm-dd; the calendar button opens the browser's own date picker. An incomplete
 * or impossible date stays as typed, so the schema refuses it. FormDateField puts it in a form.
 */
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { Box, IconButton, InputAdornment, type SxProps, TextField, type Theme } from '@mui/material';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { displayFromIso, isoFromDisplay, maskDate } from '../dateText';

export interface DateInputProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  /** First and last days the calendar offers ('yyyy-mm-dd'); what is typed is checked by the schema. */
  min?: string;
  max?: string;
}

/** The field alone, for a date outside a form (a list filter). */
export function DateInput({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  required,
  disabled,
  error,
  helperText,
  sx,
  size,
  autoFocus,
  min,
  max,
}: DateInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState(displayFromIso(value));
  const emitted = useRef(value);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (reset, reload) replaces what is shown.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(displayFromIso(value));
    }
  }, [value]);

  const emit = (next: string) => {
    emitted.current = next;
    onChange(next);
  };

  const iso = isoFromDisplay(text);
  return (
    <TextField
      name={name}
      inputRef={inputRef}
      value={text}
      onChange={(event) => {
        const masked = maskDate(event.target.value);
        setText(masked);
        emit(masked === '' ? '' : (isoFromDisplay(masked) ?? masked));
      }}
      onBlur={onBlur}
      label={label}
      required={required}
      disabled={disabled}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      placeholder={translate('app.lists.date.placeholder')}
      sx={sx}
      size={size}
      autoFocus={autoFocus}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                edge="end"
                size="small"
                disabled={disabled}
                aria-label={translate('app.lists.date.openCalendar')}
                onClick={() => {
                  const input = picker.current;
                  if (!input) return;
                  try {
                    input.showPicker();
                  } catch {
                    input.focus();
                  }
                }}
              >
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
              <Box
                component="input"
                ref={picker}
                type="date"
                min={min}
                max={max}
                tabIndex={-1}
                aria-hidden
                value={iso ?? ''}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                  const picked = event.target.value;
                  setText(displayFromIso(picked));
                  emit(picked);
                }}
                sx={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  p: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
