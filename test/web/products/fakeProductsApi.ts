/**
 * An msw fake of /api/products: keeps its rows, searches reference and name, records each call
 * with its body, and can be told to refuse the next call of a kind. Answers go through the
 * server's response schemas; refusals are its error body.
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { ERROR_CODES, type ErrorDetail } from '../../../src/domain/errors';
import {
  PACKAGING_LABELS,
  type PackagingType,
  type Product,
  productListSchema,
  productSchema,
} from '../../../src/domain/products';
import { answer, refusal as errorBody } from '../support/apiAnswers';

let sequence = 0;

export function buildProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const packagingTypes: PackagingType[] = overrides.packagingTypes ?? ['BAG', 'SUPERSACK'];
  return {
    id: crypto.randomUUID(),
    reference: `REF-${sequence}`,
    name: `Producto ${sequence}`,
    active: true,
    version: 1,
    createdAt: '2026-06-01T16:00:00.000Z',
    updatedAt: '2026-06-01T16:00:00.000Z',
    ...overrides,
    packagingTypes,
    packagingLabels: Object.fromEntries(packagingTypes.map((t) => [t, PACKAGING_LABELS[t].es])),
  };
}

export interface Refusal {
  status: number;
  body: { code: string; message: string; details?: ErrorDetail[] };
}

export interface FakeProducts {
  rows: Product[];
  calls: { method: string; path: string; body?: unknown }[];
  /** Refuses the next call of 'POST' or 'PUT' with this answer. */
  refuse: Partial<Record<'POST' | 'PUT', Refusal>>;
}

export function fakeProductsApi(server: SetupServer, rows: Product[]): FakeProducts {
  const state: FakeProducts = { rows, calls: [], refuse: {} };
  const refusal = (method: 'POST' | 'PUT') => {
    const refused = state.refuse[method];
    if (!refused) return null;
    delete state.refuse[method];
    return errorBody(refused.status, refused.body.code, refused.body.message, refused.body.details);
  };
  server.use(
    mock.get('/api/products', ({ request }) => {
      const url = new URL(request.url);
      state.calls.push({ method: 'GET', path: `${url.pathname}${url.search}` });
      const q = (url.searchParams.get('searchParam') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const found = state.rows
        .filter((p) => !q || p.reference.toLowerCase().includes(q) || p.name.toLowerCase().includes(q))
        .sort((a, b) => a.reference.localeCompare(b.reference));
      return answer(productListSchema, {
        data: found.slice(offset, offset + limit),
        totalRows: found.length,
        page: Math.floor(offset / limit) + 1,
        totalPages: Math.max(1, Math.ceil(found.length / limit)),
      });
    }),
    mock.get('/api/products/:id', ({ params }) => {
      state.calls.push({ method: 'GET', path: `/api/products/${String(params.id)}` });
      const product = state.rows.find((p) => p.id === params.id);
      return product
        ? answer(productSchema, product)
        : errorBody(404, ERROR_CODES.notFound, 'No se encontró el producto');
    }),
    mock.post('/api/products', async ({ request }) => {
      const body = (await request.json()) as Pick<
        Product,
        'reference' | 'name' | 'packagingTypes' | 'active'
      >;
      state.calls.push({ method: 'POST', path: '/api/products', body });
      const refused = refusal('POST');
      if (refused) return refused;
      const created = buildProduct(body);
      state.rows.push(created);
      return answer(productSchema, created, { status: 201 });
    }),
    mock.put('/api/products/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<Product> & { version: number };
      state.calls.push({ method: 'PUT', path: `/api/products/${String(params.id)}`, body });
      const refused = refusal('PUT');
      if (refused) return refused;
      const index = state.rows.findIndex((p) => p.id === params.id);
      const before = state.rows[index]!;
      const after = buildProduct({ ...before, ...body, id: before.id, version: before.version + 1 });
      state.rows[index] = after;
      return answer(productSchema, after);
    }),
  );
  return state;
}
