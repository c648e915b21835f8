/**
 * One finance sub-queue of the dashboard: count badge, title and description; opened, its list
 * (a QueueTable of 10 rows paged on the server) with a search sent 500 ms after typing stops, the
 * empty and error (reload) states, and the row actions. An action moves the order out of its queue
 * and refreshes every count and queue.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import type { FinanceQueue } from '../../../domain/finance/queues';
import type { FinanceCountsQuery, FinanceQueueRow } from '../../../domain/finance/views';
import { useBulkAutoAssign } from '../../inventory/allocation/queues';
import { StateBlock } from '../../ui/lists/ListStates';
import { QueueList } from '../../ui/lists/QueueList';
import { QueueTable } from '../../ui/lists/QueueTable';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { SubQueue } from '../../ui/lists/SubQueue';
import { QUEUE_PAGE_SIZE, QUEUE_RESOURCES, QUEUE_SEARCH_DEBOUNCE_MS } from '../financeQueries';
import { useRowRequest } from '../useRowRequest';
import { useQueueColumns } from './queueColumns';
import { useTreasuryValidation } from './TreasuryBulkValidation';

const T = 'app.finance.queues';

interface Props {
  queue: FinanceQueue;
  count: number | undefined;
  /** The home's seller and delivery-date filters, sent with every page. */
  filters: FinanceCountsQuery;
}

function QueueRows({ queue }: { queue: FinanceQueue }) {
  const translate = useTranslate();
  const rowRequest = useRowRequest();
  const treasury = useTreasuryValidation(queue);
  // 'Autorizadas por finanzas' waits for material: its orders are auto-assigned in bulk.
  const material = useBulkAutoAssign<FinanceQueueRow>(queue === 'APPROVED');
  const { columns, card } = useQueueColumns(queue, rowRequest);
  return (
    <>
      <ListSearchInput
        delay={QUEUE_SEARCH_DEBOUNCE_MS}
        focusShortcut={false}
        label={translate(`${T}.filters.search`)}
        sx={{ maxWidth: { sm: 360 } }}
      />
      {treasury.failures}
      {material.toolbar}
      {material.results}
      <QueueTable<FinanceQueueRow>
        columns={columns}
        card={card}
        rowTestId="queue-row"
        selection={treasury.selection ?? material.selection}
        bulkBar={treasury.bar}
        dense
      />
      {rowRequest.dialog}
    </>
  );
}

/** A queue whose list the role may not read (the count is everyone's): it says so instead. */
function NoQueueAccess() {
  const translate = useTranslate();
  return (
    <StateBlock
      dense
      tone="warning"
      icon={<LockOutlined />}
      title={translate('app.finance.pendingReleased.noPermissionTitle')}
      message={translate('app.finance.pendingReleased.noPermissionMessage')}
    />
  );
}

export function FinanceSubQueue({ queue, count, filters }: Props) {
  const translate = useTranslate();
  const resource = QUEUE_RESOURCES[queue];
  const access = useCanAccess({ resource, action: 'list' });
  return (
    <SubQueue
      testId={`queue-${queue}`}
      count={count}
      title={translate(`${T}.${queue}.title`)}
      description={translate(`${T}.${queue}.description`)}
      showLabel={translate(`${T}.show`)}
      hideLabel={translate(`${T}.hide`)}
    >
      {access.canAccess === false && <NoQueueAccess />}
      {access.canAccess && (
        // Other filters are another list: its first page.
        <QueueList
          key={JSON.stringify(filters)}
          resource={resource}
          filter={filters}
          perPage={QUEUE_PAGE_SIZE}
        >
          <QueueRows queue={queue} />
        </QueueList>
      )}
    </SubQueue>
  );
}
