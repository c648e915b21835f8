/**
 * The lots assigned to the order: lot (opens the lot's page in a new tab), product reference,
 * warehouse and allocated kilos — a table on wide screens, cards on phones — with, for who may
 * change them while the order allows it, the edit and remove buttons of each.
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import {
  Box,
  IconButton,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../../domain/i18n';
import type { AllocationView } from '../../../domain/inventory';
import { useIsPhone } from '../../ui/useIsPhone';
import { T } from './allocationQueries';
import { kg } from './quantities';

const S = `${T}.section`;

interface RowsProps {
  rows: readonly AllocationView[];
  /** Edit and remove offered (write permission, and the order still takes changes). */
  editable: boolean;
  onEdit: (row: AllocationView) => void;
  onRemove: (row: AllocationView) => void;
}

function LotLink({ row }: { row: AllocationView }) {
  const translate = useTranslate();
  const lot = row.inventoryDetail;
  return (
    <Link
      component={RouterLink}
      to={`/inventory/${lot.id}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate(`${S}.openLot`, { lot: lot.lot })}
      sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {lot.lot}
      <OpenInNewRounded sx={{ fontSize: 14 }} />
    </Link>
  );
}

function RowActions({
  row,
  onEdit,
  onRemove,
}: { row: AllocationView } & Pick<RowsProps, 'onEdit' | 'onRemove'>) {
  const translate = useTranslate();
  const lot = row.inventoryDetail.lot;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <IconButton size="small" aria-label={translate(`${S}.edit`, { lot })} onClick={() => onEdit(row)}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={translate(`${S}.remove`, { lot })}
        onClick={() => onRemove(row)}
      >
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

export function AllocationRows({ rows, editable, onEdit, onRemove }: RowsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const phone = useIsPhone();
  const column = (id: string) => translate(`${S}.columns.${id}`);

  if (phone)
    return (
      <Stack spacing={1}>
        {rows.map((row) => (
          <Paper
            key={row.id}
            variant="outlined"
            sx={{ p: 1.5, borderRadius: 1.5 }}
            data-testid="allocation-row"
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <LotLink row={row} />
              <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {`${kg(row.allocatedQuantity, lang)} kg`}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`${row.inventoryDetail.product.reference} · ${row.inventoryDetail.warehouse.name}`}
            </Typography>
            {editable && <RowActions row={row} onEdit={onEdit} onRemove={onRemove} />}
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table size="small" aria-label={translate(`${S}.title`)}>
      <TableHead>
        <TableRow>
          <TableCell>{column('lot')}</TableCell>
          <TableCell>{column('product')}</TableCell>
          <TableCell>{column('warehouse')}</TableCell>
          <TableCell align="right">{column('quantity')}</TableCell>
          {editable && <TableCell align="right">{column('actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="allocation-row">
            <TableCell>
              <LotLink row={row} />
            </TableCell>
            <TableCell>{row.inventoryDetail.product.reference}</TableCell>
            <TableCell>{row.inventoryDetail.warehouse.name}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {kg(row.allocatedQuantity, lang)}
            </TableCell>
            {editable && (
              <TableCell align="right">
                <RowActions row={row} onEdit={onEdit} onRemove={onRemove} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
