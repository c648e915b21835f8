/**
 * The whole home's fake API for the web tests: every call the staff home makes — the sellers, the
 * pipeline counts, the calendar's week, the finance, material, logistics and delays counts and
 * their queue lists — answered as the server's schemas allow, each request's query kept by call.
 * The figures answer the filters as a server narrows: fewer for one seller, one fewer for a range,
 * so a test sees a changed filter in what the home shows as well as in what it asks.
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import {
  calendarResponseSchema,
  inDeliveryRange,
  mondayOf,
  weekDays,
} from '../../../src/domain/dashboards/calendar';
import { businessDay } from '../../../src/domain/dates';
import { financeCountsSchema } from '../../../src/domain/finance/views';
import { materialShortageSchema } from '../../../src/domain/inventory';
import { listResponseSchema } from '../../../src/domain/lists';
import { countSchema } from '../../../src/domain/logistics/queues';
import { PIPELINE_STEPS, pipelineCountsSchema } from '../../../src/domain/orders/pipeline';
import { sellerSchema } from '../../../src/domain/users';
import { buildRow, queuePage } from '../finance/renderFinance';
import {
  buildOverdue,
  buildShipment,
  overduePage,
  pendingPage,
} from '../logistics/pending-delivery/fakeLogistics';
import { SELLERS } from '../orders/list/orderListFake';
import { answer } from '../support/apiAnswers';
import { buildItem } from './fakeCalendar';

export const [CARLOS, LAURA] = SELLERS as [(typeof SELLERS)[number], (typeof SELLERS)[number]];
/** A seller past the first page of the list: only found when asked by id. */
export const FAR_SELLER = {
  id: '5e11e2b0-0000-4000-8000-000000000099',
  firstName: 'Zoe',
  lastName: 'Ybarra',
  fullName: 'Zoe Ybarra',
};

/** The calls the home makes, by name. */
export const HOME_CALLS = [
  'pipeline',
  'calendar',
  'financeCounts',
  'retained',
  'material',
  'logisticsCount',
  'notDelivered',
  'delaysCount',
  'overdue',
] as const;
export type HomeCall = (typeof HOME_CALLS)[number];

export type HomeSeen = Record<HomeCall, URLSearchParams[]> & { sellers: URLSearchParams[] };

/** How many orders a filter finds: 7 for everyone, 3 for Carlos, 2 for Laura; a range one fewer. */
export function figureFor(q: URLSearchParams): number {
  const seller = q.get('sellerId') ?? q.get('sellers');
  const ranged = q.has('deliveryDateFrom') || q.has('dateDeliveryFrom');
  const base = seller === LAURA.id ? 2 : seller ? 3 : 7;
  return ranged ? base - 1 : base;
}

/** The home's API; `sellers` is what the sellers list answers (the role's sellers). */
export function serveHome(server: SetupServer, { sellers = SELLERS as readonly (typeof FAR_SELLER)[] } = {}) {
  const seen = Object.fromEntries([...HOME_CALLS, 'sellers'].map((c) => [c, []])) as unknown as HomeSeen;
  const query = (request: Request) => new URL(request.url).searchParams;
  const record = (call: HomeCall | 'sellers', request: Request) => {
    const q = query(request);
    seen[call].push(q);
    return q;
  };
  const many = <T>(n: number, build: () => T) => Array.from({ length: n }, build);
  server.use(
    mock.get('*/api/sellers', ({ request }) => {
      const q = record('sellers', request);
      const id = q.get('id');
      const known = [...sellers, FAR_SELLER];
      const data = id ? known.filter((s) => s.id === id) : [...sellers];
      return answer(listResponseSchema(sellerSchema), {
        data,
        totalRows: data.length,
        page: 1,
        totalPages: 1,
      });
    }),
    mock.get('*/api/orders/count-by-status-with-tons', ({ request }) => {
      const n = figureFor(record('pipeline', request));
      return answer(
        pipelineCountsSchema,
        PIPELINE_STEPS.map((label, i) => ({
          label,
          count: i === 0 ? n : 0,
          totalQuantityTons: i === 0 ? n : 0,
        })),
      );
    }),
    mock.get('*/api/orders/dashboard-calendly', ({ request }) => {
      const q = record('calendar', request);
      const days = weekDays(q.get('startDateFilter') ?? mondayOf(businessDay()));
      const range = {
        deliveryDateFrom: q.get('deliveryDateFrom') ?? undefined,
        deliveryDateTo: q.get('deliveryDateTo') ?? undefined,
      };
      // The week's deliveries on its first day within the range.
      const first = days.find((d) => inDeliveryRange(d, range));
      const items = many(figureFor(q), () => buildItem());
      return answer(calendarResponseSchema, {
        data: Object.fromEntries(days.map((d) => [d, d === first ? items : []])),
        hasMoreGlobal: false,
        totals: Object.fromEntries(days.map((d) => [d, d === first ? items.length : 0])),
      });
    }),
    mock.get('*/api/orders/count-finances', ({ request }) => {
      const n = figureFor(record('financeCounts', request));
      return answer(financeCountsSchema, {
        PENDINGRELEASEREQUEST: n,
        PENDINGVALIDATEPAYMENTREQUEST: 0,
        NOT_ANSWERED: 0,
        HELD: n,
        APPROVED: n,
        total: 3 * n,
      });
    }),
    mock.get('*/api/orders/held', ({ request }) => {
      const n = figureFor(record('retained', request));
      return queuePage(many(n, () => buildRow()));
    }),
    mock.get('*/api/orders/pending-liberation', ({ request }) =>
      queuePage(many(figureFor(query(request)), () => buildRow())),
    ),
    mock.get('*/api/orders/not-answered-finance', () => queuePage([])),
    mock.get('*/api/orders/approved-finance', ({ request }) =>
      queuePage(many(figureFor(query(request)), () => buildRow())),
    ),
    mock.get('*/api/orders/count-without-material', ({ request }) => {
      const n = figureFor(record('material', request));
      return answer(materialShortageSchema, { count: n, products: [] });
    }),
    mock.get('*/api/orders/count-for-logistics', ({ request }) =>
      answer(countSchema, { count: figureFor(record('logisticsCount', request)) }),
    ),
    mock.get('*/api/order-logistic/not-delivered', ({ request }) =>
      pendingPage(many(figureFor(record('notDelivered', request)), () => buildShipment())),
    ),
    mock.get('*/api/orders/count-delay-orders', ({ request }) =>
      answer(countSchema, { count: figureFor(record('delaysCount', request)) }),
    ),
    mock.get('*/api/orders/overdue', ({ request }) =>
      overduePage(many(figureFor(record('overdue', request)), () => buildOverdue())),
    ),
  );
  return seen;
}

/** The seller a request names, whichever parameter its route reads. */
export const sellerOf = (q: URLSearchParams | undefined) => q?.get('sellerId') ?? q?.get('sellers') ?? null;

/** The range a request names, whichever parameters its route reads. */
export const rangeOfRequest = (q: URLSearchParams | undefined) => ({
  from: q?.get('deliveryDateFrom') ?? q?.get('dateDeliveryFrom') ?? null,
  to: q?.get('deliveryDateTo') ?? q?.get('dateDeliveryTo') ?? null,
});
