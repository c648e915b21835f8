/**
 * The zip-code look-up of the address modal: nothing under 4 digits, then one call 300 ms after
 * the last key (results kept 10 minutes: settlements do not change).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ZipCode } from '../../domain/customers';
import { SEARCH_DEBOUNCE_MS } from '../config';
import type { AppDataProvider } from '../providers/dataProvider';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { canLookUpZip } from './addressForm';

export type ZipLookupStatus = 'idle' | 'searching' | 'found' | 'notFound' | 'error';

export interface ZipLookup {
  status: ZipLookupStatus;
  /** Settlements of the code as typed now (empty while a newer look-up is pending). */
  results: ZipCode[];
  retry: () => void;
}

const EMPTY: ZipCode[] = [];

export function useZipLookup(zip: string, delay = SEARCH_DEBOUNCE_MS): ZipLookup {
  const dataProvider = useDataProvider<AppDataProvider>();
  const debounced = useDebouncedValue(zip, delay);
  const query = useQuery({
    queryKey: ['zip-codes', 'searchZipCodes', { zip: debounced }],
    queryFn: ({ signal }) => dataProvider.searchZipCodes(debounced, { signal }),
    enabled: canLookUpZip(debounced),
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
  });
  const retry = () => void query.refetch();
  if (!canLookUpZip(zip)) return { status: 'idle', results: EMPTY, retry };
  // What was typed since the last look-up has not been looked up yet.
  if (debounced !== zip || query.isPending || (query.isFetching && !query.data)) {
    return { status: 'searching', results: EMPTY, retry };
  }
  if (query.isError) return { status: 'error', results: EMPTY, retry };
  const results = query.data ?? EMPTY;
  return { status: results.length ? 'found' : 'notFound', results, retry };
}
