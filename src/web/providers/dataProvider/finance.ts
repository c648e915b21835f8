/**
 * Finance's business calls: the order's finance view, the seller's requests (one order or several),
 * finance's decisions, payments and their receipts, and the counts of the dashboard's finance
 * queues. The queues themselves are lists of the standard getList (resources.ts).
 */
import type { AxiosInstance } from 'axios';
import type {
  BulkResult,
  FinanceActionResult,
  FinanceCounts,
  FinanceCountsQuery,
  FinanceView,
  PaymentBody,
  ReleaseBody,
  RetainBody,
} from '../../../domain/finance/views';
import { API_BASE } from '../../config';

const order = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** A file answer's name from its Content-Disposition header. */
function fileNameOf(disposition: unknown, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(String(disposition ?? ''))?.[1] ?? fallback;
}

export function financeMethods(api: AxiosInstance) {
  const post = async <T>(path: string, body?: unknown) => (await api.post<T>(path, body)).data;
  const put = async <T>(path: string, body: unknown) => (await api.put<T>(path, body)).data;
  return {
    /** What finance decided, what the caller may ask or decide now, and the payments panel. */
    async getOrderFinance(orderId: string): Promise<FinanceView> {
      return (await api.get<FinanceView>(`${order(orderId)}/finance`)).data;
    },
    /** The seller asks credit to release the order (the automatic check may release it at once). */
    requestRelease(orderId: string): Promise<FinanceActionResult> {
      return post(`/orders/request-release/${encodeURIComponent(orderId)}`);
    },
    /** The seller asks treasury to validate the advance payment. */
    requestPayment(orderId: string): Promise<FinanceActionResult> {
      return post(`/orders/request-payment/${encodeURIComponent(orderId)}`);
    },
    /** The release request of several orders: one outcome per order. */
    bulkRequestRelease(orderIds: string[]): Promise<BulkResult> {
      return post('/orders/bulk-credit-release', { orderIds });
    },
    bulkRequestPayment(orderIds: string[]): Promise<BulkResult> {
      return post('/orders/bulk-request-payment', { orderIds });
    },
    /** Treasury validates the advance payment of several orders: one outcome per order. */
    bulkValidatePayments(orderIds: string[]): Promise<BulkResult> {
      return post('/orders/bulk-validate-payment', { orderIds });
    },
    release(orderId: string, body: ReleaseBody): Promise<FinanceActionResult> {
      return put(`${order(orderId)}/finance/release`, body);
    },
    retain(orderId: string, body: RetainBody): Promise<FinanceActionResult> {
      return put(`${order(orderId)}/finance/retain`, body);
    },
    validatePayment(orderId: string, body: ReleaseBody): Promise<FinanceActionResult> {
      return put(`${order(orderId)}/finance/validate-payment`, body);
    },
    registerPayment(orderId: string, body: PaymentBody): Promise<FinanceActionResult> {
      return post(`${order(orderId)}/payments`, body);
    },
    /** A receipt's file (`url` is the API path the finance view gives), fetched with the session's token. */
    async downloadReceipt(url: string): Promise<{ blob: Blob; fileName: string }> {
      const answer = await api.get<ArrayBuffer>(url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url, {
        responseType: 'arraybuffer',
        // Files may take longer than an ordinary call.
        timeout: 120_000,
      });
      const type = String(answer.headers['content-type'] ?? 'application/octet-stream');
      const fileName = fileNameOf(answer.headers['content-disposition'], 'comprobante');
      return { blob: new Blob([answer.data], { type }), fileName };
    },
    /** Orders per dashboard queue and the group's total, for the seller and delivery-date filters. */
    async getFinanceCounts(filters: FinanceCountsQuery): Promise<FinanceCounts> {
      return (await api.get<FinanceCounts>('/orders/count-finances', { params: filters })).data;
    },
  };
}
