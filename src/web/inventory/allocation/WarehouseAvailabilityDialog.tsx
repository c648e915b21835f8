/**
 * The quantity summary per warehouse: available tons by product and warehouse
 * (`GET /api/inventory/summary`), the customer's region first — or every region when no customer is
 * chosen yet — narrowed to one product when opened from its row. Three empty states: no customer
 * (every region shown), nothing in the customer's region (the rest shown), nothing anywhere.
 */
import {
  Alert,
  Box,
  Button,
  CircularProgress,
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
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { SummaryQuery, SummaryRow } from '../../../domain/inventory';
import { PACKAGING_LABELS } from '../../../domain/products';
import { formatNumber } from '../../format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIsPhone } from '../../ui/useIsPhone';
import { inventorySummaryKey, T } from './allocationQueries';

const S = `${T}.summary`;

export interface WarehouseAvailabilityDialogProps {
  customerId?: string;
  /** Opened from a product row: only that product. */
  product?: { id: string; reference: string };
  onClose: () => void;
}

function Rows({ rows, testId }: { rows: readonly SummaryRow[]; testId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const column = (id: string) => translate(`${S}.columns.${id}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{column('product')}</TableCell>
            <TableCell>{column('packaging')}</TableCell>
            <TableCell>{column('warehouse')}</TableCell>
            <TableCell>{column('region')}</TableCell>
            <TableCell align="right">{column('tons')}</TableCell>
            <TableCell align="right">{column('lots')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow
              key={`${r.productId}|${r.packagingType}|${r.warehouse.id}`}
              data-testid="availability-row"
            >
              <TableCell>{r.reference}</TableCell>
              <TableCell>{PACKAGING_LABELS[r.packagingType][lang]}</TableCell>
              <TableCell>{r.warehouse.name}</TableCell>
              <TableCell>{r.region?.name ?? translate(`${S}.noRegion`)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {`${formatNumber(r.availableTons, 3, lang)} ton`}
              </TableCell>
              <TableCell align="right">{r.lots}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export function WarehouseAvailabilityDialog({
  customerId,
  product,
  onClose,
}: WarehouseAvailabilityDialogProps) {
  const translate = useTranslate();
  const phone = useIsPhone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query: SummaryQuery = {
    ...(customerId ? { customerId } : {}),
    ...(product ? { productId: product.id } : {}),
  };
  const summary = useQuery({
    queryKey: inventorySummaryKey(query),
    queryFn: () => dataProvider.getInventorySummary(query),
  });
  const data = summary.data;
  const nothing = data && data.inRegion.length === 0 && data.elsewhere.length === 0;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="availability-title"
    >
      <DialogTitle id="availability-title">
        {translate(`${S}.title`)}
        {product && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {translate(`${S}.onlyProduct`, { product: product.reference })}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {summary.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
          {summary.isError && <Alert severity="error">{translate(`${S}.loadError`)}</Alert>}
          {data && !customerId && <Alert severity="info">{translate(`${S}.noClient`)}</Alert>}
          {nothing && <Alert severity="warning">{translate(`${S}.none`)}</Alert>}
          {data && customerId && !nothing && (
            <Stack spacing={1}>
              <Heading>
                {translate(`${S}.inRegion`, { region: data.region?.name ?? translate(`${S}.noRegion`) })}
              </Heading>
              {data.inRegion.length === 0 ? (
                <Alert severity="warning">{translate(`${S}.noneInRegion`)}</Alert>
              ) : (
                <Rows rows={data.inRegion} testId="availability-in-region" />
              )}
            </Stack>
          )}
          {data && data.elsewhere.length > 0 && (
            <Stack spacing={1}>
              <Heading>{translate(customerId ? `${S}.elsewhere` : `${S}.allRegions`)}</Heading>
              <Rows rows={data.elsewhere} testId="availability-elsewhere" />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${S}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
