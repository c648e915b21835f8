/** The list on phones: one card per request with what the table's columns say, as a link. */
import { Box, Typography } from '@mui/material';
import type { PriceRequestRow } from '../../domain/priceRequests';
import { useAppTranslate } from '../providers/appTranslate';
import { EmptyState } from '../ui/lists/ListStates';
import { RecordCards } from '../ui/lists/RecordCards';
import { PriceRequestStatusChip } from './PriceRequestStatusChip';
import { priceRequestPath, usePriceRequestLabels } from './priceRequestLabels';

export function PriceRequestCards() {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const column = (name: 'volumeTons' | 'msp' | 'approvedPrice' | 'deliveryWindow' | 'requestedBy') =>
    t(`app.priceRequests.columns.${name}`);
  return (
    <RecordCards<PriceRequestRow>
      to={(row) => priceRequestPath(row.id)}
      empty={<EmptyState />}
      render={(row) => (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {row.displayNumber}
            </Typography>
            <PriceRequestStatusChip status={row.status} />
          </Box>
          <Typography sx={{ fontWeight: 500, lineHeight: 1.3 }}>{row.customer.companyName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${row.product.reference} · ${row.product.name} · ${labels.packaging(row.packagingType)}`}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
              '& dt': { color: 'text.secondary', fontSize: 13 },
              '& dd': { m: 0, fontSize: 13, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
            }}
          >
            <dt>{column('volumeTons')}</dt>
            <dd>{labels.tons(row.volumeTons)}</dd>
            <dt>{column('msp')}</dt>
            <dd>{labels.usdPerTon(row.msp)}</dd>
            <dt>{column('approvedPrice')}</dt>
            <dd>
              <strong>{labels.usdPerTon(row.approvedPriceUsdPerTon)}</strong>
              {row.validUntil
                ? ` · ${t('app.priceRequests.list.until', { date: labels.day(row.validUntil) })}`
                : ''}
            </dd>
            <dt>{column('deliveryWindow')}</dt>
            <dd>{`${labels.day(row.deliveryWindowFrom)} – ${labels.day(row.deliveryWindowTo)}`}</dd>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {`${row.requestedBy.name} (${labels.requestedBy(row.requestedByType)}) · ${labels.day(row.createdAt)}`}
          </Typography>
        </Box>
      )}
    />
  );
}
