/**
 * 'Órdenes atrasadas': the late orders, counted for the home's filters; opened, their table (10
 * a page, searched on the server): order number, company, seller, requested date, days overdue and
 * amount. The modal to move their dates opens from the queue's header.
 */
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { LogisticsCountsQuery, OverdueRow } from '../../../domain/logistics/queues';
import { formatDate } from '../../format';
import { QueueList } from '../../ui/lists/QueueList';
import { type QueueColumn, QueueTable } from '../../ui/lists/QueueTable';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { SubQueue } from '../../ui/lists/SubQueue';
import { OVERDUE_RESOURCE, QUEUE_PAGE_SIZE, QUEUE_SEARCH_DEBOUNCE_MS } from './logisticsQueries';
import { DaysOverdueBadge, OverdueOrderLink, overdueAmount } from './overdueCells';

const T = 'app.logisticsQueues.home';
const nowrap = { whiteSpace: 'nowrap' } as const;

function Rows() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const column = (
    id: string,
    render: QueueColumn<OverdueRow>['render'],
    extra: Pick<QueueColumn<OverdueRow>, 'align' | 'sx'> = {},
  ): QueueColumn<OverdueRow> => ({ id, label: translate(`${T}.columns.${id}`), render, ...extra });
  const columns = [
    column('order', (row) => <OverdueOrderLink row={row} />, { sx: nowrap }),
    column('company', (row) => row.customerName),
    column('seller', (row) => row.sellerName ?? '—'),
    column('requestedDate', (row) => formatDate(row.deliveryDate, lang), { sx: nowrap }),
    column('daysOverdue', (row) => <DaysOverdueBadge days={row.daysOverdue} />),
    column('amount', (row) => overdueAmount(row, lang), { align: 'right', sx: nowrap }),
  ];
  return (
    <>
      <ListSearchInput
        delay={QUEUE_SEARCH_DEBOUNCE_MS}
        focusShortcut={false}
        label={translate(`${T}.search`)}
        sx={{ maxWidth: { sm: 360 } }}
      />
      <QueueTable<OverdueRow>
        columns={columns}
        rowTestId="queue-row"
        dense
        card={(row) => (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <OverdueOrderLink row={row} />
              <DaysOverdueBadge days={row.daysOverdue} />
            </Stack>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.customerName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {row.sellerName}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{formatDate(row.deliveryDate, lang)}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {overdueAmount(row, lang)}
              </Typography>
            </Stack>
          </Stack>
        )}
      />
    </>
  );
}

export function DelayedOrdersQueue({
  count,
  filters,
  actions,
}: {
  count: number | undefined;
  filters: LogisticsCountsQuery;
  actions: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <SubQueue
      testId="queue-DELAYED"
      count={count}
      title={translate(`${T}.delayed.title`)}
      description={translate(`${T}.delayed.description`)}
      showLabel={translate(`${T}.show`)}
      hideLabel={translate(`${T}.hide`)}
      actions={actions}
    >
      {/* Other filters are another list: its first page. */}
      <QueueList
        key={JSON.stringify(filters)}
        resource={OVERDUE_RESOURCE}
        filter={filters}
        perPage={QUEUE_PAGE_SIZE}
      >
        <Rows />
      </QueueList>
    </SubQueue>
  );
}
