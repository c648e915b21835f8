/** The tenant's configuration read through the dataProvider, by the slug of this browser's tenant. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { currentTenant } from '../tenant';

export const tenantConfigKey = (slug: string) => ['tenant-config', 'getTenantConfig', { slug }] as const;

export function useTenantConfig() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const slug = currentTenant();
  const query = useQuery({
    queryKey: tenantConfigKey(slug),
    queryFn: ({ signal }) => dataProvider.getTenantConfig(slug, { signal }),
    staleTime: 0,
  });
  return { slug, query };
}
