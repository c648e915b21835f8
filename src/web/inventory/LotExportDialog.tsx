/**
 * The inventory export: xlsx or csv of every lot the list shows now (search, filters, sort), built
 * by the server and downloaded at once.
 */
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
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
import { useState } from 'react';
import { useDataProvider, useListContext, useLocaleState } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import { EXPORT_FORMATS, type LotExportQuery } from '../../domain/inventory/lots';
import { formatNumber } from '../format';
import { saveBlob } from '../orders/detail/documents/saveFile';
import { serverMessageOf } from '../providers/apiErrors';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { toListQuery } from '../providers/listQuery';

type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The list's query without paging, plus the format: the export sends what the screen shows. */
export function lotExportQuery(
  filter: Record<string, unknown>,
  sort: { field: string; order: string },
  format: ExportFormat,
): Partial<LotExportQuery> {
  const { limit: _limit, offset: _offset, ...query } = toListQuery({ filter, sort });
  return { ...(query as Partial<LotExportQuery>), format };
}

export function LotExportButton() {
  const t = useAppTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => setOpen(true)}>
        {t('app.inventory.export.button')}
      </Button>
      {open && <LotExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function LotExportDialog({ onClose }: { onClose: () => void }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = total ?? 0;

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await dataProvider.downloadLotExport(lotExportQuery(filterValues, sort, format));
      saveBlob(file.blob, file.fileName);
      onClose();
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t('app.inventory.export.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="lot-export-title"
    >
      <DialogTitle id="lot-export-title">{t('app.inventory.export.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('app.inventory.export.help', { count: formatNumber(count, 0, locale as Locale) })}
        </Typography>
        <FormLabel id="lot-export-format">{t('app.inventory.export.format')}</FormLabel>
        <RadioGroup
          aria-labelledby="lot-export-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
        >
          {EXPORT_FORMATS.map((f) => (
            <FormControlLabel
              key={f}
              value={f}
              control={<Radio />}
              label={t(`app.inventory.export.${f}`)}
              disabled={busy}
            />
          ))}
        </RadioGroup>
        {count === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('app.inventory.export.empty')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('app.inventory.export.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadRounded />}
          onClick={download}
          disabled={busy || count === 0}
          loading={busy}
          loadingPosition="start"
        >
          {busy ? t('app.inventory.export.downloading') : t('app.inventory.export.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
