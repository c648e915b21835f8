/**
 * The built-in dashboards' figures (one call per dashboard, by its key), their export as an xlsx
 * file with the same filters, and the external BI's signed address of a dashboard (by its embed id).
 */
import type { AxiosInstance } from 'axios';
import type {
  DashboardEmbed,
  DashboardFigures,
  DashboardKey,
  DashboardQuery,
} from '../../../domain/dashboards';
import { LONG_REQUEST_TIMEOUT_MS } from '../../config';
import { type DownloadedFile, download } from './orders';

/** What a dashboard is asked with: the dates are left out to take the server's default range. */
export type DashboardFiguresQuery = Partial<DashboardQuery>;

const figuresPath = (key: DashboardKey) => `/dashboard-figures/${encodeURIComponent(key)}`;

/** Only what is set: an empty seller or date is the server's default, not a filter. */
function paramsOf(query: DashboardFiguresQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function dashboardMethods(api: AxiosInstance) {
  return {
    async getDashboardFigures<K extends DashboardKey>(
      key: K,
      query: DashboardFiguresQuery,
      options: { signal?: AbortSignal } = {},
    ): Promise<DashboardFigures[K]> {
      const { data } = await api.get<DashboardFigures[K]>(figuresPath(key), {
        params: paramsOf(query),
        signal: options.signal,
      });
      return data;
    },
    /** The figures the page shows, as the server's xlsx workbook. */
    async exportDashboard(key: DashboardKey, query: DashboardFiguresQuery): Promise<DownloadedFile> {
      return download(
        () =>
          api.get<ArrayBuffer>(`${figuresPath(key)}/export`, {
            params: paramsOf(query),
            responseType: 'arraybuffer',
            timeout: LONG_REQUEST_TIMEOUT_MS,
          }),
        `${key}.xlsx`,
      );
    },
    /** The external BI's address of the dashboard, signed until `expiresAt` (404: no external BI). */
    async getDashboardEmbed(
      embedId: number,
      options: { signal?: AbortSignal } = {},
    ): Promise<DashboardEmbed> {
      const { data } = await api.get<Partial<DashboardEmbed> | undefined>(
        `/dashboards/${encodeURIComponent(String(embedId))}/url`,
        { signal: options.signal },
      );
      if (!data?.url || !data.expiresAt) throw new MissingEmbedUrl();
      return { url: data.url, expiresAt: data.expiresAt };
    },
  };
}

/** The server answered without an address to show (the page says 'Dashboard URL not available'). */
export class MissingEmbedUrl extends Error {
  readonly code = 'DASHBOARD_URL_MISSING';
  constructor() {
    super('Dashboard URL not available in response');
  }
}
