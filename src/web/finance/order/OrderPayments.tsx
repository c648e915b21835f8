/**
 * The order's payments panel (ORDER_DETAIL_CREDIT read): payment term, credit days,
 * status (derived from the transactions: PAGADO once the total with taxes is covered) and method,
 * the totals, and each transaction with amount, date and its receipt (downloaded with the session's
 * token). Treasury (write) registers a payment. Without read, the restricted-section notice.
 */
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  Box,
  Button,
  Chip,
  type ChipProps,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { PAYMENT_TERM_LABELS } from '../../../domain/creditTerms';
import type { PaymentStatus, PaymentsPanel, PaymentTransaction } from '../../../domain/finance/views';
import type { Locale } from '../../../domain/i18n';
import { formatDate, formatMoney } from '../../format';
import { SectionCard } from '../../orders/detail/documents/SectionCard';
import { saveBlob } from '../../orders/detail/documents/saveFile';
import type { OrderSectionProps } from '../../orders/detail/sectionProps';
import type { AppDataProvider } from '../../providers/dataProvider';
import { StateBlock } from '../../ui/lists/ListStates';
import { useIsPhone } from '../../ui/useIsPhone';
import { FinanceQueryState } from './FinanceQueryState';
import { PaymentFormDialog } from './PaymentFormDialog';
import { useFinanceMutation } from './useFinanceMutation';
import { useOrderFinance } from './useOrderFinance';

const T = 'app.finance.payments';
const STATUS_TONE: Record<PaymentStatus, ChipProps['color']> = {
  PENDING: 'default',
  PARTIAL: 'warning',
  PAID: 'success',
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{children}</Box>
    </Box>
  );
}

function ReceiptButton({ transaction }: { transaction: PaymentTransaction }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const download = useMutation({
    mutationFn: (url: string) => dataProvider.downloadReceipt(url),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: () => notify(`${T}.downloadError`, { type: 'error' }),
  });
  const receipt = transaction.receipt;
  if (!receipt?.url) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.noReceipt`)}
      </Typography>
    );
  }
  const url = receipt.url;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={download.isPending}
      loadingPosition="start"
      aria-label={`${translate(`${T}.download`)}: ${receipt.name}`}
      sx={{ textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start' }}
      onClick={() => download.mutate(url)}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {receipt.name}
      </Box>
    </Button>
  );
}

function Transactions({ panel }: { panel: PaymentsPanel }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const isPhone = useIsPhone();
  if (panel.transactions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="payments-empty">
        {translate(`${T}.empty`)}
      </Typography>
    );
  }
  if (isPhone) {
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {panel.transactions.map((t) => (
          <Box
            component="li"
            key={t.id}
            data-testid="payment-row"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{formatMoney(t.amount, panel.currency, lang)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(t.paymentDate, lang)}
              </Typography>
            </Stack>
            <ReceiptButton transaction={t} />
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={translate(`${T}.transactions`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${T}.date`)}</TableCell>
          <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
          <TableCell>{translate(`${T}.receipt`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {panel.transactions.map((t) => (
          <TableRow key={t.id} data-testid="payment-row">
            <TableCell>{formatDate(t.paymentDate, lang)}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(t.amount, panel.currency, lang)}
            </TableCell>
            <TableCell sx={{ maxWidth: 280 }}>
              <ReceiptButton transaction={t} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Restricted() {
  const translate = useTranslate();
  return (
    <SectionCard title={translate(`${T}.title`)} testId="order-payments">
      <StateBlock
        dense
        tone="warning"
        icon={<LockOutlined />}
        title={translate(`${T}.restricted`)}
        message={translate(`${T}.restrictedMessage`)}
        testId="payments-restricted"
      />
    </SectionCard>
  );
}

export function OrderPayments({ order, onChanged }: OrderSectionProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const dataProvider = useDataProvider<AppDataProvider>();
  const [registering, setRegistering] = useState(false);
  const { run } = useFinanceMutation(onChanged);
  // The same call as the finance section: one request serves both.
  const { query, refused, outOfReach } = useOrderFinance(order);
  // Nothing of finance for a role without any finance side (the customer's portal): not even the notice.
  if (outOfReach) return null;
  if (refused) return <Restricted />;
  if (query.data && !query.data.payments) return <Restricted />;
  const panel = query.data?.payments;
  const receipts = order.documents.filter((d) => d.type === 'payment_confirmation');

  return (
    <SectionCard
      title={translate(`${T}.title`)}
      testId="order-payments"
      actions={
        panel?.canRegister && (
          <Button variant="contained" startIcon={<AddCardOutlined />} onClick={() => setRegistering(true)}>
            {translate(`${T}.register`)}
          </Button>
        )
      }
    >
      <FinanceQueryState query={query} errorTitle={translate(`${T}.loadError`)} />
      {panel && (
        <Stack spacing={2.5}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <Fact label={translate(`${T}.paymentTerm`)}>{PAYMENT_TERM_LABELS[panel.paymentTerm][lang]}</Fact>
            <Fact label={translate(`${T}.creditDays`)}>
              {translate(`${T}.days`, { smart_count: panel.creditDays })}
            </Fact>
            <Fact label={translate(`${T}.status`)}>
              <Chip
                size="small"
                color={STATUS_TONE[panel.paymentStatus]}
                label={translate(`${T}.statuses.${panel.paymentStatus}`)}
                data-testid="payment-status"
              />
            </Fact>
            <Fact label={translate(`${T}.method`)}>{panel.paymentMethod ?? translate(`${T}.noMethod`)}</Fact>
            <Fact label={translate(`${T}.total`)}>
              {formatMoney(panel.totalWithTaxes, panel.currency, lang)}
            </Fact>
            <Fact label={translate(`${T}.paid`)}>{formatMoney(panel.paid, panel.currency, lang)}</Fact>
            <Fact label={translate(`${T}.outstanding`)}>
              {formatMoney(panel.balance, panel.currency, lang)}
            </Fact>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {translate(`${T}.transactions`)}
            </Typography>
            <Transactions panel={panel} />
          </Box>
        </Stack>
      )}
      {panel?.canRegister && registering && (
        <PaymentFormDialog
          orderId={order.id}
          currency={panel.currency}
          receipts={receipts}
          onClose={() => setRegistering(false)}
          onSubmit={(body) =>
            run(
              'registerPayment',
              () => dataProvider.registerPayment(order.id, body),
              {
                success: 'payments.saved',
                failure: 'payments.saveError',
              },
              { rethrow: true },
            )
          }
        />
      )}
    </SectionCard>
  );
}
