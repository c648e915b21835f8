/**
 * The parts of a 'Pendientes de entrega' row that the table and the phone card share: the order
 * link, the delivery model's label, the editable date, the confirmation toggle and the save button.
 */
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Button, Chip, FormControlLabel, IconButton, Link, Switch, Tooltip } from '@mui/material';
import { useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../../domain/i18n';
import type { PendingDeliveryRow } from '../../../domain/logistics/queues';
import { DELIVERY_MODEL_LABELS, DELIVERY_MODELS, type DeliveryModel } from '../../../domain/orders/enums';
import { formatDate } from '../../format';
import { useTenantTheme } from '../../tenantTheme';
import { DateInput } from '../../ui/forms/DateInput';
import { visuallyHidden } from '../../ui/visuallyHidden';
import type { DeliveryDraft } from './deliveryEdits';

const T = 'app.logisticsQueues.pendingDelivery';

export function OrderLink({ row }: { row: PendingDeliveryRow }) {
  return (
    <Link
      component={RouterLink}
      to={`/orders/${row.order.id}`}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {row.order.displayNumber}
    </Link>
  );
}

const isModel = (v: string): v is DeliveryModel => (DELIVERY_MODELS as readonly string[]).includes(v);

/** 'Pickup' or '{product} Delivery Partner', in the user's language. */
export function useDeliveryModelLabel() {
  const [locale] = useLocaleState();
  const tenant = useTenantTheme();
  return (model: string) =>
    isModel(model)
      ? DELIVERY_MODEL_LABELS[model][locale as Locale].replace('%{product}', tenant.productName ?? '')
      : model;
}

interface EditProps {
  row: PendingDeliveryRow;
  draft: DeliveryDraft;
  /** The draft's date problem, as a catalogue key. */
  problem: string | null;
  canWrite: boolean;
  busy: boolean;
  onChange: (next: DeliveryDraft) => void;
}

/** A bare field in a table cell: its label is for screen readers, the column header names it. */
const IN_CELL = {
  minWidth: 150,
  maxWidth: 156,
  '& .MuiInputLabel-root': visuallyHidden,
  '& .MuiFilledInput-input': { pt: 1, pb: 1 },
} as const;

export function DeliveryDateField({
  row,
  draft,
  problem,
  canWrite,
  busy,
  onChange,
  inCell,
}: EditProps & { inCell?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ref = useRef<HTMLInputElement>(null);
  if (!canWrite)
    return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.dateDelivery, locale as Locale)}</span>;
  return (
    <DateInput
      name={`deliveryDate-${row.id}`}
      size="small"
      label={translate(`${T}.dateLabel`, { number: row.number })}
      value={draft.deliveryDate}
      onChange={(deliveryDate) => onChange({ ...draft, deliveryDate })}
      onBlur={() => {}}
      inputRef={ref}
      disabled={busy}
      error={problem ? translate(problem) : undefined}
      // On a card there is room to say which dates the state takes.
      helperText={
        inCell ? undefined : translate(`${T}.${draft.isDelivered ? 'realDateHint' : 'newDateHint'}`)
      }
      sx={inCell ? IN_CELL : undefined}
    />
  );
}

export function ConfirmationToggle({
  row,
  draft,
  canWrite,
  busy,
  onChange,
  inCell,
}: EditProps & { inCell?: boolean }) {
  const translate = useTranslate();
  const state = translate(`${T}.${draft.isDelivered ? 'confirmed' : 'pending'}`);
  if (!canWrite)
    return (
      <Chip
        size="small"
        variant="outlined"
        color={row.isDelivered ? 'success' : 'warning'}
        label={state}
        data-testid="delivery-state"
      />
    );
  return (
    <FormControlLabel
      // In the table the state goes under the switch, so the column stays narrow.
      labelPlacement={inCell ? 'bottom' : 'end'}
      slotProps={{ typography: { variant: inCell ? 'caption' : 'body2' } }}
      sx={{ m: 0, whiteSpace: 'nowrap' }}
      control={
        <Switch
          size="small"
          checked={draft.isDelivered}
          disabled={busy}
          onChange={(e) => onChange({ ...draft, isDelivered: e.target.checked })}
          slotProps={{ input: { 'aria-label': translate(`${T}.confirmLabel`, { number: row.number }) } }}
        />
      }
      label={state}
    />
  );
}

export function SaveRowButton({
  row,
  changed,
  blocked,
  busy,
  onSave,
  fullWidth,
  iconOnly,
}: {
  row: PendingDeliveryRow;
  changed: boolean;
  blocked: boolean;
  busy: boolean;
  onSave: () => void;
  fullWidth?: boolean;
  /** In the table, whose column header says 'Guardar'. */
  iconOnly?: boolean;
}) {
  const translate = useTranslate();
  const label = translate(`${T}.saveLabel`, { number: row.number });
  if (iconOnly)
    return (
      <Tooltip title={label}>
        <span>
          <IconButton
            color="primary"
            disabled={!changed || blocked || busy}
            loading={busy}
            onClick={onSave}
            aria-label={label}
            sx={changed && !blocked ? { bgcolor: 'action.selected' } : undefined}
          >
            <SaveOutlined />
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Button
      size="small"
      variant={changed ? 'contained' : 'outlined'}
      startIcon={<SaveOutlined />}
      disabled={!changed || blocked || busy}
      loading={busy}
      loadingPosition="start"
      onClick={onSave}
      aria-label={label}
      fullWidth={fullWidth}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`${T}.save`)}
    </Button>
  );
}
