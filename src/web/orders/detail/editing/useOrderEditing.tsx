/**
 * One field of the order in edit mode at a time: which one, whether a save is running, and what went
 * wrong. A save answers the fresh order, which replaces the cached one; a stale version (409
 * STALE_VERSION) offers to reload; a locked field (409 ORDER_LOCKED) reloads the order so the page
 * shows the lock; field errors (400) go back to the editor's form, on the inputs they name.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { EditableOrderField } from '../../../../domain/orders/locks';
import { ORDER_LOCKED_CODE, type OrderDetail } from '../../../../domain/orders/views';
import {
  codeOf,
  detailsOf,
  failureKindOf,
  fieldOfDetail,
  isStaleVersion,
} from '../../../providers/apiErrors';
import { useNotifyText } from '../../../ui/feedback/useNotifyText';
import { refusalMessage } from '../../refusals';

export type EditProblem = { kind: 'stale' | 'message'; message: string };

export interface OrderEditing {
  order: OrderDetail;
  editing: EditableOrderField | null;
  saving: boolean;
  problem: EditProblem | null;
  start(field: EditableOrderField): void;
  cancel(): void;
  /**
   * Runs the save. Resolves nothing when saved; on a refusal whose details name the editor's inputs
   * (`inputOf` of a detail's field path), those inputs' errors, for the editor's form to place. What
   * names no input is shown above the editor's buttons.
   */
  save(
    run: () => Promise<OrderDetail>,
    inputOf?: (path: string) => string | null,
  ): Promise<Record<string, string> | undefined>;
  /** Why `field` cannot be edited now (the tooltip), or null when it can. */
  lockOf(field: EditableOrderField): string | null;
  reload(): void;
}

const EditingContext = createContext<OrderEditing | null>(null);

export function useOrderEditing(): OrderEditing {
  const value = useContext(EditingContext);
  if (!value) throw new Error('useOrderEditing needs <OrderEditingProvider>');
  return value;
}

export function OrderEditingProvider({
  order,
  onReload,
  children,
}: {
  order: OrderDetail;
  onReload: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<EditableOrderField | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<EditProblem | null>(null);

  const start = useCallback((field: EditableOrderField) => {
    setProblem(null);
    setEditing(field);
  }, []);
  const cancel = useCallback(() => {
    setProblem(null);
    setEditing(null);
  }, []);
  const reload = useCallback(() => {
    setProblem(null);
    setEditing(null);
    onReload();
  }, [onReload]);

  const save = useCallback<OrderEditing['save']>(
    async (run, inputOf) => {
      setSaving(true);
      setProblem(null);
      try {
        const fresh = await run();
        queryClient.setQueryData(['orders', 'getOrder', { id: fresh.id }], fresh);
        // The timeline and the files (proforma 'updating') changed with the order.
        void queryClient.invalidateQueries({
          queryKey: ['orders'],
          predicate: ({ queryKey: [, method, params] }) =>
            method !== 'getOrder' && (params as { id?: unknown } | undefined)?.id === fresh.id,
        });
        setEditing(null);
        notify('app.orderDetail.edit.saved', { type: 'success' });
        return undefined;
      } catch (error) {
        if (failureKindOf(error) !== 'server') {
          setProblem({ kind: 'message', message: translate('app.orderDetail.edit.networkError') });
          return undefined;
        }
        if (isStaleVersion(error)) {
          setProblem({ kind: 'stale', message: translate('app.orderDetail.edit.stale') });
          return undefined;
        }
        if (codeOf(error) === ORDER_LOCKED_CODE) {
          setEditing(null);
          notifyText(refusalMessage(error) ?? translate('app.orderDetail.edit.saveError'), 'warning');
          onReload();
          return undefined;
        }
        const details = detailsOf(error);
        const fields: Record<string, string> = {};
        const unplaced: string[] = [];
        for (const detail of details) {
          const input = inputOf?.(fieldOfDetail(detail));
          if (!input) unplaced.push(detail.message);
          else fields[input] ??= detail.message;
        }
        if (unplaced.length || !details.length) {
          const message =
            unplaced.join(' ') || refusalMessage(error) || translate('app.orderDetail.edit.saveError');
          setProblem({ kind: 'message', message });
        }
        return Object.keys(fields).length ? fields : undefined;
      } finally {
        setSaving(false);
      }
    },
    [notify, notifyText, onReload, queryClient, translate],
  );

  const lockOf = useCallback(
    (field: EditableOrderField): string | null => {
      if (saving) return translate('validation.orders.locked.saving');
      const lock = order.locks[field];
      if (lock.locked) return lock.message;
      if (editing && editing !== field) return translate('app.orderDetail.edit.otherInProgress');
      return null;
    },
    [editing, order.locks, saving, translate],
  );

  const value = useMemo<OrderEditing>(
    () => ({ order, editing, saving, problem, start, cancel, save, lockOf, reload }),
    [order, editing, saving, problem, start, cancel, save, lockOf, reload],
  );
  return <EditingContext.Provider value={value}>{children}</EditingContext.Provider>;
}
