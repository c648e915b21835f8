/**
 * Pricing parameters: the tenant's sets, a set's latest version, its history newest first (page
 * by page), one past version, and a change saved as the next version.
 */
import type { AxiosInstance } from 'axios';
import type { PricingPatch, PricingSetSummary, PricingVersion } from '../../../domain/pricing';

interface Page<T> {
  data: T[];
  totalRows: number;
  page: number;
  totalPages: number;
}

export type PricingHistoryPage = Page<PricingVersion>;

const setPath = (setId: string) => `/pricing-parameters/${encodeURIComponent(setId)}`;

export function pricingMethods(api: AxiosInstance) {
  return {
    async getPricingSets(options: { signal?: AbortSignal } = {}): Promise<PricingSetSummary[]> {
      const { data } = await api.get<Page<PricingSetSummary>>('/pricing-parameters', {
        params: { limit: 100, offset: 0 },
        signal: options.signal,
      });
      return data.data;
    },
    async getLatestPricing(setId: string, options: { signal?: AbortSignal } = {}): Promise<PricingVersion> {
      return (await api.get<PricingVersion>(`${setPath(setId)}/latest`, { signal: options.signal })).data;
    },
    async getPricingVersion(
      setId: string,
      version: number,
      options: { signal?: AbortSignal } = {},
    ): Promise<PricingVersion> {
      const path = `${setPath(setId)}/versions/${version}`;
      return (await api.get<PricingVersion>(path, { signal: options.signal })).data;
    },
    async getPricingHistory(
      setId: string,
      page: { limit: number; offset: number },
      options: { signal?: AbortSignal } = {},
    ): Promise<PricingHistoryPage> {
      const { data } = await api.get<PricingHistoryPage>(`${setPath(setId)}/versions`, {
        params: page,
        signal: options.signal,
      });
      return data;
    },
    /** Saves the change as the set's next version (a stale `version` answers 409). */
    async changePricing(setId: string, patch: PricingPatch): Promise<PricingVersion> {
      return (await api.patch<PricingVersion>(setPath(setId), patch)).data;
    },
  };
}
