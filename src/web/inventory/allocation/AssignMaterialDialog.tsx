/**
 * 'Asignar material': the lots with stock for the order's products (its region first, then the
 * oldest), several picked at once with a quantity each, checked live by the domain's rules; one
 * call assigns them all or none. A lot someone else emptied meanwhile (409) or a refused quantity
 * (400, `allocations.N.allocatedQuantity`) is said on its card. The automatic assignment is offered
 * beside it. Renders only for who may write the order's inventory (ORDER_DETAIL_INVENTORY write).
 */
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import {
  type AllocationCreate,
  type AutoAssignResult,
  type CandidateLot,
  requirementKey,
} from '../../../domain/inventory';
import { detailsOf, fieldOfDetail, serverMessageOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { useIsPhone } from '../../ui/useIsPhone';
import { AutoAssignAlternative, SelectionTotals } from './AssignDialogParts';
import { candidatesKey, orderInventoryKey, refreshAfterAllocation, T } from './allocationQueries';
import { checkSelection, type Message, type PickedLot } from './assignSelection';
import { CandidateCard, PickedCard } from './LotCards';

const D = `${T}.dialog`;

export interface AssignMaterialDialogProps {
  orderId: string;
  displayNumber: string;
  open: boolean;
  onClose: () => void;
  /** After the lots were assigned (the caller reloads the order or the queue). */
  onChanged: () => void;
  /** The dialog's automatic assignment ran: the caller shows how it went. */
  onAutoAssigned?: (result: AutoAssignResult) => void;
}

/** What the lots still miss of a product, as the quantity a new pick starts with. */
function startingQuantity(lot: CandidateLot, missing: Map<string, Decimal>): string {
  const need = missing.get(requirementKey({ productId: lot.product.id, packagingType: lot.packagingType }));
  if (!need || need.lte(0)) return '';
  return Decimal.min(need, lot.quantityAvailable).toFixed();
}

/** The server's refusal: per picked lot when it names one (allocations.N…), else for the whole. */
function serverProblems(error: unknown): { perLot: Map<number, string>; general: string | null } {
  const perLot = new Map<number, string>();
  for (const detail of detailsOf(error)) {
    const match = /^allocations\.(\d+)/.exec(fieldOfDetail(detail));
    if (match && !perLot.has(Number(match[1]))) perLot.set(Number(match[1]), detail.message);
  }
  return { perLot, general: perLot.size === 0 ? (serverMessageOf(error) ?? null) : null };
}

export function AssignMaterialDialog(props: AssignMaterialDialogProps) {
  const write = useCanAccess({ resource: 'orders', action: 'writeInventory' });
  if (!props.open || write.canAccess !== true) return null;
  return <AssignMaterialContent {...props} />;
}

function AssignMaterialContent({
  orderId,
  displayNumber,
  onClose,
  onChanged,
  onAutoAssigned,
}: AssignMaterialDialogProps) {
  const translate = useTranslate();
  const phone = useIsPhone();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [picked, setPicked] = useState<PickedLot[]>([]);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<{ perLot: Map<number, string>; general: string | null } | null>(
    null,
  );
  const view = useQuery({
    queryKey: orderInventoryKey(orderId),
    queryFn: () => dataProvider.getOrderInventory(orderId),
  });
  const candidates = useQuery({
    queryKey: candidatesKey(orderId),
    queryFn: () => dataProvider.getAllocationCandidates(orderId),
  });

  const reset = () => {
    setPicked([]);
    setTouched(new Set());
    setAttempted(false);
    setRefused(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const assign = useMutation<void, unknown, AllocationCreate>({
    mutationFn: (body) => dataProvider.assignLots(orderId, body),
    onSuccess: async () => {
      notifyText(translate(`${T}.section.assigned`), 'success');
      await refreshAfterAllocation(queryClient);
      onChanged();
      close();
    },
    onError: (error) => {
      setRefused(serverProblems(error));
      // The lots' stock moved: show what is available now.
      void candidates.refetch();
    },
  });
  const auto = useMutation<AutoAssignResult, unknown, void>({
    mutationFn: () => dataProvider.autoAssign(orderId),
    onSuccess: async (result) => {
      await refreshAfterAllocation(queryClient);
      onChanged();
      onAutoAssigned?.(result);
      close();
    },
    onError: (error) =>
      setRefused({ perLot: new Map(), general: serverMessageOf(error) ?? translate(`${T}.auto.failed`) }),
  });
  const busy = assign.isPending || auto.isPending;

  const check = view.data ? checkSelection(view.data, picked) : null;
  const missing = new Map(
    (view.data?.requirements ?? []).map((r) => [requirementKey(r), new Decimal(r.missingKg)] as const),
  );
  const say = (m: Message | null) => (m ? translate(m.key, m.params) : null);
  const edit = (next: PickedLot[]) => {
    setPicked(next);
    setRefused(null);
  };
  const pick = (lot: CandidateLot) => {
    // A lot is picked once: its card's button is off while picked, and a second pick is ignored.
    if (picked.some((p) => p.lot.id === lot.id)) return;
    edit([...picked, { lot, quantity: startingQuantity(lot, missing) }]);
  };
  const save = () => {
    setAttempted(true);
    if (check?.body) assign.mutate(check.body);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="assign-material-title"
    >
      <DialogTitle id="assign-material-title">
        {translate(`${D}.title`, { number: displayNumber })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${D}.hint`)}
          </Typography>
          {(view.isPending || candidates.isPending) && (
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          )}
          {(view.isError || candidates.isError) && (
            <Alert severity="error">{translate(`${D}.loadError`)}</Alert>
          )}
          {check && <SelectionTotals totals={check.totals} />}
          {check?.overRequested.map((m) => (
            <Alert key={m.params?.product} severity="warning">
              {say(m)}
            </Alert>
          ))}
          {picked.length > 0 && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {translate(`${D}.selectedTitle`)}
              </Typography>
              {picked.map((p, index) => {
                const shown =
                  attempted ||
                  touched.has(p.lot.id) ||
                  check?.perLot[index]?.key.endsWith('quantityExceedsAvailable');
                return (
                  <PickedCard
                    key={p.lot.id}
                    lot={p.lot}
                    quantity={p.quantity}
                    error={refused?.perLot.get(index) ?? (shown ? say(check?.perLot[index] ?? null) : null)}
                    onQuantity={(quantity) =>
                      edit(picked.map((q, i) => (i === index ? { ...q, quantity } : q)))
                    }
                    onBlur={() => setTouched(new Set(touched).add(p.lot.id))}
                    onRemove={() => edit(picked.filter((_, i) => i !== index))}
                    disabled={busy}
                  />
                );
              })}
            </Stack>
          )}
          {attempted && check?.blocking && <Alert severity="error">{say(check.blocking)}</Alert>}
          {refused?.general && <Alert severity="error">{refused.general}</Alert>}
          {candidates.data && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {translate(`${D}.candidatesTitle`)}
              </Typography>
              {candidates.data.length === 0 && (
                <Alert severity="info">{translate(`${D}.noCandidates`)}</Alert>
              )}
              {candidates.data.map((lot) => (
                <CandidateCard
                  key={lot.id}
                  lot={lot}
                  picked={picked.some((p) => p.lot.id === lot.id)}
                  onPick={() => pick(lot)}
                />
              ))}
            </Stack>
          )}
          <AutoAssignAlternative busy={auto.isPending} disabled={busy} onRun={() => auto.mutate()} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate(`${D}.cancel`)}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          loading={assign.isPending}
          disabled={busy || !check || check.overRequested.length > 0}
        >
          {translate(`${D}.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
