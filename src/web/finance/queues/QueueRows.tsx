/**
 * The rows of one finance queue (seeds 001 §"action queues"): the columns of its table type, a
 * table on wide screens and cards on phones; the area badge (Crédito / Tesorería), the reject
 * reason badges ('FACTURAS PENDIENTES' orange, 'SOBREGIRO' red, others grey) and the row action.
 */
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { rejectBadgeTone } from '../../../domain/finance/retention';
import type { FinanceQueueRow } from '../../../domain/finance/views';
import type { Locale } from '../../../domain/i18n';
import { formatDate, formatMoney } from '../../format';
import { useIsPhone } from '../../ui/useIsPhone';
import type { QueueKey } from '../financeApi';
import { RowRequestButton } from '../RowRequestButton';
import { type RowSelection, selectionState } from './TreasuryBulkValidation';

const T = 'app.finance.queues';

type Column =
  | 'number'
  | 'company'
  | 'seller'
  | 'products'
  | 'area'
  | 'deliveryDate'
  | 'total'
  | 'reason'
  | 'action';

const COLUMNS: Record<QueueKey, Column[]> = {
  PENDINGRELEASEREQUEST: ['number', 'company', 'seller', 'products', 'deliveryDate', 'total', 'action'],
  PENDINGVALIDATEPAYMENTREQUEST: [
    'number',
    'company',
    'seller',
    'products',
    'deliveryDate',
    'total',
    'action',
  ],
  NOT_ANSWERED: ['number', 'company', 'area', 'deliveryDate', 'total', 'action'],
  HELD: ['number', 'company', 'seller', 'deliveryDate', 'total', 'reason', 'action'],
  APPROVED: ['number', 'company', 'seller', 'deliveryDate', 'total', 'action'],
};

const BADGE_COLOR = { warning: 'warning', error: 'error', default: 'default' } as const;

function ReasonBadges({ row }: { row: FinanceQueueRow }) {
  const translate = useTranslate();
  const codes = [...new Set(row.rejectReasons.map((r) => r.actionType))];
  if (codes.length === 0) codes.push('other');
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {codes.map((code) => {
        const known = code === 'REJECTED_OVERDUE_INVOICES' || code === 'REJECTED_OVERDRAFT';
        return (
          <Chip
            key={code}
            size="small"
            color={BADGE_COLOR[rejectBadgeTone(code)]}
            data-tone={rejectBadgeTone(code)}
            label={translate(`${T}.reasons.${known ? code : 'other'}`)}
            sx={{ fontWeight: 600, fontSize: 11 }}
          />
        );
      })}
    </Stack>
  );
}

function AssignMaterialButton() {
  const translate = useTranslate();
  // Material assignment is the inventory step's screen; until it exists the action says so.
  return (
    <Tooltip title={translate(`${T}.actions.assignMaterialSoon`)}>
      <span>
        <Button
          size="small"
          variant="outlined"
          disabled
          startIcon={<Inventory2Outlined fontSize="small" />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(`${T}.actions.assignMaterial`)}
        </Button>
      </span>
    </Tooltip>
  );
}

interface Props {
  queue: QueueKey;
  rows: FinanceQueueRow[];
  busyId: string | null;
  onPress: (row: FinanceQueueRow) => void;
  /** Given only to treasury on 'release missing': a checkbox on the rows it may validate. */
  selection?: RowSelection;
}

export function QueueRows({ queue, rows, busyId, onPress, selection }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const isPhone = useIsPhone();
  const action = (row: FinanceQueueRow) =>
    queue === 'APPROVED' ? (
      <AssignMaterialButton />
    ) : (
      <RowRequestButton row={row} busy={busyId === row.id} disabled={busyId !== null} onPress={onPress} />
    );
  const cell = (column: Column, row: FinanceQueueRow): ReactNode => {
    switch (column) {
      case 'number':
        return (
          <Link component={RouterLink} to={`/orders/${row.id}`} sx={{ fontWeight: 600 }}>
            {row.displayNumber}
          </Link>
        );
      case 'company':
        return row.customerName;
      case 'seller':
        return row.sellerName ?? '—';
      case 'products':
        return row.products;
      case 'area':
        return row.area ? (
          <Chip
            size="small"
            variant="outlined"
            color={row.area === 'CREDIT' ? 'primary' : 'secondary'}
            label={translate(`${T}.areas.${row.area}`)}
          />
        ) : (
          '—'
        );
      case 'deliveryDate':
        return formatDate(row.deliveryDate, lang);
      case 'total':
        return formatMoney(row.totalOrder, 'USD', lang);
      case 'reason':
        return <ReasonBadges row={row} />;
      default:
        return action(row);
    }
  };
  const columns = COLUMNS[queue];
  const select = (row: FinanceQueueRow) =>
    selection?.selectable(row) ? (
      <Checkbox
        size="small"
        checked={selection.isSelected(row)}
        onChange={() => selection.toggle(row)}
        slotProps={{
          input: { 'aria-label': translate('app.finance.bulk.selectRow', { number: row.displayNumber }) },
        }}
        sx={{ p: 0.5 }}
      />
    ) : null;

  const shown = selection ? selectionState(selection, rows) : null;
  const selectAll =
    selection && shown?.any ? (
      <Checkbox
        size="small"
        checked={shown.all}
        indeterminate={shown.some}
        onChange={() => selection.toggleAll(rows)}
        slotProps={{ input: { 'aria-label': translate('app.finance.bulk.selectAll') } }}
        sx={{ p: 0.5 }}
      />
    ) : null;

  if (isPhone) {
    return (
      <Stack spacing={1}>
        {selectAll && (
          <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, cursor: 'pointer' }}>
            {selectAll}
            <Typography variant="body2">{translate('app.finance.bulk.selectAll')}</Typography>
          </Box>
        )}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.id}
              data-testid="queue-row"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5 }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {select(row)}
                  {cell('number', row)}
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {cell('total', row)}
                </Typography>
              </Stack>
              <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{row.customerName}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[columns.includes('seller') ? row.sellerName : null, formatDate(row.deliveryDate, lang)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {(columns.includes('area') || columns.includes('reason')) && (
                <Box sx={{ mt: 1 }}>{columns.includes('area') ? cell('area', row) : cell('reason', row)}</Box>
              )}
              <Box sx={{ mt: 1.25 }}>{action(row)}</Box>
            </Box>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {selection && <TableCell padding="checkbox">{selectAll}</TableCell>}
            {columns.map((c) => (
              <TableCell
                key={c}
                align={c === 'total' ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {translate(`${T}.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid="queue-row">
              {selection && <TableCell padding="checkbox">{select(row)}</TableCell>}
              {columns.map((c) => (
                <TableCell
                  key={c}
                  align={c === 'total' ? 'right' : 'left'}
                  sx={{
                    fontVariantNumeric: c === 'total' ? 'tabular-nums' : undefined,
                    whiteSpace: c === 'company' || c === 'products' ? undefined : 'nowrap',
                    maxWidth: c === 'products' ? 240 : undefined,
                  }}
                >
                  {cell(c, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
