/**
 * The transport of a 'Pendientes de entrega' row: its plates (or 'Sin transporte') and, for who
 * may deliver shipments, the button that opens the transport form.
 */
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PendingDeliveryRow } from '../../../domain/logistics/queues';

const T = 'app.logisticsQueues.pendingDelivery';

export function TransportCell({
  row,
  canWrite,
  onAssign,
}: {
  row: PendingDeliveryRow;
  canWrite: boolean;
  onAssign: (row: PendingDeliveryRow) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      {row.plates ? (
        <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }} data-testid="plates">
          {row.plates}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate(`${T}.noTransport`)}
        </Typography>
      )}
      {canWrite && (
        <Button
          size="small"
          startIcon={<LocalShippingOutlined />}
          onClick={() => onAssign(row)}
          sx={{ px: 0.5, minWidth: 0, textAlign: 'left', lineHeight: 1.25 }}
        >
          {translate(`${T}.${row.plates ? 'changeTransport' : 'assignTransport'}`)}
        </Button>
      )}
    </Box>
  );
}
