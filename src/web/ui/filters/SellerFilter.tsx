/**
 * The dashboards' seller filter (the home's and the dashboards'): whoever sees the whole tenant
 * gets 'All' plus the sellers paged from the API (10 at a time, more when the list is scrolled to
 * its end, searched after a pause); customer service and sales managers only the sellers they
 * supervise, the first chosen at start; a seller no filter (their own orders). A seller chosen
 * beyond the pages loaded (an address shared or reloaded) is asked by id, so its name shows; one the
 * user may not filter by is dropped.
 */
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { type UIEvent, useEffect, useState } from 'react';
import { useGetList, useInfiniteGetList, useTranslate } from 'react-admin';
import { type DataScope, seesOtherSellers } from '../../../domain/roles';
import { useDebouncedValue } from '../useDebouncedValue';

interface Seller {
  id: string;
  fullName: string;
}

/** Sellers 10 per page, searched 300 ms after typing stops, more loaded 50 px before the end. */
const SELLERS_PAGE = 10;
const SELLERS_DEBOUNCE_MS = 300;
const LOAD_MORE_PX = 50;

const ALL: Seller = { id: '', fullName: '' };

interface Props {
  scope: DataScope;
  value: string | undefined;
  onChange: (sellerId: string | undefined) => void;
  /** Told when a supervisor turns out to supervise no seller (no first one will be chosen). */
  onNoSellers?: () => void;
}

export function SellerFilter({ scope, value, onChange, onNoSellers }: Props) {
  const translate = useTranslate();
  // What the user is typing to search; null shows the chosen seller's name.
  const [typing, setTyping] = useState<string | null>(null);
  const search = useDebouncedValue((typing ?? '').trim(), SELLERS_DEBOUNCE_MS);
  const enabled = seesOtherSellers(scope);
  const sellers = useInfiniteGetList<Seller>(
    'sellers',
    {
      pagination: { page: 1, perPage: SELLERS_PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter: search ? { q: search } : {},
    },
    { enabled },
  );
  const loaded = sellers.data?.pages.flatMap((p) => p.data) ?? [];
  const first = loaded[0];
  const unlisted = Boolean(value) && sellers.isSuccess && !search && !loaded.some((s) => s.id === value);
  const chosenById = useGetList<Seller>(
    'sellers',
    { pagination: { page: 1, perPage: 1 }, filter: { id: value } },
    { enabled: enabled && unlisted },
  );
  const extra = unlisted ? (chosenById.data ?? []) : [];
  const options = [...extra, ...loaded];

  // Customer service works on one supervised seller at a time: the first one to start with.
  useEffect(() => {
    if (scope === 'supervised' && !value && !search && first) onChange(first.id);
  }, [scope, value, search, first, onChange]);
  // A seller the user may not filter by (a link from someone else) is dropped, not shown as 'All'.
  const unknown = unlisted && chosenById.isSuccess && chosenById.data.length === 0;
  useEffect(() => {
    if (unknown) onChange(undefined);
  }, [unknown, onChange]);
  const none = scope === 'supervised' && !search && sellers.isSuccess && !first;
  useEffect(() => {
    if (none) onNoSellers?.();
  }, [none, onNoSellers]);

  if (!enabled) return null;
  const withAll = scope === 'tenant' ? [ALL, ...options] : options;
  const chosen = withAll.find((s) => s.id === (value ?? '')) ?? (scope === 'tenant' ? ALL : null);
  const labelOf = (s: Seller) => (s.id === '' ? translate('app.lists.filters.all') : s.fullName);

  return (
    <Autocomplete
      size="small"
      options={withAll}
      value={chosen}
      onChange={(_, next) => onChange(next?.id || undefined)}
      inputValue={typing ?? (chosen ? labelOf(chosen) : '')}
      onInputChange={(_, text, reason) => setTyping(reason === 'input' ? text : null)}
      onClose={() => setTyping(null)}
      filterOptions={(o) => o}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disableClearable={scope === 'tenant' || chosen !== null}
      loading={sellers.isFetching}
      noOptionsText={translate('app.lists.filters.noOptions')}
      slotProps={{
        listbox: {
          onScroll: (event: UIEvent<HTMLUListElement>) => {
            const box = event.currentTarget;
            if (box.scrollHeight - box.scrollTop - box.clientHeight < LOAD_MORE_PX && sellers.hasNextPage) {
              void sellers.fetchNextPage();
            }
          },
        },
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.lists.filters.seller')}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {sellers.isFetching && <CircularProgress size={16} />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
