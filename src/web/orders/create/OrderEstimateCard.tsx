/**
 * The order summary (total products, premium shipping, handling, subtotal, VAT, total
 * to pay) as an estimate while the form is filled in, in the order currency with the other
 * currency's total beside it.
 */
import { Alert, Box, Chip, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Currency, OrderTotals } from '../../../domain/orders';
import { formatMoney, formatNumber } from '../../format';
import { useOrderLabels } from './labels';

export interface OrderEstimateCardProps {
  totals: OrderTotals | null;
  currency: Currency;
  pricingFailed: boolean;
  exchangeRate?: string;
  orders: number;
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function OrderEstimateCard({
  totals,
  currency,
  pricingFailed,
  exchangeRate,
  orders,
}: OrderEstimateCardProps) {
  const translate = useTranslate();
  const { locale } = useOrderLabels();
  const t = (key: string, vars?: object) => translate(`app.orderCreate.summary.${key}`, vars);
  const money = (value: { toFixed(n: number): string }, c: Currency = currency) =>
    formatMoney(value.toFixed(2), c, locale);
  const other: Currency = currency === 'USD' ? 'MXN' : 'USD';

  return (
    <Box
      component="section"
      aria-label={translate('app.orderCreate.sections.summary')}
      data-testid="order-estimate"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('app.orderCreate.sections.summary')}
        </Typography>
        <Chip size="small" color="info" variant="outlined" label={t('estimate')} />
      </Box>
      {pricingFailed && <Alert severity="warning">{t('pricingUnavailable')}</Alert>}
      {!pricingFailed && !totals && (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      )}
      {totals && (
        <>
          <Line label={t('tons')} value={formatNumber(totals.tons.toFixed(3), 3, locale)} />
          <Line label={t('productsTotal')} value={money(totals.productsTotal)} />
          <Line label={t('deliveryPremium')} value={money(totals.deliveryPremium)} />
          <Line label={t('handling')} value={money(totals.handling)} />
          <Divider sx={{ my: 0.5 }} />
          <Line label={t('subtotal')} value={money(totals.subTotalWithHandlingAndDelivery)} />
          <Line label={t('taxes')} value={money(totals.taxes)} />
          <Divider sx={{ my: 0.5 }} />
          <Line label={t('total')} value={money(totals.totalWithTaxes)} strong />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right' }}>
            {t('otherCurrency', { amount: money(totals[other].totalWithTaxes, other) })}
          </Typography>
          {exchangeRate && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right' }}>
              {t('exchangeRate', { rate: formatNumber(exchangeRate, 4, locale) })}
            </Typography>
          )}
          {orders > 1 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('perOrder', { count: orders })}
            </Alert>
          )}
        </>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('note')}
      </Typography>
    </Box>
  );
}
