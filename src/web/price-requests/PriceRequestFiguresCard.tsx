/**
 * The request's figures in USD per ton: the MSP and the total cost it is built on ('N/D' until a
 * base cost is set), the approved price and until when it holds (with who approved it), or why it
 * was rejected.
 */
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { PriceRequestDetail } from '../../domain/priceRequests';
import { formatDateTime } from '../format';
import { useAppTranslate } from '../providers/appTranslate';
import { usePriceRequestLabels } from './priceRequestLabels';

function Figure({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{
          m: 0,
          fontSize: strong ? 22 : 18,
          fontWeight: strong ? 700 : 600,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function PriceRequestFiguresCard({ request }: { request: PriceRequestDetail }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const usd = (value: string | null) =>
    value === null
      ? labels.notAvailable
      : t('app.priceRequestDetail.figures.usdPerTon', { amount: labels.usdPerTon(value) });
  return (
    <Card component="section" aria-labelledby="price-request-figures">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="price-request-figures" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('app.priceRequestDetail.figures.title')}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0,1fr))', md: 'repeat(4, minmax(0,1fr))' },
          }}
        >
          <Figure
            label={t('app.priceRequests.fields.msp')}
            value={usd(request.figures.msp)}
            strong
            testId="request-msp"
          />
          <Figure label={t('app.priceRequests.fields.totalCost')} value={usd(request.figures.totalCost)} />
          <Figure
            label={t('app.priceRequests.fields.approvedPrice')}
            value={usd(request.approvedPriceUsdPerTon)}
            strong
            testId="request-approved-price"
          />
          <Figure label={t('app.priceRequests.fields.validUntil')} value={labels.day(request.validUntil)} />
        </Box>
        {request.approvedBy && request.approvedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('app.priceRequestDetail.figures.approvedBy', {
              name: request.approvedBy.name,
              at: formatDateTime(request.approvedAt, labels.locale),
            })}
          </Typography>
        )}
        {request.status === 'REJECTED' && request.rejectionReason && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('app.priceRequestDetail.figures.rejected', { reason: request.rejectionReason })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
