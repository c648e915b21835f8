/** Choosing an active product by typing part of its reference or name (API search, 300 ms debounce). */
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Product } from '../../../domain/products';
import { SEARCH_DEBOUNCE_MS } from '../../config';
import { useDebouncedValue } from '../../lists/useDebouncedValue';

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

const MATCHES = { page: 1, perPage: 20 };
const BY_REFERENCE = { field: 'reference', order: 'ASC' } as const;
const optionLabel = (p: ProductOption) => `${p.reference} · ${p.name}`;

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
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = value && search === optionLabel(value) ? '' : search;
  const { data, isFetching } = useGetList<Product>(
    'products',
    { pagination: MATCHES, sort: BY_REFERENCE, filter: { active: 'true', ...(query ? { q: query } : {}) } },
    { enabled: open && !disabled },
  );
  const options: ProductOption[] = (data ?? []).map(
    ({ id, reference, name: productName, packagingTypes }) => ({
      id,
      reference,
      name: productName,
      packagingTypes,
    }),
  );
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  return (
    <Autocomplete<ProductOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, option) => onChange(option)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onBlur={onBlur}
      filterOptions={(x) => x}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={translate('app.orderCreate.products.searching')}
      noOptionsText={translate('app.orderCreate.products.none')}
      disabled={disabled}
      autoHighlight
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {option.reference}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {option.name}
            </Typography>
          </Box>
        );
      }}
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
