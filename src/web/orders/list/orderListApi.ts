/**
 * The export calls: mail the file (`POST /api/orders/export`) or download it at once
 * (`GET /api/orders/export-data`, saved through a temporary link).
 */
import type { AxiosInstance } from 'axios';
import type { OrderExportAccepted } from '../../../domain/orders/listColumns';
import { LONG_REQUEST_TIMEOUT_MS } from '../../config';
import { type ExportRequest, exportQuery } from './orderListQuery';

export async function mailExport(api: AxiosInstance, request: ExportRequest): Promise<OrderExportAccepted> {
  const { columns, ...query } = exportQuery(request);
  const { data } = await api.post<OrderExportAccepted>(
    '/orders/export',
    { ...query, columns: String(columns).split(',') },
    { timeout: LONG_REQUEST_TIMEOUT_MS },
  );
  return data;
}

/** The file name the server gave (content-disposition), or a sensible one. */
function fileNameOf(disposition: unknown, format: string): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return match?.[1] ?? `orders.${format}`;
}

export async function downloadExport(api: AxiosInstance, request: ExportRequest): Promise<void> {
  const response = await api.get<Blob>('/orders/export-data', {
    params: exportQuery(request),
    responseType: 'blob',
    timeout: LONG_REQUEST_TIMEOUT_MS,
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers['content-disposition'], request.format);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the data goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ExportFailure {
  code?: string;
  message?: string;
}

/** The server's error of an export call; a download's error body arrives as a Blob to be read. */
export async function exportFailureOf(error: unknown): Promise<ExportFailure> {
  const data = (error as { response?: { data?: unknown } })?.response?.data;
  let body: unknown = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await data.text());
    } catch {
      body = undefined;
    }
  }
  if (body && typeof body === 'object') {
    const { code, message } = body as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
    };
  }
  return {};
}
