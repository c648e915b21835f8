/**
 * /orders/pending-released (seeds §2, ORDER_LISTING_PENDING_RELEASE): orders waiting for the
 * seller's request, one fixed status at a time (release request / payment validation), filtered by
 * sellers, payment term and delivery model, with the row action and bulk requests on a selection
 * whose result counts are pluralised. Without read, the no-permission message; without write no
 * actions and no selection. The column editor is the order list's, on this table's columns.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  Stack,
  Tab,
  TablePagination,
  Tabs,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useNotify, useStore, useTranslate } from 'react-admin';
import {
  type BulkResult,
  PENDING_LIBERATION_STATUSES,
  type PendingLiberationStatus,
} from '../../../domain/finance/views';
import { useDataScope } from '../../auth/useDataScope';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { ColumnEditorDialog } from '../../ui/lists/ColumnEditorDialog';
import { EmptyState, ErrorState, StateBlock } from '../../ui/lists/ListStates';
import { useColumnPreferences } from '../../ui/lists/useColumnPreferences';
import { PageHeader } from '../../ui/PageHeader';
import { useIsPhone } from '../../ui/useIsPhone';
import { bulkCounts, bulkSummary } from '../bulkSummary';
import { fetchPendingReleased, financeKeys, sendBulkRequest } from '../financeApi';
import { useRowRequest } from '../useRowRequest';
import { NO_FILTERS, type PendingFilters, PendingReleasedFilters } from './PendingReleasedFilters';
import { PendingReleasedCards, PendingReleasedTable } from './PendingReleasedTable';
import {
  isFixedPendingColumn,
  PENDING_COLUMN_SET,
  PENDING_COLUMNS,
  type PendingColumn,
} from './pendingColumns';

const T = 'app.finance.pendingReleased';
const PAGE_SIZES = [10, 20, 50];

interface ListState {
  status: PendingLiberationStatus;
  page: number;
  pageSize: number;
  filters: PendingFilters;
}
const INITIAL: ListState = { status: 'PENDINGRELEASEREQUEST', page: 1, pageSize: 10, filters: NO_FILTERS };

/** Reading the listing, asking finance from it, and whether the role picks sellers in its filters. */
function usePendingOffers() {
  const read = useCanAccess({ resource: 'finance', action: 'pendingReleased' });
  const write = useCanAccess({ resource: 'finance', action: 'requestFromPending' });
  const { seesOtherSellers } = useDataScope();
  return {
    isPending: read.isPending || write.isPending,
    canRead: read.canAccess === true,
    canWrite: write.canAccess === true,
    showSellers: seesOtherSellers,
  };
}

function NoPermission() {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <StateBlock
        tone="warning"
        icon={<LockOutlined />}
        title={translate(`${T}.noPermissionTitle`)}
        message={translate(`${T}.noPermissionMessage`)}
        testId="pending-no-permission"
      />
    </Card>
  );
}

function BulkFailures({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  const translate = useTranslate();
  const failed = result.results.filter(
    (r) => !['requested', 'released', 'paymentRequested'].includes(r.outcome),
  );
  if (failed.length === 0) return null;
  return (
    <Alert severity="warning" onClose={onClose} data-testid="bulk-failures">
      <AlertTitle>{translate('app.finance.bulk.failedTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {failed.map((r) => (
          <li key={r.index}>{`${r.displayNumber ?? '—'}: ${r.message}`}</li>
        ))}
      </Box>
    </Alert>
  );
}

export default function PendingReleasedPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const isPhone = useIsPhone();
  const access = usePendingOffers();
  const columns = useColumnPreferences(PENDING_COLUMN_SET);
  const queryClient = useQueryClient();
  const [state, setState] = useStore<ListState>('finance.pendingReleased', INITIAL);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [lastBulk, setLastBulk] = useState<BulkResult | null>(null);
  const query = {
    status: state.status,
    page: state.page,
    pageSize: state.pageSize,
    searchParam: state.filters.searchParam || undefined,
    sellers: state.filters.sellers,
    paymentTerm: state.filters.paymentTerm,
    deliveryModel: state.filters.deliveryModel,
  };
  const list = useQuery({
    queryKey: financeKeys.pendingReleased(query),
    queryFn: () => fetchPendingReleased(query),
    enabled: access.canRead,
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  };
  const rowRequest = useRowRequest(refresh);

  const update = (patch: Partial<ListState>) => {
    setSelected(new Set());
    setState({ ...state, page: 1, ...patch });
  };
  const kind = state.status === 'PENDINGRELEASEREQUEST' ? 'release' : 'payment';

  const runBulk = async () => {
    setBulkBusy(true);
    try {
      const result = await sendBulkRequest(kind, [...selected]);
      const counts = bulkCounts(result);
      const text = bulkSummary(kind, counts, translate);
      notifyText(text, counts.failed > 0 ? 'warning' : 'success');
      setLastBulk(counts.failed > 0 ? result : null);
      refresh();
    } catch {
      notify(`app.finance.toasts.${kind === 'release' ? 'releaseRequestFailed' : 'paymentRequestFailed'}`, {
        type: 'error',
      });
    } finally {
      setBulkBusy(false);
    }
  };

  const title = translate(`${T}.title`);
  if (access.isPending) return null;
  if (!access.canRead) {
    return (
      <Box>
        <Title title={title} />
        <PageHeader title={title} />
        <NoPermission />
      </Box>
    );
  }
  const rows = list.data?.data ?? [];
  const visibleColumns = columns.visible.filter((c) => access.canWrite || c !== 'action');
  const tableProps = {
    rows,
    columns: visibleColumns,
    selected: access.canWrite ? selected : null,
    onToggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    onToggleAll: (ids: string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    busyId: rowRequest.busyId,
    onPress: rowRequest.press,
  };

  return (
    <Box>
      <Title title={title} />
      <PageHeader
        title={title}
        subtitle={translate(`${T}.subtitle`)}
        actions={
          !isPhone && (
            <Button variant="outlined" startIcon={<ViewColumnOutlined />} onClick={() => setEditing(true)}>
              {translate('app.orderList.columnEditor.button')}
            </Button>
          )
        }
      />
      <Card
        variant={isPhone ? 'elevation' : 'outlined'}
        elevation={0}
        sx={isPhone ? { bgcolor: 'transparent' } : undefined}
      >
        <Tabs
          value={state.status}
          onChange={(_, status: PendingLiberationStatus) => update({ status })}
          aria-label={translate(`${T}.tabs.label`)}
          variant={isPhone ? 'fullWidth' : 'standard'}
          sx={{ px: isPhone ? 0 : 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {PENDING_LIBERATION_STATUSES.map((s) => (
            <Tab key={s} value={s} label={translate(`${T}.tabs.${s}`)} sx={{ textTransform: 'none' }} />
          ))}
        </Tabs>
        <Stack spacing={2} sx={{ p: isPhone ? 0 : 2, pt: 2 }}>
          <PendingReleasedFilters
            value={state.filters}
            showSellers={access.showSellers}
            onChange={(filters) => update({ filters })}
          />
          {!access.canWrite && (
            <Typography variant="body2" color="text.secondary" data-testid="pending-read-only">
              {translate(`${T}.readOnly`)}
            </Typography>
          )}
          {lastBulk && <BulkFailures result={lastBulk} onClose={() => setLastBulk(null)} />}
          {access.canWrite && selected.size > 0 && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' }, p: 1.5, borderRadius: 1.5, bgcolor: 'action.selected' }}
              data-testid="bulk-bar"
            >
              <Typography sx={{ fontWeight: 600 }}>
                {translate('app.finance.bulk.selected', { smart_count: selected.size })}
              </Typography>
              <Button
                variant="contained"
                startIcon={<SendOutlined />}
                loading={bulkBusy}
                loadingPosition="start"
                onClick={runBulk}
              >
                {translate(`app.finance.bulk.${kind === 'release' ? 'requestRelease' : 'requestPayment'}`, {
                  smart_count: selected.size,
                })}
              </Button>
              <Button onClick={() => setSelected(new Set())} disabled={bulkBusy}>
                {translate('app.finance.bulk.clearSelection')}
              </Button>
            </Stack>
          )}
        </Stack>
        {list.isError && !list.data ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data && rows.length === 0 ? (
          <EmptyState />
        ) : isPhone ? (
          <PendingReleasedCards {...tableProps} />
        ) : (
          <PendingReleasedTable {...tableProps} />
        )}
        {list.data && list.data.totalRows > 0 && (
          <TablePagination
            component="div"
            count={list.data.totalRows}
            page={state.page - 1}
            rowsPerPage={state.pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, page) => {
              setSelected(new Set());
              setState({ ...state, page: page + 1 });
            }}
            onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
            labelRowsPerPage={translate(`${T}.rowsPerPage`)}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} ${translate(`${T}.of`)} ${count}`}
          />
        )}
      </Card>
      <ColumnEditorDialog<PendingColumn>
        open={editing}
        visible={columns.visible}
        saving={columns.saving}
        onClose={() => setEditing(false)}
        onSave={columns.save}
        columns={PENDING_COLUMNS}
        defaults={PENDING_COLUMNS}
        isFixed={isFixedPendingColumn}
        labelOf={(c) => translate(`${T}.columns.${c}`)}
      />
      {rowRequest.dialog}
    </Box>
  );
}
