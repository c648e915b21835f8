/**
 * Which parts of the order page a change touches, by the timeline event that records it. Every
 * change of an order writes a history row, so the server announces `order:changed` from the row
 * (an open order page refetches only these sections) and `queues:changed` when the change can move
 * the order between queues, counts or the pipeline. A new event must say which sections it moves:
 * the record below does not compile without it.
 */
import { ORDER_SECTIONS, type OrderSection } from '../realtime';
import type { OrderHistoryEvent } from './views';

const FINANCE: OrderSection[] = ['finance', 'history'];
const LOGISTICS: OrderSection[] = ['logistics', 'history'];
const STATUS: OrderSection[] = ['header', 'finance', 'logistics', 'history'];

export const ORDER_CHANGE_SECTIONS: Record<OrderHistoryEvent, readonly OrderSection[]> = {
  created: ['header', 'items', 'finance', 'history'],
  itemsChanged: ['header', 'items', 'finance', 'history'],
  deliveryDateChanged: ['header', 'history'],
  deliveryModelChanged: ['header', 'logistics', 'history'],
  // A payment confirmation among the documents changes what the finance section offers.
  documentAdded: ['documents', 'finance', 'history'],
  documentRenamed: ['documents', 'history'],
  documentDeleted: ['documents', 'finance', 'history'],
  proformaGenerated: ['documents', 'history'],
  commented: ['comments', 'history'],
  cancelled: STATUS,
  statusChanged: STATUS,
  releaseRequested: FINANCE,
  paymentRequested: FINANCE,
  creditChecked: FINANCE,
  released: ['header', 'finance', 'history'],
  retained: ['header', 'finance', 'history'],
  paymentValidated: FINANCE,
  paymentRegistered: ['finance', 'logistics', 'history'],
  paid: STATUS,
  materialAllocated: ['items', 'logistics', 'history'],
  allocationChanged: ['items', 'logistics', 'history'],
  allocationRemoved: ['items', 'logistics', 'history'],
  materialReleased: ['items', 'logistics', 'history'],
  shipmentCreated: LOGISTICS,
  shipmentDeleted: LOGISTICS,
  transportAssigned: LOGISTICS,
  invoiceRecorded: ['logistics', 'documents', 'finance', 'history'],
  invoiceDeleted: ['logistics', 'documents', 'finance', 'history'],
  creditNoteRecorded: ['logistics', 'documents', 'finance', 'history'],
  creditNoteDeleted: ['logistics', 'documents', 'finance', 'history'],
  remissionGenerated: ['logistics', 'documents', 'history'],
  signedRemissionUploaded: ['logistics', 'documents', 'history'],
  deliveryConfirmed: LOGISTICS,
  deliveryReopened: LOGISTICS,
  deliveryRescheduled: ['header', 'logistics', 'history'],
  bulkAuthorizationGenerated: ['logistics', 'documents', 'history'],
  bulkAuthorizationSent: ['logistics', 'history'],
  customerSigned: ['header', 'finance', 'history'],
  mspOverridden: ['items', 'history'],
};

/** Sections that no queue, count or pipeline reads: a change of only these moves no queue. */
const OFF_QUEUE: ReadonlySet<OrderSection> = new Set(['documents', 'comments', 'history']);

/** The sections several events touch together, in the page's order. */
export function sectionsOf(events: readonly OrderHistoryEvent[]): OrderSection[] {
  const touched = new Set(events.flatMap((e) => ORDER_CHANGE_SECTIONS[e]));
  return ORDER_SECTIONS.filter((s) => touched.has(s));
}

export function movesQueues(sections: readonly OrderSection[]): boolean {
  return sections.some((s) => !OFF_QUEUE.has(s));
}
