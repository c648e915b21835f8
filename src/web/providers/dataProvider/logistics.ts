/** The order page's logistics section: shipments, transport, invoices, remission, delivery (filled by the order-section work). */
import type { AxiosInstance } from 'axios';

export function logisticsMethods(_api: AxiosInstance) {
  return {};
}
