/**
 * /config/price-parameter: the pricing parameters in force (the set's latest version) as a form
 * beside their history. Everyone with PRICING_CONFIGURATION reads them; saving a new version needs
 * write access. A tenant with several sets chooses which one to see.
 */
import { Box, Card, Chip, MenuItem, Skeleton, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import { formatDateTime } from '../format';
import { EmptyState, ErrorState } from '../ui/lists/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { PricingForm } from './PricingForm';
import { PricingHistory } from './PricingHistory';
import { PricingVersionDialog } from './PricingVersionDialog';
import { useLatestVersion, usePricingSets } from './pricingQueries';

export function PricingParametersPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useCanAccess({ resource: 'pricing-parameters', action: 'edit' }).canAccess === true;
  const sets = usePricingSets();
  const [chosen, setChosen] = useState<string | null>(null);
  const setId = chosen ?? sets.data?.[0]?.id;
  const latest = useLatestVersion(setId);
  const [viewing, setViewing] = useState<number | null>(null);

  const failed = sets.isError ? sets : latest.isError ? latest : null;
  const loading = sets.isPending || (Boolean(setId) && latest.isPending);

  return (
    <Box>
      <Title title={translate('app.pricing.title')} />
      <PageHeader
        title={translate('app.pricing.title')}
        subtitle={translate(canWrite ? 'app.pricing.subtitle' : 'app.pricing.subtitleReadOnly')}
        actions={
          latest.data ? (
            <Chip
              color="primary"
              variant="outlined"
              label={translate('app.pricing.inForce', {
                version: latest.data.version,
                date: formatDateTime(latest.data.createdAt, locale as Locale),
              })}
              sx={{ fontWeight: 600, height: 'auto', py: 0.75, '& .MuiChip-label': { whiteSpace: 'normal' } }}
            />
          ) : undefined
        }
      />
      {(sets.data?.length ?? 0) > 1 && (
        <TextField
          select
          size="small"
          label={translate('app.pricing.set')}
          value={setId ?? ''}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ mb: 2, minWidth: 240 }}
        >
          {sets.data?.map((set) => (
            <MenuItem key={set.id} value={set.id}>
              {set.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {failed ? (
        <Card>
          <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
        </Card>
      ) : loading ? (
        <Box role="status" aria-busy="true" aria-label={translate('app.pricing.loading')} sx={layout}>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            {[160, 260, 180].map((height) => (
              <Skeleton key={height} variant="rounded" height={height} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={420} />
        </Box>
      ) : !setId || !latest.data ? (
        <Card>
          <EmptyState
            title={translate('app.pricing.emptyTitle')}
            message={translate('app.pricing.emptyMessage')}
          />
        </Card>
      ) : (
        <Box sx={layout}>
          <PricingForm key={setId} setId={setId} latest={latest.data} canWrite={canWrite} />
          <Box
            sx={{
              position: { lg: 'sticky' },
              top: { lg: 88 },
              maxHeight: { lg: 'calc(100vh - 112px)' },
              overflowY: { lg: 'auto' },
              borderRadius: 2.5,
              minWidth: 0,
            }}
          >
            <PricingHistory setId={setId} latestVersion={latest.data.version} onOpen={setViewing} />
          </Box>
        </Box>
      )}
      {viewing !== null && setId && latest.data && (
        <PricingVersionDialog
          setId={setId}
          version={viewing}
          latestVersion={latest.data.version}
          onClose={() => setViewing(null)}
        />
      )}
    </Box>
  );
}

const layout = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px', xl: 'minmax(0, 1fr) 380px' },
} as const;
