/**
 * Price requests: the resources react-admin lists (requests, supplier quotes, suppliers) and the
 * business calls of the area, named after what they do — ask for several prices in one submission,
 * read and save the cost calculator, approve, reject, have the list mailed as a file, read the
 * statuses, and the MSPs approved for a customer's products (what the order form warns against).
 */
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { OrderExportAccepted } from '../../../domain/orders/listColumns';
import type {
  ApprovedMspQuery,
  approvedMspListSchema,
  CalculatorSave,
  PriceRequestApprove,
  PriceRequestCosts,
  PriceRequestCreate,
  PriceRequestCreated,
  PriceRequestDetail,
  PriceRequestReject,
  PriceRequestStatus,
  priceRequestDownloadSchema,
  Supplier,
  SupplierCreate,
} from '../../../domain/priceRequests';
import { LONG_REQUEST_TIMEOUT_MS } from '../../config';
import type { ResourcePaths } from './resources';

const requestPath = (id: string) => `/price-requests/${encodeURIComponent(id)}`;
const byId = (base: string) => (id: string | number) => `${base}/${encodeURIComponent(String(id))}`;

/**
 * The area's rows of the resources table. The react-admin resource is named as its pages
 * ('/price-request'); the list sorts with one `order=field:DIR` parameter.
 */
export const PRICE_REQUEST_RESOURCES: Record<string, ResourcePaths> = {
  'price-request': {
    list: '/price-requests',
    one: byId('/price-requests'),
    create: '/price-requests/multiple',
    sortParam: 'order',
  },
  'supplier-quotes': { list: '/supplier-quotes', one: byId('/supplier-quotes'), create: '/supplier-quotes' },
};

export type ApprovedMsp = ReturnType<typeof approvedMspListSchema.parse>['data'][number];

export interface PriceRequestStatusOption {
  id: PriceRequestStatus;
  name: string;
}

type WithId<T> = T & { id: string };

export function priceRequestMethods(api: AxiosInstance) {
  return {
    /** One request per product of the submission, all or none. */
    async createPriceRequests(body: PriceRequestCreate): Promise<PriceRequestCreated['data']> {
      return (await api.post<PriceRequestCreated>('/price-requests/multiple', body)).data.data;
    },
    async getPriceRequest({ id }: { id: string }): Promise<PriceRequestDetail> {
      return (await api.get<PriceRequestDetail>(requestPath(id))).data;
    },
    /** The statuses in the user's language (the list's status filter). */
    async getPriceRequestStatuses(): Promise<PriceRequestStatusOption[]> {
      return (await api.get<{ data: PriceRequestStatusOption[] }>('/price-request-statuses')).data.data;
    },
    /** The saved calculation (or the defaults), its figures and what the quotes modal offers. */
    async getPriceRequestCosts({ id }: { id: string }): Promise<PriceRequestCosts> {
      return (await api.get<PriceRequestCosts>(`${requestPath(id)}/costs`)).data;
    },
    /**
     * Saves the calculator's inputs (a stale version answers 409); the server recomputes the figures
     * and answers the request as it now is (quoted once there is a base cost).
     */
    async saveCalculator({ id, ...body }: WithId<CalculatorSave>): Promise<PriceRequestDetail> {
      return (await api.put<PriceRequestDetail>(`${requestPath(id)}/calculator`, body)).data;
    },
    /** Deletes an open request; the version read goes along (409 when it moved). */
    async deletePriceRequest({ id, version }: { id: string; version: number }): Promise<void> {
      await api.delete(requestPath(id), { params: { version } });
    },
    async approvePriceRequest({ id, ...body }: WithId<PriceRequestApprove>): Promise<PriceRequestDetail> {
      return (await api.put<PriceRequestDetail>(`${requestPath(id)}/approve`, body)).data;
    },
    async rejectPriceRequest({ id, ...body }: WithId<PriceRequestReject>): Promise<PriceRequestDetail> {
      return (await api.put<PriceRequestDetail>(`${requestPath(id)}/reject`, body)).data;
    },
    /** The server builds the file of the list (its filters, the chosen columns) and mails it. */
    async downloadPriceRequests(
      body: z.input<typeof priceRequestDownloadSchema>,
    ): Promise<OrderExportAccepted> {
      return (
        await api.post<OrderExportAccepted>('/price-requests/download', body, {
          timeout: LONG_REQUEST_TIMEOUT_MS,
        })
      ).data;
    },
    /** The tenant's suppliers, by name (what a quote names). */
    async getSuppliers(): Promise<Supplier[]> {
      return (await api.get<{ data: Supplier[] }>('/suppliers')).data.data;
    },
    /** Adds a supplier (its name is unique in the tenant: 409). */
    async createSupplier(body: SupplierCreate): Promise<Supplier> {
      return (await api.post<Supplier>('/suppliers', body)).data;
    },
    /** The MSPs approved (and still valid) for the customer's products. */
    async getApprovedMsp({ customerId, productIds }: ApprovedMspQuery): Promise<ApprovedMsp[]> {
      const params = { customerId, productIds: productIds.join(',') };
      return (await api.get<{ data: ApprovedMsp[] }>('/price-requests/approved-msp', { params })).data.data;
    },
  };
}
