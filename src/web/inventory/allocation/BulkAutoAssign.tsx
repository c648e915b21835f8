/**
 * The automatic assignment of several orders of a queue ('Autorizadas por finanzas'): for who may
 * write orders' inventory, a box per row, an 'Asignación automática' button always shown (with none
 * selected it says 'Debe seleccionar al menos una orden'), and the answer per order — assigned,
 * partial with what is still missing, or not assigned and why. Every queue and count is refreshed.
 * Used inside the queue's list (its selection).
 */
import AutoModeRounded from '@mui/icons-material/AutoModeRounded';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type RaRecord,
  useCanAccess,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { type AutoAssignResult, type BulkAutoAssignResult, ikey } from '../../../domain/inventory';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { QueueSelection } from '../../ui/lists/QueueSelection';
import { refreshAfterAllocation, T } from './allocationQueries';
import { kg } from './quantities';

const B = `${T}.bulk`;

function OrderOutcome({ result }: { result: AutoAssignResult }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const missing = result.missing.map((m) =>
    translate(`${T}.auto.missing`, { kg: kg(m.missingKg, locale as Locale), reference: m.reference }),
  );
  const why = result.outcome === 'NOT_ASSIGNED' ? [result.message] : missing;
  const text = [
    `${translate(`${B}.order`, { number: result.displayNumber })}: ${translate(`${B}.outcomes.${result.outcome}`)}`,
    ...why.filter(Boolean),
  ].join(' — ');
  return <li data-testid="bulk-auto-assign-order">{text}</li>;
}

function BulkResults({ result, onClose }: { result: BulkAutoAssignResult; onClose: () => void }) {
  const translate = useTranslate();
  const severity = result.partial + result.notAssigned > 0 ? 'warning' : 'success';
  return (
    <Alert severity={severity} onClose={onClose} data-testid="bulk-auto-assign-results">
      <AlertTitle>{translate(`${B}.resultsTitle`)}</AlertTitle>
      {translate(`${B}.summary`, {
        assigned: result.assigned,
        partial: result.partial,
        notAssigned: result.notAssigned,
      })}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {result.results.map((r) => (
          <OrderOutcome key={r.orderId} result={r} />
        ))}
      </Box>
    </Alert>
  );
}

/** The selection, the button and the answer of the bulk automatic assignment of a queue's rows. */
export function useBulkAutoAssign<R extends RaRecord & { displayNumber: string }>(enabled: boolean) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext();
  const write = useCanAccess({ resource: 'orders', action: 'writeInventory' }).canAccess === true;
  const [result, setResult] = useState<BulkAutoAssignResult | null>(null);
  const [noneSelected, setNoneSelected] = useState(false);
  const mutation = useMutation<BulkAutoAssignResult, unknown, string[]>({
    mutationFn: (orderIds) => dataProvider.bulkAutoAssign(orderIds),
    onSuccess: async (answer) => {
      setResult(answer);
      onUnselectItems();
      await refreshAfterAllocation(queryClient);
    },
    onError: () => notify(`${B}.failed`, { type: 'error' }),
  });
  if (!enabled || !write) return { selection: undefined, toolbar: null, results: null };

  const run = () => {
    setResult(null);
    if (selectedIds.length === 0) {
      setNoneSelected(true);
      return;
    }
    setNoneSelected(false);
    mutation.mutate(selectedIds.map(String));
  };
  const selection: QueueSelection<R> = {
    selectable: () => true,
    rowLabel: (row) => translate(`${B}.selectRow`, { number: row.displayNumber }),
    pageLabel: translate(`${B}.selectAll`),
  };
  const toolbar = (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="contained"
        startIcon={<AutoModeRounded />}
        loading={mutation.isPending}
        onClick={run}
      >
        {selectedIds.length > 0
          ? translate(`${B}.runSelected`, { smart_count: selectedIds.length })
          : translate(`${B}.run`)}
      </Button>
    </Box>
  );
  const results = (
    <>
      {noneSelected && selectedIds.length === 0 && (
        <Alert severity="error" onClose={() => setNoneSelected(false)}>
          {translate(ikey('atLeastOneOrder'))}
        </Alert>
      )}
      {result && <BulkResults result={result} onClose={() => setResult(null)} />}
    </>
  );
  return { selection, toolbar, results };
}
