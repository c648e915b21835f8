/**
 * The rows of /orders/pending-released, inside its list: the chosen columns (cards on phones), the
 * row's own request, and — when the user may write — a selection for the bulk request of the
 * status shown, whose result counts are pluralised and whose failures stay listed.
 */
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { FinanceQueueRow } from '../../../domain/finance/views';
import type { Locale } from '../../../domain/i18n';
import { formatDate, formatMoney, formatNumber } from '../../format';
import { OrderStatusChip } from '../../orders/list/OrderStatusChip';
import type { AppDataProvider } from '../../providers/dataProvider';
import { QueueTablePagination } from '../../ui/lists/QueuePagination';
import type { QueueSelection } from '../../ui/lists/QueueSelection';
import { QueueTable } from '../../ui/lists/QueueTable';
import { BulkBar, useBulkAction } from '../BulkAction';
import { OrderNumberLink, useQueueCells } from '../queueCells';
import { RowRequestButton } from '../RowRequestButton';
import { useRowRequest } from '../useRowRequest';
import type { PendingColumn } from './pendingColumns';

const T = 'app.finance.pendingReleased';

/**
 * Nine columns in a 1440 px window beside the menu: headers wrap between words (never inside one)
 * and cells keep less air between them. The table is scoped twice to outweigh the queue table's own
 * no-wrap rule for headers.
 */
const FITS_A_LAPTOP = {
  '& .RaDataTable-table .RaDataTable-headerCell': { whiteSpace: 'normal', verticalAlign: 'bottom' },
  '& .RaDataTable-table .MuiTableCell-root': { px: 1 },
  '& .RaDataTable-table .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .RaDataTable-table .MuiTableCell-root:last-of-type': { pr: 2 },
} as const;

/** Rows that can take part in a bulk request: a fresh request button the user may press. */
const selectable = (row: FinanceQueueRow) => Boolean(row.canWrite && row.button && !row.button.disabled);

function PendingCard({
  row,
  select,
  action,
}: {
  row: FinanceQueueRow;
  select: ReactNode;
  action: ReactNode;
}) {
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {select}
        <OrderNumberLink row={row} />
        <Box sx={{ ml: 'auto' }}>
          <OrderStatusChip status={row.opsStatus} />
        </Box>
      </Stack>
      <Typography sx={{ fontWeight: 500, mt: 0.5, overflowWrap: 'anywhere' }}>{row.customerName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[row.sellerName, row.products].filter(Boolean).join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {formatDate(row.deliveryDate, lang)} · {formatNumber(row.tons, 3, lang)} ton
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="pending-total">
          {formatMoney(row.totalOrder, row.currency, lang)}
        </Typography>
      </Stack>
      {action && <Box sx={{ mt: 1.25 }}>{action}</Box>}
    </>
  );
}

export function PendingReleasedTable({
  columns,
  canWrite,
}: {
  columns: readonly PendingColumn[];
  canWrite: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, onUnselectItems } = useListContext<FinanceQueueRow>();
  const release = filterValues.status !== 'PENDINGVALIDATEPAYMENTREQUEST';
  const rowRequest = useRowRequest(() => onUnselectItems());
  const bulk = useBulkAction({
    kind: release ? 'release' : 'payment',
    send: (ids) => (release ? dataProvider.bulkRequestRelease(ids) : dataProvider.bulkRequestPayment(ids)),
    failure: `app.finance.toasts.${release ? 'releaseRequestFailed' : 'paymentRequestFailed'}`,
  });
  const action = (row: FinanceQueueRow) => (
    <RowRequestButton
      row={row}
      busy={rowRequest.busyId === row.id}
      disabled={rowRequest.busyId !== null}
      onPress={rowRequest.press}
    />
  );
  const queueCells = useQueueCells(action);
  const cells = {
    ...queueCells,
    total: {
      ...queueCells.total,
      render: (row: FinanceQueueRow) => (
        <span data-testid="pending-total">{formatMoney(row.totalOrder, row.currency, lang)}</span>
      ),
    },
  };
  const shown = columns.filter((c) => canWrite || c !== 'action');
  const selection: QueueSelection<FinanceQueueRow> | undefined = canWrite
    ? {
        selectable,
        unselectable: 'disabled',
        rowLabel: (row) => translate(`${T}.selectRow`, { number: row.displayNumber }),
        pageLabel: translate(`${T}.selectAll`),
      }
    : undefined;

  return (
    <>
      <Box sx={{ px: { xs: 0, md: 2 }, '&:empty': { display: 'none' } }}>{bulk.failures}</Box>
      <Box sx={FITS_A_LAPTOP}>
        <QueueTable<FinanceQueueRow>
          label={translate(`${T}.title`)}
          columns={shown.map((id) => ({ id, label: translate(`${T}.columns.${id}`), ...cells[id] }))}
          card={(row, select) => (
            <PendingCard row={row} select={select} action={canWrite ? action(row) : null} />
          )}
          rowTestId="pending-row"
          selection={selection}
          bulkBar={
            <Box sx={{ px: { xs: 0, md: 2 }, pb: 1 }}>
              <BulkBar busy={bulk.busy}>
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<SendOutlined />}
                  loading={bulk.busy}
                  loadingPosition="start"
                  onClick={bulk.run}
                >
                  {translate(`app.finance.bulk.${release ? 'requestRelease' : 'requestPayment'}`, {
                    smart_count: bulk.count,
                  })}
                </Button>
              </BulkBar>
            </Box>
          }
          pagination={
            <QueueTablePagination
              rowsPerPageLabel={translate(`${T}.rowsPerPage`)}
              of={translate(`${T}.of`)}
            />
          }
        />
      </Box>
      {rowRequest.dialog}
    </>
  );
}
