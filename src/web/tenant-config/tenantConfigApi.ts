/**
 * The tenant configuration calls: read and change it by the tenant's slug, and upload its logo
 * or favicon (multipart). Each answers the whole configuration with its new `version`.
 */
import { useQuery } from '@tanstack/react-query';
import type { TenantAssetKind, TenantConfig, TenantConfigUpdate } from '../../domain/tenants';
import { LONG_REQUEST_TIMEOUT_MS } from '../config';
import { api } from '../providers/api';
import { currentTenant } from '../tenant';

export const tenantConfigKey = (slug: string) => ['tenant-config', slug] as const;

export async function fetchTenantConfig(slug: string, signal?: AbortSignal): Promise<TenantConfig> {
  return (await api.get<TenantConfig>('/tenants/config', { params: { name: slug }, signal })).data;
}

export async function saveTenantConfig(slug: string, body: TenantConfigUpdate): Promise<TenantConfig> {
  return (await api.put<TenantConfig>('/tenants/config', body, { params: { name: slug } })).data;
}

export async function uploadTenantImage(kind: TenantAssetKind, file: File): Promise<TenantConfig> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.post<TenantConfig>(`/tenants/assets/${kind}`, form, { timeout: LONG_REQUEST_TIMEOUT_MS }))
    .data;
}

export function useTenantConfig() {
  const slug = currentTenant();
  const query = useQuery({
    queryKey: tenantConfigKey(slug),
    queryFn: ({ signal }) => fetchTenantConfig(slug, signal),
    staleTime: 0,
  });
  return { slug, query };
}
