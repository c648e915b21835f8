/**
 * What was asked: customer and region, product and packaging, volume and target price, who asked
 * (and for which seller), delivery method and address, payment term, delivery window and comments.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PriceRequestDetail } from '../../domain/priceRequests';
import { formatDateTime } from '../format';
import { useAppTranslate } from '../providers/appTranslate';
import { usePriceRequestLabels } from './priceRequestLabels';

export function DataList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0,1fr)',
          sm: 'repeat(2, minmax(0,1fr))',
          lg: 'repeat(3, minmax(0,1fr))',
        },
        '& dt': { color: 'text.secondary', fontSize: 13, mb: 0.25 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {children}
    </Box>
  );
}

export function Datum({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function PriceRequestSummaryCard({ request }: { request: PriceRequestDetail }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const field = (name: Parameters<typeof fieldKey>[0]) => t(fieldKey(name));
  return (
    <Card component="section" aria-labelledby="price-request-summary">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="price-request-summary" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('app.priceRequestDetail.summary.title')}
        </Typography>
        <DataList>
          <Datum term={field('customer')}>
            <Link to={`/customers/${request.customer.id}`}>{request.customer.companyName}</Link>
          </Datum>
          <Datum term={field('region')}>{request.customer.region?.name ?? '—'}</Datum>
          <Datum term={field('product')}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {request.product.reference}
            </Box>
            {` · ${request.product.name}`}
          </Datum>
          <Datum term={field('packaging')}>{labels.packaging(request.packagingType)}</Datum>
          <Datum term={field('volume')}>{labels.tons(request.volumeTons)}</Datum>
          <Datum term={field('targetPrice')}>
            {request.targetPriceUsdPerTon === null ? '—' : labels.usdPerTon(request.targetPriceUsdPerTon)}
          </Datum>
          <Datum term={field('requestedByType')}>
            {`${request.requestedBy.name} · ${labels.requestedBy(request.requestedByType)}`}
          </Datum>
          <Datum term={field('seller')}>{request.seller?.name ?? '—'}</Datum>
          <Datum term={field('createdAt')}>{formatDateTime(request.createdAt, labels.locale)}</Datum>
          <Datum term={field('deliveryMethod')}>{labels.deliveryMethod(request.deliveryMethod)}</Datum>
          {request.address && <Datum term={field('address')}>{request.address.fullAddress}</Datum>}
          <Datum term={field('paymentTerm')}>{labels.paymentTerm(request.paymentTerm)}</Datum>
          <Datum term={field('deliveryWindow')}>
            {`${labels.day(request.deliveryWindowFrom)} – ${labels.day(request.deliveryWindowTo)}`}
          </Datum>
          {request.comments && <Datum term={field('comments')}>{request.comments}</Datum>}
        </DataList>
      </CardContent>
    </Card>
  );
}

type FieldName =
  | 'customer'
  | 'region'
  | 'product'
  | 'packaging'
  | 'volume'
  | 'targetPrice'
  | 'requestedByType'
  | 'seller'
  | 'createdAt'
  | 'deliveryMethod'
  | 'address'
  | 'paymentTerm'
  | 'deliveryWindow'
  | 'comments';

const fieldKey = (name: FieldName) => `app.priceRequests.fields.${name}` as const;
