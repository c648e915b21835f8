/**
 * The rows of /orders/pending-released: a table with the chosen columns (cards on phones), a
 * checkbox per row for bulk requests when the user may write, and the row's own action.
 */
import {
  Box,
  Checkbox,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FinanceQueueRow } from '../../../domain/finance/views';
import type { Locale } from '../../../domain/i18n';
import { formatDate, formatMoney, formatNumber } from '../../format';
import { OrderStatusChip } from '../../orders/list/OrderStatusChip';
import { RowRequestButton } from '../RowRequestButton';
import type { PendingColumn } from './pendingColumns';

const T = 'app.finance.pendingReleased';

export interface PendingTableProps {
  rows: FinanceQueueRow[];
  columns: readonly PendingColumn[];
  /** Null: no selection (the user may not write). */
  selected: ReadonlySet<string> | null;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
  busyId: string | null;
  onPress: (row: FinanceQueueRow) => void;
}

/** Rows that can take part in a bulk request: a fresh request button the user may press. */
export const selectable = (row: FinanceQueueRow) =>
  Boolean(row.canWrite && row.button && !row.button.disabled);

function Cell({ column, row, lang }: { column: PendingColumn; row: FinanceQueueRow; lang: Locale }) {
  const translate = useTranslate();
  switch (column) {
    case 'number':
      return (
        <Link component={RouterLink} to={`/orders/${row.id}`} sx={{ fontWeight: 600 }}>
          {row.displayNumber}
        </Link>
      );
    case 'company':
      return <>{row.customerName}</>;
    case 'seller':
      return <>{row.sellerName ?? '—'}</>;
    case 'products':
      return (
        <Box component="span" sx={{ display: 'block', maxWidth: 220, overflowWrap: 'anywhere' }}>
          {row.products}
        </Box>
      );
    case 'tons':
      return <>{formatNumber(row.tons, 3, lang)}</>;
    case 'deliveryDate':
      return <>{formatDate(row.deliveryDate, lang)}</>;
    case 'status':
      return <OrderStatusChip status={row.opsStatus} />;
    case 'total':
      return <>{formatMoney(row.totalOrder, 'USD', lang)}</>;
    default:
      return <span>{translate(`${T}.columns.action`)}</span>;
  }
}

const NUMERIC: readonly PendingColumn[] = ['tons', 'total'];

export function PendingReleasedTable({
  rows,
  columns,
  selected,
  onToggle,
  onToggleAll,
  busyId,
  onPress,
}: PendingTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const pageIds = rows.filter(selectable).map((r) => r.id);
  const chosenHere = pageIds.filter((id) => selected?.has(id)).length;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            {selected && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageIds.length > 0 && chosenHere === pageIds.length}
                  indeterminate={chosenHere > 0 && chosenHere < pageIds.length}
                  disabled={pageIds.length === 0}
                  onChange={(_, on) => onToggleAll(pageIds, on)}
                  slotProps={{ input: { 'aria-label': translate(`${T}.selectAll`) } }}
                />
              </TableCell>
            )}
            {columns.map((c) => (
              <TableCell
                key={c}
                align={NUMERIC.includes(c) ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {translate(`${T}.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid="pending-row" selected={selected?.has(row.id) ?? false}>
              {selected && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(row.id)}
                    disabled={!selectable(row)}
                    onChange={() => onToggle(row.id)}
                    slotProps={{
                      input: { 'aria-label': translate(`${T}.selectRow`, { number: row.displayNumber }) },
                    }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell
                  key={c}
                  align={NUMERIC.includes(c) ? 'right' : 'left'}
                  sx={{
                    fontVariantNumeric: NUMERIC.includes(c) ? 'tabular-nums' : undefined,
                    whiteSpace: c === 'products' || c === 'company' ? undefined : 'nowrap',
                  }}
                >
                  {c === 'action' ? (
                    <RowRequestButton
                      row={row}
                      busy={busyId === row.id}
                      disabled={busyId !== null}
                      onPress={onPress}
                    />
                  ) : (
                    <Cell column={c} row={row} lang={lang} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per order with what matters to decide the request. */
export function PendingReleasedCards({ rows, selected, onToggle, busyId, onPress }: PendingTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          data-testid="pending-row"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.paper' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {selected && (
              <Checkbox
                size="small"
                checked={selected.has(row.id)}
                disabled={!selectable(row)}
                onChange={() => onToggle(row.id)}
                slotProps={{
                  input: { 'aria-label': translate(`${T}.selectRow`, { number: row.displayNumber }) },
                }}
                sx={{ ml: -1 }}
              />
            )}
            <Link component={RouterLink} to={`/orders/${row.id}`} sx={{ fontWeight: 600 }}>
              {row.displayNumber}
            </Link>
            <Box sx={{ ml: 'auto' }}>
              <OrderStatusChip status={row.opsStatus} />
            </Box>
          </Stack>
          <Typography sx={{ fontWeight: 500, mt: 0.5, overflowWrap: 'anywhere' }}>
            {row.customerName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[row.sellerName, row.products].filter(Boolean).join(' · ')}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1, gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {formatDate(row.deliveryDate, lang)} · {formatNumber(row.tons, 3, lang)} ton
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatMoney(row.totalOrder, 'USD', lang)}
            </Typography>
          </Stack>
          <Box sx={{ mt: 1.25 }}>
            <RowRequestButton
              row={row}
              busy={busyId === row.id}
              disabled={busyId !== null}
              onPress={onPress}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
