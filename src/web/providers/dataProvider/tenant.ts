/**
 * The tenant's configuration, read and changed by its slug, and its logo or favicon uploaded
 * (multipart). Each answers the whole configuration with its new `version`.
 */
import type { AxiosInstance } from 'axios';
import type { TenantAssetKind, TenantConfig, TenantConfigUpdate } from '../../../domain/tenants';
import { LONG_REQUEST_TIMEOUT_MS } from '../../config';

export function tenantMethods(api: AxiosInstance) {
  return {
    async getTenantConfig(slug: string, options: { signal?: AbortSignal } = {}): Promise<TenantConfig> {
      const { data } = await api.get<TenantConfig>('/tenants/config', {
        params: { name: slug },
        signal: options.signal,
      });
      return data;
    },
    async saveTenantConfig(slug: string, body: TenantConfigUpdate): Promise<TenantConfig> {
      return (await api.put<TenantConfig>('/tenants/config', body, { params: { name: slug } })).data;
    },
    /** An upload is saved at once; images take longer than the usual request timeout. */
    async uploadTenantImage(kind: TenantAssetKind, file: File): Promise<TenantConfig> {
      const form = new FormData();
      form.append('file', file, file.name);
      const { data } = await api.post<TenantConfig>(`/tenants/assets/${kind}`, form, {
        timeout: LONG_REQUEST_TIMEOUT_MS,
      });
      return data;
    },
  };
}
