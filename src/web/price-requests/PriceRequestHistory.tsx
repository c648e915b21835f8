/** The request's history, newest first: who did what and when, the status it moved to, and the note. */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { PriceRequestDetail } from '../../domain/priceRequests';
import { formatDateTime } from '../format';
import { useAppTranslate } from '../providers/appTranslate';
import { PriceRequestStatusChip } from './PriceRequestStatusChip';
import { usePriceRequestLabels } from './priceRequestLabels';

export function PriceRequestHistory({ request }: { request: PriceRequestDetail }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const entries = [...request.history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card component="section" aria-labelledby="price-request-history">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="price-request-history" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('app.priceRequestDetail.history.title')}
        </Typography>
        {entries.length === 0 && (
          <Typography color="text.secondary">{t('app.priceRequestDetail.history.empty')}</Typography>
        )}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {entries.map((entry) => (
            <Stack
              key={entry.id}
              component="li"
              direction="row"
              spacing={2}
              data-testid="price-request-history-entry"
              sx={{ alignItems: 'flex-start' }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  mt: 0.75,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  flexShrink: 0,
                }}
              />
              <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t(`app.priceRequestDetail.history.actions.${entry.action}`)}
                  </Typography>
                  {entry.fromStatus !== entry.toStatus && <PriceRequestStatusChip status={entry.toStatus} />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {`${entry.user?.name ?? t('app.priceRequestDetail.history.system')} · ${formatDateTime(entry.at, labels.locale)}`}
                </Typography>
                {entry.note && <Typography variant="body2">{entry.note}</Typography>}
              </Box>
            </Stack>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
