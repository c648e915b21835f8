/**
 * One finance sub-queue: count badge, title and description; opened, a searchable (500 ms),
 * server-paginated table of 10 rows, with the seeds' empty and error (reload) states. A row action
 * moves the order out and refreshes every count (the caller invalidates the finance queries).
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Badge, Box, ButtonBase, Collapse, Pagination, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyState, ErrorState } from '../../ui/lists/ListStates';
import { SearchInput } from '../../ui/lists/SearchInput';
import { fetchQueue, financeKeys, type QueueFilters, type QueueKey } from '../financeApi';
import { QUEUE_SEARCH_DEBOUNCE_MS } from '../pending/PendingReleasedFilters';
import { useRowRequest } from '../useRowRequest';
import { QueueRows } from './QueueRows';
import { useTreasuryValidation } from './TreasuryBulkValidation';

const T = 'app.finance.queues';

interface Props {
  queue: QueueKey;
  count: number | undefined;
  filters: QueueFilters;
  onChanged: () => void;
}

export function FinanceSubQueue({ queue, count, filters, onChanged }: Props) {
  const translate = useTranslate();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = { ...filters, page, searchParam: search || undefined };
  const rows = useQuery({
    queryKey: financeKeys.queue(queue, query),
    queryFn: () => fetchQueue(queue, query),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const rowRequest = useRowRequest(onChanged);
  // Only 'release missing' holds orders waiting for treasury's validation.
  const treasury = useTreasuryValidation(queue === 'NOT_ANSWERED', onChanged);
  const data = rows.data;
  // The last order of a page left its queue: step back to a page that exists.
  if (data && data.data.length === 0 && page > 1 && data.totalRows > 0) setPage(Math.max(1, data.totalPages));

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
          <SearchInput
            value={search}
            delay={QUEUE_SEARCH_DEBOUNCE_MS}
            focusShortcut={false}
            label={translate(`${T}.filters.search`)}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
              treasury.clear();
            }}
            sx={{ maxWidth: { sm: 360 } }}
          />
          {treasury.panel}
          {rows.isError && !data ? (
            <ErrorState dense error={rows.error} onRetry={() => void rows.refetch()} />
          ) : data && data.data.length === 0 ? (
            <EmptyState dense />
          ) : data ? (
            <QueueRows
              queue={queue}
              rows={data.data}
              busyId={rowRequest.busyId}
              onPress={rowRequest.press}
              selection={treasury.selection}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
              {translate('ra.page.loading')}
            </Typography>
          )}
          {data && data.totalPages > 1 && (
            <Pagination
              count={data.totalPages}
              page={page}
              onChange={(_, next) => {
                setPage(next);
                treasury.clear();
              }}
              size="small"
              siblingCount={1}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </Collapse>
      {rowRequest.dialog}
    </Box>
  );
}
