// @vitest-environment jsdom
/**
 * The approved MSP in the order form: the line's minimum per kg under its price (a warning while the
 * price is below it), the server's 422 PRICE_BELOW_MSP shown on the line, pricing's override with its
 * reason sent along, and an order started from an approved price request ('Create order').
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { Navigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedMspListSchema } from '../../../../src/domain/priceRequests';
import OrderCreatePage from '../../../../src/web/orders/create/OrderCreatePage';
import type { OrderPrefillState } from '../../../../src/web/orders/create/orderPrefill';
import { currentPath, renderAdmin } from '../../support/renderAdmin';
import { answer } from '../apiAnswers';
import { CUSTOMER, fakeOrderApi, PRODUCTS } from './fakeOrderApi';
import { fillValidOrder, helperOf, productRow, submitButton, TODAY, textbox, typed } from './formHelpers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TIMEOUT = 90_000;
const REQUEST_ID = '9d000000-0000-4000-8000-000000000042';
const CREATORS = ['CREATE_ORDER_READ', 'CREATE_ORDER_WRITE', 'CLIENT_LISTING_READ', 'ORDER_LISTING_READ'];
/** A pricing manager who also enters orders: may override the guard. */
const PRICING_CREATORS = [...CREATORS, 'PRICE_REQUEST_LIST_WRITE'];

/** Cal hidratada's approval for CUSTOMER: 900 USD/t, i.e. 0.900 USD/kg. */
function approvedMsp() {
  server.use(
    mock.get('/api/price-requests/approved-msp', ({ request }) => {
      const url = new URL(request.url);
      const asked = url.searchParams.get('productIds')?.split(',') ?? [];
      const data =
        url.searchParams.get('customerId') === CUSTOMER.id && asked.includes(PRODUCTS[0]!.id)
          ? [
              {
                priceRequestId: REQUEST_ID,
                number: 42,
                productId: PRODUCTS[0]!.id,
                msp: '900',
                validUntil: '2027-01-31',
              },
            ]
          : [];
      return answer(approvedMspListSchema, { data });
    }),
  );
}

const BELOW_MSP = {
  status: 422,
  body: {
    statusCode: 422,
    code: 'PRICE_BELOW_MSP',
    message: 'CAL-HID-25 está por debajo de su precio mínimo aprobado',
    details: {
      lines: [
        {
          productId: PRODUCTS[0]!.id,
          priceRequestId: REQUEST_ID,
          number: 42,
          msp: '900',
          pricePerKg: '0.85',
          priceUsdPerTon: '850.0000',
          mspPerKg: '0.900',
        },
      ],
    },
  },
};

function renderForm(permissions: string[], role = 'seller') {
  return renderAdmin(<OrderCreatePage />, {
    path: '/orders/create',
    route: '/orders/create',
    viewer: { role, permissions },
    extraRoutes: { '/orders/:id': <h1>order page</h1>, '/orders': <h1>orders list</h1> },
  });
}

describe('the approved MSP in the order form', () => {
  it(
    'warns under the price while it is below the MSP, and shows the refusal on the line',
    async () => {
      const api = fakeOrderApi(server);
      approvedMsp();
      const user = userEvent.setup({ delay: null });
      renderForm(CREATORS);
      await fillValidOrder(user);
      const notice = await screen.findByTestId('msp-notice-0');
      expect(notice.textContent).toBe('Por debajo del precio mínimo aprobado (SP-00042): 0.900 USD/kg');
      // A seller cannot override the guard.
      expect(screen.queryByTestId('msp-override')).toBeNull();
      api.refuse['POST /api/orders'] = BELOW_MSP;
      await user.click(submitButton());
      const price = within(productRow(1)).getByRole('textbox', { name: /^Precio por KG/ });
      await waitFor(() =>
        expect(helperOf(price)).toBe('El precio mínimo aprobado es 0.900 USD/kg (SP-00042)'),
      );
      expect(screen.getByText('CAL-HID-25 está por debajo de su precio mínimo aprobado')).toBeTruthy();
      expect(currentPath()).toBe('/orders/create');

      // At the minimum the warning becomes the plain minimum.
      await user.clear(price);
      await user.type(price, '0.9');
      expect(screen.getByTestId('msp-notice-0').textContent).toBe(
        'Precio mínimo aprobado (SP-00042): 0.900 USD/kg',
      );
    },
    TIMEOUT,
  );

  it(
    'lets pricing override it with a reason, which is sent with the order',
    async () => {
      const api = fakeOrderApi(server);
      approvedMsp();
      const user = userEvent.setup({ delay: null });
      renderForm(PRICING_CREATORS, 'manager.seller');
      await fillValidOrder(user);
      const override = await screen.findByTestId('msp-override');
      await user.click(
        within(override).getByRole('checkbox', { name: 'Autorizar precio por debajo del MSP' }),
      );
      const reason = within(override).getByRole('textbox', { name: /^Motivo de la autorización/ });
      await user.type(reason, 'ok');
      await user.click(submitButton());
      await waitFor(() =>
        expect(helperOf(reason)).toBe(
          'Escribe el motivo para autorizar el precio debajo del MSP (mínimo 5 caracteres)',
        ),
      );
      expect(api.posted).toHaveLength(0);
      await user.type(reason, ' — cliente estratégico');
      await user.click(submitButton());
      await waitFor(() => expect(currentPath()).toMatch(/^\/orders\/0d0/));
      expect(api.posted).toHaveLength(1);
      expect(api.posted[0]).toMatchObject({
        items: [{ productId: PRODUCTS[0]!.id, targetPrice: '0.85' }],
        mspOverride: { reason: 'ok — cliente estratégico' },
      });
    },
    TIMEOUT,
  );

  it(
    'starts an order from an approved request with its customer, product, volume and price, and names the request',
    async () => {
      const api = fakeOrderApi(server);
      approvedMsp();
      const user = userEvent.setup({ delay: null });
      const state: OrderPrefillState = {
        orderPrefill: {
          priceRequestId: REQUEST_ID,
          customer: { id: CUSTOMER.id, companyName: CUSTOMER.companyName },
          product: { ...PRODUCTS[0]!, packagingTypes: ['BAG', 'SUPERSACK'] },
          packagingType: 'BAG',
          volumeTons: '25',
          priceUsdPerTon: '912.3456',
          deliveryModel: 'PICKUP',
          paymentTerm: 'CREDIT',
        },
      };
      renderAdmin(<OrderCreatePage />, {
        path: '/from-request',
        route: '/orders/create',
        viewer: { role: 'seller', permissions: CREATORS },
        extraRoutes: {
          '/from-request': <Navigate to="/orders/create" state={state} />,
          '/orders/:id': <h1>order page</h1>,
        },
      });
      await screen.findByRole('button', { name: 'Crear orden' });
      expect((screen.getByRole('combobox', { name: /^Cliente/ }) as HTMLInputElement).value).toBe(
        CUSTOMER.companyName,
      );
      const row = productRow(1);
      expect((within(row).getByRole('combobox', { name: /^Producto/ }) as HTMLInputElement).value).toMatch(
        /CAL-HID-25/,
      );
      expect(within(row).getByRole('combobox', { name: /^Presentación/ }).textContent).toBe('Saco');
      // 25 t in the user's unit (KG); 912.3456 USD/t is 0.913 USD/kg, rounded up (never below the approval).
      expect((within(row).getByRole('textbox', { name: /^Cantidad/ }) as HTMLInputElement).value).toBe(
        '25000',
      );
      expect((within(row).getByRole('textbox', { name: /^Precio por KG/ }) as HTMLInputElement).value).toBe(
        '0.913',
      );
      expect((await screen.findByTestId('msp-notice-0')).textContent).toBe(
        'Precio mínimo aprobado (SP-00042): 0.900 USD/kg',
      );
      await user.type(textbox(/^Fecha de entrega/), typed(TODAY));
      await user.click(submitButton());
      await waitFor(() => expect(api.posted).toHaveLength(1));
      expect(api.posted[0]).toMatchObject({
        currency: 'USD',
        customer: { id: CUSTOMER.id },
        items: [{ productId: PRODUCTS[0]!.id, presentation: 'BAG', quantity: '25000', targetPrice: '0.913' }],
        deliveryModel: 'PICKUP',
        priceRequestId: REQUEST_ID,
      });
      expect(api.posted[0]).not.toHaveProperty('mspOverride');
    },
    TIMEOUT,
  );
});
