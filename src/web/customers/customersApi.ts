/**
 * The customer screens' look-ups that are not react-admin resources: sales regions, countries with
 * their phone area codes, and the zip-code search. Reference data changes rarely: kept 5 minutes.
 */
import { useQuery } from '@tanstack/react-query';
import type { ZipCode } from '../../domain/customers';
import { api } from '../providers/api';

export interface Region {
  id: string;
  name: string;
}

export interface Country {
  code: string;
  name: string;
  areaCode: string;
  emoji: string;
}

const REFERENCE_STALE_MS = 5 * 60_000;
const REFERENCE_CACHE_MS = 10 * 60_000;

export async function fetchRegions(): Promise<Region[]> {
  return (await api.get<Region[]>('/regions')).data;
}

export async function fetchCountries(): Promise<Country[]> {
  return (await api.get<Country[]>('/countries')).data;
}

/** Settlements of a 5-digit code, or of every code starting with 4 digits. */
export async function searchZipCodes(zip: string, signal?: AbortSignal): Promise<ZipCode[]> {
  return (await api.get<ZipCode[]>(`/zip-codes/search/${encodeURIComponent(zip)}`, { signal })).data;
}

export function useRegions() {
  return useQuery({
    queryKey: ['regions'],
    queryFn: fetchRegions,
    staleTime: REFERENCE_STALE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: fetchCountries,
    staleTime: REFERENCE_STALE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}
