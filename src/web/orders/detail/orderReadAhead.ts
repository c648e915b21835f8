/**
 * Opening an order from a list shows it at once: when a row is pointed at (mouse resting on it,
 * keyboard focus, a finger down) the order page's code and the order's detail are read ahead, and
 * while the detail is still on its way the page shows what the list already knew (listedOrder).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { OrderListRow } from '../../../domain/orders/views';
import { preloadScreen } from '../../navigation/screen';
import type { AppDataProvider } from '../../providers/dataProvider';
import { loadOrderDetailPage } from './loadOrderDetailPage';
import { prefetchOrderDetail } from './orderQueries';

/** The order page's code and texts, through the same loader its route renders from. */
const preloadOrderPage = () => preloadScreen(loadOrderDetailPage, ['orders']).catch(() => undefined);

/**
 * A pointer merely crossing rows on its way elsewhere reads nothing: the row must hold it this
 * long (about the time between resting on a row and clicking it is several times longer).
 */
export const POINTER_REST_MS = 80;

/** Starts reading an order ahead; returns what to call when the pointer leaves before the rest. */
export function useOrderReadAhead() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const readNow = useCallback(
    (id: string) => {
      void preloadOrderPage();
      void prefetchOrderDetail(queryClient, dataProvider, id);
    },
    [queryClient, dataProvider],
  );
  const pointerRests = useCallback(
    (id: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => readNow(id), POINTER_REST_MS);
    },
    [readNow],
  );
  const pointerLeaves = useCallback(() => clearTimeout(timer.current), []);
  return { readNow, pointerRests, pointerLeaves };
}

/**
 * A list of orders fetches the order page's code once the browser is idle after showing it: the
 * next step from a list is nearly always an order, and its page then opens without a download.
 */
export function useOrderPageCodeWhenIdle() {
  useEffect(() => {
    const load = () => void preloadOrderPage();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, 1000);
    return () => clearTimeout(handle);
  }, []);
}

/** The event handlers a row or card spreads to read its order ahead. */
export function readAheadHandlers(readAhead: ReturnType<typeof useOrderReadAhead>, id: string) {
  return {
    onMouseEnter: () => readAhead.pointerRests(id),
    onMouseLeave: readAhead.pointerLeaves,
    onFocus: () => readAhead.readNow(id),
    onTouchStart: () => readAhead.readNow(id),
  };
}

interface ListPage {
  data?: Array<{ id?: unknown }>;
}

/** The order's row in a page of the order list already read (any tab, search or page), if any. */
export function listedOrder(queryClient: QueryClient, id: string): OrderListRow | undefined {
  for (const [key, page] of queryClient.getQueriesData<ListPage>({ queryKey: ['orders', 'getList'] })) {
    if (key[1] !== 'getList') continue;
    const row = page?.data?.find((candidate) => candidate.id === id);
    if (row) return row as OrderListRow;
  }
  return undefined;
}
