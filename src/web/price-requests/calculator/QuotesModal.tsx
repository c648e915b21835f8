/**
 * Where the base cost is picked from: the product's active supplier quotes (number, supplier,
 * USD/ton, tons available, packaging, valid until) and its lots in stock (lot, warehouse, USD/ton,
 * tons available, packaging, received). One row is chosen across both tables; only then is
 * 'Seleccionar costo base' enabled, and choosing hands the row over and closes.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { BaseCostSource, LotInventory, SupplierQuote } from '../../../domain/priceRequests';
import { useAppTranslate } from '../../providers/appTranslate';
import { useIsPhone } from '../../ui/useIsPhone';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { usePriceRequestLabels } from '../priceRequestLabels';
import type { PickedSource } from './calculatorForm';

/** What choosing hands over: the source and its price. */
export interface PickedBaseCost extends PickedSource {
  priceUsdPerTon: string;
}

export interface QuotesModalProps {
  quotes: readonly SupplierQuote[];
  lots: readonly LotInventory[];
  /** The source already picked, chosen when the modal opens. */
  current: { kind: BaseCostSource; id: string } | null;
  onSelect: (picked: PickedBaseCost) => void;
  onClose: () => void;
}

export const quoteLabel = (q: SupplierQuote) => `${q.number} · ${q.supplier.name}`;
export const lotLabel = (l: LotInventory) => `${l.lot} · ${l.warehouse.name}`;

interface Row {
  kind: BaseCostSource;
  id: string;
  number: string;
  source: string;
  priceUsdPerTon: string;
  availableQuantityTon: string;
  packaging: string;
  day: string;
}

export function QuotesModal({ quotes, lots, current, onSelect, onClose }: QuotesModalProps) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const phone = useIsPhone();
  // The source already picked starts chosen, when it is still on offer.
  const [chosen, setChosen] = useState<{ kind: BaseCostSource; id: string } | null>(() => {
    const offered = current?.kind === 'QUOTE' ? quotes : lots;
    return current && offered.some((r) => r.id === current.id) ? current : null;
  });
  const quoteRows: Row[] = quotes.map((q) => ({
    kind: 'QUOTE',
    id: q.id,
    number: q.number,
    source: q.supplier.name,
    priceUsdPerTon: q.priceUsdPerTon,
    availableQuantityTon: q.availableQuantityTon,
    packaging: labels.packaging(q.packagingType),
    day: labels.day(q.validUntil),
  }));
  const lotRows: Row[] = lots.map((l) => ({
    kind: 'LOT',
    id: l.id,
    number: l.lot,
    source: l.warehouse.name,
    priceUsdPerTon: l.priceUsdPerTon,
    availableQuantityTon: l.availableQuantityTon,
    packaging: labels.packaging(l.packagingType),
    day: labels.day(l.receivedDate),
  }));

  const select = () => {
    const row = [...quoteRows, ...lotRows].find((r) => r.kind === chosen?.kind && r.id === chosen.id);
    if (!row) return;
    onSelect({
      kind: row.kind,
      id: row.id,
      label: `${row.number} · ${row.source}`,
      priceUsdPerTon: row.priceUsdPerTon,
    });
    onClose();
  };

  const radioLabel = (row: Row) =>
    t(
      row.kind === 'QUOTE'
        ? 'app.priceRequestCosts.quotes.chooseQuote'
        : 'app.priceRequestCosts.quotes.chooseLot',
      {
        number: row.number,
      },
    );

  /** On a phone each row is a choice of its own with its figures under it (no sideways scrolling). */
  const list = (kind: BaseCostSource, rows: Row[]) => (
    <Box
      component="ul"
      aria-labelledby={`quotes-${kind}`}
      data-testid={`quotes-table-${kind}`}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => {
        const selected = chosen?.kind === row.kind && chosen.id === row.id;
        return (
          <Box
            component="li"
            key={row.id}
            data-testid="base-cost-row"
            onClick={() => setChosen({ kind: row.kind, id: row.id })}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: selected ? 'action.selected' : undefined,
              cursor: 'pointer',
            }}
          >
            <Radio
              checked={selected}
              onChange={() => setChosen({ kind: row.kind, id: row.id })}
              name="base-cost-choice"
              slotProps={{ input: { 'aria-label': radioLabel(row) } }}
            />
            <Box sx={{ minWidth: 0, pt: 0.75 }}>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{row.number}</Typography>
              <Typography variant="body2">{row.source}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {`${labels.usdPerTon(row.priceUsdPerTon)} USD/t · ${labels.tons(row.availableQuantityTon)} · ${row.packaging}`}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {`${t(kind === 'QUOTE' ? 'app.priceRequestCosts.quotes.validUntil' : 'app.priceRequestCosts.quotes.received')}: ${row.day}`}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );

  const table = (kind: BaseCostSource, rows: Row[]) => (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={`quotes-${kind}`} data-testid={`quotes-table-${kind}`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('app.priceRequestCosts.quotes.choose')}
              </Box>
            </TableCell>
            <TableCell>
              {t(
                kind === 'QUOTE' ? 'app.priceRequestCosts.quotes.number' : 'app.priceRequestCosts.quotes.lot',
              )}
            </TableCell>
            <TableCell>
              {t(
                kind === 'QUOTE'
                  ? 'app.priceRequestCosts.quotes.supplier'
                  : 'app.priceRequestCosts.quotes.warehouse',
              )}
            </TableCell>
            <TableCell align="right">{t('app.priceRequestCosts.quotes.price')}</TableCell>
            <TableCell align="right">{t('app.priceRequestCosts.quotes.available')}</TableCell>
            <TableCell>{t('app.priceRequestCosts.quotes.packaging')}</TableCell>
            <TableCell>
              {t(
                kind === 'QUOTE'
                  ? 'app.priceRequestCosts.quotes.validUntil'
                  : 'app.priceRequestCosts.quotes.received',
              )}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const selected = chosen?.kind === row.kind && chosen.id === row.id;
            return (
              <TableRow
                key={row.id}
                hover
                selected={selected}
                onClick={() => setChosen({ kind: row.kind, id: row.id })}
                sx={{ cursor: 'pointer' }}
                data-testid="base-cost-row"
              >
                <TableCell padding="checkbox">
                  <Radio
                    checked={selected}
                    onChange={() => setChosen({ kind: row.kind, id: row.id })}
                    name="base-cost-choice"
                    slotProps={{ input: { 'aria-label': radioLabel(row) } }}
                  />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {row.number}
                </TableCell>
                <TableCell>{row.source}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {labels.usdPerTon(row.priceUsdPerTon)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {labels.tons(row.availableQuantityTon)}
                </TableCell>
                <TableCell>{row.packaging}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.day}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="quotes-modal-title"
    >
      <DialogTitle id="quotes-modal-title">{t('app.priceRequestCosts.quotes.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography id="quotes-QUOTE" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('app.priceRequestCosts.quotes.quotesTitle')}
          </Typography>
          {quoteRows.length ? (
            (phone ? list : table)('QUOTE', quoteRows)
          ) : (
            <Alert severity="info">{t('app.priceRequestCosts.quotes.noQuotes')}</Alert>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography id="quotes-LOT" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('app.priceRequestCosts.quotes.lotsTitle')}
          </Typography>
          {lotRows.length ? (
            (phone ? list : table)('LOT', lotRows)
          ) : (
            <Alert severity="info">{t('app.priceRequestCosts.quotes.noLots')}</Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('app.lists.form.cancel')}
        </Button>
        <Button variant="contained" onClick={select} disabled={!chosen}>
          {t('app.priceRequestCosts.quotes.select')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
