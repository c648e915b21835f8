/**
 * An msw fake of what the order creation screen calls: customers, their addresses and payment
 * terms, products, sellers, warehouses, the pricing in force, a customer-role user's own company
 * and agreed prices, the approved MSPs (none by default), staging a file and creating the order — each answer
 * shaped by the route's response schema. It records the bodies it receives and can be told to
 * refuse a call (with the server's error body).
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { z } from 'zod';
import {
  type Address,
  addressSchema,
  customerDetailSchema,
  customerSchema,
} from '../../../../src/domain/customers';
import { errorBodySchema } from '../../../../src/domain/errors';
import { listResponseSchema } from '../../../../src/domain/lists';
import { pricingInForceSchema, warehouseListSchema } from '../../../../src/domain/orders/creationOptions';
import {
  type AgreedPrice,
  agreedPriceListSchema,
  customerPaymentTermsSchema,
} from '../../../../src/domain/orders/customerOrdering';
import { stagedUploadSchema } from '../../../../src/domain/orders/files';
import { orderCreatedSchema } from '../../../../src/domain/orders/views';
import { approvedMspListSchema } from '../../../../src/domain/priceRequests';
import { DEFAULT_PRICING_VALUES } from '../../../../src/domain/pricing';
import { productListSchema } from '../../../../src/domain/products';
import { sellerSchema } from '../../../../src/domain/users';
import { buildAddress, buildCustomer } from '../../customers/fakeApi';
import { answer, page } from '../apiAnswers';

export const CUSTOMER = buildCustomer({
  companyName: 'Cementos del Bajío S.A. de C.V.',
  rfc: 'CBA010203XY9',
});
export const OTHER_CUSTOMER = buildCustomer({
  companyName: 'Aceros de Querétaro S.A. de C.V.',
  rfc: 'AQU010203AB1',
});
export const SHIPPING_ADDRESS: Address = buildAddress(CUSTOMER.id, {
  addressType: 'shipping',
  principalAddress: true,
  fullAddress: 'Av. Industrias 120, Parque Industrial TLC, El Marqués, Querétaro',
});
export const BILLING_ONLY: Address = buildAddress(CUSTOMER.id, {
  addressType: 'billing',
  fullAddress: 'Calle Fiscal 1, Centro, Querétaro',
});

export const PRODUCTS = [
  {
    id: '7a000000-0000-4000-8000-000000000001',
    reference: 'CAL-HID-25',
    name: 'Cal hidratada',
    packagingTypes: ['BAG', 'SUPERSACK'],
    packagingLabels: { BAG: 'Saco', SUPERSACK: 'Super saco' },
    active: true,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: '7a000000-0000-4000-8000-000000000002',
    reference: 'CARB-CAL-G',
    name: 'Carbonato de calcio',
    packagingTypes: ['BULK'],
    packagingLabels: { BULK: 'Granel' },
    active: true,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

export const SELLERS = [
  {
    id: '5e11e2b0-0000-4000-8000-000000000001',
    firstName: 'Carlos',
    lastName: 'Méndez',
    fullName: 'Carlos Méndez',
  },
];

export const WAREHOUSES = [
  {
    id: '3a000000-0000-4000-8000-000000000001',
    code: 'QRO-01',
    name: 'Almacén Querétaro',
    city: 'El Marqués',
    state: 'Querétaro',
  },
];

export const CREATED_ID = '0d000000-0000-4000-8000-000000000001';

/** What CUSTOMER's seller last sold it: Cal hidratada in sacks. */
export const AGREED_PRICES: AgreedPrice[] = [
  {
    productId: PRODUCTS[0]!.id,
    productName: PRODUCTS[0]!.name,
    reference: PRODUCTS[0]!.reference,
    presentation: 'BAG',
    priceUsd: '2.4',
    priceMxn: '44.4',
    fromOrder: '000017',
    agreedAt: '2026-10-01T16:00:00.000Z',
  },
];

interface Refusal {
  status: number;
  body: object;
}

export interface FakeOrderApi {
  posted: unknown[];
  uploads: string[];
  refuse: Partial<Record<'POST /api/orders' | 'POST /api/orders/uploads', Refusal>>;
  /** Names the staged files are answered with, in order. */
  stagedNames: string[];
}

const matches = (text: string, ...fields: string[]) =>
  !text || fields.some((f) => f.toLowerCase().includes(text.toLowerCase()));

const refused = ({ status, body }: Refusal) => answer(errorBodySchema, body, { status });

export function fakeOrderApi(server: SetupServer): FakeOrderApi {
  const state: FakeOrderApi = { posted: [], uploads: [], refuse: {}, stagedNames: [] };
  server.use(
    mock.get('/api/customers', ({ request }) => {
      const q = new URL(request.url).searchParams.get('searchParam') ?? '';
      const rows = [CUSTOMER, OTHER_CUSTOMER].filter((c) => matches(q, c.companyName, c.rfc));
      return answer(listResponseSchema(customerSchema), page(rows));
    }),
    mock.get('/api/addresses/customer', ({ request }) => {
      const id = new URL(request.url).searchParams.get('customer');
      return answer(z.array(addressSchema), id === CUSTOMER.id ? [BILLING_ONLY, SHIPPING_ADDRESS] : []);
    }),
    mock.get('/api/products', ({ request }) => {
      const q = new URL(request.url).searchParams.get('searchParam') ?? '';
      return answer(productListSchema, page(PRODUCTS.filter((p) => matches(q, p.reference, p.name))));
    }),
    mock.get('/api/sellers', () => answer(listResponseSchema(sellerSchema), page(SELLERS))),
    // No approved MSP unless a test says otherwise.
    mock.get('/api/price-requests/approved-msp', () => answer(approvedMspListSchema, { data: [] })),
    mock.get('/api/orders/warehouses', () => answer(warehouseListSchema, { data: WAREHOUSES })),
    // CUSTOMER buys on 30 days' credit; OTHER_CUSTOMER has no credit and pays in advance.
    mock.get('/api/orders/payment-terms', ({ request }) => {
      const id = new URL(request.url).searchParams.get('customerId');
      return answer(
        customerPaymentTermsSchema,
        id === CUSTOMER.id
          ? { paymentTerm: 'CREDIT', creditDays: 30 }
          : { paymentTerm: 'ADVANCE_PAYMENT', creditDays: 0 },
      );
    }),
    mock.get('/api/orders/agreed-prices', ({ request }) => {
      const id = new URL(request.url).searchParams.get('customerId');
      return answer(agreedPriceListSchema, { data: id === CUSTOMER.id ? AGREED_PRICES : [] });
    }),
    mock.get('/api/customers/self', () =>
      answer(customerDetailSchema, { ...CUSTOMER, addresses: [BILLING_ONLY, SHIPPING_ADDRESS] }),
    ),
    mock.get('/api/orders/pricing-in-force', () =>
      answer(pricingInForceSchema, {
        setId: '9a000000-0000-4000-8000-000000000001',
        version: 1,
        values: DEFAULT_PRICING_VALUES,
      }),
    ),
    mock.post('/api/orders/uploads', async ({ request }) => {
      const refusal = state.refuse['POST /api/orders/uploads'];
      if (refusal) return refused(refusal);
      // jsdom's XHR multipart body cannot be read back here: the content type says a form was sent.
      state.uploads.push(request.headers.get('content-type')?.split(';')[0] ?? '');
      const name = state.stagedNames.shift() ?? 'archivo.pdf';
      return answer(
        stagedUploadSchema,
        { uploadId: crypto.randomUUID(), name, contentType: 'application/pdf', sizeBytes: 2048 },
        { status: 201 },
      );
    }),
    mock.post('/api/orders', async ({ request }) => {
      const body = (await request.json()) as { deliveryDates?: string[] };
      state.posted.push(body);
      const refusal = state.refuse['POST /api/orders'];
      if (refusal) return refused(refusal);
      const count = Math.max(1, body.deliveryDates?.length ?? 0);
      const data = Array.from({ length: count }, (_, n) => ({
        id: n === 0 ? CREATED_ID : crypto.randomUUID(),
        number: 41 + n,
        displayNumber: String(41 + n).padStart(6, '0'),
      }));
      return answer(orderCreatedSchema, { data }, { status: 201 });
    }),
  );
  return state;
}
