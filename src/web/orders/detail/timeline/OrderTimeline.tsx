/** The order's timeline: every history row, newest first, as who, when (Mexico City) and what changed. */
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { formatDateTime } from '../../../format';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useTenantTheme } from '../../../tenantTheme';
import { SectionCard, SectionLoadError } from '../documents/SectionCard';
import type { OrderSectionProps } from '../sectionProps';
import { describeHistory } from './describeHistory';

const T = 'app.orderDocuments.timeline';

/**
 * The proforma is regenerated after every edit, each time by the system: only the newest of those
 * rows says something (when the current PDF was made); the older ones would bury the people's steps.
 * Rows come newest first.
 */
export function withoutSupersededProformas<E extends { event: string }>(entries: readonly E[]): E[] {
  const newest = entries.findIndex((e) => e.event === 'proformaGenerated');
  return entries.filter((e, i) => e.event !== 'proformaGenerated' || i === newest);
}

export function OrderTimeline({ order }: OrderSectionProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const tenant = useTenantTheme();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Each saved change of the order is a new row: a new version asks again.
  const query = useQuery({
    queryKey: ['orders', 'getOrderHistory', { id: order.id, version: order.version }],
    queryFn: () => dataProvider.getOrderHistory({ id: order.id }),
  });
  const entries = withoutSupersededProformas(query.data ?? []);
  return (
    <SectionCard title={translate(`${T}.title`)} testId="order-timeline">
      {query.isError && (
        <SectionLoadError
          message={translate(`${T}.loadError`)}
          retryLabel={translate(`${T}.retry`)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && entries.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{translate(`${T}.empty`)}</Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry, i) => {
          const words = describeHistory(entry, translate, lang, tenant.productName);
          const last = i === entries.length - 1;
          return (
            <Stack key={entry.id} component="li" direction="row" spacing={2} data-testid="timeline-entry">
              <Stack sx={{ alignItems: 'center', pt: 0.75 }} aria-hidden>
                <Box
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor:
                      entry.event === 'cancelled' ? 'error.main' : i === 0 ? 'primary.main' : 'grey.400',
                    flexShrink: 0,
                  }}
                />
                {!last && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
              </Stack>
              <Box sx={{ pb: last ? 0 : 2.5, minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {words.title}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {`${entry.user?.name ?? translate(`${T}.system`)} · ${formatDateTime(entry.createdAt, lang)}`}
                </Typography>
                {words.changes.map((change) => (
                  <Typography
                    key={change}
                    variant="body2"
                    sx={{ color: 'text.secondary', wordBreak: 'break-word', mt: 0.25 }}
                  >
                    {change}
                  </Typography>
                ))}
              </Box>
            </Stack>
          );
        })}
      </Box>
    </SectionCard>
  );
}
