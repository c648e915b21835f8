/**
 * One choice among a domain enum's values (order flow, unit, address type…) as a row of radios
 * labelled by the group's legend, each value shown by its catalogue label.
 */
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface FormRadioGroupProps<T extends FieldValues, V extends string> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Takes the choice instead of storing it, for a choice that also rewrites other fields. */
  onSelect?: (value: V) => void;
}

export function FormRadioGroup<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
  optionLabel,
  disabled,
  size,
  sx,
  onSelect,
}: FormRadioGroupProps<T, V>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl sx={sx} disabled={disabled}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
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
        </FormControl>
      )}
    />
  );
}
