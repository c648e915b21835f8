/**
 * One finance sub-queue of the dashboard: count badge, title and description; opened, its list
 * (a QueueTable of 10 rows paged on the server) with a search sent 500 ms after typing stops, the
 * empty and error (reload) states, and the row actions. An action moves the order out of its queue
 * and refreshes every count and queue.
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Badge, Box, ButtonBase, Collapse, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { FinanceQueue } from '../../../domain/finance/queues';
import type { FinanceCountsQuery, FinanceQueueRow } from '../../../domain/finance/views';
import { useBulkAutoAssign } from '../../inventory/allocation/queues';
import { StateBlock } from '../../ui/lists/ListStates';
import { QueueList } from '../../ui/lists/QueueList';
import { QueueTable } from '../../ui/lists/QueueTable';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { QUEUE_PAGE_SIZE, QUEUE_RESOURCES, QUEUE_SEARCH_DEBOUNCE_MS } from '../financeQueries';
import { useRowRequest } from '../useRowRequest';
import { useQueueColumns } from './queueColumns';
import { useTreasuryValidation } from './TreasuryBulkValidation';

const T = 'app.finance.queues';

interface Props {
  queue: FinanceQueue;
  count: number | undefined;
  /** The group's seller and delivery-date filters, sent with every page. */
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
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const resource = QUEUE_RESOURCES[queue];
  const access = useCanAccess({ resource, action: 'list' });

  return (
    <Box
      data-testid={`queue-${queue}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <ButtonBase
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        sx={{ width: 1, justifyContent: 'flex-start', textAlign: 'left', p: { xs: 1.5, sm: 2 }, gap: 2 }}
      >
        <Badge
          badgeContent={count ?? '…'}
          max={9999}
          showZero
          color={count ? 'primary' : 'default'}
          data-testid="queue-count"
          sx={{
            '& .MuiBadge-badge': {
              position: 'static',
              transform: 'none',
              minWidth: 32,
              height: 24,
              fontWeight: 700,
            },
          }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {translate(`${T}.${queue}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.${queue}.description`)}
          </Typography>
        </Box>
        <ExpandMoreRounded
          aria-label={translate(open ? `${T}.hide` : `${T}.show`)}
          sx={{
            transition: 'transform 150ms',
            transform: open ? 'rotate(180deg)' : 'none',
            color: 'text.secondary',
          }}
        />
      </ButtonBase>
      <Collapse in={open} unmountOnExit>
        <Stack id={panelId} spacing={1.5} sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }}>
          {access.canAccess === false && <NoQueueAccess />}
          {access.canAccess && (
            <QueueList resource={resource} filter={filters} perPage={QUEUE_PAGE_SIZE}>
              <QueueRows queue={queue} />
            </QueueList>
          )}
        </Stack>
      </Collapse>
    </Box>
  );
}
