/** The order list on phones: one card per order with what the table's columns say, as a link. */
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { OrderListRow } from '../../../domain/orders/views';
import { formatDate } from '../../format';
import { useTenantTheme } from '../../tenantTheme';
import { EmptyState } from '../../ui/lists/ListStates';
import { RecordCards } from '../../ui/lists/RecordCards';
import { readAheadHandlers, useOrderReadAhead } from '../detail/orderReadAhead';
import { OrderStatusChip } from './OrderStatusChip';
import { deliveryModelLabel, orderPath, paymentTermLabel, tonsText, totalText } from './orderLabels';

type Row = OrderListRow & { id: string };

export function OrderCards() {
  const translate = useTranslate();
  const [localeState] = useLocaleState();
  const locale = (localeState as Locale) ?? 'es';
  const { productName } = useTenantTheme();
  const readAhead = useOrderReadAhead();
  const column = (name: string) => translate(`app.orderList.columns.${name}`);
  return (
    <RecordCards<Row>
      to={(row) => orderPath(row.id)}
      linkHandlers={(row) => readAheadHandlers(readAhead, row.id)}
      label={(row) => translate('app.orderList.open', { number: row.displayNumber })}
      empty={<EmptyState />}
      render={(row) => (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {row.displayNumber}
            </Typography>
            <OrderStatusChip status={row.opsStatus} />
          </Box>
          <Typography sx={{ fontWeight: 500, lineHeight: 1.3 }}>{row.customer.companyName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.products}
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
              '& dd': { m: 0, fontSize: 13, textAlign: 'right' },
            }}
          >
            <dt>{column('deliveryDate')}</dt>
            <dd>{formatDate(row.deliveryDate, locale)}</dd>
            <dt>{column('tons')}</dt>
            <dd>{tonsText(row, locale)}</dd>
            <dt>{column('total')}</dt>
            <dd>
              <strong>{totalText(row, locale)}</strong>
            </dd>
            <dt>{column('deliveryModel')}</dt>
            <dd>{deliveryModelLabel(row.deliveryModel, locale, productName)}</dd>
            <dt>{column('paymentTerm')}</dt>
            <dd>{paymentTermLabel(row.paymentTerm, locale)}</dd>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {row.seller?.name ?? translate('app.orderList.noSeller')} · {formatDate(row.createdAt, locale)}
          </Typography>
        </Box>
      )}
    />
  );
}
