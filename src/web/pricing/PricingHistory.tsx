/**
 * Every version of the set, newest first: its number, when (dd/MM/yyyy HH:mm, Mexico City) and by
 * whom, the comment, and what changed ('IVA: 16 % → 15 %'). Any version opens read-only.
 */
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Card, CardHeader, Chip, Divider, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { PricingVersion } from '../../domain/pricing';
import { formatDateTime } from '../format';
import { ErrorState } from '../ui/lists/ListStates';
import { usePricingHistory } from './pricingQueries';
import { pricingChangeText } from './pricingText';

interface Props {
  setId: string;
  latestVersion: number;
  onOpen: (version: number) => void;
}

export function PricingHistory({ setId, latestVersion, onOpen }: Props) {
  const translate = useTranslate();
  const history = usePricingHistory(setId);
  const versions = history.data?.pages.flatMap((page) => page.data) ?? [];
  const total = history.data?.pages[0]?.totalRows ?? 0;
  return (
    <Card component="section" aria-labelledby="pricing-history-title">
      <CardHeader
        id="pricing-history-title"
        avatar={<HistoryRounded color="action" />}
        title={translate('app.pricing.history.title')}
        subheader={
          history.isSuccess ? translate('app.pricing.history.count', { smart_count: total }) : undefined
        }
        slotProps={{
          title: { variant: 'h3', component: 'h2', sx: { fontSize: '1.05rem' } },
          subheader: { variant: 'body2' },
        }}
      />
      <Divider />
      {history.isPending ? (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }} role="status" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Box key={i}>
              <Skeleton width="40%" />
              <Skeleton width="80%" />
              <Skeleton width="60%" />
            </Box>
          ))}
        </Box>
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} dense />
      ) : (
        <>
          <Box
            component="ol"
            aria-label={translate('app.pricing.history.title')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {versions.map((version) => (
              <VersionEntry
                key={version.version}
                version={version}
                current={version.version === latestVersion}
                onOpen={onOpen}
              />
            ))}
          </Box>
          {history.hasNextPage && (
            <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'center' }}>
              <Button
                onClick={() => void history.fetchNextPage()}
                loading={history.isFetchingNextPage}
                size="small"
              >
                {translate('app.pricing.history.more')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Card>
  );
}

function VersionEntry({
  version,
  current,
  onOpen,
}: {
  version: PricingVersion;
  current: boolean;
  onOpen: (version: number) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const initial = version.changes.every((c) => c.from === null);
  const title = translate('app.pricing.history.version', { version: version.version });
  return (
    <Box
      component="li"
      data-testid="pricing-version"
      sx={{ px: 2, py: 1.75, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {title}
        </Typography>
        {current && (
          <Chip
            size="small"
            color="primary"
            label={translate('app.pricing.history.current')}
            sx={{ height: 20 }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<VisibilityOutlined />}
          onClick={() => onOpen(version.version)}
          aria-label={translate('app.pricing.history.openOne', { version: version.version })}
          sx={{ minWidth: 0 }}
        >
          {translate('app.pricing.history.open')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={version.createdAt}>{formatDateTime(version.createdAt, locale as Locale)}</time>
        {' · '}
        {version.createdBy?.fullName ?? translate('app.pricing.history.system')}
      </Typography>
      {version.comment && (
        <Typography
          variant="body2"
          sx={{
            mt: 0.75,
            pl: 1.25,
            borderLeft: 3,
            borderColor: 'divider',
            fontStyle: 'italic',
            overflowWrap: 'anywhere',
          }}
        >
          {version.comment}
        </Typography>
      )}
      {initial ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {translate('app.pricing.history.initial', { smart_count: version.changes.length })}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('app.pricing.history.changesOf', { version: version.version })}
          sx={{ m: 0, mt: 0.75, pl: 2.25, typography: 'body2' }}
        >
          {version.changes.map((change) => (
            <li key={change.field}>{pricingChangeText(change, translate, locale as Locale)}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
