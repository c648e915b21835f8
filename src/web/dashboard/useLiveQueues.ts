/**
 * The home follows the tenant's 'queues:changed': its queue groups, pipeline and calendar read
 * again, once per burst of changes (debounced), and after a reconnection. Without the live
 * connection they stay as loaded until the user acts or comes back, as before.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvent, useLiveResync } from '../realtime/useLive';
import { isQueueQuery, QUEUES_REFETCH_DEBOUNCE_MS, QUEUES_REFETCH_MAX_WAIT_MS } from './liveQueues';

export function useLiveQueues(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstAt = useRef<number | null>(null);

  const refetch = () => {
    clearTimeout(timer.current);
    firstAt.current = null;
    void queryClient.invalidateQueries({ predicate: isQueueQuery });
  };

  useLiveEvent('queues:changed', () => {
    const now = Date.now();
    firstAt.current ??= now;
    clearTimeout(timer.current);
    const waited = now - firstAt.current;
    timer.current = setTimeout(
      refetch,
      Math.max(0, Math.min(QUEUES_REFETCH_DEBOUNCE_MS, QUEUES_REFETCH_MAX_WAIT_MS - waited)),
    );
  });
  useLiveResync(refetch);

  useEffect(() => () => clearTimeout(timer.current), []);
}
