/**
 * The order summary (total products, premium shipping, handling, subtotal, VAT, total to
 * pay) in the order's currency, with the other currency beside it at the order's own exchange rate.
 */
import { Box, Typography } from '@mui/material';
import { Decimal } from 'decimal.js';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import type { Currency } from '../../../../domain/orders/enums';
import type { MoneySummaryValues, OrderDetail } from '../../../../domain/orders/views';
import { formatNumber } from '../../../format';
import { SectionCard } from '../documents/SectionCard';
import { moneyText, tonsText } from '../items/orderItemsFormat';

const T = 'app.orderDetail.totals';
const LINES: { key: keyof MoneySummaryValues; label: string }[] = [
  { key: 'productsTotal', label: `${T}.productsTotal` },
  { key: 'deliveryPremium', label: `${T}.deliveryPremium` },
  { key: 'handling', label: `${T}.handling` },
  { key: 'subTotalWithHandlingAndDelivery', label: `${T}.subtotal` },
  { key: 'taxes', label: `${T}.taxes` },
];

export function OrderTotalsCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const locale = lang as Locale;
  const main = order.currency;
  const other: Currency = main === 'USD' ? 'MXN' : 'USD';
  const values = order.computedValues;
  const vatPercent = new Decimal(order.vatRate).times(100).toFixed();

  const labelOf = (key: keyof MoneySummaryValues, label: string) =>
    key === 'taxes'
      ? order.hasIva
        ? translate(label, { rate: vatPercent })
        : translate(`${T}.noTaxes`)
      : translate(label);

  return (
    <SectionCard testId="order-totals" title={translate('app.orderDetail.sections.totals')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto auto', rowGap: 1 }}>
        <Box component="dt" />
        <Typography
          component="dd"
          variant="caption"
          color="text.secondary"
          sx={{ m: 0, pl: 2, textAlign: 'right' }}
        >
          {main}
        </Typography>
        <Typography
          component="dd"
          variant="caption"
          color="text.secondary"
          sx={{ m: 0, pl: 2, textAlign: 'right' }}
        >
          {other}
        </Typography>
        {LINES.map(({ key, label }) => (
          <Line
            key={key}
            testId={`total-${key}`}
            label={labelOf(key, label)}
            main={moneyText(values[main][key], main, locale)}
            other={moneyText(values[other][key], other, locale)}
          />
        ))}
        <Line
          strong
          testId="total-totalWithTaxes"
          label={translate(`${T}.total`)}
          main={moneyText(values[main].totalWithTaxes, main, locale)}
          other={moneyText(values[other].totalWithTaxes, other, locale)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate(`${T}.tons`)}: {tonsText(values.tons, locale)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`${T}.exchangeRate`, { rate: formatNumber(order.exchangeRate, 4, locale) })}
      </Typography>
    </SectionCard>
  );
}

function Line(props: { label: string; main: string; other: string; strong?: boolean; testId: string }) {
  const weight = props.strong ? 700 : 400;
  // The total's rule above is drawn by its own cells (a description list holds only dt and dd);
  // the columns are spaced by padding, not a gap, so the rule runs unbroken.
  const rule = props.strong ? { borderTop: 1, borderColor: 'divider', pt: 1 } : {};
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: weight, ...rule }}>
        {props.label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        data-testid={props.testId}
        sx={{
          m: 0,
          pl: 2,
          textAlign: 'right',
          whiteSpace: 'nowrap',
          fontWeight: props.strong ? 700 : 500,
          ...rule,
        }}
      >
        {props.main}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        color="text.secondary"
        sx={{ m: 0, pl: 2, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: weight, ...rule }}
      >
        {props.other}
      </Typography>
    </>
  );
}
