/**
 * The automatic assignment of one order and how it went: all the material assigned, part of it
 * (a warning per product still short: 'Faltan 2,000 kg de CAL-01'), or nothing and why.
 */
import { Alert, AlertTitle, Box } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { AutoAssignOutcome, AutoAssignResult } from '../../../domain/inventory';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { refreshAfterAllocation, T } from './allocationQueries';
import { kg } from './quantities';

const SEVERITY: Record<AutoAssignOutcome, 'success' | 'warning' | 'info'> = {
  ASSIGNED: 'success',
  PARTIAL: 'warning',
  NOT_ASSIGNED: 'info',
};

/** Runs the automatic assignment of one order; the result stays until dismissed or run again. */
export function useAutoAssign(orderId: string, onChanged: () => void) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<AutoAssignResult | null>(null);
  const mutation = useMutation<AutoAssignResult, unknown, void>({
    mutationFn: () => dataProvider.autoAssign(orderId),
    onSuccess: async (answer) => {
      setResult(answer);
      await refreshAfterAllocation(queryClient);
      onChanged();
    },
    onError: (error) => {
      const reason = (error as { body?: { message?: unknown } }).body?.message;
      const base = translate(`${T}.auto.failed`);
      notifyText(typeof reason === 'string' && reason ? `${base}: ${reason}` : base, 'error');
    },
  });
  return {
    run: () => mutation.mutate(),
    busy: mutation.isPending,
    result,
    dismiss: () => setResult(null),
  };
}

export function AutoAssignNotice({ result, onClose }: { result: AutoAssignResult; onClose?: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Alert severity={SEVERITY[result.outcome]} onClose={onClose} data-testid="auto-assign-result">
      <AlertTitle>{translate(`${T}.auto.${result.outcome}`, { number: result.displayNumber })}</AlertTitle>
      {result.outcome === 'NOT_ASSIGNED' && result.message}
      {result.missing.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {result.missing.map((m) => (
            <li key={`${m.productId}|${m.packagingType}`}>
              {translate(`${T}.auto.missing`, {
                kg: kg(m.missingKg, locale as Locale),
                reference: m.reference,
              })}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
