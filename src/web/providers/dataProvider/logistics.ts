/**
 * The order page's logistics calls: the order's shipments (create, delete), each shipment's
 * transport and delivery confirmation, its invoice and credit notes with their files, the signed
 * remission, and the order's bulk authorization; plus the vehicle types and carriers the transport
 * form offers. Writes on the order answer its whole logistics section (OrderLogistics) so the
 * screen shows exactly what the server holds; transport and delivery answer the one shipment.
 */
import type { AxiosInstance } from 'axios';
import type {
  ConfirmDeliveryBody,
  CreditNoteBody,
  InvoiceBody,
  OrderLogistics,
  ShipmentCreateInput,
  ShipmentView,
  TransportBody,
  TransportProviderView,
  VehicleTypeView,
} from '../../../domain/logistics';

/** Uploads wait longer than ordinary calls (a 10 MB file on a slow line). */
const FILE_TIMEOUT_MS = 120_000;
/** The transport form's lists are short: one page holds them. */
const LIST_LIMIT = 100;

const logisticsOf = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/logistics`;
const shipmentOf = (orderId: string, shipmentId: string) =>
  `${logisticsOf(orderId)}/shipments/${encodeURIComponent(shipmentId)}`;
const deliveryOf = (shipmentId: string) => `/order-logistic/${encodeURIComponent(shipmentId)}`;

/** What a shipment's files are for: the invoice's or a credit note's document. */
export type LogisticsFileType = 'invoice' | 'credit_note';
export interface UploadedLogisticsFile {
  id: string;
  name: string;
}

export function logisticsMethods(api: AxiosInstance) {
  return {
    /** The order's shipments (created and planned), what may still ship, the bulk authorization. */
    async getOrderLogistics(orderId: string): Promise<OrderLogistics> {
      return (await api.get<OrderLogistics>(logisticsOf(orderId))).data;
    },
    async createShipment(orderId: string, body: ShipmentCreateInput): Promise<OrderLogistics> {
      return (await api.post<OrderLogistics>(`${logisticsOf(orderId)}/shipments`, body)).data;
    },
    /** An undelivered shipment: its kilos go back to the order's lots. */
    async deleteShipment(orderId: string, shipmentId: string): Promise<OrderLogistics> {
      return (await api.delete<OrderLogistics>(shipmentOf(orderId, shipmentId))).data;
    },
    /** The shipment's vehicle, driver (and carrier, type and date for the delivery-partner model). */
    async assignTransport(shipmentId: string, body: TransportBody): Promise<ShipmentView> {
      return (await api.put<ShipmentView>(`${deliveryOf(shipmentId)}/assign-transport`, body)).data;
    },
    /** Confirmed with the real date, or pending with the scheduled one. */
    async confirmDelivery(shipmentId: string, body: ConfirmDeliveryBody): Promise<ShipmentView> {
      return (await api.put<ShipmentView>(`${deliveryOf(shipmentId)}/confirm-delivery`, body)).data;
    },
    async getVehicleTypes(searchParam?: string): Promise<VehicleTypeView[]> {
      const params = { limit: LIST_LIMIT, offset: 0, ...(searchParam ? { searchParam } : {}) };
      return (await api.get<{ data: VehicleTypeView[] }>('/vehicle-type', { params })).data.data;
    },
    async getTransportProviders(searchParam?: string): Promise<TransportProviderView[]> {
      const params = { limit: LIST_LIMIT, offset: 0, ...(searchParam ? { searchParam } : {}) };
      return (await api.get<{ data: TransportProviderView[] }>('/transport-providers', { params })).data.data;
    },
    /** A carrier by name; an existing name (any case) answers that one. */
    async createTransportProvider(name: string): Promise<TransportProviderView> {
      return (await api.post<TransportProviderView>('/transport-providers', { name })).data;
    },
    /** Records the shipment's invoice, or changes it (with the version read). */
    async saveShipmentInvoice(
      orderId: string,
      shipmentId: string,
      body: InvoiceBody,
    ): Promise<OrderLogistics> {
      return (await api.put<OrderLogistics>(`${shipmentOf(orderId, shipmentId)}/invoice`, body)).data;
    },
    async deleteShipmentInvoice(orderId: string, shipmentId: string): Promise<OrderLogistics> {
      return (await api.delete<OrderLogistics>(`${shipmentOf(orderId, shipmentId)}/invoice`)).data;
    },
    async addCreditNote(orderId: string, shipmentId: string, body: CreditNoteBody): Promise<OrderLogistics> {
      const url = `${shipmentOf(orderId, shipmentId)}/invoice/credit-notes`;
      return (await api.post<OrderLogistics>(url, body)).data;
    },
    async deleteCreditNote(
      orderId: string,
      shipmentId: string,
      creditNoteId: string,
    ): Promise<OrderLogistics> {
      const url = `${shipmentOf(orderId, shipmentId)}/invoice/credit-notes/${encodeURIComponent(creditNoteId)}`;
      return (await api.delete<OrderLogistics>(url)).data;
    },
    /** An invoice's or credit note's file, sent before the record that names it (its documentId). */
    async uploadLogisticsFile(
      orderId: string,
      shipmentId: string,
      file: File,
      type: LogisticsFileType,
    ): Promise<UploadedLogisticsFile> {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file, file.name);
      const url = `${shipmentOf(orderId, shipmentId)}/files`;
      return (await api.post<UploadedLogisticsFile>(url, form, { timeout: FILE_TIMEOUT_MS })).data;
    },
    /** The remission signed by the customer (replaces an earlier one). */
    async uploadSignedRemission(orderId: string, shipmentId: string, file: File): Promise<OrderLogistics> {
      const form = new FormData();
      form.append('file', file, file.name);
      const url = `${shipmentOf(orderId, shipmentId)}/signed-remission`;
      return (await api.put<OrderLogistics>(url, form, { timeout: FILE_TIMEOUT_MS })).data;
    },
    /** Queues the bulk authorization's document; the section polls until it is ready. */
    async generateBulkAuthorization(orderId: string): Promise<OrderLogistics> {
      return (await api.post<OrderLogistics>(`${logisticsOf(orderId)}/bulk-authorization`)).data;
    },
    /** E-mails the generated authorization to each warehouse of the order's lots. */
    async sendBulkAuthorization(orderId: string): Promise<OrderLogistics> {
      return (await api.post<OrderLogistics>(`${logisticsOf(orderId)}/bulk-authorization/send`)).data;
    },
  };
}
