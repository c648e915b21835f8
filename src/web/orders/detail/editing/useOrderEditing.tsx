/**
 * One field of the order in edit mode at a time (seeds §4 "Order editing"): which one, whether a
 * save is running, and what went wrong. A save answers the fresh order, which replaces the cached
 * one; a stale version (409 STALE_VERSION) offers to reload; a locked field (409 ORDER_LOCKED)
 * reloads the order so the page shows the lock; field errors (400) go back to the editor.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ErrorDetail } from '../../../../domain/errors';
import type { EditableOrderField } from '../../../../domain/orders/locks';
import { ORDER_LOCKED_CODE, type OrderDetail } from '../../../../domain/orders/views';
import { useNotifyText } from '../../../ui/feedback/useNotifyText';
import { failureOf, isStaleConflict } from '../../../ui/forms/legacy/failure';
import { orderDetailKey } from '../orderDetailApi';

export type EditProblem = { kind: 'stale' | 'message'; message: string };

export interface OrderEditing {
  order: OrderDetail;
  editing: EditableOrderField | null;
  saving: boolean;
  problem: EditProblem | null;
  start(field: EditableOrderField): void;
  cancel(): void;
  /**
   * Runs the save; on a 400 hands the per-field details to `onDetails` (what it does not place is
   * shown above the editor). Resolves true when saved.
   */
  save(
    run: () => Promise<OrderDetail>,
    onDetails?: (details: ErrorDetail[]) => ErrorDetail[],
  ): Promise<boolean>;
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
    async (run, onDetails) => {
      setSaving(true);
      setProblem(null);
      try {
        const fresh = await run();
        queryClient.setQueryData(orderDetailKey(fresh.id), fresh);
        // The timeline and the files (proforma 'updating') changed with the order.
        void queryClient.invalidateQueries({
          queryKey: ['orders', fresh.id],
          predicate: (q) => q.queryKey[2] !== 'detail',
        });
        setEditing(null);
        notify('app.orderDetail.edit.saved', { type: 'success' });
        return true;
      } catch (error) {
        const failure = failureOf(error);
        if (failure.kind !== 'server') {
          setProblem({ kind: 'message', message: translate('app.orderDetail.edit.networkError') });
        } else if (isStaleConflict(failure)) {
          setProblem({ kind: 'stale', message: translate('app.orderDetail.edit.stale') });
        } else if (failure.code === ORDER_LOCKED_CODE) {
          setEditing(null);
          const text = failure.message ?? translate('app.orderDetail.edit.saveError');
          notifyText(text, 'warning');
          onReload();
        } else {
          const rest = failure.details.length && onDetails ? onDetails(failure.details) : failure.details;
          const unplaced = rest.map((d) => d.message).join(' ');
          if (unplaced || !failure.details.length) {
            setProblem({
              kind: 'message',
              message: unplaced || failure.message || translate('app.orderDetail.edit.saveError'),
            });
          }
        }
        return false;
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
