/**
 * Saves the delays modal's new dates — one order, or every order moved — each with
 * `PUT /api/orders/overdue/{id}`, then refreshes the counts and lists (an order moved from today on
 * is no longer late). A refused order keeps its draft and the server's reason beside its field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type NotificationType, useDataProvider, useNotify } from 'react-admin';
import { serverMessageOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { refreshAfterDeliveryChange } from './logisticsQueries';
import type { OverdueDrafts } from './overdueEdits';

const T = 'app.logisticsQueues.overdue.toasts';

export function useOverdueSave(onSaved: (orderIds: string[]) => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [saving, setSaving] = useState<'all' | string | null>(null);
  /** The server's reason per order it refused, shown under that order's field. */
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  const send = async (entries: [string, string][]) => {
    const results = await Promise.allSettled(
      entries.map(([id, deliveryDate]) => dataProvider.rescheduleOverdueOrder(id, { deliveryDate })),
    );
    const saved: string[] = [];
    const refused: Record<string, string> = {};
    results.forEach((result, i) => {
      const id = entries[i]?.[0];
      if (!id) return;
      if (result.status === 'fulfilled') saved.push(id);
      else refused[id] = serverMessageOf(result.reason) ?? '';
    });
    setRefusals((all) => {
      const next = { ...all, ...refused };
      for (const id of saved) delete next[id];
      return next;
    });
    if (saved.length) {
      onSaved(saved);
      await refreshAfterDeliveryChange(queryClient);
    }
    return Object.keys(refused).length === 0;
  };

  const toast = (key: string, type: NotificationType) => notify(`${T}.${key}`, { type });

  return {
    saving,
    refusals,
    async saveOne(orderId: string, date: string) {
      setSaving(orderId);
      try {
        const ok = await send([[orderId, date]]);
        toast(ok ? 'saved' : 'failed', ok ? 'success' : 'error');
      } finally {
        setSaving(null);
      }
    },
    async saveAll(drafts: OverdueDrafts) {
      const entries = Object.entries(drafts);
      if (entries.length === 0) {
        toast('nothingToSave', 'info');
        return;
      }
      setSaving('all');
      try {
        const ok = await send(entries);
        toast(ok ? 'allSaved' : 'allFailed', ok ? 'success' : 'error');
      } finally {
        setSaving(null);
      }
    },
  };
}
