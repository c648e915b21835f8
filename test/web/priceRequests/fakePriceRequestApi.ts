/**
 * An msw fake of what the price-request screens call: the requests (list with its query, one
 * submission, one request, edit, delete, costs, calculator, approve, reject, download, statuses),
 * suppliers and their quotes, and the customers, addresses, products, sellers and inventory
 * summary the forms pick from. Answers go through the response schemas the server's routes
 * declare; it records every call (method, path, query and JSON body) and can refuse one.
 */
import { HttpResponse, http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { z } from 'zod';
import { addressSchema, customerSchema } from '../../../src/domain/customers';
import { type ErrorBody, errorBodySchema } from '../../../src/domain/errors';
import { summarySchema } from '../../../src/domain/inventory/summary';
import { listResponseSchema } from '../../../src/domain/lists';
import { orderExportAcceptedSchema } from '../../../src/domain/orders/listColumns';
import {
  displayPriceRequestNumber,
  PRICE_REQUEST_STATUS_LABELS,
  PRICE_REQUEST_STATUSES,
  type PriceRequestCosts,
  type PriceRequestDetail,
  type PriceRequestRow,
  priceRequestCostsSchema,
  priceRequestCreatedSchema,
  priceRequestDetailSchema,
  priceRequestListSchema,
  priceRequestStatusListSchema,
  type SupplierQuoteView,
  supplierListSchema,
  supplierQuoteListSchema,
  supplierQuoteViewSchema,
  supplierSchema,
} from '../../../src/domain/priceRequests';
import { type Product, productListSchema } from '../../../src/domain/products';
import { sellerSchema } from '../../../src/domain/users';
import { buildAddress, buildCustomer } from '../customers/fakeApi';
import { buildProduct } from '../products/fakeProductsApi';

const uuid = () => crypto.randomUUID();

export const CUSTOMER = buildCustomer({
  companyName: 'Cementos del Bajío S.A. de C.V.',
  rfc: 'CBA010203XY9',
});
export const SHIPPING = buildAddress(CUSTOMER.id, {
  addressType: 'shipping',
  fullAddress: 'Av. Industrias 120, Parque Industrial TLC, El Marqués, Querétaro',
});
export const CAL = buildProduct({
  reference: 'CAL-HID-25',
  name: 'Cal hidratada',
  packagingTypes: ['BAG', 'BULK'],
});
export const ARENA = buildProduct({
  reference: 'ARE-SIL-4060',
  name: 'Arena sílica',
  packagingTypes: ['BULK'],
});
export const SELLER = {
  id: '5e11e2b0-0000-4000-8000-000000000001',
  firstName: 'Carlos',
  lastName: 'Méndez',
  fullName: 'Carlos Méndez',
};
export const SUPPLIER = { id: '51000000-0000-4000-8000-000000000001', name: 'Minerales del Norte' };

let sequence = 40;

export function buildRow(overrides: Partial<PriceRequestRow> = {}): PriceRequestRow {
  sequence += 1;
  return {
    id: uuid(),
    number: sequence,
    displayNumber: displayPriceRequestNumber(sequence),
    status: 'REQUESTED',
    customer: { id: CUSTOMER.id, companyName: CUSTOMER.companyName },
    product: { id: CAL.id, reference: CAL.reference, name: CAL.name },
    packagingType: 'BAG',
    volumeTons: '25',
    targetPriceUsdPerTon: null,
    msp: null,
    approvedPriceUsdPerTon: null,
    validUntil: null,
    requestedByType: 'SELLER',
    requestedBy: { id: SELLER.id, name: SELLER.fullName },
    seller: { id: SELLER.id, name: SELLER.fullName },
    deliveryMethod: 'PICKUP',
    paymentTerm: 'CREDIT',
    deliveryWindowFrom: '2026-12-01',
    deliveryWindowTo: '2026-12-31',
    orderId: null,
    version: 1,
    createdAt: '2026-11-20T16:00:00.000Z',
    updatedAt: '2026-11-20T16:00:00.000Z',
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<PriceRequestDetail> = {}): PriceRequestDetail {
  const row = buildRow(overrides);
  return {
    ...row,
    customer: { id: CUSTOMER.id, companyName: CUSTOMER.companyName, region: { id: uuid(), name: 'Bajío' } },
    address: null,
    comments: null,
    figures: { totalCost: null, msp: null, commissionPercent: null, salesMarginPercent: null },
    rejectionReason: null,
    approvedBy: null,
    approvedAt: null,
    history: [
      {
        id: uuid(),
        at: row.createdAt,
        user: { id: SELLER.id, name: SELLER.fullName },
        action: 'created',
        fromStatus: null,
        toStatus: 'REQUESTED',
        changes: {},
        note: null,
      },
    ],
    allowedActions: [],
    canCreateOrder: false,
    ...overrides,
  } as PriceRequestDetail;
}

export function buildQuote(overrides: Partial<SupplierQuoteView> = {}): SupplierQuoteView {
  return {
    id: uuid(),
    number: 'COT-2026-014',
    supplier: SUPPLIER,
    productId: CAL.id,
    product: { id: CAL.id, reference: CAL.reference, name: CAL.name },
    priceUsdPerTon: '182.5',
    availableQuantityTon: '300',
    packagingType: 'BAG',
    validUntil: '2026-12-15',
    version: 1,
    createdAt: '2026-11-01T16:00:00.000Z',
    updatedAt: '2026-11-01T16:00:00.000Z',
    ...overrides,
  };
}

/** A calculation never saved: the pricing parameters' defaults, a quote and a lot on offer. */
export function buildCosts(overrides: Partial<PriceRequestCosts> = {}): PriceRequestCosts {
  const quote = buildQuote();
  return {
    volumeTons: '25',
    costs: {
      baseCost: null,
      baseCostSource: null,
      storageCost: '4',
      transferCost: '6',
      pickingCost: '2.5',
      packagingCost: '3',
      transportMode: 'PER_TON',
      firstMileCostPerTon: null,
      firstMileCostTotal: null,
      middleMileCostPerTon: null,
      middleMileCostTotal: null,
      lastMileCostPerTon: null,
      lastMileCostTotal: null,
      extraCost: null,
      commissionUsdPerTon: '10',
      salesMarginUsdPerTon: '20',
    },
    figures: { totalCost: null, msp: null, commissionPercent: null, salesMarginPercent: null },
    defaults: {
      storageCost: '4',
      transferCost: '6',
      pickingCost: '2.5',
      packagingCost: '3',
      commissionUsdPerTon: '10',
      salesMarginUsdPerTon: '20',
    },
    quotes: [quote],
    lots: [
      {
        id: uuid(),
        lot: 'L-2026-001',
        warehouse: { id: uuid(), name: 'Querétaro Norte' },
        priceUsdPerTon: '175',
        availableQuantityTon: '20.5',
        packagingType: 'BAG',
        receivedDate: '2026-11-02',
      },
    ],
    saved: false,
    ...overrides,
  };
}

type Key =
  | 'GET /api/price-requests'
  | 'POST /api/price-requests/multiple'
  | 'PUT /api/price-requests/:id'
  | 'PUT /api/price-requests/:id/calculator'
  | 'PUT /api/price-requests/:id/approve'
  | 'POST /api/price-requests/download';

export interface FakePriceRequestApi {
  rows: PriceRequestRow[];
  details: Map<string, PriceRequestDetail>;
  costs: Map<string, PriceRequestCosts>;
  quotes: SupplierQuoteView[];
  /** 'METHOD /path?query {json}' of every call, in order. */
  calls: string[];
  bodies: Record<string, unknown[]>;
  refuse: Partial<Record<Key, ErrorBody>>;
}

const matches = (text: string, ...fields: string[]) =>
  !text || fields.some((f) => f.toLowerCase().includes(text.toLowerCase()));

const page = <T>(rows: T[], url: URL) => {
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return {
    data: rows.slice(offset, offset + limit),
    totalRows: rows.length,
    page: Math.floor(offset / limit) + 1,
    totalPages: Math.max(1, Math.ceil(rows.length / limit)),
  };
};

export function fakePriceRequestApi(
  server: SetupServer,
  seed: {
    rows?: PriceRequestRow[];
    details?: PriceRequestDetail[];
    costs?: Record<string, PriceRequestCosts>;
    products?: Product[];
  } = {},
): FakePriceRequestApi {
  const state: FakePriceRequestApi = {
    rows: seed.rows ?? [],
    details: new Map((seed.details ?? []).map((d) => [d.id, d])),
    costs: new Map(Object.entries(seed.costs ?? {})),
    quotes: [buildQuote()],
    calls: [],
    bodies: {},
    refuse: {},
  };
  const products = seed.products ?? [CAL, ARENA];

  const record = async (request: Request, key: string) => {
    const url = new URL(request.url);
    let body: unknown;
    if (['POST', 'PUT'].includes(request.method)) body = await request.clone().json();
    state.calls.push(
      `${request.method} ${url.pathname}${url.search}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`,
    );
    state.bodies[key] = [...(state.bodies[key] ?? []), body];
    const refusal = state.refuse[key as Key];
    return refusal ? HttpResponse.json(errorBodySchema.parse(refusal), { status: refusal.statusCode }) : null;
  };
  const detailOf = (id: unknown) => state.details.get(String(id));
  const json = (schema: z.ZodType, body: unknown, init?: ResponseInit) =>
    HttpResponse.json(schema.parse(body) as never, init);

  server.use(
    mock.get('/api/price-request-statuses', async ({ request }) => {
      await record(request, 'GET /api/price-request-statuses');
      return json(priceRequestStatusListSchema, {
        data: PRICE_REQUEST_STATUSES.map((id) => ({ id, name: PRICE_REQUEST_STATUS_LABELS[id].es })),
      });
    }),
    mock.get('/api/price-requests/approved-msp', () =>
      json(z.object({ data: z.array(z.unknown()) }), { data: [] }),
    ),
    mock.post('/api/price-requests/download', async ({ request }) => {
      const refused = await record(request, 'POST /api/price-requests/download');
      if (refused) return refused;
      return json(
        orderExportAcceptedSchema,
        {
          message: 'El archivo se enviará a ana@granelbajio.mx',
          email: 'ana@granelbajio.mx',
          rows: state.rows.length,
        },
        { status: 202 },
      );
    }),
    mock.post('/api/price-requests/multiple', async ({ request }) => {
      const refused = await record(request, 'POST /api/price-requests/multiple');
      if (refused) return refused;
      const body = (await request.json()) as { items: { productId: string; volumeTons: string }[] };
      const created = body.items.map((item) => {
        const product = products.find((p) => p.id === item.productId)!;
        return buildRow({
          product: { id: product.id, reference: product.reference, name: product.name },
          volumeTons: item.volumeTons,
        });
      });
      state.rows.unshift(...created);
      return json(priceRequestCreatedSchema, { data: created }, { status: 201 });
    }),
    mock.get('/api/price-requests', async ({ request }) => {
      const refused = await record(request, 'GET /api/price-requests');
      if (refused) return refused;
      const url = new URL(request.url);
      const q = url.searchParams;
      const statuses = q.get('status')?.split(',') ?? [];
      const rows = state.rows.filter(
        (r) =>
          (!statuses.length || statuses.includes(r.status)) &&
          (!q.get('customer') || r.customer.id === q.get('customer')) &&
          (!q.get('productReference') || r.product.reference === q.get('productReference')) &&
          (!q.get('requestedByType') || r.requestedByType === q.get('requestedByType')) &&
          (!q.get('deliveryMethod') || r.deliveryMethod === q.get('deliveryMethod')) &&
          (!q.get('paymentTerm') || r.paymentTerm === q.get('paymentTerm')) &&
          matches(q.get('searchParam') ?? '', r.displayNumber, r.customer.companyName, r.product.reference),
      );
      return json(priceRequestListSchema, page(rows, url));
    }),
    mock.get('/api/price-requests/:id', async ({ request, params }) => {
      await record(request, 'GET /api/price-requests/:id');
      const detail = detailOf(params.id);
      return detail
        ? json(priceRequestDetailSchema, detail)
        : HttpResponse.json(
            errorBodySchema.parse({
              statusCode: 404,
              code: 'NOT_FOUND',
              message: 'No se encontró la solicitud',
            }),
            { status: 404 },
          );
    }),
    mock.put('/api/price-requests/:id', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/price-requests/:id');
      if (refused) return refused;
      const current = detailOf(params.id)!;
      const next = { ...current, version: current.version + 1 };
      state.details.set(current.id, next);
      return json(priceRequestDetailSchema, next);
    }),
    mock.delete('/api/price-requests/:id', async ({ request, params }) => {
      await record(request, 'DELETE /api/price-requests/:id');
      state.details.delete(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get('/api/price-requests/:id/costs', async ({ request, params }) => {
      await record(request, 'GET /api/price-requests/:id/costs');
      return json(priceRequestCostsSchema, state.costs.get(String(params.id)) ?? buildCosts());
    }),
    mock.put('/api/price-requests/:id/calculator', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/price-requests/:id/calculator');
      if (refused) return refused;
      const current = detailOf(params.id)!;
      const next = { ...current, status: 'QUOTED' as const, version: current.version + 1 };
      state.details.set(current.id, next);
      return json(priceRequestDetailSchema, next);
    }),
    mock.put('/api/price-requests/:id/approve', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/price-requests/:id/approve');
      if (refused) return refused;
      const body = (await request.json()) as { priceUsdPerTon: string; validUntil: string };
      const current = detailOf(params.id)!;
      const next: PriceRequestDetail = {
        ...current,
        status: 'APPROVED',
        approvedPriceUsdPerTon: body.priceUsdPerTon,
        validUntil: body.validUntil,
        allowedActions: [],
        canCreateOrder: true,
        version: current.version + 1,
      };
      state.details.set(current.id, next);
      return json(priceRequestDetailSchema, next);
    }),
    mock.put('/api/price-requests/:id/reject', async ({ request, params }) => {
      await record(request, 'PUT /api/price-requests/:id/reject');
      const body = (await request.json()) as { reason: string };
      const current = detailOf(params.id)!;
      const next = {
        ...current,
        status: 'REJECTED' as const,
        rejectionReason: body.reason,
        allowedActions: [],
      };
      state.details.set(current.id, next);
      return json(priceRequestDetailSchema, next);
    }),

    mock.get('/api/suppliers', () => json(supplierListSchema, { data: [SUPPLIER] })),
    mock.post('/api/suppliers', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      return json(supplierSchema, { id: uuid(), name: body.name }, { status: 201 });
    }),
    mock.get('/api/supplier-quotes', async ({ request }) => {
      await record(request, 'GET /api/supplier-quotes');
      return json(supplierQuoteListSchema, page(state.quotes, new URL(request.url)));
    }),
    mock.post('/api/supplier-quotes', async ({ request }) => {
      await record(request, 'POST /api/supplier-quotes');
      const quote = buildQuote({ number: 'COT-NEW' });
      state.quotes.push(quote);
      return json(supplierQuoteViewSchema, quote, { status: 201 });
    }),

    mock.get('/api/customers', ({ request }) => {
      const q = new URL(request.url).searchParams.get('searchParam') ?? '';
      const rows = [CUSTOMER].filter((c) => matches(q, c.companyName, c.rfc));
      return json(listResponseSchema(customerSchema), {
        data: rows,
        totalRows: rows.length,
        page: 1,
        totalPages: 1,
      });
    }),
    mock.get('/api/customers/:id', () => json(customerSchema, CUSTOMER)),
    mock.get('/api/addresses/customer', () => json(z.array(addressSchema), [SHIPPING])),
    mock.get('/api/products', ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('searchParam') ?? '';
      return json(
        productListSchema,
        page(
          products.filter((p) => matches(q, p.reference, p.name)),
          url,
        ),
      );
    }),
    mock.get('/api/products/:id', ({ params }) => {
      const product = products.find((p) => p.id === params.id);
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json(
            errorBodySchema.parse({
              statusCode: 404,
              code: 'NOT_FOUND',
              message: 'No se encontró el producto',
            }),
            { status: 404 },
          );
    }),
    mock.get('/api/sellers', () =>
      json(listResponseSchema(sellerSchema), { data: [SELLER], totalRows: 1, page: 1, totalPages: 1 }),
    ),
    mock.get('/api/inventory/summary', async ({ request }) => {
      await record(request, 'GET /api/inventory/summary');
      return json(summarySchema, { region: null, inRegion: [], elsewhere: [] });
    }),
  );
  return state;
}

/** The calls to one path (method and path prefix), as recorded. */
export const callsTo = (api: FakePriceRequestApi, prefix: string) =>
  api.calls.filter((c) => c.startsWith(prefix));
