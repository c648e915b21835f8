/**
 * Calls of the order's files, comments, timeline and cancellation sections, through the app's API
 * client (bearer token, tenant, language). Files download as blobs so the token goes with them.
 */
import type { OrderDocumentUpdate } from '../../../../domain/orders/files';
import type {
  CancellationReason,
  OrderCancelInput,
  OrderComment,
  OrderDocumentView,
  OrderHistoryEntry,
} from '../../../../domain/orders/views';
import { api } from '../../../providers/api';

export const orderKeys = {
  documents: (orderId: string) => ['orders', orderId, 'documents'] as const,
  comments: (orderId: string) => ['orders', orderId, 'comments'] as const,
  history: (orderId: string) => ['orders', orderId, 'history'] as const,
  cancelReasons: ['orders-incidents', 'reasons', 'cancel'] as const,
};

export async function fetchDocuments(orderId: string): Promise<OrderDocumentView[]> {
  return (await api.get<OrderDocumentView[]>(`/orders/${orderId}/documents`)).data;
}

export interface DocumentUpload {
  file: File;
  type: string;
  name: string;
  fileKind: string;
}

export async function uploadDocument(orderId: string, upload: DocumentUpload): Promise<OrderDocumentView> {
  const form = new FormData();
  // Text fields first: the server reads them in any order, but this is the order browsers keep.
  form.append('type', upload.type);
  form.append('name', upload.name);
  form.append('fileKind', upload.fileKind);
  form.append('file', upload.file, upload.file.name);
  // Uploads may take longer than an ordinary call.
  return (await api.post<OrderDocumentView>(`/orders/${orderId}/documents`, form, { timeout: 120_000 })).data;
}

export async function updateDocument(
  orderId: string,
  documentId: string,
  change: OrderDocumentUpdate,
): Promise<OrderDocumentView> {
  return (await api.patch<OrderDocumentView>(`/orders/${orderId}/documents/${documentId}`, change)).data;
}

export async function deleteDocument(orderId: string, documentId: string): Promise<void> {
  await api.delete(`/orders/${orderId}/documents/${documentId}`);
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** `url` is the document's `/api/...` path as the API gives it. */
export async function downloadDocument(url: string): Promise<DownloadedFile> {
  const res = await api.get<ArrayBuffer>(url.replace(/^\/api/, ''), {
    responseType: 'arraybuffer',
    timeout: 120_000,
  });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'archivo';
  const type = String(res.headers['content-type'] ?? 'application/octet-stream');
  return { blob: new Blob([res.data], { type }), fileName };
}

export async function fetchComments(orderId: string): Promise<OrderComment[]> {
  return (await api.get<OrderComment[]>(`/orders/${orderId}/comments`)).data;
}

export async function postComment(orderId: string, comment: string): Promise<OrderComment> {
  return (await api.post<OrderComment>(`/orders/${orderId}/comments`, { comment })).data;
}

export async function fetchHistory(orderId: string): Promise<OrderHistoryEntry[]> {
  return (await api.get<OrderHistoryEntry[]>(`/orders/${orderId}/history`)).data;
}

export async function fetchCancelReasons(): Promise<CancellationReason[]> {
  return (await api.get<CancellationReason[]>('/orders-incidents/reasons/cancel')).data;
}

export async function cancelOrder(orderId: string, body: OrderCancelInput): Promise<void> {
  await api.put(`/orders/cancel/${orderId}`, body);
}
