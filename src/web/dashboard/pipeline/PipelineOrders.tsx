/**
 * A pipeline step's orders, opened under the steps: the order list (`GET /api/orders`) with the
 * step as its status tab and the card's seller and delivery dates, 10 a page (paged on the server),
 * the soonest delivery first, searched 300 ms after typing stops. Each row links to its order.
 */
import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type FilterPayload, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../domain/i18n';
import type { PipelineCountsQuery, PipelineStep } from '../../../domain/orders/pipeline';
import { PIPELINE_FILTER_LABELS } from '../../../domain/orders/status';
import type { OrderListRow } from '../../../domain/orders/views';
import { formatDate, formatTons } from '../../format';
import { OrderStatusChip } from '../../orders/list/OrderStatusChip';
import { orderPath } from '../../orders/list/orderLabels';
import { QueueList } from '../../ui/lists/QueueList';
import { type QueueColumn, QueueTable } from '../../ui/lists/QueueTable';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { PIPELINE_PAGE_SIZE } from './pipelineQueries';

const T = 'app.dashboard.pipeline';

type Row = OrderListRow & { id: string };

function OrderNumber({ row }: { row: Row }) {
  return (
    <MuiLink
      component={Link}
      to={orderPath(row.id)}
      underline="hover"
      sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {row.displayNumber}
    </MuiLink>
  );
}

function useColumns(): { columns: QueueColumn<Row>[]; card: (row: Row) => ReactNode } {
  const translate = useTranslate();
  const [localeState] = useLocaleState();
  const locale = (localeState as Locale) ?? 'es';
  const seller = (row: Row) => row.seller?.name ?? translate(`${T}.noSeller`);
  const tons = (row: Row) => formatTons(Number(row.tons) * 1000, 1, locale);
  const label = (id: string) => translate(`${T}.columns.${id}`);
  const columns: QueueColumn<Row>[] = [
    { id: 'number', label: label('number'), render: (row) => <OrderNumber row={row} /> },
    { id: 'company', label: label('company'), render: (row) => row.customer.companyName },
    { id: 'seller', label: label('seller'), render: seller },
    {
      id: 'deliveryDate',
      label: label('deliveryDate'),
      render: (row) => formatDate(row.deliveryDate, locale),
      sx: { whiteSpace: 'nowrap' },
    },
    { id: 'tons', label: label('tons'), align: 'right', render: tons, sx: { whiteSpace: 'nowrap' } },
    { id: 'status', label: label('status'), render: (row) => <OrderStatusChip status={row.opsStatus} /> },
  ];
  const card = (row: Row) => (
    <Stack spacing={0.5}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <OrderNumber row={row} />
        <OrderStatusChip status={row.opsStatus} />
      </Box>
      <Typography variant="body2">{row.customer.companyName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {`${seller(row)} · ${formatDate(row.deliveryDate, locale)} · ${tons(row)}`}
      </Typography>
    </Stack>
  );
  return { columns, card };
}

function Rows({ title }: { title: string }) {
  const translate = useTranslate();
  const { columns, card } = useColumns();
  return (
    <>
      <ListSearchInput
        focusShortcut={false}
        label={translate(`${T}.search`)}
        sx={{ maxWidth: { sm: 360 } }}
      />
      <QueueTable<Row>
        columns={columns}
        card={card}
        rowTestId="pipeline-order"
        label={title}
        dense
        stateTexts={{
          loading: translate(`${T}.loading`),
          error: translate(`${T}.error`),
          empty: translate(`${T}.empty`),
        }}
      />
    </>
  );
}

export interface PipelineOrdersProps {
  step: PipelineStep;
  filters: PipelineCountsQuery;
  /** The panel's id, which the open step names (`aria-controls`). */
  id: string;
}

export function PipelineOrders({ step, filters, id }: PipelineOrdersProps) {
  const translate = useTranslate();
  const [localeState] = useLocaleState();
  const headingId = useId();
  const title = translate(`${T}.ordersOf`, {
    label: PIPELINE_FILTER_LABELS[step][(localeState as Locale) ?? 'es'],
  });
  const filter: FilterPayload = {
    statusTab: step,
    sellers: filters.sellerId,
    deliveryDateFrom: filters.deliveryDateFrom,
    deliveryDateTo: filters.deliveryDateTo,
  };
  return (
    <Stack
      id={id}
      component="section"
      aria-labelledby={headingId}
      spacing={1.5}
      data-testid="pipeline-orders"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <QueueList
        resource="orders"
        filter={filter}
        perPage={PIPELINE_PAGE_SIZE}
        sort={{ field: 'deliveryDate', order: 'ASC' }}
      >
        <Rows title={title} />
      </QueueList>
    </Stack>
  );
}
