/**
 * Runs one finance action of the order page and says how it went (the seeds' toasts), then reloads
 * the finance view and the order: a request or a decision changes the status, the queue and the
 * buttons. The server's refusal (a state that moved meanwhile) follows the seeds' text.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { failureOf } from '../../ui/forms/legacy/failure';
import { financeKeys } from '../financeApi';

export interface FinanceMutationTexts {
  /** Keys under app.finance. */
  success: string;
  failure: string;
  /** A better success text from the answer (a release request the credit check released at once). */
  successOf?: (result: unknown) => string | undefined;
}

export function useFinanceMutation(onChanged: () => void) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);

  /** Resolves true when done; on failure toasts and rethrows when `rethrow` (dialogs show it too). */
  const run = async (
    id: string,
    action: () => Promise<unknown>,
    texts: FinanceMutationTexts,
    { rethrow = false }: { rethrow?: boolean } = {},
  ): Promise<boolean> => {
    setRunning(id);
    try {
      const result = await action();
      const text = texts.successOf?.(result) ?? translate(`app.finance.${texts.success}`);
      notifyText(text, 'success');
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      onChanged();
      return true;
    } catch (error) {
      const failure = failureOf(error);
      // A business refusal carries the reason in the user's language; say it after the seeds' text.
      const reason =
        failure.kind === 'server' && failure.status && failure.status < 500 ? failure.message : undefined;
      const base = translate(`app.finance.${texts.failure}`);
      const text = reason ? `${base}: ${reason}` : base;
      // Already in the user's language: shown as is, not looked up again.
      notifyText(text, 'error');
      // The state may have moved meanwhile: show what it is now.
      if (failure.status === 409) await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      if (rethrow) throw error;
      return false;
    } finally {
      setRunning(null);
    }
  };
  return { run, running };
}
