/**
 * The lot calls that are not react-admin's standard methods: a lot's ledger (paged), an adjustment,
 * the COA certificate (upload and download) and the list's export as a file. Each names the lot by
 * its id; an adjustment carries the version the page shows (a stale one answers 409).
 */
import type { AxiosInstance } from 'axios';
import type {
  AdjustmentCreate,
  LotExportQuery,
  LotView,
  movementListSchema,
} from '../../../domain/inventory/lots';
import { LONG_REQUEST_TIMEOUT_MS } from '../../config';
import { type DownloadedFile, download } from './orders';

/** A certificate may be a 10 MB scan: more than an ordinary call's time. */
const FILE_TIMEOUT_MS = 120_000;

const lotPath = (id: string) => `/inventory/${encodeURIComponent(id)}`;

export type MovementPage = ReturnType<typeof movementListSchema.parse>;

export function inventoryMethods(api: AxiosInstance) {
  return {
    /** The lot's movements, newest first, a page at a time. */
    async getLotMovements({
      id,
      page,
      perPage,
    }: {
      id: string;
      page: number;
      perPage: number;
    }): Promise<MovementPage> {
      const params = { limit: perPage, offset: (page - 1) * perPage };
      return (await api.get<MovementPage>(`${lotPath(id)}/movements`, { params })).data;
    },
    /** A signed correction of the lot's stock; answers the lot as it is now. */
    async adjustLot({ id, ...body }: AdjustmentCreate & { id: string }): Promise<LotView> {
      return (await api.post<LotView>(`${lotPath(id)}/adjustments`, body)).data;
    },
    /** Puts (or replaces) the lot's COA certificate, a PDF or an image. */
    async uploadLotCoa({ id, file }: { id: string; file: File }): Promise<LotView> {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await api.put<LotView>(`${lotPath(id)}/coa`, form, { timeout: FILE_TIMEOUT_MS })).data;
    },
    async downloadLotCoa({ id }: { id: string }): Promise<DownloadedFile> {
      return download(
        () =>
          api.get<ArrayBuffer>(`${lotPath(id)}/coa`, {
            responseType: 'arraybuffer',
            timeout: FILE_TIMEOUT_MS,
          }),
        'coa',
      );
    },
    /** The lots the list shows (its filters and sort), as xlsx or csv. */
    async downloadLotExport(query: Partial<LotExportQuery>): Promise<DownloadedFile> {
      return download(
        () =>
          api.get<ArrayBuffer>('/inventory/export', {
            params: query,
            responseType: 'arraybuffer',
            timeout: LONG_REQUEST_TIMEOUT_MS,
          }),
        `inventario.${query.format ?? 'xlsx'}`,
      );
    },
  };
}
