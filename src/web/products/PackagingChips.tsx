/**
 * The packaging types of a product as checkable chips (a group of toggle buttons for assistive
 * technology): at least one must stay ticked, which the schema checks and the group says.
 */
import CheckRounded from '@mui/icons-material/CheckRounded';
import { Box, Chip, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { Locale } from '../../domain/i18n';
import { PACKAGING_TYPES, type PackagingType } from '../../domain/products';
import { fieldErrorText } from '../ui/forms/fieldError';
import { packagingLabel, togglePackaging } from './productForm';

interface Props {
  /** The input of the form around it. */
  name: string;
  disabled?: boolean;
}

export function PackagingChips({ name, disabled }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labelId = useId();
  const helperId = useId();
  const { field, fieldState } = useController({ name });
  const selected = (field.value ?? []) as PackagingType[];
  // The schema's generic "too few" reads better as what to do.
  const error =
    fieldState.error?.message === 'validation.tooFew'
      ? translate('app.products.form.packagingRequired')
      : fieldErrorText(translate, fieldState.error);
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} required>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1, fontSize: '0.85rem' }}>
        {translate('app.products.fields.packagingTypes')}
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={helperId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {PACKAGING_TYPES.map((type, index) => {
          const checked = selected.includes(type);
          return (
            <Chip
              key={type}
              ref={index === 0 ? field.ref : undefined}
              label={packagingLabel(type, locale as Locale)}
              icon={checked ? <CheckRounded /> : undefined}
              color={checked ? 'primary' : 'default'}
              variant={checked ? 'filled' : 'outlined'}
              role="checkbox"
              aria-checked={checked}
              disabled={disabled}
              clickable
              onClick={() => {
                field.onChange(togglePackaging(selected, type));
                field.onBlur();
              }}
              sx={{ fontWeight: checked ? 600 : 500, minWidth: 72 }}
            />
          );
        })}
      </Box>
      <FormHelperText id={helperId} sx={{ mx: 0 }}>
        {error ?? translate('app.products.form.packagingHint')}
      </FormHelperText>
    </FormControl>
  );
}
