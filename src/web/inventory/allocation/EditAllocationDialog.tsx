/**
 * Changing the kilos of one assigned lot: the lot may give what it has available plus what this
 * allocation already holds, and the product's total must stay within what was requested (the
 * domain's allocationProblems, the edited allocation given back first). Save shows only once the
 * value changed; a concurrent change (409) reloads the lots and says so.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import {
  type AllocationView,
  allocationProblems,
  allocationUpdateSchema,
  type OrderInventory,
} from '../../../domain/inventory';
import { isStaleVersion, serverMessageOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { refreshAfterAllocation, T } from './allocationQueries';
import { currentOfView, kg, requirementsOfView } from './quantities';

const E = `${T}.edit`;

/** The problem of the typed quantity, as a catalogue key and its values. */
function problemOf(view: OrderInventory, allocation: AllocationView, typed: string) {
  const parsed = allocationUpdateSchema.safeParse({ allocatedQuantity: typed, version: allocation.version });
  if (!parsed.success) return { key: parsed.error.issues[0]?.message ?? '', params: {} };
  const lot = allocation.inventoryDetail;
  const [problem] = allocationProblems(requirementsOfView(view), currentOfView(view), [
    {
      lot: {
        id: lot.id,
        lot: lot.lot,
        productId: lot.product.id,
        packagingType: lot.packagingType,
        availableKg: new Decimal(lot.quantity).plus(allocation.allocatedQuantity),
      },
      quantityKg: parsed.data.allocatedQuantity,
      replaces: allocation.id,
    },
  ]);
  return problem ? { key: problem.key, params: problem.params } : null;
}

export function EditAllocationDialog({
  orderId,
  view,
  allocation,
  onClose,
  onChanged,
}: {
  orderId: string;
  view: OrderInventory;
  allocation: AllocationView;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [typed, setTyped] = useState(allocation.allocatedQuantity);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = (() => {
    try {
      return !new Decimal(typed.replace(',', '.')).eq(allocation.allocatedQuantity);
    } catch {
      return typed.trim() !== allocation.allocatedQuantity;
    }
  })();
  const problem = changed ? problemOf(view, allocation, typed) : null;
  const save = useMutation<void, unknown, string>({
    mutationFn: (allocatedQuantity) =>
      dataProvider.changeAllocation(orderId, allocation.id, {
        allocatedQuantity,
        version: allocation.version,
      }),
    onSuccess: async () => {
      notifyText(translate(`${T}.section.saved`), 'success');
      await refreshAfterAllocation(queryClient);
      onChanged();
      onClose();
    },
    onError: async (error) => {
      if (isStaleVersion(error)) {
        setFailure(translate(`${E}.stale`));
        await refreshAfterAllocation(queryClient);
      } else setFailure(serverMessageOf(error) ?? translate('ra.notification.http_error'));
    },
  });
  const submit = () => {
    const parsed = allocationUpdateSchema.safeParse({
      allocatedQuantity: typed,
      version: allocation.version,
    });
    if (parsed.success && !problem) save.mutate(parsed.data.allocatedQuantity);
  };
  const lot = allocation.inventoryDetail.lot;

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="edit-allocation-title"
    >
      <DialogTitle id="edit-allocation-title">{translate(`${E}.title`, { lot })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            size="small"
            label={translate(`${E}.quantity`)}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setFailure(null);
            }}
            error={Boolean(problem)}
            helperText={problem ? translate(problem.key, problem.params) : ' '}
            disabled={save.isPending}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Typography variant="body2" color="text.secondary">
            {translate(`${E}.available`, { kg: kg(allocation.inventoryDetail.quantity, lang) })}
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {translate(`${E}.cancel`)}
        </Button>
        {changed && (
          <Button variant="contained" onClick={submit} loading={save.isPending} disabled={Boolean(problem)}>
            {translate(`${E}.save`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
