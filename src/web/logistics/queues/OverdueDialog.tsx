/**
 * The delays modal: the late orders (10 a page, searched on the server, with the home's filters),
 * each with its days overdue and its delivery date. Who may reschedule them (ORDER_DELAYED write)
 * types a new date per order — not before today — and saves one order or every one moved; anyone
 * else reads the dates.
 */
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { businessDay } from '../../../domain/dates';
import type { Locale } from '../../../domain/i18n';
import type { LogisticsCountsQuery, OverdueRow } from '../../../domain/logistics/queues';
import { formatDate, formatNumber } from '../../format';
import { DateInput } from '../../ui/forms/DateInput';
import { ErrorState, StateBlock } from '../../ui/lists/ListStates';
import { QueueList } from '../../ui/lists/QueueList';
import { QueuePages } from '../../ui/lists/QueuePagination';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { useIsPhone } from '../../ui/useIsPhone';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { OVERDUE_RESOURCE, QUEUE_PAGE_SIZE, QUEUE_SEARCH_DEBOUNCE_MS } from './logisticsQueries';
import { DaysOverdueBadge, OverdueOrderLink } from './overdueCells';
import {
  hasProblems,
  type OverdueDrafts,
  overdueDateProblem,
  withDraft,
  withoutDrafts,
} from './overdueEdits';
import { useOverdueSave } from './useOverdueSave';

const T = 'app.logisticsQueues.overdue';

interface RowProps {
  row: OverdueRow;
  canWrite: boolean;
  draft: string | undefined;
  refusal: string | undefined;
  busy: boolean;
  today: string;
  onChange: (date: string) => void;
  onSave: () => void;
}

/** In the table the column header names the field; its own label is for screen readers. */
const IN_CELL = {
  minWidth: 160,
  '& .MuiInputLabel-root': visuallyHidden,
  '& .MuiFilledInput-input': { pt: 1, pb: 1 },
} as const;

function NewDateField({
  row,
  draft,
  refusal,
  busy,
  today,
  onChange,
  inCell,
}: RowProps & { inCell?: boolean }) {
  const translate = useTranslate();
  const ref = useRef<HTMLInputElement>(null);
  const problem = draft === undefined ? null : overdueDateProblem(draft, today);
  return (
    <DateInput
      name={`overdue-${row.id}`}
      size="small"
      label={translate(`${T}.newDateLabel`, { number: row.displayNumber })}
      value={draft ?? ''}
      onChange={onChange}
      onBlur={() => {}}
      inputRef={ref}
      min={today}
      disabled={busy}
      error={problem ? translate(problem) : refusal || undefined}
      sx={inCell ? IN_CELL : { minWidth: 160 }}
    />
  );
}

function SaveOne({ row, draft, busy, today, onSave }: RowProps) {
  const translate = useTranslate();
  const ready = draft !== undefined && overdueDateProblem(draft, today) === null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<SaveOutlined />}
      disabled={!ready || busy}
      loading={busy}
      loadingPosition="start"
      onClick={onSave}
      aria-label={translate(`${T}.saveLabel`, { number: row.displayNumber })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`${T}.save`)}
    </Button>
  );
}

function OverdueCard(props: RowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { row, canWrite } = props;
  return (
    <Box
      component="li"
      data-testid="overdue-row"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <OverdueOrderLink row={row} />
        <DaysOverdueBadge days={row.daysOverdue} />
      </Stack>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.customerName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[row.sellerName, `${formatNumber(row.quantityTons, 0, locale as Locale)} ton`]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {/* The late date stays in sight: the new date's field starts empty. */}
      <Typography variant="body2">
        {translate('app.logisticsQueues.home.columns.deliveryDate')}:{' '}
        {formatDate(row.deliveryDate, locale as Locale)}
      </Typography>
      {canWrite && (
        <>
          <NewDateField {...props} />
          <SaveOne {...props} />
        </>
      )}
    </Box>
  );
}

function OverdueTableRow(props: RowProps) {
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const { row, canWrite } = props;
  return (
    <TableRow data-testid="overdue-row" hover>
      <TableCell>
        <OverdueOrderLink row={row} />
      </TableCell>
      <TableCell>{row.customerName}</TableCell>
      <TableCell>{row.sellerName ?? '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatNumber(row.quantityTons, 0, lang)}
      </TableCell>
      <TableCell>
        <DaysOverdueBadge days={row.daysOverdue} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.deliveryDate, lang)}</TableCell>
      {canWrite && (
        <>
          <TableCell>
            <NewDateField {...props} inCell />
          </TableCell>
          <TableCell>
            <SaveOne {...props} />
          </TableCell>
        </>
      )}
    </TableRow>
  );
}

interface RowsProps {
  canWrite: boolean;
  drafts: OverdueDrafts;
  refusals: Record<string, string>;
  saving: string | null;
  today: string;
  onChange: (row: OverdueRow, date: string) => void;
  onSave: (row: OverdueRow, date: string) => void;
}

function OverdueRows({ canWrite, drafts, refusals, saving, today, onChange, onSave }: RowsProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { data, isPending, error, refetch } = useListContext<OverdueRow>();
  if (error && !data)
    return (
      <ErrorState dense error={error} title={translate(`${T}.loadError`)} onRetry={() => void refetch()} />
    );
  if (isPending || !data)
    return (
      <Typography variant="body2" color="text.secondary" role="status" sx={{ py: 2 }}>
        {translate('ra.page.loading')}
      </Typography>
    );
  if (data.length === 0)
    return (
      <StateBlock
        dense
        role="status"
        tone="primary"
        icon={<InboxOutlined />}
        title={translate(`${T}.empty`)}
      />
    );

  const propsOf = (row: OverdueRow): RowProps => ({
    row,
    canWrite,
    draft: drafts[row.id],
    refusal: refusals[row.id],
    busy: saving === row.id || saving === 'all',
    today,
    onChange: (date) => onChange(row, date),
    onSave: () => {
      const date = drafts[row.id];
      if (date !== undefined) onSave(row, date);
    },
  });
  if (isPhone)
    return (
      <Box component="ul" sx={{ display: 'grid', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {data.map((row) => (
          <OverdueCard key={row.id} {...propsOf(row)} />
        ))}
      </Box>
    );
  const header = (key: string) => translate(`app.logisticsQueues.home.columns.${key}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <TableCell>{header('order')}</TableCell>
            <TableCell>{header('company')}</TableCell>
            <TableCell>{header('seller')}</TableCell>
            <TableCell align="right">{header('quantity')}</TableCell>
            <TableCell>{header('daysOverdue')}</TableCell>
            <TableCell>{header('deliveryDate')}</TableCell>
            {canWrite && (
              <>
                <TableCell>{translate(`${T}.newDate`)}</TableCell>
                <TableCell />
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <OverdueTableRow key={row.id} {...propsOf(row)} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function OverdueDialog({
  open,
  onClose,
  canWrite,
  filters,
}: {
  open: boolean;
  onClose: () => void;
  canWrite: boolean;
  /** The home's seller and delivery-date filters. */
  filters: LogisticsCountsQuery;
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [drafts, setDrafts] = useState<OverdueDrafts>({});
  const save = useOverdueSave((ids) => setDrafts((all) => withoutDrafts(all, ids)));
  const today = businessDay();
  const pending = Object.keys(drafts).length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="lg"
      fullWidth
      aria-labelledby="overdue-title"
    >
      <DialogTitle id="overdue-title">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.${canWrite ? 'subtitle' : 'readOnlySubtitle'}`)}
        </Typography>
        <QueueList resource={OVERDUE_RESOURCE} filter={filters} perPage={QUEUE_PAGE_SIZE}>
          <Stack spacing={1.5}>
            <ListSearchInput
              delay={QUEUE_SEARCH_DEBOUNCE_MS}
              focusShortcut={false}
              label={translate('app.logisticsQueues.home.search')}
              sx={{ maxWidth: { sm: 360 } }}
            />
            <OverdueRows
              canWrite={canWrite}
              drafts={drafts}
              refusals={save.refusals}
              saving={save.saving}
              today={today}
              onChange={(row, date) => setDrafts((all) => withDraft(all, row.id, date))}
              onSave={(row, date) => void save.saveOne(row.id, date)}
            />
            <QueuePages />
          </Stack>
        </QueueList>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {canWrite && pending > 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mr: 'auto' }}
            data-testid="overdue-pending"
          >
            {translate(`${T}.pending`, { smart_count: pending })}
          </Typography>
        )}
        <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<SaveOutlined />}
            disabled={save.saving !== null || hasProblems(drafts, today)}
            loading={save.saving === 'all'}
            loadingPosition="start"
            onClick={() => void save.saveAll(drafts)}
          >
            {translate(`${T}.saveAll`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
