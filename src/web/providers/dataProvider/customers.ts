/**
 * The customer screens' look-ups that are no react-admin resource: sales regions, countries with
 * their phone area codes (no `id`: one per country code), and the zip-code search of the address
 * modal (a path per code, not a list with filters).
 */
import type { AxiosInstance } from 'axios';
import type { Country, Region, ZipCode } from '../../../domain/customers';

export function customerMethods(api: AxiosInstance) {
  return {
    async getRegions(): Promise<Region[]> {
      return (await api.get<Region[]>('/regions')).data;
    },
    async getCountries(): Promise<Country[]> {
      return (await api.get<Country[]>('/countries')).data;
    },
    /** Settlements of a 5-digit code, or of every code starting with 4 digits. */
    async searchZipCodes(zip: string, options: { signal?: AbortSignal } = {}): Promise<ZipCode[]> {
      const path = `/zip-codes/search/${encodeURIComponent(zip)}`;
      return (await api.get<ZipCode[]>(path, { signal: options.signal })).data;
    },
  };
}
