/**
 * Which cached reads of an order page each changed section refreshes: the order itself (status,
 * summary, items, totals and the documents' 'updating' flag) and the reads each part of the page
 * makes on its own, named by react-query key as the areas key them (resource first, then method,
 * then the order's id). A key matches by prefix, so a read keyed also by version or updatedAt is
 * covered whatever its version.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { OrderSection } from '../../../domain/realtime';

type ById = 'id' | 'orderId';
const read = (method: string, by: ById = 'id') => ({ method, by });

const SECTION_READS: Record<OrderSection, readonly { method: string; by: ById }[]> = {
  header: [read('getOrder')],
  items: [read('getOrder')],
  finance: [read('getOrder'), read('getOrderFinance', 'orderId')],
  logistics: [
    read('getOrder'),
    read('getOrderLogistics', 'orderId'),
    read('getOrderInventory', 'orderId'),
    read('getAllocationCandidates', 'orderId'),
    read('shipmentTransport', 'orderId'),
  ],
  documents: [read('getOrder'), read('getOrderDocuments')],
  comments: [read('getOrderComments')],
  history: [read('getOrderHistory')],
};

/** The query keys (prefixes) to refresh for `sections` of one order, each once. */
export function orderSectionKeys(orderId: string, sections: readonly OrderSection[]): QueryKey[] {
  const seen = new Set<string>();
  const keys: QueryKey[] = [];
  for (const section of sections) {
    for (const { method, by } of SECTION_READS[section]) {
      if (seen.has(method)) continue;
      seen.add(method);
      keys.push(['orders', method, { [by]: orderId }]);
    }
  }
  return keys;
}

/**
 * Whether the order read in cache is already as new as the change announced (this tab made it and
 * read the answer): then the order itself needs no second read.
 */
export function orderIsCurrent(cachedVersion: number | undefined, announced: number | undefined): boolean {
  return cachedVersion !== undefined && announced !== undefined && cachedVersion >= announced;
}
