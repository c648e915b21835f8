/**
 * The automatic credit check shown to finance beside its buttons: the outcome (approved,
 * overdraft, overdue invoices or both) and the figures behind it — open balance, limit, available,
 * this order and how many invoices are overdue.
 */
import { Box, Chip, type ChipProps, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CreditCheckResult } from '../../../domain/finance/creditCheck';
import type { CreditCheckView } from '../../../domain/finance/views';
import type { Locale } from '../../../domain/i18n';
import { formatDate, formatMoney } from '../../format';

const T = 'app.finance.creditCheck';

const TONE: Record<CreditCheckResult, ChipProps['color']> = {
  approvedForRelease: 'success',
  rejectedOverdueInvoices: 'warning',
  rejectedOverdraft: 'error',
  rejectedOverdraftAndOverdueInvoices: 'error',
};

function Figure({ label, value, negative }: { label: string; value: string; negative?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          color: negative ? 'error.main' : undefined,
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function CreditCheckSummary({ check }: { check: CreditCheckView | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  if (!check) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="credit-check">
        {translate(`${T}.notChecked`)}
      </Typography>
    );
  }
  const money = (value: string) => formatMoney(value, check.currency, lang);
  return (
    <Box
      data-testid="credit-check"
      data-result={check.result}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.default' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {translate(`${T}.title`)}
        </Typography>
        <Chip size="small" color={TONE[check.result]} label={translate(`${T}.${check.result}`)} />
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto !important' }}>
          {translate(`${T}.checkedAt`, { date: formatDate(check.checkedAt, lang) })}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        <Figure label={translate(`${T}.openBalance`)} value={money(check.openBalance)} />
        <Figure label={translate(`${T}.limit`)} value={money(check.creditLimit)} />
        <Figure
          label={translate(`${T}.available`)}
          value={money(check.available)}
          negative={Number(check.available) < 0}
        />
        <Figure label={translate(`${T}.orderTotal`)} value={money(check.orderTotal)} />
        <Figure
          label={translate(`${T}.overdueInvoices`)}
          value={String(check.overdueInvoices)}
          negative={check.overdueInvoices > 0}
        />
      </Box>
    </Box>
  );
}
