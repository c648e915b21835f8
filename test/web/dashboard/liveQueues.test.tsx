// @vitest-environment jsdom
/**
 * The home over the live connection: a burst of 'queues:changed' reads the queue groups, the
 * pipeline and the calendar again once (debounced); a single order's reads and other resources'
 * are left alone; a reconnection reads them again too.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isQueueQuery } from '../../../src/web/dashboard/liveQueues';
import { useLiveQueues } from '../../../src/web/dashboard/useLiveQueues';
import { liveHub } from '../../../src/web/realtime/liveHub';

const KEYS = {
  financeCounts: ['orders', 'getFinanceCounts', { sellerId: null }],
  retainedQueue: ['orders-retained', 'getList', { page: 1 }],
  pipeline: ['orders', 'getPipelineCounts', {}],
  calendar: ['orders', 'getDeliveryCalendar', '2026-11-30', null, null, null],
  pipelineOrders: ['orders', 'getList', { page: 1 }],
  oneOrder: ['orders', 'getOrder', { id: '33333333-3333-4333-8333-333333333333' }],
  customers: ['customers', 'getList', { page: 1 }],
} as const;
type Name = keyof typeof KEYS;

function Reader({ name, reads }: { name: Name; reads: Record<Name, number> }) {
  useQuery({
    queryKey: [...KEYS[name]],
    queryFn: async () => {
      reads[name]++;
      return reads[name];
    },
  });
  return null;
}

function Home({ reads }: { reads: Record<Name, number> }) {
  useLiveQueues();
  return (Object.keys(KEYS) as Name[]).map((name) => <Reader key={name} name={name} reads={reads} />);
}

function renderHome() {
  const reads = Object.fromEntries(Object.keys(KEYS).map((k) => [k, 0])) as Record<Name, number>;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Home reads={reads} />
    </QueryClientProvider>,
  );
  return { reads, view };
}

describe("the home's live queues", () => {
  it('reads the queues, the pipeline and the calendar again once per burst of changes', async () => {
    const { reads, view } = renderHome();
    await waitFor(() => expect(Object.values(reads).every((n) => n === 1)).toBe(true));

    act(() => {
      for (let i = 0; i < 3; i++) liveHub.dispatch('queues:changed', { orderIds: [] });
    });
    await waitFor(() => expect(reads.financeCounts).toBe(2));
    await waitFor(() =>
      expect(reads).toEqual({
        financeCounts: 2,
        retainedQueue: 2,
        pipeline: 2,
        calendar: 2,
        pipelineOrders: 2,
        oneOrder: 1,
        customers: 1,
      }),
    );
    view.unmount();
  });

  it('reads them again after a reconnection', async () => {
    const { reads, view } = renderHome();
    await waitFor(() => expect(reads.pipeline).toBe(1));
    act(() => liveHub.resync());
    await waitFor(() => expect(reads.pipeline).toBe(2));
    expect(reads.oneOrder).toBe(1);
    view.unmount();
  });

  it('tells the queue reads from the others by key', () => {
    const is = (queryKey: readonly unknown[]) => isQueueQuery({ queryKey: [...queryKey] });
    expect(is(KEYS.retainedQueue)).toBe(true);
    expect(is(KEYS.calendar)).toBe(true);
    expect(is(['orders', 'countDelayedOrders', {}])).toBe(true);
    expect(is(KEYS.oneOrder)).toBe(false);
    expect(is(['orders', 'getOrderHistory', { id: 'x' }])).toBe(false);
    expect(is(KEYS.customers)).toBe(false);
  });
});
