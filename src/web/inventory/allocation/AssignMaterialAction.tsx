/**
 * A queue row's 'Asignar material' (the 'Autorizadas por finanzas' queue): opens the assign dialog
 * for that order, for who may write orders' inventory; an assignment refreshes every queue and
 * count, since a covered order leaves the queue. The dialog's automatic assignment is told in a toast.
 */
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { AutoAssignResult } from '../../../domain/inventory';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { AssignMaterialDialog } from './AssignMaterialDialog';
import { T } from './allocationQueries';
import { kg } from './quantities';

export function AssignMaterialAction({ orderId, displayNumber }: { orderId: string; displayNumber: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notifyText = useNotifyText();
  const [open, setOpen] = useState(false);
  const write = useCanAccess({ resource: 'orders', action: 'writeInventory' });
  if (write.canAccess !== true) return null;
  const told = (result: AutoAssignResult) => {
    const missing = result.missing.map((m) =>
      translate(`${T}.auto.missing`, { kg: kg(m.missingKg, locale as Locale), reference: m.reference }),
    );
    const text = [
      translate(`${T}.auto.${result.outcome}`, { number: result.displayNumber }),
      ...missing,
      result.message,
    ]
      .filter(Boolean)
      .join('. ');
    notifyText(text, result.outcome === 'ASSIGNED' ? 'success' : 'warning');
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Inventory2Outlined fontSize="small" />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate(`${T}.section.add`)}
      </Button>
      <AssignMaterialDialog
        orderId={orderId}
        displayNumber={displayNumber}
        open={open}
        onClose={() => setOpen(false)}
        // The queue and its counts were refreshed by the dialog; nothing else to reload here.
        onChanged={() => undefined}
        onAutoAssigned={told}
      />
    </>
  );
}
