/**
 * The reference lists of the customer and user forms, through the dataProvider: sales regions and
 * countries with their phone area codes. They change rarely: kept 5 minutes (10 in cache).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

const REFERENCE_STALE_MS = 5 * 60_000;
const REFERENCE_CACHE_MS = 10 * 60_000;

export function useRegions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['regions', 'getRegions'],
    queryFn: () => dataProvider.getRegions(),
    staleTime: REFERENCE_STALE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

export function useCountries() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['countries', 'getCountries'],
    queryFn: () => dataProvider.getCountries(),
    staleTime: REFERENCE_STALE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}
