/**
 * An msw fake of the endpoints the order list calls: the list with its tab counts (filtered by
 * tab, search and seller like the server), sellers, customers, preferences and both exports, each
 * answer shaped by the route's response schema. It records each call and can be told to refuse one
 * (with the server's error body).
 */
import { HttpResponse, http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { customerSchema } from '../../../../src/domain/customers';
import { listResponseSchema } from '../../../../src/domain/lists';
import { orderExportAcceptedSchema } from '../../../../src/domain/orders/listColumns';
import {
  PIPELINE_FILTER_STATUSES,
  PIPELINE_FILTERS,
  type PipelineFilter,
} from '../../../../src/domain/orders/status';
import {
  type OrderListRow,
  orderListResponseSchema,
  orderListRowSchema,
} from '../../../../src/domain/orders/views';
import { type Preferences, preferencesSchema, sellerSchema } from '../../../../src/domain/users';
import { answer, page, refusal } from '../apiAnswers';

let sequence = 0;

export const SELLERS = [
  {
    id: '5e11e2b0-0000-4000-8000-000000000001',
    firstName: 'Carlos',
    lastName: 'Méndez Ruiz',
    fullName: 'Carlos Méndez Ruiz',
  },
  {
    id: '5e11e2b0-0000-4000-8000-000000000002',
    firstName: 'Laura',
    lastName: 'Vega Montes',
    fullName: 'Laura Vega Montes',
  },
];

export function buildOrder(overrides: Partial<OrderListRow> = {}): OrderListRow {
  sequence += 1;
  return orderListRowSchema.parse({
    id: crypto.randomUUID(),
    number: sequence,
    displayNumber: String(sequence).padStart(6, '0'),
    externalId: null,
    purchaseOrderId: null,
    type: 'retail',
    opsStatus: 'ORDEN_CREADA',
    customer: {
      id: crypto.randomUUID(),
      companyName: 'Cerámica Industrial de Querétaro S.A. de C.V.',
      rfc: 'CIQ0807145G3',
    },
    seller: { id: SELLERS[0]!.id, name: SELLERS[0]!.fullName },
    products: 'Carbonato de calcio',
    tons: '12.500',
    currency: 'USD',
    totalWithTaxes: '10219.02',
    totalWithTaxesUsd: '10219.02',
    paymentTerm: 'CREDIT',
    deliveryModel: 'DELIVERY_PARTNER',
    deliveryDate: '2026-11-21',
    createdAt: '2026-11-20T18:00:00.000Z',
    ...overrides,
  });
}

/** A refusal as the server words it: its status, code and message (in the user's language). */
interface Refusal {
  status: number;
  code: string;
  message: string;
}

export interface OrderFakeState {
  orders: OrderListRow[];
  preferences: Preferences;
  calls: string[];
  refuse: Record<string, Refusal>;
}

function matches(row: OrderListRow, url: URL, tab: PipelineFilter | null): boolean {
  const q = url.searchParams.get('searchParam')?.toLowerCase();
  const sellers = url.searchParams.get('sellers')?.split(',');
  const term = url.searchParams.get('paymentTerm');
  if (tab && !PIPELINE_FILTER_STATUSES[tab].includes(row.opsStatus)) return false;
  if (q && !`${row.displayNumber} ${row.customer.companyName} ${row.customer.rfc}`.toLowerCase().includes(q))
    return false;
  if (sellers && !sellers.includes(row.seller?.id ?? '')) return false;
  if (term && row.paymentTerm !== term) return false;
  return true;
}

export function orderFake(
  server: SetupServer,
  initial: Partial<Pick<OrderFakeState, 'orders' | 'preferences'>> = {},
) {
  const state: OrderFakeState = {
    orders: initial.orders ?? [],
    preferences: initial.preferences ?? {},
    calls: [],
    refuse: {},
  };
  const record = async (request: Request, key: string) => {
    const url = new URL(request.url);
    const body = ['POST', 'PATCH'].includes(request.method)
      ? ` ${JSON.stringify(await request.clone().json())}`
      : '';
    state.calls.push(`${request.method} ${url.pathname}${url.search}${body}`);
    const refused = state.refuse[key];
    return refused ? refusal(refused.status, refused.code, refused.message) : undefined;
  };

  server.use(
    mock.get('/api/orders', async ({ request }) => {
      const refused = await record(request, 'GET /api/orders');
      if (refused) return refused;
      const url = new URL(request.url);
      const tab = (url.searchParams.get('statusTab') ?? 'DEFAULT') as PipelineFilter;
      const counts = Object.fromEntries(
        PIPELINE_FILTERS.map((t) => [t, state.orders.filter((o) => matches(o, url, t)).length]),
      );
      const rows = state.orders.filter((o) => matches(o, url, tab));
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return answer(orderListResponseSchema, {
        data: rows.slice(offset, offset + limit),
        totalRows: rows.length,
        page: Math.floor(offset / limit) + 1,
        totalPages: Math.max(1, Math.ceil(rows.length / limit)),
        counts,
      });
    }),
    mock.get('/api/sellers', async ({ request }) => {
      await record(request, 'GET /api/sellers');
      return answer(listResponseSchema(sellerSchema), page(SELLERS));
    }),
    mock.get('/api/customers', async ({ request }) => {
      await record(request, 'GET /api/customers');
      return answer(listResponseSchema(customerSchema), page([]));
    }),
    mock.patch('/api/users/preferences', async ({ request }) => {
      const refused = await record(request, 'PATCH /api/users/preferences');
      if (refused) return refused;
      const patch = (await request.json()) as Preferences;
      state.preferences = { ...state.preferences, views: { ...state.preferences.views, ...patch.views } };
      return answer(preferencesSchema, state.preferences);
    }),
    mock.post('/api/orders/export', async ({ request }) => {
      const refused = await record(request, 'POST /api/orders/export');
      if (refused) return refused;
      return answer(
        orderExportAcceptedSchema,
        {
          message: 'Estamos generando el archivo; lo enviaremos a admin@demo.local en unos momentos.',
          email: 'admin@demo.local',
          rows: state.orders.length,
        },
        { status: 202 },
      );
    }),
    mock.get('/api/orders/export-data', async ({ request }) => {
      const refused = await record(request, 'GET /api/orders/export-data');
      if (refused) return refused;
      return new HttpResponse('\uFEFFNúmero de orden\r\n000001\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="ordenes-2026-11-21.csv"',
        },
      });
    }),
  );
  return state;
}

/** The list calls made so far (without the host). */
export const listCalls = (state: OrderFakeState) =>
  state.calls.filter((c) => c.startsWith('GET /api/orders?'));
