/**
 * The rows of 'Pendientes de entrega', inside its list: the table on wide screens and cards on
 * phones, with — for who may deliver shipments — each row's delivery date and confirmation edited
 * in place and saved by the row's own button (enabled only once something changed), and the
 * transport form. Unsaved edits are kept per shipment while the user pages or filters.
 */
import { Box, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { businessDay } from '../../../domain/dates';
import type { Locale } from '../../../domain/i18n';
import { PENDING_DELIVERY_PAGE_SIZES, type PendingDeliveryRow } from '../../../domain/logistics/queues';
import { formatNumber } from '../../format';
import { QueueTablePagination } from '../../ui/lists/QueuePagination';
import { type QueueColumn, QueueTable } from '../../ui/lists/QueueTable';
import { type DeliveryDraft, dateProblem, draftOf, isChanged } from './deliveryEdits';
import {
  ConfirmationToggle,
  DeliveryDateField,
  OrderLink,
  SaveRowButton,
  useDeliveryModelLabel,
} from './rowParts';
import { TransportCell } from './TransportCell';
import { useDeliverySave } from './useDeliverySave';

const T = 'app.logisticsQueues.pendingDelivery';

const nowrap = { whiteSpace: 'nowrap' } as const;
const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Eleven columns in a 1440 px window beside the menu: headers wrap between words and cells keep
 * less air between them (scoped twice to outweigh the queue table's no-wrap headers).
 */
const FITS_A_LAPTOP = {
  '& .RaDataTable-table .RaDataTable-headerCell': { whiteSpace: 'normal', verticalAlign: 'bottom' },
  '& .RaDataTable-table .MuiTableCell-root': { px: 0.75 },
  '& .RaDataTable-table .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .RaDataTable-table .MuiTableCell-root:last-of-type': { pr: 2 },
} as const;

interface RowEditing {
  draft: DeliveryDraft;
  problem: string | null;
  changed: boolean;
  busy: boolean;
  onChange: (next: DeliveryDraft) => void;
  onSave: () => void;
}

function PendingCard({
  row,
  editing,
  canWrite,
  transport,
}: {
  row: PendingDeliveryRow;
  editing: RowEditing;
  canWrite: boolean;
  transport: ReactNode;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const modelLabel = useDeliveryModelLabel();
  const lang = locale as Locale;
  const edit = { row, canWrite, ...editing };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <OrderLink row={row} />
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.shipment`, { number: row.number })}
          {row.order.packageId ? ` · ${row.order.packageId}` : ''}
        </Typography>
      </Stack>
      <Box>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.order.companyName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[
            `${formatNumber(row.quantityTons, 3, lang)} ton`,
            row.products,
            modelLabel(row.order.deliveryModel),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.columns.invoice`)}: {row.invoiceNumber ?? translate(`${T}.noInvoice`)}
        </Typography>
      </Box>
      {transport}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr auto', alignItems: 'center' }}>
        <DeliveryDateField {...edit} />
        <ConfirmationToggle {...edit} />
      </Box>
      {canWrite && (
        <SaveRowButton
          row={row}
          changed={editing.changed}
          blocked={Boolean(editing.problem)}
          busy={editing.busy}
          onSave={editing.onSave}
          fullWidth
        />
      )}
    </Stack>
  );
}

export function PendingDeliveryTable({
  canWrite,
  onAssignTransport,
}: {
  canWrite: boolean;
  onAssignTransport: (row: PendingDeliveryRow) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const modelLabel = useDeliveryModelLabel();
  const [drafts, setDrafts] = useState<Record<string, DeliveryDraft>>({});
  const forget = (rowId: string) => setDrafts(({ [rowId]: _saved, ...rest }) => rest);
  const { save, savingId } = useDeliverySave(forget);
  const today = businessDay();

  const editingOf = (row: PendingDeliveryRow): RowEditing => {
    const draft = drafts[row.id] ?? draftOf(row);
    const changed = isChanged(row, draft);
    return {
      draft,
      changed,
      problem: changed ? dateProblem(row, draft, today) : null,
      busy: savingId === row.id,
      onChange: (next) => setDrafts((all) => ({ ...all, [row.id]: next })),
      onSave: () => save(row, draft),
    };
  };
  const transport = (row: PendingDeliveryRow) => (
    <TransportCell row={row} canWrite={canWrite} onAssign={onAssignTransport} />
  );

  const column = (
    id: string,
    render: QueueColumn<PendingDeliveryRow>['render'],
    extra: Pick<QueueColumn<PendingDeliveryRow>, 'align' | 'sx'> = {},
  ): QueueColumn<PendingDeliveryRow> => ({ id, label: translate(`${T}.columns.${id}`), render, ...extra });
  const columns: QueueColumn<PendingDeliveryRow>[] = [
    column('order', (row) => <OrderLink row={row} />, { sx: nowrap }),
    column('packageId', (row) => row.order.packageId ?? '—', { sx: nowrap }),
    column('company', (row) => row.order.companyName, { sx: { minWidth: 120 } }),
    column('quantity', (row) => formatNumber(row.quantityTons, 3, lang), { align: 'right', sx: numeric }),
    column('products', (row) => row.products, { sx: { minWidth: 80 } }),
    column('deliveryType', (row) => modelLabel(row.order.deliveryModel), { sx: { minWidth: 90 } }),
    column('transport', transport, { sx: { minWidth: 110 } }),
    column(
      'invoice',
      (row) =>
        row.invoiceNumber ?? (
          <Typography variant="body2" component="span" color="text.secondary" sx={nowrap}>
            {translate(`${T}.noInvoice`)}
          </Typography>
        ),
      { sx: nowrap },
    ),
    column('deliveryDate', (row) => (
      <DeliveryDateField row={row} canWrite={canWrite} inCell {...editingOf(row)} />
    )),
    column('confirmation', (row) => (
      <ConfirmationToggle row={row} canWrite={canWrite} inCell {...editingOf(row)} />
    )),
  ];
  if (canWrite) {
    columns.push(
      column('save', (row) => {
        const editing = editingOf(row);
        return (
          <SaveRowButton
            row={row}
            changed={editing.changed}
            blocked={Boolean(editing.problem)}
            busy={editing.busy}
            onSave={editing.onSave}
            iconOnly
          />
        );
      }),
    );
  }

  return (
    <Box sx={FITS_A_LAPTOP}>
      <QueueTable<PendingDeliveryRow>
        label={translate('app.logisticsQueues.pendingDeliveryTitle')}
        columns={columns}
        card={(row) => (
          <PendingCard row={row} editing={editingOf(row)} canWrite={canWrite} transport={transport(row)} />
        )}
        rowTestId="pending-delivery-row"
        pagination={
          <QueueTablePagination
            rowsPerPageLabel={translate(`${T}.rowsPerPage`)}
            of={translate(`${T}.of`)}
            sizes={PENDING_DELIVERY_PAGE_SIZES}
          />
        }
      />
    </Box>
  );
}
