/**
 * 'Disponibilidad por almacén' in the order creation form: beside the product rows (every product)
 * or on one row (that product). The dialog downloads when first opened, so the form's own download
 * does not grow.
 */
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { Button, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { T } from './allocationQueries';

const WarehouseAvailabilityDialog = lazy(() =>
  import('./WarehouseAvailabilityDialog').then((m) => ({ default: m.WarehouseAvailabilityDialog })),
);

export interface WarehouseAvailabilityButtonProps {
  customerId?: string;
  /** A row's product: the button is that row's icon, and the dialog shows only that product. */
  product?: { id: string; reference: string };
  disabled?: boolean;
}

export function WarehouseAvailabilityButton({
  customerId,
  product,
  disabled,
}: WarehouseAvailabilityButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const allowed = useCanAccess({ resource: 'inventory', action: 'summary' }).canAccess === true;
  if (!allowed) return null;
  const label = translate(product ? `${T}.summary.rowButton` : `${T}.summary.button`);
  return (
    <>
      {product ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => setOpen(true)} disabled={disabled}>
            <WarehouseOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="text"
          startIcon={<WarehouseOutlined />}
          onClick={() => setOpen(true)}
          disabled={disabled}
        >
          {label}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <WarehouseAvailabilityDialog
            customerId={customerId}
            product={product}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
