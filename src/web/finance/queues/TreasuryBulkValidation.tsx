/**
 * Treasury's bulk payment validation on the 'release missing' queue (issue 6, point 4): users with
 * ORDER_DETAIL_CREDIT write select the Tesorería rows (only those wait for a payment validation),
 * one by one or all those of the page shown, and validate them at once; the toast counts successes and failures with es/en plurals
 * (bulkSummary), the failures stay listed with their reason, and every count is refreshed.
 */
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { BulkResult, FinanceQueueRow } from '../../../domain/finance/views';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { bulkCounts, bulkSummary } from '../bulkSummary';
import { sendBulkValidation } from '../financeApi';

const B = 'app.finance.bulk';

export interface RowSelection {
  selectable: (row: FinanceQueueRow) => boolean;
  isSelected: (row: FinanceQueueRow) => boolean;
  toggle: (row: FinanceQueueRow) => void;
  /** Selects every selectable row shown, or clears them when all already are. */
  toggleAll: (rows: readonly FinanceQueueRow[]) => void;
}

/** How much of the shown rows is selected: for the 'select all' box (checked, indeterminate). */
export function selectionState(selection: RowSelection, rows: readonly FinanceQueueRow[]) {
  const selectable = rows.filter(selection.selectable);
  const chosen = selectable.filter(selection.isSelected).length;
  return {
    any: selectable.length > 0,
    all: selectable.length > 0 && chosen === selectable.length,
    some: chosen > 0 && chosen < selectable.length,
  };
}

export function useTreasuryValidation(enabled: boolean, onChanged: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const canDecide = useCanAccess({ resource: 'finance', action: 'decide' }).canAccess === true;
  const canValidate = enabled && canDecide;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<BulkResult['results']>([]);

  const selection: RowSelection | undefined = canValidate
    ? {
        selectable: (row) => row.area === 'TREASURY',
        isSelected: (row) => selected.has(row.id),
        toggle: (row) => {
          const next = new Set(selected);
          if (next.has(row.id)) next.delete(row.id);
          else next.add(row.id);
          setSelected(next);
        },
        toggleAll: (rows) => {
          const ids = rows.filter((row) => row.area === 'TREASURY').map((row) => row.id);
          const all = ids.length > 0 && ids.every((id) => selected.has(id));
          setSelected(all ? new Set() : new Set(ids));
        },
      }
    : undefined;
  /** The selection holds rows of the page shown: a new search or page starts it again. */
  const clear = () => setSelected(new Set());

  const validate = async () => {
    setBusy(true);
    try {
      const result = await sendBulkValidation([...selected]);
      const counts = bulkCounts(result);
      const text = bulkSummary('validate', counts, translate);
      notifyText(text, counts.failed > 0 ? 'warning' : 'success');
      setFailures(result.results.filter((r) => r.outcome !== 'validated'));
      setSelected(new Set());
      onChanged();
    } catch {
      notify(`${B}.validateRequestFailed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const panel = canValidate ? (
    <>
      {failures.length > 0 && (
        <Alert severity="warning" onClose={() => setFailures([])} data-testid="bulk-failures">
          <AlertTitle>{translate(`${B}.failedTitle`)}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {failures.map((r) => (
              <li key={r.index}>{`${r.displayNumber ?? '—'}: ${r.message}`}</li>
            ))}
          </Box>
        </Alert>
      )}
      {selected.size > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          data-testid="bulk-bar"
          sx={{ alignItems: { sm: 'center' }, bgcolor: 'action.hover', borderRadius: 1.5, p: 1 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate(`${B}.selected`, { smart_count: selected.size })}
          </Typography>
          <Button variant="contained" size="small" loading={busy} onClick={validate}>
            {translate(`${B}.validateSelected`, { smart_count: selected.size })}
          </Button>
          <Button size="small" onClick={clear} disabled={busy}>
            {translate(`${B}.clearSelection`)}
          </Button>
        </Stack>
      )}
    </>
  ) : null;

  return { selection, panel, clear };
}
