/**
 * Finance's action on a 'Liberación faltante' row: 'Liberar / Retener' (or 'Validar pago' when
 * treasury has the order) opens the order's finance section in a dialog — the credit check beside
 * the buttons, the retain reasons, the confirmations — so finance decides from the queue without
 * opening the order. Once decided, the dialog closes and every queue and count refreshes.
 */
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FinanceQueueRow } from '../../../domain/finance/views';
import { refreshAfterFinanceAction } from '../financeQueries';
import { OrderFinance } from '../order/OrderFinance';

const T = 'app.finance';

/** The same view the order page reads; the row has no `updatedAt`, the dialog reads it fresh. */
const FRESH = 'queue';

export function RowDecision({ row }: { row: FinanceQueueRow }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const label =
    row.area === 'TREASURY'
      ? translate(`${T}.buttons.validatePayment`)
      : `${translate(`${T}.buttons.release`)} / ${translate(`${T}.buttons.retain`)}`;
  const decided = () => {
    setOpen(false);
    void refreshAfterFinanceAction(queryClient);
  };
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<GavelOutlined fontSize="small" />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          fullWidth
          maxWidth="sm"
          aria-labelledby={`decide-${row.id}`}
        >
          <DialogTitle id={`decide-${row.id}`}>
            {translate(`${T}.queues.actions.decideTitle`, { number: row.displayNumber })}
          </DialogTitle>
          <DialogContent>
            <OrderFinance order={{ id: row.id, updatedAt: FRESH }} onChanged={decided} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} color="inherit">
              {translate(`${T}.queues.actions.close`)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
