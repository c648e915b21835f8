/**
 * How a ledger row reads: its kind in the business's words (an allocation names its order, with a
 * link to it; an adjustment its reason) and its signed effect on available stock.
 */
import { Box, Link as MuiLink } from '@mui/material';
import { Decimal } from 'decimal.js';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MovementView } from '../../domain/inventory/lots';
import { useAppTranslate } from '../providers/appTranslate';

export function MovementKind({ movement }: { movement: MovementView }) {
  const t = useAppTranslate();
  const order = movement.order && (
    <MuiLink component={Link} to={`/orders/${movement.order.id}`} underline="hover" sx={{ fontWeight: 600 }}>
      {movement.order.displayNumber}
    </MuiLink>
  );
  switch (movement.kind) {
    case 'RECEIVED':
      return <>{t('app.inventory.ledger.received')}</>;
    case 'ALLOCATED':
      return (
        <>
          {t('app.inventory.ledger.allocatedTo')} {order}
        </>
      );
    case 'ADJUSTED':
      return (
        <>
          {t('app.inventory.ledger.adjusted', {
            reason: movement.reason ? t(`app.inventory.reasons.${movement.reason}`) : '—',
          })}
        </>
      );
    case 'ALLOCATION_CHANGED':
      return <WithOrder label={t('app.inventory.ledger.allocationChanged')} order={order} />;
    case 'RELEASED':
      return <WithOrder label={t('app.inventory.ledger.released')} order={order} />;
    case 'SHIPPED':
      return <WithOrder label={t('app.inventory.ledger.shipped')} order={order} />;
    case 'UNSHIPPED':
      return <WithOrder label={t('app.inventory.ledger.unshipped')} order={order} />;
  }
}

function WithOrder({ label, order }: { label: string; order: ReactNode }) {
  return (
    <>
      {label}
      {order && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' · '}
          {order}
        </Box>
      )}
    </>
  );
}

/** The row's effect on available stock: '+1,000' in green, '−250' in red; a shipment (taken from what was allocated) in grey without sign. */
export function signedQuantity(movement: MovementView): { sign: 1 | -1 | 0; kg: string } {
  if (movement.kind === 'SHIPPED' || movement.kind === 'UNSHIPPED')
    return { sign: 0, kg: new Decimal(movement.quantityKg).abs().toFixed() };
  const delta = new Decimal(movement.availableDeltaKg);
  return { sign: delta.isZero() ? 0 : delta.isPositive() ? 1 : -1, kg: delta.abs().toFixed() };
}
