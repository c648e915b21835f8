/** A request's status as a chip, coloured by where it stands: open (neutral), approved, rejected, expired. */
import { Chip, type ChipProps } from '@mui/material';
import type { PriceRequestStatus } from '../../domain/priceRequests';
import { usePriceRequestLabels } from './priceRequestLabels';

const COLORS: Record<PriceRequestStatus, ChipProps['color']> = {
  REQUESTED: 'default',
  IN_COSTING: 'info',
  QUOTED: 'primary',
  APPROVED: 'success',
  REJECTED: 'error',
  EXPIRED: 'warning',
};

export function PriceRequestStatusChip({ status }: { status: PriceRequestStatus }) {
  const labels = usePriceRequestLabels();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'REQUESTED' ? 'outlined' : 'filled'}
      label={labels.status(status)}
      sx={{ fontWeight: 500, fontSize: 12, whiteSpace: 'nowrap' }}
    />
  );
}
