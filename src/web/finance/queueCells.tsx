/**
 * The cells of a finance queue row, shared by the dashboard's queues and 'Pendientes de
 * liberación': the order number (the way into the order), company, seller, products, tons,
 * requested delivery date, status, the products total in USD, the area badge (Crédito /
 * Tesorería), the reject-reason badges ('FACTURAS PENDIENTES' orange, 'SOBREGIRO' red, others
 * grey) and the row's action. Each screen picks its columns and their headers.
 */
import { Box, Chip, Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { rejectBadgeTone } from '../../domain/finance/retention';
import type { FinanceQueueRow } from '../../domain/finance/views';
import type { Locale } from '../../domain/i18n';
import { formatDate, formatMoney, formatNumber } from '../format';
import { OrderStatusChip } from '../orders/list/OrderStatusChip';
import type { QueueColumn } from '../ui/lists/QueueTable';

const T = 'app.finance.queues';

export type QueueCell =
  | 'number'
  | 'company'
  | 'seller'
  | 'products'
  | 'tons'
  | 'deliveryDate'
  | 'status'
  | 'total'
  | 'area'
  | 'reason'
  | 'action';

type Cell = Omit<QueueColumn<FinanceQueueRow>, 'id' | 'label'>;

const BADGE_COLOR = { warning: 'warning', error: 'error', default: 'default' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function ReasonBadges({ row }: { row: FinanceQueueRow }) {
  const translate = useTranslate();
  const codes = [...new Set(row.rejectReasons.map((r) => r.actionType))];
  if (codes.length === 0) codes.push('other');
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {codes.map((code) => {
        const known = code === 'REJECTED_OVERDUE_INVOICES' || code === 'REJECTED_OVERDRAFT';
        return (
          <Chip
            key={code}
            size="small"
            color={BADGE_COLOR[rejectBadgeTone(code)]}
            data-tone={rejectBadgeTone(code)}
            label={translate(`${T}.reasons.${known ? code : 'other'}`)}
            sx={{ fontWeight: 600, fontSize: 11 }}
          />
        );
      })}
    </Stack>
  );
}

export function OrderNumberLink({ row }: { row: FinanceQueueRow }) {
  return (
    <Link component={RouterLink} to={`/orders/${row.id}`} sx={{ fontWeight: 600 }}>
      {row.displayNumber}
    </Link>
  );
}

export function AreaChip({ row }: { row: FinanceQueueRow }) {
  const translate = useTranslate();
  if (!row.area) return <>—</>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={row.area === 'CREDIT' ? 'primary' : 'secondary'}
      label={translate(`${T}.areas.${row.area}`)}
    />
  );
}

/** Every cell a finance queue may show; `action` draws the row's own button. */
export function useQueueCells(action: (row: FinanceQueueRow) => ReactNode): Record<QueueCell, Cell> {
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  return {
    number: { render: (row) => <OrderNumberLink row={row} />, sx: nowrap },
    company: { render: (row) => row.customerName },
    seller: { render: (row) => row.sellerName ?? '—', sx: nowrap },
    products: {
      render: (row) => (
        // Long product lists wrap between words; the column keeps room for a product's name.
        <Box
          component="span"
          sx={{ display: 'block', minWidth: 140, maxWidth: 240, overflowWrap: 'break-word' }}
        >
          {row.products}
        </Box>
      ),
    },
    tons: { render: (row) => formatNumber(row.tons, 3, lang), align: 'right', sx: numeric },
    deliveryDate: { render: (row) => formatDate(row.deliveryDate, lang), sx: nowrap },
    status: { render: (row) => <OrderStatusChip status={row.opsStatus} />, sx: nowrap },
    total: { render: (row) => formatMoney(row.totalOrder, row.currency, lang), align: 'right', sx: numeric },
    area: { render: (row) => <AreaChip row={row} />, sx: nowrap },
    reason: { render: (row) => <ReasonBadges row={row} /> },
    action: { render: action, sx: nowrap },
  };
}
