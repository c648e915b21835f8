/**
 * Finance's bulk actions on a queue's selection (treasury's payment validation, the seller's
 * release or validation requests): running one — the toast counts successes and failures with
 * es/en plurals, the failures stay listed with their reason, the selection is let go and every
 * finance list and count is refreshed —, the bar shown while rows are selected, and that list.
 */
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { BulkOutcome, BulkResult } from '../../domain/finance/views';
import { useNotifyText } from '../ui/feedback/useNotifyText';
import { type BulkKind, bulkCounts, bulkSummary } from './bulkSummary';
import { refreshAfterFinanceAction } from './financeQueries';

const B = 'app.finance.bulk';
const DONE: readonly BulkOutcome[] = ['requested', 'released', 'paymentRequested', 'validated'];

export interface BulkActionOptions {
  kind: BulkKind;
  send: (orderIds: string[]) => Promise<BulkResult>;
  /** The catalogue key toasted when the call itself failed. */
  failure: string;
}

export function useBulkAction({ kind, send, failure }: BulkActionOptions) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const { selectedIds, onUnselectItems } = useListContext();
  const [failures, setFailures] = useState<BulkResult['results']>([]);
  const mutation = useMutation<BulkResult, unknown, string[]>({
    mutationFn: send,
    onSuccess: (result) => {
      const counts = bulkCounts(result);
      notifyText(bulkSummary(kind, counts, translate), counts.failed > 0 ? 'warning' : 'success');
      setFailures(result.results.filter((r) => !DONE.includes(r.outcome)));
      onUnselectItems();
      return refreshAfterFinanceAction(queryClient);
    },
    onError: () => notify(failure, { type: 'error' }),
  });
  return {
    run: () => mutation.mutate(selectedIds.map(String)),
    busy: mutation.isPending,
    count: selectedIds.length,
    failures: <BulkFailures failures={failures} onClose={() => setFailures([])} />,
  };
}

export function BulkBar({ busy, children }: { busy: boolean; children: ReactNode }) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      data-testid="bulk-bar"
      sx={{ alignItems: { sm: 'center' }, bgcolor: 'action.selected', borderRadius: 1.5, p: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
        {translate(`${B}.selected`, { smart_count: selectedIds.length })}
      </Typography>
      {children}
      <Button size="small" onClick={() => onUnselectItems()} disabled={busy}>
        {translate(`${B}.clearSelection`)}
      </Button>
    </Stack>
  );
}

function BulkFailures({ failures, onClose }: { failures: BulkResult['results']; onClose: () => void }) {
  const translate = useTranslate();
  if (failures.length === 0) return null;
  return (
    <Alert severity="warning" onClose={onClose} data-testid="bulk-failures">
      <AlertTitle>{translate(`${B}.failedTitle`)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {failures.map((r) => (
          <li key={r.index}>{`${r.displayNumber ?? '—'}: ${r.message}`}</li>
        ))}
      </Box>
    </Alert>
  );
}
