/**
 * An autocomplete whose options the API finds: what is typed goes as the list's `q` filter
 * SEARCH_DEBOUNCE_MS (300 ms) after the last key, 20 matches at a time, asked only while the list
 * is open. The chosen option stays among the options even when the page of matches lacks it, and
 * its own label in the box is not a search.
 */
import {
  Autocomplete,
  type AutocompleteRenderInputParams,
  Box,
  type SxProps,
  type Theme,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { type RaRecord, type SortPayload, useGetList } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../config';
import { useDebouncedValue } from '../useDebouncedValue';

const MATCHES = { page: 1, perPage: 20 };

/** Where the options come from and how one reads: shared by the pickers of one resource. */
export interface SearchSource<R extends RaRecord, T extends { id: string }> {
  resource: string;
  sort: SortPayload;
  /** Conditions beside what is typed (e.g. active products only). */
  filter?: Record<string, unknown>;
  toOption: (record: R) => T;
  getOptionLabel: (option: T) => string;
  /** The lines of an option in the open list. */
  renderOptionContent: (option: T) => ReactNode;
}

export interface SearchAutocompleteProps<R extends RaRecord, T extends { id: string }>
  extends SearchSource<R, T> {
  value: T | null;
  onChange: (option: T | null) => void;
  onBlur?: () => void;
  loadingText: string;
  noOptionsText: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  renderInput: (params: AutocompleteRenderInputParams) => ReactNode;
}

export function SearchAutocomplete<R extends RaRecord, T extends { id: string }>({
  resource,
  sort,
  filter,
  toOption,
  getOptionLabel,
  renderOptionContent,
  value,
  onChange,
  onBlur,
  loadingText,
  noOptionsText,
  disabled,
  size,
  sx,
  renderInput,
}: SearchAutocompleteProps<R, T>) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The text of the chosen option is not a search.
  const query = value && search === getOptionLabel(value) ? '' : search;
  const { data, isFetching } = useGetList<R>(
    resource,
    { pagination: MATCHES, sort, filter: { ...filter, ...(query ? { q: query } : {}) } },
    { enabled: open && !disabled },
  );
  const options = (data ?? []).map(toOption);
  if (value && !options.some((o) => o.id === value.id)) options.unshift(value);

  return (
    <Autocomplete<T>
      size={size}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, option) => onChange(option)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onBlur={onBlur}
      // The server already filtered by what is typed.
      filterOptions={(x) => x}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={loadingText}
      noOptionsText={noOptionsText}
      disabled={disabled}
      autoHighlight
      sx={sx}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            {renderOptionContent(option)}
          </Box>
        );
      }}
      renderInput={renderInput}
    />
  );
}
