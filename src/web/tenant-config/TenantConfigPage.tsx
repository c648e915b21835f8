/**
 * /config/tenant: the tenant's configuration by section (Identidad, Tema, Logotipo y favicon, SEO,
 * Contacto, Operación). Everyone with TENANT_CONFIGURATION reads it; only write access changes it.
 */
import { Box, Card, Skeleton } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { ErrorState } from '../ui/lists/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { TenantConfigForm } from './TenantConfigForm';
import { useTenantConfig } from './tenantConfigQueries';

export function TenantConfigPage() {
  const translate = useTranslate();
  const canWrite = useCanAccess({ resource: 'tenant-config', action: 'edit' }).canAccess === true;
  const { slug, query } = useTenantConfig();
  return (
    <Box sx={{ maxWidth: 1120 }}>
      <Title title={translate('app.tenantConfig.title')} />
      <PageHeader
        title={translate('app.tenantConfig.title')}
        subtitle={translate('app.tenantConfig.subtitle')}
      />
      {query.isPending ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label={translate('app.tenantConfig.loading')}
          sx={{ display: 'grid', gap: 3 }}
        >
          {[180, 260, 140].map((height) => (
            <Skeleton key={height} variant="rounded" height={height} />
          ))}
        </Box>
      ) : query.isError ? (
        <Card>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </Card>
      ) : (
        <TenantConfigForm slug={slug} config={query.data} canWrite={canWrite} />
      )}
    </Box>
  );
}
