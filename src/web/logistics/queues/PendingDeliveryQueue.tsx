/**
 * 'Confirmación de entrega pendiente': the shipments whose delivery is not confirmed, counted for
 * the home's filters; opened, their table (10 a page, searched on the server) and the way to
 * 'Pendientes de entrega', where they are confirmed.
 */
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../../domain/i18n';
import type { LogisticsCountsQuery, PendingDeliveryRow } from '../../../domain/logistics/queues';
import { formatDate, formatNumber } from '../../format';
import { QueueList } from '../../ui/lists/QueueList';
import { type QueueColumn, QueueTable } from '../../ui/lists/QueueTable';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { SubQueue } from '../../ui/lists/SubQueue';
import { OrderLink, useDeliveryModelLabel } from '../pending-delivery/rowParts';
import { NOT_DELIVERED_RESOURCE, QUEUE_PAGE_SIZE, QUEUE_SEARCH_DEBOUNCE_MS } from './logisticsQueries';

const T = 'app.logisticsQueues.home';
const nowrap = { whiteSpace: 'nowrap' } as const;

function DeliveryState({ row }: { row: PendingDeliveryRow }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={row.isDelivered ? 'success' : 'warning'}
      label={translate(`app.logisticsQueues.pendingDelivery.${row.isDelivered ? 'confirmed' : 'pending'}`)}
    />
  );
}

function Rows() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const modelLabel = useDeliveryModelLabel();
  const column = (
    id: string,
    render: QueueColumn<PendingDeliveryRow>['render'],
    extra: Pick<QueueColumn<PendingDeliveryRow>, 'align' | 'sx'> = {},
  ): QueueColumn<PendingDeliveryRow> => ({ id, label: translate(`${T}.columns.${id}`), render, ...extra });
  const columns = [
    column('order', (row) => <OrderLink row={row} />, { sx: nowrap }),
    column('packageId', (row) => row.order.packageId ?? '—', { sx: nowrap }),
    column('company', (row) => row.order.companyName),
    column('quantity', (row) => formatNumber(row.quantityTons, 3, lang), { align: 'right', sx: nowrap }),
    column('deliveryType', (row) => modelLabel(row.order.deliveryModel)),
    column('plates', (row) => row.plates ?? '—', { sx: nowrap }),
    column('invoice', (row) => row.invoiceNumber ?? '—', { sx: nowrap }),
    column('deliveryDate', (row) => formatDate(row.dateDelivery, lang), { sx: nowrap }),
    column('status', (row) => <DeliveryState row={row} />),
  ];
  return (
    <>
      <ListSearchInput
        delay={QUEUE_SEARCH_DEBOUNCE_MS}
        focusShortcut={false}
        label={translate(`${T}.search`)}
        sx={{ maxWidth: { sm: 360 } }}
      />
      <QueueTable<PendingDeliveryRow>
        columns={columns}
        rowTestId="queue-row"
        dense
        card={(row) => (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <OrderLink row={row} />
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {row.order.packageId}
              </Typography>
              <DeliveryState row={row} />
            </Stack>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {row.order.companyName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                `${formatNumber(row.quantityTons, 3, lang)} ton`,
                modelLabel(row.order.deliveryModel),
                row.plates,
                row.invoiceNumber,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="body2">{formatDate(row.dateDelivery, lang)}</Typography>
          </Stack>
        )}
      />
    </>
  );
}

export function PendingDeliveryQueue({
  count,
  filters,
}: {
  count: number | undefined;
  filters: LogisticsCountsQuery;
}) {
  const translate = useTranslate();
  // The list names its filters after the original's list ('sellers', 'dateDelivery…').
  const listFilter = {
    ...(filters.sellerId ? { sellers: filters.sellerId } : {}),
    ...(filters.deliveryDateFrom
      ? { dateDeliveryFrom: filters.deliveryDateFrom, dateDeliveryTo: filters.deliveryDateTo }
      : {}),
  };
  return (
    <SubQueue
      testId="queue-PENDING_DELIVERY"
      count={count}
      title={translate(`${T}.pendingDelivery.title`)}
      description={translate(`${T}.pendingDelivery.description`)}
      showLabel={translate(`${T}.show`)}
      hideLabel={translate(`${T}.hide`)}
      actions={
        <Button
          component={RouterLink}
          to="/orders/pending-delivery"
          size="small"
          endIcon={<ArrowForwardRounded />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(`${T}.pendingDelivery.openPage`)}
        </Button>
      }
    >
      {/* Other filters are another list: its first page. */}
      <QueueList
        key={JSON.stringify(listFilter)}
        resource={NOT_DELIVERED_RESOURCE}
        filter={listFilter}
        perPage={QUEUE_PAGE_SIZE}
      >
        <Rows />
      </QueueList>
    </SubQueue>
  );
}
