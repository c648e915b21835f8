/**
 * 'Ver proforma' (the order confirmation): opens the proforma (the sales_order document) in a new tab. The file needs
 * the bearer token, so it is fetched as a blob and shown from an object URL in a tab opened on the
 * click itself (popup blockers allow that). Disabled, saying 'Updating…', while it is regenerated.
 */
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Button, CircularProgress, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/views';
import type { AppDataProvider } from '../../providers/dataProvider';
import { openPendingTab } from './documents/saveFile';

const T = 'app.orderDetail.proforma';

export function ProformaButton({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [opening, setOpening] = useState(false);
  const proforma = order.documents.find((d) => d.type === 'sales_order');
  const updating = proforma?.updating === true;
  const url = proforma?.url ?? null;

  const open = async () => {
    if (!url) return;
    const tab = openPendingTab();
    setOpening(true);
    try {
      const file = await dataProvider.downloadOrderDocument({ url });
      tab.show(file.blob);
    } catch {
      tab.close();
      notify(`${T}.error`, { type: 'error' });
    } finally {
      setOpening(false);
    }
  };

  const hint = updating ? translate(`${T}.updatingHint`) : url ? '' : translate(`${T}.missing`);
  return (
    <Tooltip title={hint}>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        <Button
          variant="contained"
          data-testid="proforma-button"
          disabled={!url || updating || opening}
          onClick={() => void open()}
          startIcon={
            updating || opening ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfOutlined />
          }
        >
          {translate(updating ? `${T}.updating` : `${T}.open`)}
        </Button>
      </Box>
    </Tooltip>
  );
}
