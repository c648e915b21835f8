/** The order's status badge (the badge's own labels: 'Liberada por finanzas'…), coloured by how far along the order is. */
import { Chip, type ChipProps } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { OPS_STATUS_BADGE_LABELS, type OpsStatus } from '../../../domain/orders/status';

const COLORS: Record<OpsStatus, ChipProps['color']> = {
  ORDEN_CREADA: 'default',
  EFIRMA_CLIENTE: 'default',
  ORDEN_RETENIDA: 'warning',
  APROBADO_POR_FINANZAS: 'info',
  MATERIAL_ASIGNADO: 'primary',
  'EMBARCADO/PROGRAMADO': 'secondary',
  TRANSPORTE_ASIGNADO: 'secondary',
  FACTURADO: 'primary',
  ORDEN_ENTREGADA: 'success',
  PAGADO: 'success',
  ORDEN_CANCELADA: 'error',
};

export function OrderStatusChip({ status }: { status: OpsStatus }) {
  const [locale] = useLocaleState();
  const filled = status !== 'ORDEN_CREADA' && status !== 'EFIRMA_CLIENTE';
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={filled ? 'filled' : 'outlined'}
      label={OPS_STATUS_BADGE_LABELS[status][(locale as Locale) ?? 'es']}
      sx={{ fontWeight: 500, fontSize: 12, whiteSpace: 'nowrap' }}
    />
  );
}
