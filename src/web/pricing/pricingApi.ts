/**
 * The pricing parameter calls: the tenant's sets, a set's latest version, its history newest
 * first (page by page), one past version, and a change saved as the next version.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PricingPatch, PricingSetSummary, PricingVersion } from '../../domain/pricing';
import { api } from '../providers/api';

export const HISTORY_PAGE_SIZE = 10;

interface Page<T> {
  data: T[];
  totalRows: number;
  page: number;
  totalPages: number;
}

export const pricingKeys = {
  sets: ['pricing-parameters', 'sets'] as const,
  latest: (setId: string) => ['pricing-parameters', setId, 'latest'] as const,
  history: (setId: string) => ['pricing-parameters', setId, 'versions'] as const,
  version: (setId: string, version: number) => ['pricing-parameters', setId, 'version', version] as const,
};

const setPath = (setId: string) => `/pricing-parameters/${encodeURIComponent(setId)}`;

export async function fetchPricingSets(signal?: AbortSignal): Promise<PricingSetSummary[]> {
  const { data } = await api.get<Page<PricingSetSummary>>('/pricing-parameters', {
    params: { limit: 100, offset: 0 },
    signal,
  });
  return data.data;
}

export async function fetchLatestVersion(setId: string, signal?: AbortSignal): Promise<PricingVersion> {
  return (await api.get<PricingVersion>(`${setPath(setId)}/latest`, { signal })).data;
}

export async function fetchVersion(setId: string, version: number, signal?: AbortSignal) {
  return (await api.get<PricingVersion>(`${setPath(setId)}/versions/${version}`, { signal })).data;
}

export async function fetchHistoryPage(setId: string, offset: number, signal?: AbortSignal) {
  return (
    await api.get<Page<PricingVersion>>(`${setPath(setId)}/versions`, {
      params: { limit: HISTORY_PAGE_SIZE, offset },
      signal,
    })
  ).data;
}

export async function savePricing(setId: string, patch: PricingPatch): Promise<PricingVersion> {
  return (await api.patch<PricingVersion>(setPath(setId), patch)).data;
}

export function usePricingSets() {
  return useQuery({ queryKey: pricingKeys.sets, queryFn: ({ signal }) => fetchPricingSets(signal) });
}

export function useLatestVersion(setId: string | undefined) {
  return useQuery({
    queryKey: pricingKeys.latest(setId ?? ''),
    queryFn: ({ signal }) => fetchLatestVersion(setId ?? '', signal),
    enabled: Boolean(setId),
    staleTime: 0,
  });
}

export function usePricingVersion(setId: string, version: number | null) {
  return useQuery({
    queryKey: pricingKeys.version(setId, version ?? 0),
    queryFn: ({ signal }) => fetchVersion(setId, version ?? 0, signal),
    enabled: version !== null,
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePricingHistory(setId: string) {
  return useInfiniteQuery({
    queryKey: pricingKeys.history(setId),
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(setId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page * HISTORY_PAGE_SIZE : undefined),
  });
}
