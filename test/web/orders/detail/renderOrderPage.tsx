/**
 * Renders the order page at /orders/{id} the way the app does (renderAdmin: the app's dataProvider
 * over the real API client answered by msw), with the permissions and the quantity unit the test
 * gives, and a fake order API whose GET answers the current order and whose edits record their
 * bodies — every answer shaped by the route's response schema.
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { z } from 'zod';
import type { Locale } from '../../../../src/domain/i18n';
import {
  cancellationReasonSchema,
  type OrderDetail,
  orderCommentSchema,
  orderDetailSchema,
  orderDocumentViewSchema,
  orderHistoryEntrySchema,
} from '../../../../src/domain/orders/views';
import type { Profile } from '../../../../src/domain/users';
import OrderDetailPage from '../../../../src/web/orders/detail/OrderDetailPage';
import { renderAdmin } from '../../support/renderAdmin';
import { answer } from '../apiAnswers';
import { SELLER_PERMISSIONS } from '../documents/renderSection';

export interface PageOptions {
  permissions?: string[];
  locale?: Locale;
  unit?: 'KG' | 'TON';
  /** The viewer's role name (a seller unless told). */
  role?: string;
}

export function renderOrderPage(orderId: string, options: PageOptions = {}) {
  const { permissions = SELLER_PERMISSIONS, locale = 'es', unit = 'KG', role = 'seller' } = options;
  const profile: Partial<Profile> = {
    role: { id: 'r', name: role, displayName: role },
    unitMeasure: unit,
  };
  return renderAdmin(<OrderDetailPage />, {
    path: `/orders/${orderId}`,
    route: '/orders/:id',
    locale,
    viewer: { role, permissions, profile },
  });
}

export interface FakeOrderApi {
  current: OrderDetail;
  gets: number;
  puts: { url: string; body: unknown }[];
}

/**
 * GET answers `api.current`; each PUT records its body and answers `reply(body)` (by default the
 * current order with the version moved on). The sections' own calls answer empty lists.
 */
export function fakeOrderApi(
  server: SetupServer,
  order: OrderDetail,
  reply?: (url: string, body: unknown) => Response | OrderDetail,
): FakeOrderApi {
  const state: FakeOrderApi = { current: order, gets: 0, puts: [] };
  server.use(
    mock.get(`*/api/orders/${order.id}`, () => {
      state.gets++;
      return answer(orderDetailSchema, state.current);
    }),
    mock.put(`*/api/orders/${order.id}/:field`, async ({ request }) => {
      const body = await request.json();
      state.puts.push({ url: new URL(request.url).pathname, body });
      const answered = reply
        ? reply(new URL(request.url).pathname, body)
        : { ...state.current, version: state.current.version + 1 };
      if (answered instanceof Response) return answered;
      state.current = answered;
      return answer(orderDetailSchema, answered);
    }),
    mock.get(`*/api/orders/${order.id}/documents`, () => answer(z.array(orderDocumentViewSchema), [])),
    mock.get(`*/api/orders/${order.id}/comments`, () => answer(z.array(orderCommentSchema), [])),
    mock.get(`*/api/orders/${order.id}/history`, () => answer(z.array(orderHistoryEntrySchema), [])),
    mock.get('*/api/orders-incidents/reasons/cancel', () => answer(z.array(cancellationReasonSchema), [])),
  );
  return state;
}
