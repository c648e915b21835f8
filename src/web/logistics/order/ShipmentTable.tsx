/**
 * The shipments table: shipment (its number, or 'Pendiente' for a planned one not created), delivery
 * date, quantity (kg and t), transport (plates), invoice (number), signed remission (uploaded or not,
 * with its download) and delivery completed — cards on phones. Who may change something opens a
 * row into its tabs (ShipmentPanel); read-only users see the table alone.
 */
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import {
  Box,
  Chip,
  Collapse,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { formatDate } from '../../format';
import { useIsPhone } from '../../ui/useIsPhone';
import { DocumentButton } from './LogisticsFiles';
import { T } from './logisticsQueries';
import { kgText, type ShipmentRow, tonsText } from './shipmentRows';

const S = `${T}.section`;

interface Props {
  rows: ShipmentRow[];
  /** Rows open into their tabs. */
  expandable: boolean;
  expanded: string | null;
  onToggle: (key: string) => void;
  renderPanel: (row: ShipmentRow) => ReactNode;
}

/** The cells' contents of one row, shared by the table and the cards. */
function useCells(row: ShipmentRow) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const dash = (
    <Typography component="span" variant="body2" color="text.disabled">
      —
    </Typography>
  );
  if (row.kind === 'pending')
    return {
      label: translate(`${S}.pendingShipment`, { sequence: row.sequence }),
      shipment: <Chip size="small" variant="outlined" color="warning" label={translate(`${S}.pending`)} />,
      date: dash,
      quantity: dash,
      transport: dash,
      invoice: dash,
      signed: dash,
      delivered: dash,
    };
  const s = row.shipment;
  const signed = s.remission.documentSigned;
  return {
    label: String(s.number),
    shipment: (
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {s.number}
      </Typography>
    ),
    date: formatDate(s.dateDelivery, lang),
    quantity: (
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.3 }}>
        <span>{translate(`${S}.quantityKg`, { kg: kgText(s.quantityKg, lang) })}</span>
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(`${S}.quantityTons`, { tons: tonsText(s.quantityKg, lang) })}
        </Typography>
      </Box>
    ),
    transport: s.transport?.plates ?? dash,
    invoice: s.invoice?.number ?? dash,
    signed: signed ? (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Chip size="small" color="success" variant="outlined" label={translate(`${S}.uploaded`)} />
        <DocumentButton
          doc={signed}
          variant="icon"
          label={translate(`${S}.downloadSigned`, { number: s.number })}
        />
      </Stack>
    ) : (
      <Chip size="small" variant="outlined" label={translate(`${S}.notUploaded`)} />
    ),
    delivered: s.isDelivered ? (
      <Chip size="small" color="success" icon={<CheckCircleRounded />} label={translate(`${S}.yes`)} />
    ) : (
      <Chip size="small" label={translate(`${S}.no`)} />
    ),
  };
}

function Toggle({ open, label, onClick }: { open: boolean; label: string; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <IconButton
      size="small"
      aria-expanded={open}
      aria-label={translate(open ? `${S}.collapse` : `${S}.expand`, { label })}
      onClick={onClick}
    >
      <KeyboardArrowDownRounded
        sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
      />
    </IconButton>
  );
}

const COLUMNS = [
  'shipment',
  'date',
  'quantity',
  'transport',
  'invoice',
  'signedRemission',
  'delivered',
] as const;

function DesktopRow({
  row,
  expandable,
  open,
  onToggle,
  renderPanel,
}: Omit<Props, 'rows' | 'expanded' | 'onToggle'> & {
  row: ShipmentRow;
  open: boolean;
  onToggle: () => void;
}) {
  const cells = useCells(row);
  const values = [
    cells.shipment,
    cells.date,
    cells.quantity,
    cells.transport,
    cells.invoice,
    cells.signed,
    cells.delivered,
  ];
  return (
    <>
      <TableRow
        data-testid="shipment-row"
        hover={expandable}
        selected={open}
        sx={{
          '& > td': { borderBottom: open ? 'none' : undefined },
          cursor: expandable ? 'pointer' : undefined,
        }}
        onClick={expandable ? onToggle : undefined}
      >
        {expandable && (
          <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
            <Toggle open={open} label={cells.label} onClick={onToggle} />
          </TableCell>
        )}
        {values.map((value, i) => (
          <TableCell
            key={COLUMNS[i]}
            align={COLUMNS[i] === 'quantity' ? 'right' : undefined}
            sx={{ fontVariantNumeric: 'tabular-nums' }}
            onClick={COLUMNS[i] === 'signedRemission' ? (e) => e.stopPropagation() : undefined}
          >
            {value}
          </TableCell>
        ))}
      </TableRow>
      {expandable && (
        <TableRow>
          <TableCell colSpan={COLUMNS.length + 1} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
            <Collapse in={open} unmountOnExit>
              <Box sx={{ py: 2 }}>{renderPanel(row)}</Box>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

function PhoneCard({
  row,
  expandable,
  open,
  onToggle,
  renderPanel,
}: Omit<Props, 'rows' | 'expanded' | 'onToggle'> & {
  row: ShipmentRow;
  open: boolean;
  onToggle: () => void;
}) {
  const translate = useTranslate();
  const cells = useCells(row);
  const line = (column: (typeof COLUMNS)[number], value: ReactNode) => (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, minHeight: 28 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(`${S}.columns.${column}`)}
      </Typography>
      <Box sx={{ typography: 'body2', textAlign: 'right' }}>{value}</Box>
    </Stack>
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderRadius: 1.5, borderColor: open ? 'primary.main' : undefined }}
      data-testid="shipment-row"
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Box sx={{ typography: 'subtitle2' }}>
          {row.kind === 'created'
            ? translate(`${S}.shipmentNumber`, { number: row.shipment.number })
            : cells.shipment}
        </Box>
        {expandable && <Toggle open={open} label={cells.label} onClick={onToggle} />}
      </Stack>
      {line('date', cells.date)}
      {line('quantity', cells.quantity)}
      {line('transport', cells.transport)}
      {line('invoice', cells.invoice)}
      {line('signedRemission', cells.signed)}
      {line('delivered', cells.delivered)}
      {expandable && (
        <Collapse in={open} unmountOnExit>
          <Box sx={{ pt: 1.5, mt: 1, borderTop: 1, borderColor: 'divider' }}>{renderPanel(row)}</Box>
        </Collapse>
      )}
    </Paper>
  );
}

export function ShipmentTable({ rows, expandable, expanded, onToggle, renderPanel }: Props) {
  const translate = useTranslate();
  const phone = useIsPhone();
  if (phone)
    return (
      <Stack spacing={1}>
        {rows.map((row) => (
          <PhoneCard
            key={row.key}
            row={row}
            expandable={expandable}
            open={expanded === row.key}
            onToggle={() => onToggle(row.key)}
            renderPanel={renderPanel}
          />
        ))}
      </Stack>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            {expandable && <TableCell padding="checkbox" />}
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c === 'quantity' ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${S}.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <DesktopRow
              key={row.key}
              row={row}
              expandable={expandable}
              open={expanded === row.key}
              onToggle={() => onToggle(row.key)}
              renderPanel={renderPanel}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
