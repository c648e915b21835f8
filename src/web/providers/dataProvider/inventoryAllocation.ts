/**
 * Material allocation's business calls: the lots an order is promised from (with what each product
 * still misses), the lots that may be assigned, assigning several at once (all or nothing), changing
 * or removing one, the automatic assignment of one order or several, the count of open orders no
 * stock covers, and the available tons per product and warehouse.
 */
import type { AxiosInstance } from 'axios';
import type {
  AllocationCreate,
  AllocationUpdate,
  AutoAssignResult,
  BulkAutoAssignResult,
  CandidateLot,
  InventorySummary,
  MaterialShortage,
  MaterialShortageQuery,
  OrderInventory,
  SummaryQuery,
} from '../../../domain/inventory';

const inventoryOf = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/inventory`;

export function inventoryAllocationMethods(api: AxiosInstance) {
  return {
    /** The order's lots, its coverage per product, the allocation stage and whether the caller may edit. */
    async getOrderInventory(orderId: string): Promise<OrderInventory> {
      return (await api.get<OrderInventory>(inventoryOf(orderId))).data;
    },
    /** The lots the assign dialog offers: the order's region first, then the oldest reception. */
    async getAllocationCandidates(orderId: string): Promise<CandidateLot[]> {
      return (await api.get<{ data: CandidateLot[] }>(`${inventoryOf(orderId)}/candidates`)).data.data;
    },
    /** Several lots in one call: every one is assigned, or none. The screen reloads the order after. */
    async assignLots(orderId: string, body: AllocationCreate): Promise<void> {
      await api.post(inventoryOf(orderId), body);
    },
    async changeAllocation(orderId: string, allocationId: string, body: AllocationUpdate): Promise<void> {
      await api.put(`${inventoryOf(orderId)}/${encodeURIComponent(allocationId)}`, body);
    },
    async removeAllocation(orderId: string, allocationId: string): Promise<void> {
      await api.delete(`${inventoryOf(orderId)}/${encodeURIComponent(allocationId)}`);
    },
    /** Oldest reception first, the order's region first; what no lot covers comes back as missing. */
    async autoAssign(orderId: string): Promise<AutoAssignResult> {
      return (await api.post<AutoAssignResult>(`${inventoryOf(orderId)}/auto-assign`)).data;
    },
    /** The automatic assignment of several orders: one outcome per order. */
    async bulkAutoAssign(orderIds: string[]): Promise<BulkAutoAssignResult> {
      return (await api.post<BulkAutoAssignResult>('/orders/inventory/bulk-auto-assign', { orderIds })).data;
    },
    /** Open orders whose products no stock covers, and the products most short. */
    async getMaterialShortage(filters: MaterialShortageQuery = {}): Promise<MaterialShortage> {
      return (await api.get<MaterialShortage>('/orders/count-without-material', { params: filters })).data;
    },
    /** Available tons per product and warehouse, the customer's region first. */
    async getInventorySummary(query: SummaryQuery): Promise<InventorySummary> {
      return (await api.get<InventorySummary>('/inventory/summary', { params: query })).data;
    },
  };
}
