/**
 * Whose sale it is, for admin and customer service: the sellers the API lets the user pick (admin:
 * all; customer service: the sellers it supervises), searched by name 300 ms after the last key.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { SEARCH_DEBOUNCE_MS } from '../../config';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import type { OrderCreateFormValues } from './orderCreateForm';

interface SellerOption {
  id: string;
  fullName: string;
}

const MATCHES = { page: 1, perPage: 20 };
const BY_NAME = { field: 'firstName', order: 'ASC' } as const;

/** The seller input of the creation form around it. */
export function SellerPicker({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SellerOption | null>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = chosen && search === chosen.fullName ? '' : search;
  const { data, isFetching } = useGetList<SellerOption & { firstName: string; lastName: string }>(
    'sellers',
    { pagination: MATCHES, sort: BY_NAME, filter: query ? { q: query } : {} },
    { enabled: open && !disabled },
  );
  const options: SellerOption[] = (data ?? []).map((s) => ({ id: s.id, fullName: s.fullName }));
  if (chosen && !options.some((o) => o.id === chosen.id)) options.unshift(chosen);
  const { field, fieldState } = useController<OrderCreateFormValues, 'sellerId'>({ name: 'sellerId' });
  const value = field.value ? (options.find((o) => o.id === field.value) ?? chosen) : null;
  const error = fieldErrorText(translate, fieldState.error);

  return (
    <Autocomplete<SellerOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, option) => {
        setChosen(option);
        field.onChange(option?.id ?? '');
      }}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onBlur={field.onBlur}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={translate('app.orderCreate.sellers.searching')}
      noOptionsText={translate('app.orderCreate.sellers.none')}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={translate('app.orderCreate.fields.seller')}
          placeholder={translate('app.orderCreate.sellers.placeholder')}
          error={Boolean(error)}
          helperText={error ?? translate('app.orderCreate.hints.seller')}
        />
      )}
    />
  );
}
