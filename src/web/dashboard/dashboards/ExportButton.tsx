/**
 * 'Exportar': the figures on screen (same dashboard, same filters) as the server's xlsx workbook,
 * downloaded at once; busy while it is built, a toast when it arrives or fails.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DashboardKey } from '../../../domain/dashboards';
import { saveBlob } from '../../orders/detail/documents/saveFile';
import { serverMessageOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import type { DashboardFilters } from './dashboardFilters';
import { figuresQuery } from './dashboardQueries';

const T = 'app.dashboards.frame.export';

export function ExportButton({ dashboard, filters }: { dashboard: DashboardKey; filters: DashboardFilters }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.exportDashboard(dashboard, figuresQuery(dashboard, filters));
      saveBlob(file.blob, file.fileName);
      notify(`${T}.done`, { type: 'success' });
    } catch (failure) {
      const message = serverMessageOf(failure);
      if (message) notifyText(message, 'error');
      else notify(`${T}.error`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={() => void download()}
      loading={busy}
      loadingPosition="start"
    >
      {translate(busy ? `${T}.busy` : `${T}.button`)}
    </Button>
  );
}
