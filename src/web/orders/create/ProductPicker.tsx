/** Choosing an active product by typing part of its reference or name (the API searches; see SearchAutocomplete). */
import { TextField, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { Product } from '../../../domain/products';
import { SearchAutocomplete } from '../../ui/lists/SearchAutocomplete';

export type ProductOption = Pick<Product, 'id' | 'reference' | 'name' | 'packagingTypes'>;

export interface ProductPickerProps {
  value: ProductOption | null;
  onChange: (product: ProductOption | null) => void;
  onBlur: () => void;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  error?: string;
  disabled?: boolean;
}

const BY_REFERENCE = { field: 'reference', order: 'ASC' } as const;
const ACTIVE = { active: 'true' };
const optionLabel = (p: ProductOption) => `${p.reference} · ${p.name}`;
const toOption = ({ id, reference, name, packagingTypes }: Product): ProductOption => ({
  id,
  reference,
  name,
  packagingTypes,
});

export function ProductPicker({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  label,
  error,
  disabled,
}: ProductPickerProps) {
  const translate = useTranslate();
  return (
    <SearchAutocomplete<Product, ProductOption>
      resource="products"
      sort={BY_REFERENCE}
      filter={ACTIVE}
      toOption={toOption}
      getOptionLabel={optionLabel}
      renderOptionContent={(option) => (
        <>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {option.reference}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {option.name}
          </Typography>
        </>
      )}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      loadingText={translate('app.orderCreate.products.searching')}
      noOptionsText={translate('app.orderCreate.products.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          required
          placeholder={translate('app.orderCreate.products.placeholder')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
