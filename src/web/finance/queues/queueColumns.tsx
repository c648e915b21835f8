/**
 * What each dashboard finance queue shows of its rows: the columns of its table type, the phone
 * card, and the row's action — the seller's request (or its sent state); finance's decision on a
 * 'Liberación faltante' row; once finance authorized the order, the material assignment of the
 * inventory step (for whoever assigns material).
 */
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import type { FinanceQueue } from '../../../domain/finance/queues';
import type { FinanceQueueRow } from '../../../domain/finance/views';
import type { Locale } from '../../../domain/i18n';
import { formatDate, formatMoney } from '../../format';
import { AssignMaterialAction } from '../../inventory/allocation/queues';
import type { QueueColumn } from '../../ui/lists/QueueTable';
import { AreaChip, OrderNumberLink, type QueueCell, ReasonBadges, useQueueCells } from '../queueCells';
import { RowRequestButton } from '../RowRequestButton';
import { RowDecision } from './RowDecision';

const T = 'app.finance.queues';

const COLUMNS: Record<FinanceQueue, QueueCell[]> = {
  PENDINGRELEASEREQUEST: ['number', 'company', 'seller', 'products', 'deliveryDate', 'total', 'action'],
  PENDINGVALIDATEPAYMENTREQUEST: [
    'number',
    'company',
    'seller',
    'products',
    'deliveryDate',
    'total',
    'action',
  ],
  NOT_ANSWERED: ['number', 'company', 'area', 'deliveryDate', 'total', 'action'],
  HELD: ['number', 'company', 'seller', 'deliveryDate', 'total', 'reason', 'action'],
  APPROVED: ['number', 'company', 'seller', 'deliveryDate', 'total', 'action'],
};

export interface RowRequest {
  busyId: string | null;
  press: (row: FinanceQueueRow) => void;
}

export function useQueueColumns(queue: FinanceQueue, request: RowRequest) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const canDecide = useCanAccess({ resource: 'finance', action: 'decide' }).canAccess === true;
  // Each row shows the action its queue waits for, to whoever may take it; nobody else sees one.
  const action = (row: FinanceQueueRow): ReactNode => {
    // The material step's dialog, for who may write orders' inventory (the action checks it).
    if (queue === 'APPROVED')
      return <AssignMaterialAction orderId={row.id} displayNumber={row.displayNumber} />;
    if (queue === 'NOT_ANSWERED' && canDecide) return <RowDecision row={row} />;
    return (
      <RowRequestButton
        row={row}
        busy={request.busyId === row.id}
        disabled={request.busyId !== null}
        onPress={request.press}
      />
    );
  };
  const cells = useQueueCells(action);
  const names = COLUMNS[queue];
  const columns: QueueColumn<FinanceQueueRow>[] = names.map((id) => ({
    id,
    label: translate(`${T}.columns.${id}`),
    ...cells[id],
  }));

  const card = (row: FinanceQueueRow, select: ReactNode) => (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {select}
          <OrderNumberLink row={row} />
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(row.totalOrder, row.currency, lang)}
        </Typography>
      </Stack>
      <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{row.customerName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[names.includes('seller') ? row.sellerName : null, formatDate(row.deliveryDate, lang)]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {names.includes('area') && (
        <Box sx={{ mt: 1 }}>
          <AreaChip row={row} />
        </Box>
      )}
      {names.includes('reason') && (
        <Box sx={{ mt: 1 }}>
          <ReasonBadges row={row} />
        </Box>
      )}
      <Box sx={{ mt: 1.25 }}>{action(row)}</Box>
    </>
  );
  return { columns, card };
}
