/**
 * The lot's descriptive data: product, packaging, warehouse, reception date, batch, supplier, the
 * material cost (only for who may read costs) and its COA certificate — a download when there is
 * one, an upload for who may edit the lot.
 */
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { Box, Button, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { LotView } from '../../domain/inventory/lots';
import { formatDate, formatNumber } from '../format';
import { saveBlob } from '../orders/detail/documents/saveFile';
import { serverMessageOf } from '../providers/apiErrors';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { useNotifyText } from '../ui/feedback/useNotifyText';
import { visuallyHidden } from '../ui/visuallyHidden';
import { COA_ACCEPT } from './CoaPicker';
import { coaProblem } from './lotForm';

interface Props {
  lot: LotView;
  readsCost: boolean;
  canEdit: boolean;
}

export function LotDataCard({ lot, readsCost, canEdit }: Props) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const rows: [string, ReactNode][] = [
    [t('app.inventory.fields.product'), `${lot.product.reference} · ${lot.product.name}`],
    [t('app.inventory.fields.packaging'), lot.packagingLabel],
    [t('app.inventory.fields.warehouse'), `${lot.warehouse.code} · ${lot.warehouse.name}`],
    [t('app.inventory.fields.receptionDate'), formatDate(lot.receptionDate, locale as Locale)],
    [t('app.inventory.fields.batch'), lot.batchId ?? '—'],
    [t('app.inventory.fields.supplier'), lot.supplier ?? '—'],
  ];
  if (readsCost)
    rows.push([
      t('app.inventory.fields.cost'),
      lot.costUsdPerTon === null ? '—' : formatNumber(lot.costUsdPerTon, 2, locale as Locale),
    ]);
  rows.push([t('app.inventory.fields.createdBy'), lot.createdBy ?? '—']);
  rows.push([t('app.inventory.fields.coa'), <CoaActions key="coa" lot={lot} canEdit={canEdit} />]);
  return (
    <Card component="section" aria-labelledby="lot-data-title">
      <CardHeader
        id="lot-data-title"
        title={t('app.inventory.show.data')}
        slotProps={{ title: { variant: 'h3', component: 'h2', sx: { fontSize: '1.1rem' } } }}
      />
      <Divider />
      <CardContent>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            columnGap: 3,
            rowGap: 1.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Download the certificate; upload (or replace) it for who may edit the lot. */
function CoaActions({ lot, canEdit }: { lot: LotView; canEdit: boolean }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    try {
      const file = await dataProvider.downloadLotCoa({ id: lot.id });
      saveBlob(file.blob, lot.coa?.name ?? file.fileName);
    } catch {
      notify('app.inventory.coa.downloadError', { type: 'error' });
    }
  };

  const upload = async (file: File) => {
    const problem = coaProblem(file);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      await dataProvider.uploadLotCoa({ id: lot.id, file });
      notify('app.inventory.coa.uploaded', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['inventory'] });
    } catch (error) {
      notifyText(t('app.inventory.coa.uploadError', { reason: serverMessageOf(error) ?? '—' }), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {lot.coa ? (
        <Button size="small" variant="text" startIcon={<DownloadRounded />} onClick={() => void download()}>
          {t('app.inventory.coa.download')}
        </Button>
      ) : (
        !canEdit && t('app.inventory.coa.none')
      )}
      {canEdit && (
        <Button
          size="small"
          component="label"
          variant="outlined"
          startIcon={<UploadFileRounded />}
          loading={busy}
          loadingPosition="start"
        >
          {busy
            ? t('app.inventory.coa.uploading')
            : lot.coa
              ? t('app.inventory.coa.replace')
              : t('app.inventory.coa.upload')}
          <input
            type="file"
            accept={COA_ACCEPT}
            style={visuallyHidden as CSSProperties}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
      )}
    </Box>
  );
}
