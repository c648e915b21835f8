/**
 * One choice (an input of the form around it) among a domain enum's values (order flow, unit, address type…) as a row of radios
 * labelled by the group's legend, each value shown by its catalogue label; a refused choice shows
 * the rule's message under the radios.
 */
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { fieldErrorText } from './fieldError';

export interface FormRadioGroupProps<V extends string> {
  name: string;
  label: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Takes the choice instead of storing it, for a choice that also rewrites other fields. */
  onSelect?: (value: V) => void;
  /** The radios in a row (default) or one under the other. */
  row?: boolean;
  required?: boolean;
}

export function FormRadioGroup<V extends string>({
  name,
  label,
  options,
  optionLabel,
  disabled,
  size,
  sx,
  onSelect,
  row = true,
  required,
}: FormRadioGroupProps<V>) {
  const translate = useTranslate();
  const labelId = useId();
  const { field, fieldState } = useController({ name });
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <FormControl sx={sx} disabled={disabled} error={Boolean(error)} required={required}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        // No choice yet is '' (a controlled group from the start).
        value={field.value ?? ''}
        onChange={(event) => {
          const value = options.find((option) => option === event.target.value);
          if (value === undefined) return;
          if (onSelect) onSelect(value);
          else field.onChange(value);
        }}
      >
        {options.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size={size} />}
            label={optionLabel(value)}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
