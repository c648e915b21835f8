/**
 * The finance calls of the web app (seeds 001 §7 and the finance API's views): the order's finance
 * view, the seller's requests, finance's decisions, payments, the queues and their counts, and the
 * bulk requests. Every call goes through the app's API client (bearer token, tenant, language).
 */

import type { PaymentTerm } from '../../domain/creditTerms';
import type {
  BulkResult,
  FinanceActionResult,
  FinanceCounts,
  FinanceQueueResponse,
  FinanceView,
  PaymentBody,
  PendingLiberationStatus,
  ReleaseBody,
  RetainBody,
} from '../../domain/finance/views';
import type { DeliveryModel } from '../../domain/orders/enums';
import { api as appApi } from '../providers/api';

export const financeKeys = {
  all: ['finance'] as const,
  order: (orderId: string) => ['finance', 'order', orderId] as const,
  counts: (filters: QueueFilters) => ['finance', 'counts', filters] as const,
  queue: (queue: string, query: QueueQuery) => ['finance', 'queue', queue, query] as const,
  pendingReleased: (query: PendingReleasedQuery) => ['finance', 'pending-released', query] as const,
};

/** The seller's request of one order (release to credit, payment validation to treasury). */
export type SellerRequest = 'release' | 'payment';

const REQUEST_PATH: Record<SellerRequest, (id: string) => string> = {
  release: (id) => `/orders/request-release/${id}`,
  payment: (id) => `/orders/request-payment/${id}`,
};
const BULK_PATH: Record<SellerRequest, string> = {
  release: '/orders/bulk-credit-release',
  payment: '/orders/bulk-request-payment',
};

export async function fetchFinance(orderId: string): Promise<FinanceView> {
  return (await appApi.get<FinanceView>(`/orders/${orderId}/finance`)).data;
}

/** A receipt's file, downloaded with the session's token (`url` is the API path the view gives). */
export async function downloadReceipt(url: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await appApi.get<ArrayBuffer>(url.replace(/^\/api/, ''), {
    responseType: 'arraybuffer',
    timeout: 120_000,
  });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'comprobante';
  const type = String(res.headers['content-type'] ?? 'application/octet-stream');
  return { blob: new Blob([res.data], { type }), fileName };
}

export async function sendRequest(kind: SellerRequest, orderId: string): Promise<FinanceActionResult> {
  return (await appApi.post<FinanceActionResult>(REQUEST_PATH[kind](orderId))).data;
}

export async function sendBulkRequest(kind: SellerRequest, orderIds: string[]): Promise<BulkResult> {
  return (await appApi.post<BulkResult>(BULK_PATH[kind], { orderIds })).data;
}

/** Treasury validates the advance payment of several orders: one outcome per order. */
export async function sendBulkValidation(orderIds: string[]): Promise<BulkResult> {
  return (await appApi.post<BulkResult>('/orders/bulk-validate-payment', { orderIds })).data;
}

export async function releaseOrder(orderId: string, body: ReleaseBody): Promise<void> {
  await appApi.put(`/orders/${orderId}/finance/release`, body);
}

export async function retainOrder(orderId: string, body: RetainBody): Promise<void> {
  await appApi.put(`/orders/${orderId}/finance/retain`, body);
}

export async function validatePayment(orderId: string, body: ReleaseBody): Promise<void> {
  await appApi.put(`/orders/${orderId}/finance/validate-payment`, body);
}

export async function registerPayment(orderId: string, body: PaymentBody): Promise<void> {
  await appApi.post(`/orders/${orderId}/payments`, body);
}

/** Filters shared by the counts and every queue of the dashboard. */
export interface QueueFilters {
  sellerId?: string;
  /** 'yyyy-mm-dd'; sent only when both ends exist (seeds §5). */
  deliveryDateFrom?: string;
  deliveryDateTo?: string;
}

export interface QueueQuery extends QueueFilters {
  page: number;
  searchParam?: string;
}

/** Seeds 001 §9: queue tables page size 10. */
export const QUEUE_PAGE_SIZE = 10;

function filterParams(filters: QueueFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.sellerId) params.sellerId = filters.sellerId;
  if (filters.deliveryDateFrom && filters.deliveryDateTo) {
    params.deliveryDateFrom = filters.deliveryDateFrom;
    params.deliveryDateTo = filters.deliveryDateTo;
  }
  return params;
}

function pageParams(page: number, pageSize: number, searchParam?: string): Record<string, string> {
  const params: Record<string, string> = {
    limit: String(pageSize),
    offset: String((page - 1) * pageSize),
  };
  const search = searchParam?.trim();
  if (search) params.searchParam = search;
  return params;
}

export async function fetchFinanceCounts(filters: QueueFilters): Promise<FinanceCounts> {
  return (await appApi.get<FinanceCounts>('/orders/count-finances', { params: filterParams(filters) })).data;
}

/** The table calls of each dashboard queue (seeds 001 §7). */
export const QUEUE_PATHS = {
  PENDINGRELEASEREQUEST: { path: '/orders/pending-liberation', status: 'PENDINGRELEASEREQUEST' },
  PENDINGVALIDATEPAYMENTREQUEST: {
    path: '/orders/pending-liberation',
    status: 'PENDINGVALIDATEPAYMENTREQUEST',
  },
  NOT_ANSWERED: { path: '/orders/not-answered-finance' },
  HELD: { path: '/orders/held' },
  APPROVED: { path: '/orders/approved-finance' },
} as const satisfies Record<string, { path: string; status?: PendingLiberationStatus }>;
export type QueueKey = keyof typeof QUEUE_PATHS;

export async function fetchQueue(queue: QueueKey, query: QueueQuery): Promise<FinanceQueueResponse> {
  const target: { path: string; status?: string } = QUEUE_PATHS[queue];
  const params = {
    ...filterParams(query),
    ...pageParams(query.page, QUEUE_PAGE_SIZE, query.searchParam),
    ...(target.status ? { status: target.status } : {}),
  };
  return (await appApi.get<FinanceQueueResponse>(target.path, { params })).data;
}

/** The /orders/pending-released listing: one of the two statuses, its filters, paging. */
export interface PendingReleasedQuery {
  status: PendingLiberationStatus;
  page: number;
  pageSize: number;
  searchParam?: string;
  sellers: string[];
  paymentTerm: PaymentTerm[];
  deliveryModel: DeliveryModel[];
}

export async function fetchPendingReleased(query: PendingReleasedQuery): Promise<FinanceQueueResponse> {
  const params: Record<string, string> = {
    status: query.status,
    ...pageParams(query.page, query.pageSize, query.searchParam),
  };
  // Filter arrays only when not empty (seeds §5).
  if (query.sellers.length) params.sellers = query.sellers.join(',');
  if (query.paymentTerm.length) params.paymentTerm = query.paymentTerm.join(',');
  if (query.deliveryModel.length) params.deliveryModel = query.deliveryModel.join(',');
  return (await appApi.get<FinanceQueueResponse>('/orders/pending-released', { params })).data;
}
