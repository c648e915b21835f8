/**
 * The dashboards' API as msw fakes (figures, export, embed address, sellers), recording what each
 * call asked, and the viewers the dashboards are opened by. Every figures answer goes through the
 * dashboard's schema, as the server's route declares it.
 */
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  type DashboardFigures,
  type DashboardKey,
  dashboardEmbedSchema,
  dashboardFiguresSchemas,
} from '../../../../src/domain/dashboards';
import type { Locale } from '../../../../src/domain/i18n';
import { listResponseSchema } from '../../../../src/domain/lists';
import { sellerSchema } from '../../../../src/domain/users';
import type { TenantTheme } from '../../../../src/web/theme';
import { answer, refusal } from '../../support/apiAnswers';
import { renderAdmin, TEST_TENANT, type Viewer } from '../../support/renderAdmin';
import { OTHER_SELLER_ID, SELLER_ID } from './figures';

const ALL_DASHBOARDS = [
  'DASHBOARD_READ',
  'DASHBOARD_SALES_READ',
  'DASHBOARD_INVENTORY_READ',
  'DASHBOARD_PERFORMANCE_READ',
  'DASHBOARD_MTD_READ',
  'DASHBOARD_ONBOARDING_READ',
  'DASHBOARD_KPIS_READ',
  'DASHBOARD_PURCHASE_ORDERS_READ',
];
export const ADMIN: Viewer = { role: 'admin', permissions: ALL_DASHBOARDS };
export const SELLER: Viewer = { role: 'seller', permissions: ALL_DASHBOARDS, id: SELLER_ID };
export const SERVICE: Viewer = { role: 'customer.service', permissions: ALL_DASHBOARDS };

/** Starts msw for the file; `onUnhandledRequest: 'error'` makes an unexpected call fail the test. */
export function dashboardApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const sellers = [
    { id: SELLER_ID, firstName: 'Carlos', lastName: 'Méndez', fullName: 'Carlos Méndez' },
    { id: OTHER_SELLER_ID, firstName: 'Lucía', lastName: 'Ortega', fullName: 'Lucía Ortega' },
  ];

  return {
    /** The figures of one dashboard; answers `body` (or a status) and records each query. */
    figures<K extends DashboardKey>(
      key: K,
      body: DashboardFigures[K] | ((query: URLSearchParams) => DashboardFigures[K]),
      options: { status?: number; never?: boolean } = {},
    ) {
      const asked: URLSearchParams[] = [];
      server.use(
        mock.get(`*/api/dashboard-figures/${key}`, async ({ request }) => {
          const query = new URL(request.url).searchParams;
          asked.push(query);
          if (options.never) await new Promise(() => undefined);
          if (options.status) return refusal(options.status, 'BAD_REQUEST', 'Solicitud inválida');
          const figures = typeof body === 'function' ? body(query) : body;
          return answer(dashboardFiguresSchemas[key], figures as never);
        }),
        mock.get('*/api/sellers', () =>
          answer(listResponseSchema(sellerSchema), { data: sellers, totalRows: 2, page: 1, totalPages: 1 }),
        ),
      );
      return asked;
    },
    /** The xlsx export of a dashboard; records each query. */
    exportFile(key: DashboardKey, options: { status?: number } = {}) {
      const asked: URLSearchParams[] = [];
      server.use(
        mock.get(`*/api/dashboard-figures/${key}/export`, ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          if (options.status) return refusal(options.status, 'INTERNAL', 'Error al generar el archivo');
          return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': `attachment; filename="${key}.xlsx"`,
            },
          });
        }),
      );
      return asked;
    },
    /** The external BI's address of a dashboard: a URL, or a refusal (404: no external BI). */
    embed(embedId: number, reply: { url: string; expiresAt: string } | { status: number } | 'noUrl') {
      let calls = 0;
      server.use(
        mock.get(`*/api/dashboards/${embedId}/url`, () => {
          calls++;
          if (reply === 'noUrl') return HttpResponse.json({});
          if ('status' in reply) return refusal(reply.status, 'NOT_FOUND', 'Dashboard not available');
          return answer(dashboardEmbedSchema, reply);
        }),
      );
      return { calls: () => calls };
    },
  };
}

export function renderDashboard(
  ui: ReactElement,
  {
    viewer = ADMIN,
    locale = 'es',
    path = '/dashboard/x',
    tenant = TEST_TENANT,
  }: { viewer?: Viewer; locale?: Locale; path?: string; tenant?: TenantTheme } = {},
) {
  return renderAdmin(ui, { viewer, locale, path, tenant });
}

export const BI_TENANT: TenantTheme = { ...TEST_TENANT, externalBi: true };

/** A tile, found by its label. */
export const findTile = (name: string) => screen.findByRole('group', { name });

/** A chart's card: its chart drawn (an svg named by the title) and its table opened. */
export async function openChartTable(name: string, toggle = 'Ver tabla') {
  const figure = await screen.findByRole('figure', { name });
  expect(figure.querySelector(`[aria-label="${name}"] svg`)).toBeTruthy();
  await userEvent.click(within(figure).getByRole('button', { name: toggle }));
  return within(within(figure).getByRole('table'));
}

const userEvent = userEventLib.setup({ delay: null });
