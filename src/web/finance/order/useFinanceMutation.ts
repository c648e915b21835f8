/**
 * Runs one finance action of the order page and says how it went (the action's toasts), then
 * refreshes the order, its finance view, the counts and the queues — a request or a decision
 * changes the status, the queue and the buttons — and reloads the page's order. A refusal says the
 * server's reason after the action's failure text; a 409 (the state moved meanwhile) shows the
 * state as it is now.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { statusOf } from '../../providers/apiErrors';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { refreshAfterFinanceAction } from '../financeQueries';
import { failureText } from '../refusal';

export interface FinanceMutationTexts {
  /** Keys under app.finance. */
  success: string;
  failure: string;
  /** A better success text from the answer (a release request the credit check released at once). */
  successOf?: (result: unknown) => string | undefined;
}

interface FinanceAction {
  /** Which button runs (it shows the spinner; the others wait). */
  id: string;
  action: () => Promise<unknown>;
  texts: FinanceMutationTexts;
}

export function useFinanceMutation(onChanged: () => void) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const mutation = useMutation<unknown, unknown, FinanceAction>({
    mutationFn: ({ action }) => action(),
    onSuccess: async (result, { texts }) => {
      notifyText(texts.successOf?.(result) ?? translate(`app.finance.${texts.success}`), 'success');
      await refreshAfterFinanceAction(queryClient);
      onChanged();
    },
    onError: async (error, { texts }) => {
      notifyText(failureText(translate(`app.finance.${texts.failure}`), error), 'error');
      if (statusOf(error) === 409) await refreshAfterFinanceAction(queryClient);
    },
  });

  /** Resolves true when done; on failure toasts, and rethrows when `rethrow` (dialogs show it too). */
  const run = async (
    id: string,
    action: () => Promise<unknown>,
    texts: FinanceMutationTexts,
    { rethrow = false }: { rethrow?: boolean } = {},
  ): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ id, action, texts });
      return true;
    } catch (error) {
      if (rethrow) throw error;
      return false;
    }
  };
  const running = mutation.isPending ? (mutation.variables?.id ?? null) : null;
  return { run, running };
}
