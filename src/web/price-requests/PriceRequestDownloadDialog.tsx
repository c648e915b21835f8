/**
 * The download of the list: xlsx or csv of every request the list shows now (statuses, search,
 * filters, sort) with the columns chosen here; the server builds the file and mails it to the user
 * ("sent to your e-mail", the address as the server names it).
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { EXPORT_FORMATS, type ExportFormat } from '../../domain/orders/listColumns';
import {
  PRICE_REQUEST_COLUMNS,
  PRICE_REQUEST_EXPORT_MAX_ROWS,
  type PriceRequestColumn,
} from '../../domain/priceRequests';
import { formatNumber } from '../format';
import { codeOf, failureKindOf, serverMessageOf } from '../providers/apiErrors';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { usePriceRequestLabels } from './priceRequestLabels';
import { DEFAULT_DOWNLOAD_COLUMNS, downloadBody } from './priceRequestListQuery';
import { useColumnLabel } from './useColumnLabel';

type Outcome = { kind: 'sent' | 'error'; message: string } | null;

export function PriceRequestDownloadButton() {
  const t = useAppTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => setOpen(true)}>
        {t('app.priceRequests.download.button')}
      </Button>
      {open && <PriceRequestDownloadDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PriceRequestDownloadDialog({ onClose }: { onClose: () => void }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const columnLabel = useColumnLabel();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [columns, setColumns] = useState<Set<PriceRequestColumn>>(new Set(DEFAULT_DOWNLOAD_COLUMNS));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const count = total ?? 0;
  const max = formatNumber(PRICE_REQUEST_EXPORT_MAX_ROWS, 0, labels.locale);
  const tooMany = count > PRICE_REQUEST_EXPORT_MAX_ROWS;
  const sent = outcome?.kind === 'sent';

  const toggle = (column: PriceRequestColumn) =>
    setColumns((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      return next;
    });

  const send = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const accepted = await dataProvider.downloadPriceRequests(
        downloadBody({ filters: filterValues, sort, format, columns: [...columns] }),
      );
      setOutcome({ kind: 'sent', message: accepted.message || t('app.priceRequests.download.sent') });
    } catch (failure) {
      const kind = failureKindOf(failure);
      const message =
        kind !== 'server'
          ? t(`app.lists.error.${kind}`)
          : codeOf(failure) === 'EXPORT_TOO_LARGE'
            ? t('app.priceRequests.download.tooLarge', { max })
            : (serverMessageOf(failure) ?? t('app.priceRequests.download.error'));
      setOutcome({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="price-request-download-title"
    >
      <DialogTitle id="price-request-download-title">{t('app.priceRequests.download.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('app.priceRequests.download.help', { count: formatNumber(count, 0, labels.locale) })}
        </Typography>
        <FormLabel id="price-request-download-format">{t('app.priceRequests.download.format')}</FormLabel>
        <RadioGroup
          aria-labelledby="price-request-download-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
          row
        >
          {EXPORT_FORMATS.map((f) => (
            <FormControlLabel
              key={f}
              value={f}
              control={<Radio />}
              label={t(`app.priceRequests.download.${f}`)}
              disabled={busy}
            />
          ))}
        </RadioGroup>
        <FormLabel component="legend" id="price-request-download-columns" sx={{ mt: 2 }}>
          {t('app.priceRequests.download.columns')}
        </FormLabel>
        <FormGroup
          aria-labelledby="price-request-download-columns"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {PRICE_REQUEST_COLUMNS.map((column) => (
            <FormControlLabel
              key={column}
              control={<Checkbox checked={columns.has(column)} onChange={() => toggle(column)} />}
              label={columnLabel(column)}
              disabled={busy}
            />
          ))}
        </FormGroup>
        {columns.size === 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('app.priceRequests.download.noColumns')}
          </Alert>
        )}
        {count === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('app.priceRequests.download.empty')}
          </Alert>
        )}
        {tooMany && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('app.priceRequests.download.tooLarge', { max })}
          </Alert>
        )}
        {outcome && (
          <Alert severity={sent ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            {outcome.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {sent ? t('app.priceRequests.download.close') : t('app.priceRequests.download.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<MailOutlineRounded />}
          onClick={send}
          disabled={busy || sent || count === 0 || tooMany || columns.size === 0}
          loading={busy}
          loadingPosition="start"
        >
          {busy ? t('app.priceRequests.download.sending') : t('app.priceRequests.download.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
