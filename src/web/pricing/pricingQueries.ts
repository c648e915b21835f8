/**
 * The pricing parameter reads through the dataProvider: the tenant's sets, a set's latest
 * version, its history newest first (page by page), one past version; and the keys a saved
 * change refreshes.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

export const HISTORY_PAGE_SIZE = 10;

const RESOURCE = 'pricing-parameters';

export const pricingKeys = {
  sets: [RESOURCE, 'getPricingSets'] as const,
  latest: (setId: string) => [RESOURCE, 'getLatestPricing', { setId }] as const,
  history: (setId: string) => [RESOURCE, 'getPricingHistory', { setId }] as const,
  version: (setId: string, version: number) => [RESOURCE, 'getPricingVersion', { setId, version }] as const,
};

export function usePricingSets() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: pricingKeys.sets,
    queryFn: ({ signal }) => dataProvider.getPricingSets({ signal }),
  });
}

export function useLatestVersion(setId: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: pricingKeys.latest(setId ?? ''),
    queryFn: ({ signal }) => dataProvider.getLatestPricing(setId ?? '', { signal }),
    enabled: Boolean(setId),
    staleTime: 0,
  });
}

export function usePricingVersion(setId: string, version: number | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: pricingKeys.version(setId, version ?? 0),
    queryFn: ({ signal }) => dataProvider.getPricingVersion(setId, version ?? 0, { signal }),
    enabled: version !== null,
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePricingHistory(setId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useInfiniteQuery({
    queryKey: pricingKeys.history(setId),
    queryFn: ({ pageParam, signal }) =>
      dataProvider.getPricingHistory(setId, { limit: HISTORY_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page * HISTORY_PAGE_SIZE : undefined),
  });
}
