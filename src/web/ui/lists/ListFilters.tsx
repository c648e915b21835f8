/**
 * Filters of a react-admin list bound to one filter key each: a select (few fixed options) and an
 * autocomplete (longer option lists, typed to narrow). Changing a filter goes back to page 1.
 */
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { Autocomplete, Button, MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export interface FilterOption {
  value: string;
  label: string;
}

/** The value of one filter of the surrounding list, and its setter (empty removes the filter). */
export function useListFilter(source: string): [string, (value: string) => void] {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const raw = filterValues[source];
  const value = typeof raw === 'string' ? raw : '';
  const set = (next: string) =>
    setFilters({ ...filterValues, [source]: next || undefined }, displayedFilters, false);
  return [value, set];
}

interface FilterProps {
  source: string;
  label: string;
  /** Text of the "no filter" choice. */
  allLabel?: string;
  options: FilterOption[];
  sx?: SxProps<Theme>;
}

export function ListFilterSelect({ source, label, allLabel, options, sx }: FilterProps) {
  const translate = useTranslate();
  const [value, setValue] = useListFilter(source);
  // A stored value no longer offered (e.g. a deleted region) is shown as "all" and not sent.
  const known = options.some((o) => o.value === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known}
      onChange={(event) => setValue(event.target.value)}
      sx={sx}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel ?? translate('app.lists.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ListFilterAutocomplete({
  source,
  label,
  allLabel,
  options,
  loading,
  sx,
}: FilterProps & { loading?: boolean }) {
  const translate = useTranslate();
  const [value, setValue] = useListFilter(source);
  const selected = options.find((o) => o.value === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      loading={loading}
      onChange={(_, option) => setValue(option?.value ?? '')}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      autoHighlight
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={allLabel ?? translate('app.lists.filters.all')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}

/** Clears every filter and the search (shown only while some is set). */
export function ClearFiltersButton() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  if (!Object.values(filterValues).some((v) => v !== undefined && v !== '')) return null;
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<FilterAltOffOutlined fontSize="small" />}
      onClick={() => setFilters({}, {}, false)}
      sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      {translate('app.lists.filters.clear')}
    </Button>
  );
}
