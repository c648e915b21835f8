/**
 * The order calls that are not react-admin's standard methods, named after what they do: create a
 * (multi-)order and stage its files, read what the creation form needs, read an order and make its
 * one-field edits (each sends the version the page shows and answers the fresh order), its
 * documents, comments, history and cancellation, and the list's export. Files come back as blobs,
 * so the bearer token goes with them.
 */
import { type AxiosInstance, type AxiosResponse, isAxiosError } from 'axios';
import type { CustomerDetail } from '../../../domain/customers';
import type { OrderCreationInput } from '../../../domain/orders/creation';
import type { PricingInForce, Warehouse } from '../../../domain/orders/creationOptions';
import type { AgreedPrice, CustomerPaymentTerms } from '../../../domain/orders/customerOrdering';
import type { DeliveryModel } from '../../../domain/orders/enums';
import type { OrderDocumentUpdate, OrderFileKind, StagedUploadView } from '../../../domain/orders/files';
import type { OrderExportAccepted } from '../../../domain/orders/listColumns';
import type {
  CancellationReason,
  OrderCancelInput,
  OrderComment,
  OrderCreated,
  OrderDetail,
  OrderDocumentView,
  OrderHistoryEntry,
} from '../../../domain/orders/views';
import type { MspOverride } from '../../../domain/priceRequests/guard';
import type { PackagingType } from '../../../domain/products';
import { LONG_REQUEST_TIMEOUT_MS } from '../../config';
import type { QueryValue } from '../listQuery';

/** Uploads and downloads of order files may take longer than an ordinary call. */
const FILE_TIMEOUT_MS = 120_000;

export interface OrderRef {
  id: string;
}

/** An edit names the order and the version the page shows (a stale one answers 409). */
export interface OrderEdit extends OrderRef {
  version: number;
}

/** A product row of an items edit, as typed (quantity in the user's unit); `id` keeps a row. */
export interface ItemChangeRow {
  id?: string;
  productId: string;
  presentation: PackagingType;
  quantity: string;
  targetPrice: string;
}

export interface DocumentUpload extends OrderRef {
  file: File;
  type: string;
  name: string;
  fileKind: OrderFileKind;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The list's query without paging, with the format and the visible columns (comma separated). */
export type OrderExportQuery = Record<string, QueryValue>;

export type CreatedOrder = OrderCreated['data'][number];

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** The file name the server gave (content-disposition), or the one the caller chose. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * A refused download's error body arrives as bytes like the file would: read as the API's JSON
 * body, so the refusal reaches the screen with its code and message like any other.
 */
async function withReadableBody(error: unknown): Promise<unknown> {
  if (!isAxiosError(error) || !error.response) return error;
  const data: unknown = error.response.data;
  const bytes = data instanceof Blob ? await data.text() : data instanceof ArrayBuffer ? data : null;
  if (bytes === null) return error;
  try {
    const text = typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes);
    error.response.data = JSON.parse(text);
  } catch {
    error.response.data = undefined;
  }
  return error;
}

/** A file download: the blob and its name; a refusal with its readable body. */
export async function download(
  request: () => Promise<AxiosResponse<Blob | ArrayBuffer>>,
  fallbackName: string,
) {
  try {
    const response = await request();
    const type = String(response.headers['content-type'] ?? 'application/octet-stream');
    const blob = response.data instanceof Blob ? response.data : new Blob([response.data], { type });
    return { blob, fileName: fileNameOf(response.headers['content-disposition'], fallbackName) };
  } catch (error) {
    throw await withReadableBody(error);
  }
}

export function orderMethods(api: AxiosInstance) {
  return {
    /** One order per delivery day (a multi-order), all or none; answers them in day order. */
    async createOrders(payload: OrderCreationInput): Promise<CreatedOrder[]> {
      const { data } = await api.post<OrderCreated>('/orders', payload, { timeout: LONG_REQUEST_TIMEOUT_MS });
      return data.data;
    },
    /** Stages one file for the order about to be created (checked there by size and content). */
    async stageOrderFile(file: File): Promise<StagedUploadView> {
      const body = new FormData();
      body.append('file', file);
      const { data } = await api.post<StagedUploadView>('/orders/uploads', body, {
        timeout: LONG_REQUEST_TIMEOUT_MS,
      });
      return data;
    },
    /** The pricing version a new order would take (the creation form's estimate). */
    async getPricingInForce(): Promise<PricingInForce> {
      return (await api.get<PricingInForce>('/orders/pricing-in-force')).data;
    },
    /** Where a counter sale may be picked up. */
    async getWarehouses(): Promise<Warehouse[]> {
      return (await api.get<{ data: Warehouse[] }>('/orders/warehouses')).data.data;
    },
    /** The prices the customer orders at in the portal (its latest order of each product). */
    async getAgreedPrices(customerId: string): Promise<AgreedPrice[]> {
      return (await api.get<{ data: AgreedPrice[] }>('/orders/agreed-prices', { params: { customerId } }))
        .data.data;
    },
    /** The payment terms a new order of the customer is saved with. */
    async getCustomerPaymentTerms(customerId: string): Promise<CustomerPaymentTerms> {
      return (await api.get<CustomerPaymentTerms>('/orders/payment-terms', { params: { customerId } })).data;
    },
    /** A customer-role user's own company, with its addresses (they may not list customers'). */
    async getOwnCustomer(): Promise<CustomerDetail> {
      return (await api.get<CustomerDetail>('/customers/self')).data;
    },

    async getOrder({ id }: OrderRef): Promise<OrderDetail> {
      return (await api.get<OrderDetail>(orderPath(id))).data;
    },
    /** The rows as typed; pricing's override of the MSP guard goes along when given. */
    async changeOrderItems({
      id,
      version,
      items,
      mspOverride,
    }: OrderEdit & { items: ItemChangeRow[]; mspOverride?: MspOverride | null }): Promise<OrderDetail> {
      const body = { version, items, ...(mspOverride ? { mspOverride } : {}) };
      return (await api.put<OrderDetail>(`${orderPath(id)}/items`, body)).data;
    },
    async changeDeliveryDate({
      id,
      version,
      deliveryDate,
    }: OrderEdit & { deliveryDate: string }): Promise<OrderDetail> {
      return (await api.put<OrderDetail>(`${orderPath(id)}/delivery-date`, { version, deliveryDate })).data;
    },
    async changeDeliveryModel({
      id,
      version,
      deliveryModel,
      addressId,
    }: OrderEdit & { deliveryModel: DeliveryModel; addressId: string | null }): Promise<OrderDetail> {
      const body = { version, deliveryModel, addressId };
      return (await api.put<OrderDetail>(`${orderPath(id)}/delivery-model`, body)).data;
    },

    async getOrderDocuments({ id }: OrderRef): Promise<OrderDocumentView[]> {
      return (await api.get<OrderDocumentView[]>(`${orderPath(id)}/documents`)).data;
    },
    async uploadOrderDocument({
      id,
      file,
      type,
      name,
      fileKind,
    }: DocumentUpload): Promise<OrderDocumentView> {
      const form = new FormData();
      // Text fields first: the server reads them in any order, but this is the order browsers keep.
      form.append('type', type);
      form.append('name', name);
      form.append('fileKind', fileKind);
      form.append('file', file, file.name);
      const url = `${orderPath(id)}/documents`;
      return (await api.post<OrderDocumentView>(url, form, { timeout: FILE_TIMEOUT_MS })).data;
    },
    async updateOrderDocument({
      id,
      documentId,
      change,
    }: OrderRef & { documentId: string; change: OrderDocumentUpdate }): Promise<OrderDocumentView> {
      return (await api.patch<OrderDocumentView>(`${orderPath(id)}/documents/${documentId}`, change)).data;
    },
    async deleteOrderDocument({ id, documentId }: OrderRef & { documentId: string }): Promise<void> {
      await api.delete(`${orderPath(id)}/documents/${documentId}`);
    },
    /** A document's file (the proforma too); `url` is its `/api/...` path as the API gives it. */
    async downloadOrderDocument({ url }: { url: string }): Promise<DownloadedFile> {
      return download(
        () =>
          api.get<ArrayBuffer>(url.replace(/^\/api/, ''), {
            responseType: 'arraybuffer',
            timeout: FILE_TIMEOUT_MS,
          }),
        'archivo',
      );
    },

    /** The conversation on the order, oldest first. */
    async getOrderComments({ id }: OrderRef): Promise<OrderComment[]> {
      return (await api.get<OrderComment[]>(`${orderPath(id)}/comments`)).data;
    },
    async addOrderComment({ id, comment }: OrderRef & { comment: string }): Promise<OrderComment> {
      return (await api.post<OrderComment>(`${orderPath(id)}/comments`, { comment })).data;
    },
    /** The order's timeline, newest first. */
    async getOrderHistory({ id }: OrderRef): Promise<OrderHistoryEntry[]> {
      return (await api.get<OrderHistoryEntry[]>(`${orderPath(id)}/history`)).data;
    },

    /** The tenant's reasons to cancel an order, in the user's language. */
    async getCancelReasons(): Promise<CancellationReason[]> {
      return (await api.get<CancellationReason[]>('/orders-incidents/reasons/cancel')).data;
    },
    /** The customer accepts the order confirmation: ORDEN_CREADA → EFIRMA_CLIENTE. */
    async signOrderConfirmation({ id }: OrderRef): Promise<void> {
      await api.post(`/orders/${encodeURIComponent(id)}/customer-signature`);
    },
    async cancelOrder({ id, ...body }: OrderRef & OrderCancelInput): Promise<void> {
      await api.put(`/orders/cancel/${encodeURIComponent(id)}`, body);
    },

    /** The server builds the file and mails it to the caller; answers where it goes. */
    async mailOrderExport({ columns, ...query }: OrderExportQuery): Promise<OrderExportAccepted> {
      const body = {
        ...query,
        columns: String(columns ?? '')
          .split(',')
          .filter(Boolean),
      };
      return (
        await api.post<OrderExportAccepted>('/orders/export', body, { timeout: LONG_REQUEST_TIMEOUT_MS })
      ).data;
    },
    /** The same file straight away. */
    async downloadOrderExport(query: OrderExportQuery): Promise<DownloadedFile> {
      return download(
        () =>
          api.get<Blob>('/orders/export-data', {
            params: query,
            responseType: 'blob',
            timeout: LONG_REQUEST_TIMEOUT_MS,
          }),
        `orders.${String(query.format ?? 'xlsx')}`,
      );
    },
  };
}
