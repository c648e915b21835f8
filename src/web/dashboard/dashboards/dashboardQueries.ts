/**
 * The dashboards' calls through react-query: a dashboard's figures (fresh 30 s, kept 2 min, as every
 * dashboard figure) and the external BI's signed address of a dashboard, asked again a minute before
 * its signature runs out. The API client already retries a figures call on 500/502/503/504 (never on
 * 4xx), so react-query does not add its own; the address is tried once more unless the server
 * refused it (a 4xx: no such tenant, not signed in, no external BI).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DASHBOARDS, type DashboardFigures, type DashboardKey } from '../../../domain/dashboards';
import { statusOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DashboardFilters } from './dashboardFilters';

export const DASHBOARD_STALE_MS = 30_000;
export const DASHBOARD_CACHE_MS = 120_000;
/** The address is renewed this long before its signature expires. */
export const EMBED_RENEW_BEFORE_MS = 60_000;
/** …but never more often than this (a signature that expires at once would loop). */
const EMBED_MIN_RENEW_MS = 15_000;
const EMBED_RETRY_DELAY_MS = 1_000;

/**
 * The filters as the API takes them: the period only where it applies, an unset seller left out
 * (everyone the user sees).
 */
export function figuresQuery(key: DashboardKey, filters: DashboardFilters) {
  const { from, to, sellerId, currency } = filters;
  return { ...(DASHBOARDS[key].byPeriod ? { from, to } : {}), currency, ...(sellerId ? { sellerId } : {}) };
}

export function useDashboardFigures<K extends DashboardKey>(
  key: K,
  filters: DashboardFilters,
  enabled = true,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = figuresQuery(key, filters);
  return useQuery<DashboardFigures[K]>({
    queryKey: ['dashboard-figures', key, query],
    queryFn: ({ signal }) => dataProvider.getDashboardFigures(key, query, { signal }),
    staleTime: DASHBOARD_STALE_MS,
    gcTime: DASHBOARD_CACHE_MS,
    retry: false,
    // A change of filters keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Whether a failed address call is worth one more try: not when the server said no. */
export function retriesEmbed(failureCount: number, error: unknown): boolean {
  const status = statusOf(error) ?? 0;
  return failureCount < 1 && !(status >= 400 && status < 500);
}

/** Milliseconds until the address should be asked again. */
export function embedRenewalDelay(expiresAt: string, now = Date.now()): number {
  return Math.max(EMBED_MIN_RENEW_MS, Date.parse(expiresAt) - now - EMBED_RENEW_BEFORE_MS);
}

export function useDashboardEmbed(embedId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['dashboard-embed', embedId],
    queryFn: ({ signal }) => dataProvider.getDashboardEmbed(embedId, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: retriesEmbed,
    retryDelay: EMBED_RETRY_DELAY_MS,
    refetchInterval: (query) => (query.state.data ? embedRenewalDelay(query.state.data.expiresAt) : false),
    refetchIntervalInBackground: true,
  });
}
