/**
 * The one table of the product's queues (finance's today; inventory's and logistics' next): the
 * rows of the surrounding queue list (QueueList) as react-admin's DataTable on wide screens and as
 * cards on phones, with the shared loading, empty and error (reload) states, an optional selection
 * for a bulk action with that action's bar while rows are selected, and the list's pages.
 * The selection holds rows of the page shown: another page, page size or filter starts it again.
 */
import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import {
  DataTable,
  DataTableBody,
  type DataTableBodyProps,
  DataTableRow,
  type DataTableRowProps,
  type RaRecord,
  useDataTableSelectedIdsContext,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useIsPhone } from '../useIsPhone';
import { EmptyState, ErrorState } from './ListStates';
import { QueuePages } from './QueuePagination';
import { type QueueSelection, SelectPageBox, SelectRowBox } from './QueueSelection';

export interface QueueColumn<R extends RaRecord> {
  id: string;
  label: string;
  render: (row: R) => ReactNode;
  align?: 'right';
  /** The column's cells, header included. */
  sx?: SxProps<Theme>;
}

export interface QueueTableProps<R extends RaRecord> {
  columns: readonly QueueColumn<R>[];
  /** A row on a phone; `select` is the row's selection box, to place beside its title. */
  card: (row: R, select: ReactNode) => ReactNode;
  /** Each row's (and card's) test id. */
  rowTestId: string;
  /** The table's accessible name. */
  label?: string;
  selection?: QueueSelection<R>;
  /** Shown above the rows while some are selected (count, the bulk action, clear). */
  bulkBar?: ReactNode;
  /** Under the rows; the numbered pages by default. */
  pagination?: ReactNode;
  /** Smaller empty and error states (a queue inside a dashboard panel). */
  dense?: boolean;
  /** The states in the queue's own words (by default the lists' 'No hay datos disponibles'…). */
  stateTexts?: { loading?: string; empty?: string; error?: string };
}

const RowTestId = createContext('queue-row');

function QueueRow(props: DataTableRowProps) {
  const testId = useContext(RowTestId);
  const record = useRecordContext();
  const selected = useDataTableSelectedIdsContext()?.includes(record?.id ?? '') ?? false;
  return <DataTableRow {...props} data-testid={testId} selected={selected} />;
}

function QueueBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={QueueRow} />;
}

/** A new page, page size or search shows other rows: what was selected is let go. */
function useSelectionOfPageShown() {
  const { page, perPage, filterValues, onUnselectItems } = useListContext();
  const shown = JSON.stringify([page, perPage, filterValues]);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === shown) return;
    seen.current = shown;
    onUnselectItems();
  }, [shown, onUnselectItems]);
}

function QueueCards<R extends RaRecord>({ rows, card, rowTestId, selection }: QueueRowsProps<R>) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {selection && (
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, cursor: 'pointer' }}>
          <SelectPageBox selection={selection} />
          <Typography variant="body2">{selection.pageLabel}</Typography>
        </Box>
      )}
      <Box component="ul" sx={{ display: 'grid', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            data-testid={rowTestId}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5, bgcolor: 'background.paper' }}
          >
            {card(row, selection ? <SelectRowBox row={row} selection={selection} /> : null)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface QueueRowsProps<R extends RaRecord>
  extends Pick<QueueTableProps<R>, 'card' | 'rowTestId' | 'selection'> {
  rows: R[];
}

function QueueDataTable<R extends RaRecord>({
  columns,
  selection,
  rowTestId,
  label,
}: Pick<QueueTableProps<R>, 'columns' | 'selection' | 'rowTestId' | 'label'>) {
  return (
    <RowTestId.Provider value={rowTestId}>
      <DataTable<R>
        body={QueueBody}
        bulkActionButtons={false}
        rowClick={false}
        hover
        aria-label={label}
        sx={{
          // The layout grows to fit its widest content: a wide queue scrolls inside its card instead
          // (zero width of its own, the card's at least), so opening it never widens the page.
          '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
          '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
        }}
      >
        {selection && (
          <DataTable.Col<R>
            label={<SelectPageBox selection={selection} />}
            padding="checkbox"
            disableSort
            render={(row) => <SelectRowBox row={row} selection={selection} />}
          />
        )}
        {columns.map((column) => (
          <DataTable.Col<R>
            key={column.id}
            source={column.id}
            label={column.label}
            disableSort
            align={column.align}
            sx={column.sx}
            render={column.render}
          />
        ))}
      </DataTable>
    </RowTestId.Provider>
  );
}

export function QueueTable<R extends RaRecord>(props: QueueTableProps<R>) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { data, isPending, error, refetch, selectedIds } = useListContext<R>();
  useSelectionOfPageShown();
  const { dense, bulkBar, pagination = <QueuePages />, stateTexts = {} } = props;

  let rows: ReactNode;
  if (error && !data)
    rows = <ErrorState dense={dense} error={error} title={stateTexts.error} onRetry={() => void refetch()} />;
  else if (isPending || !data) {
    rows = (
      <Typography variant="body2" color="text.secondary" role="status" sx={{ py: 2, px: 2 }}>
        {stateTexts.loading ?? translate('ra.page.loading')}
      </Typography>
    );
  } else if (data.length === 0) rows = <EmptyState dense={dense} title={stateTexts.empty} />;
  else if (isPhone) rows = <QueueCards {...props} rows={data} />;
  else rows = <QueueDataTable {...props} />;

  return (
    <>
      {props.selection && selectedIds.length > 0 && bulkBar}
      {rows}
      {data && data.length > 0 && pagination}
    </>
  );
}
