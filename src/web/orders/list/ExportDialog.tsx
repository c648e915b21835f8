/**
 * The download dialog: xlsx or csv of every order the list shows now (tab, search, filters, sort,
 * visible columns). "Send to my e-mail" asks the server to build the file and mail it; "Download
 * now" streams it straight to the browser.
 */

import DownloadRounded from '@mui/icons-material/DownloadRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import {
  EXPORT_FORMATS,
  type ExportFormat,
  ORDER_EXPORT_MAX_ROWS,
  type OrderListColumn,
} from '../../../domain/orders/listColumns';
import { formatNumber } from '../../format';
import { codeOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { saveBlob } from '../detail/documents/saveFile';
import { refusalMessage } from '../refusals';
import { exportQuery } from './orderListQuery';

type Outcome = { kind: 'sent'; message: string } | { kind: 'error'; message: string } | null;

export interface ExportDialogProps {
  open: boolean;
  columns: readonly OrderListColumn[];
  onClose: () => void;
}

export function ExportDialog({ open, columns, onClose }: ExportDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [busy, setBusy] = useState<'send' | 'download' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const text = (key: string, vars?: Record<string, unknown>) =>
    translate(`app.orderList.export.${key}`, vars);
  useEffect(() => {
    if (open) setOutcome(null);
  }, [open]);

  const count = total ?? 0;
  const tooMany = count > ORDER_EXPORT_MAX_ROWS;
  const request = { filters: filterValues, sort, columns, format };

  const failed = (error: unknown) => {
    const message =
      refusalMessage(error) ??
      (codeOf(error) === 'EXPORT_TOO_LARGE'
        ? text('tooLarge', { max: formatNumber(ORDER_EXPORT_MAX_ROWS, 0, locale as Locale) })
        : text('error'));
    setOutcome({ kind: 'error', message });
  };

  const send = async () => {
    setBusy('send');
    setOutcome(null);
    try {
      const accepted = await dataProvider.mailOrderExport(exportQuery(request));
      // The server names the address the file goes to, in the user's language.
      setOutcome({ kind: 'sent', message: accepted.message || text('sent') });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    setOutcome(null);
    try {
      const file = await dataProvider.downloadOrderExport(exportQuery(request));
      saveBlob(file.blob, file.fileName);
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const sent = outcome?.kind === 'sent';
  const disabled = busy !== null || count === 0 || tooMany;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="order-export-title"
    >
      <DialogTitle id="order-export-title">{text('title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text('help', { count: formatNumber(count, 0, locale as Locale) })}
        </Typography>
        <FormLabel id="order-export-format">{text('format')}</FormLabel>
        <RadioGroup
          aria-labelledby="order-export-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
          row
        >
          {EXPORT_FORMATS.map((f) => (
            <FormControlLabel
              key={f}
              value={f}
              control={<Radio />}
              label={text(f)}
              disabled={busy !== null}
            />
          ))}
        </RadioGroup>
        {count === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {text('empty')}
          </Alert>
        )}
        {tooMany && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {text('tooLarge', { max: formatNumber(ORDER_EXPORT_MAX_ROWS, 0, locale as Locale) })}
          </Alert>
        )}
        {outcome && (
          <Alert severity={outcome.kind === 'sent' ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            {outcome.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy !== null}>
          {sent ? text('close') : text('cancel')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadRounded />} onClick={download} disabled={disabled}>
          {busy === 'download' ? text('downloading') : text('download')}
        </Button>
        <Button
          variant="contained"
          startIcon={<MailOutlineRounded />}
          onClick={send}
          disabled={disabled || sent}
        >
          {busy === 'send' ? text('sending') : text('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
