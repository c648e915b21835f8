/**
 * An msw fake of the inventory endpoints (lots, their movements, adjustments, COA, export),
 * warehouses, and the products and regions the forms pick from. It keeps its rows in `state`,
 * records each call (with its JSON body, or the uploaded file's name), and can be told to refuse
 * a call. Answers go through the response schemas the server declares; refusals are its error body.
 */
import { HttpResponse, http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { z } from 'zod';
import { regionSchema } from '../../../src/domain/customers';
import { ERROR_CODES, type ErrorDetail } from '../../../src/domain/errors';
import {
  type LotView,
  lotListSchema,
  lotSchema,
  type MovementView,
  movementListSchema,
} from '../../../src/domain/inventory/lots';
import {
  type WarehouseView,
  warehouseListSchema,
  warehouseSchema,
} from '../../../src/domain/inventory/warehouses';
import { PACKAGING_LABELS, type Product, productListSchema } from '../../../src/domain/products';
import { buildProduct } from '../products/fakeProductsApi';
import { answer, refusal as errorBody } from '../support/apiAnswers';

export { buildProduct };

let sequence = 0;
const uuid = () => crypto.randomUUID();

export const REGIONS = [
  { id: '0b5d3b9e-1f3a-4a0e-9d55-4f7a1c2b3d01', name: 'Bajío' },
  { id: '0b5d3b9e-1f3a-4a0e-9d55-4f7a1c2b3d02', name: 'Noreste' },
];

export function buildWarehouse(overrides: Partial<WarehouseView> = {}): WarehouseView {
  sequence += 1;
  return {
    id: uuid(),
    code: `ALM-${sequence}`,
    name: `Almacén ${sequence}`,
    city: 'Querétaro',
    state: 'Querétaro',
    region: REGIONS[0]!,
    address: null,
    email: null,
    active: true,
    lotCount: 0,
    availableKg: '0',
    version: 1,
    createdAt: '2026-05-01T16:00:00.000Z',
    updatedAt: '2026-05-01T16:00:00.000Z',
    ...overrides,
  };
}

export function buildLot(
  product: Product,
  warehouse: WarehouseView,
  overrides: Partial<LotView> = {},
): LotView {
  sequence += 1;
  const packagingType = overrides.packagingType ?? product.packagingTypes[0]!;
  return {
    id: uuid(),
    lot: `L-${sequence}`,
    product: { id: product.id, reference: product.reference, name: product.name },
    packagingType,
    packagingLabel: PACKAGING_LABELS[packagingType].es,
    warehouse: { id: warehouse.id, code: warehouse.code, name: warehouse.name, region: warehouse.region },
    costUsdPerTon: '185.5',
    receptionDate: '2026-11-02',
    batchId: null,
    supplier: null,
    coa: null,
    receivedKg: '25000',
    adjustedKg: '0',
    allocatedKg: '0',
    shippedKg: '0',
    availableKg: '25000',
    createdBy: 'Ana Robles',
    version: 1,
    createdAt: '2026-11-02T16:00:00.000Z',
    updatedAt: '2026-11-02T16:00:00.000Z',
    ...overrides,
  };
}

export function buildMovement(overrides: Partial<MovementView> = {}): MovementView {
  return {
    id: uuid(),
    kind: 'RECEIVED',
    availableDeltaKg: '25000',
    quantityKg: '25000',
    availableAfterKg: '25000',
    order: null,
    reason: null,
    comment: null,
    user: 'Ana Robles',
    createdAt: '2026-11-02T16:00:00.000Z',
    ...overrides,
  };
}

export type Refusal = { status: number; code: string; message: string; details?: ErrorDetail[] };

export interface FakeInventory {
  lots: LotView[];
  warehouses: WarehouseView[];
  products: Product[];
  movements: Record<string, MovementView[]>;
  /** 'GET /api/inventory?limit=10…', 'POST /api/inventory {…}', 'PUT /api/inventory/<id>/coa fields=file' … */
  calls: string[];
  /** Refusals by 'METHOD /api/path-pattern' ('PUT /api/inventory/:id'), until the test removes them. */
  refuse: Record<string, Refusal>;
}

function page<T>(rows: T[], url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return {
    data: rows.slice(offset, offset + limit),
    totalRows: rows.length,
    page: Math.floor(offset / limit) + 1,
    totalPages: Math.max(1, Math.ceil(rows.length / limit)),
  };
}

const STALE = 'Otro usuario modificó este registro; recarga para ver los cambios';

export function fakeInventoryApi(
  server: SetupServer,
  initial: Partial<Omit<FakeInventory, 'calls' | 'refuse'>> = {},
): FakeInventory {
  const state: FakeInventory = {
    lots: initial.lots ?? [],
    warehouses: initial.warehouses ?? [],
    products: initial.products ?? [],
    movements: initial.movements ?? {},
    calls: [],
    refuse: {},
  };
  const record = async (request: Request, key: string) => {
    const url = new URL(request.url);
    let body = '';
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      // jsdom's XHR does not carry the file's name and bytes through msw: the fields sent are.
      body = ` fields=${[...(await request.clone().formData()).keys()].join(',')}`;
    } else if (['POST', 'PUT'].includes(request.method)) {
      body = ` ${JSON.stringify(await request.clone().json())}`;
    }
    state.calls.push(`${request.method} ${url.pathname}${url.search}${body}`);
    const refused = state.refuse[key];
    if (!refused) return null;
    return errorBody(refused.status, refused.code, refused.message, refused.details);
  };
  const lotOf = (id: unknown) => state.lots.find((l) => l.id === id);

  server.use(
    mock.get(
      '/api/regions',
      async ({ request }) =>
        (await record(request, 'GET /api/regions')) ?? answer(z.array(regionSchema), REGIONS),
    ),
    mock.get('/api/products', async ({ request }) => {
      const refused = await record(request, 'GET /api/products');
      if (refused) return refused;
      const url = new URL(request.url);
      const active = url.searchParams.get('active');
      const rows = state.products.filter((p) => !active || String(p.active) === active);
      return answer(productListSchema, page(rows, url));
    }),

    mock.get('/api/inventory/export', async ({ request }) => {
      const refused = await record(request, 'GET /api/inventory/export');
      if (refused) return refused;
      const format = new URL(request.url).searchParams.get('format') ?? 'xlsx';
      return new HttpResponse('lote,producto\n', {
        headers: {
          'content-type': format === 'csv' ? 'text/csv' : 'application/octet-stream',
          'content-disposition': `attachment; filename="inventario.${format}"`,
        },
      });
    }),
    mock.get('/api/inventory', async ({ request }) => {
      const refused = await record(request, 'GET /api/inventory');
      if (refused) return refused;
      const url = new URL(request.url);
      const q = url.searchParams;
      const rows = state.lots.filter(
        (l) =>
          (!q.get('warehouseId') || l.warehouse.id === q.get('warehouseId')) &&
          (!q.get('productId') || l.product.id === q.get('productId')) &&
          (!q.get('packagingType') || l.packagingType === q.get('packagingType')) &&
          (q.get('withStock') !== 'true' || Number(l.availableKg) > 0) &&
          (!q.get('searchParam') || l.lot.toLowerCase().includes(q.get('searchParam')!.toLowerCase())),
      );
      return answer(lotListSchema, page(rows, url));
    }),
    mock.post('/api/inventory', async ({ request }) => {
      const refused = await record(request, 'POST /api/inventory');
      if (refused) return refused;
      const body = (await request.json()) as Record<string, string | null>;
      const product = state.products.find((p) => p.id === body.productId)!;
      const warehouse = state.warehouses.find((w) => w.id === body.warehouseId)!;
      const created = buildLot(product, warehouse, {
        lot: String(body.lot),
        packagingType: body.packingType as LotView['packagingType'],
        packagingLabel: PACKAGING_LABELS[body.packingType as LotView['packagingType']].es,
        costUsdPerTon: body.price ?? null,
        receivedKg: String(body.quantity),
        availableKg: String(body.quantity),
        receptionDate: String(body.receptionDate),
        batchId: body.batchId ?? null,
        supplier: body.supplier ?? null,
      });
      state.lots.push(created);
      return answer(lotSchema, created, { status: 201 });
    }),
    mock.get('/api/inventory/:id', async ({ request, params }) => {
      const refused = await record(request, 'GET /api/inventory/:id');
      if (refused) return refused;
      const lot = lotOf(params.id);
      return lot
        ? answer(lotSchema, lot)
        : errorBody(404, ERROR_CODES.notFound, 'No se encontró el lote de inventario');
    }),
    mock.put('/api/inventory/:id', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/inventory/:id');
      if (refused) return refused;
      const index = state.lots.findIndex((l) => l.id === params.id);
      const current = state.lots[index]!;
      const { version, price, ...body } = (await request.json()) as Partial<LotView> & { price?: string };
      if (version !== current.version) return errorBody(409, ERROR_CODES.staleVersion, STALE);
      const updated = {
        ...current,
        ...body,
        ...(price ? { costUsdPerTon: price } : {}),
        version: current.version + 1,
      };
      state.lots[index] = updated;
      return answer(lotSchema, updated);
    }),
    mock.get('/api/inventory/:id/movements', async ({ request, params }) => {
      const refused = await record(request, 'GET /api/inventory/:id/movements');
      if (refused) return refused;
      return answer(movementListSchema, page(state.movements[String(params.id)] ?? [], new URL(request.url)));
    }),
    mock.post('/api/inventory/:id/adjustments', async ({ request, params }) => {
      const refused = await record(request, 'POST /api/inventory/:id/adjustments');
      if (refused) return refused;
      const index = state.lots.findIndex((l) => l.id === params.id);
      const current = state.lots[index]!;
      const body = (await request.json()) as {
        quantityKg: string;
        reason: string;
        comment: string | null;
        version: number;
      };
      if (body.version !== current.version) return errorBody(409, ERROR_CODES.staleVersion, STALE);
      const available = String(Number(current.availableKg) + Number(body.quantityKg));
      const updated = {
        ...current,
        adjustedKg: String(Number(current.adjustedKg) + Number(body.quantityKg)),
        availableKg: available,
        version: current.version + 1,
      };
      state.lots[index] = updated;
      state.movements[current.id] = [
        buildMovement({
          kind: 'ADJUSTED',
          quantityKg: body.quantityKg,
          availableDeltaKg: body.quantityKg,
          availableAfterKg: available,
          reason: body.reason as MovementView['reason'],
          comment: body.comment,
        }),
        ...(state.movements[current.id] ?? []),
      ];
      return answer(lotSchema, updated);
    }),
    mock.put('/api/inventory/:id/coa', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/inventory/:id/coa');
      if (refused) return refused;
      const index = state.lots.findIndex((l) => l.id === params.id);
      const updated = {
        ...state.lots[index]!,
        coa: { name: 'coa.pdf', contentType: 'application/pdf', sizeBytes: 12 },
      };
      state.lots[index] = updated;
      return answer(lotSchema, updated);
    }),

    mock.get('/api/warehouses', async ({ request }) => {
      const refused = await record(request, 'GET /api/warehouses');
      if (refused) return refused;
      const url = new URL(request.url);
      const active = url.searchParams.get('active');
      const rows = state.warehouses.filter((w) => !active || String(w.active) === active);
      return answer(warehouseListSchema, page(rows, url));
    }),
    mock.post('/api/warehouses', async ({ request }) => {
      const refused = await record(request, 'POST /api/warehouses');
      if (refused) return refused;
      const body = (await request.json()) as Partial<WarehouseView> & { regionId: string | null };
      const created = buildWarehouse({
        ...body,
        region: REGIONS.find((r) => r.id === body.regionId) ?? null,
      });
      state.warehouses.push(created);
      return answer(warehouseSchema, created, { status: 201 });
    }),
    mock.get('/api/warehouses/:id', async ({ request, params }) => {
      const refused = await record(request, 'GET /api/warehouses/:id');
      if (refused) return refused;
      const found = state.warehouses.find((w) => w.id === params.id);
      return found
        ? answer(warehouseSchema, found)
        : errorBody(404, ERROR_CODES.notFound, 'No se encontró el almacén');
    }),
    mock.put('/api/warehouses/:id', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/warehouses/:id');
      if (refused) return refused;
      const index = state.warehouses.findIndex((w) => w.id === params.id);
      const current = state.warehouses[index]!;
      const { version, regionId, ...body } = (await request.json()) as Partial<WarehouseView> & {
        regionId?: string | null;
      };
      if (version !== current.version) return errorBody(409, ERROR_CODES.staleVersion, STALE);
      const updated = {
        ...current,
        ...body,
        ...(regionId !== undefined ? { region: REGIONS.find((r) => r.id === regionId) ?? null } : {}),
        version: current.version + 1,
      };
      state.warehouses[index] = updated;
      return answer(warehouseSchema, updated);
    }),
    mock.delete('/api/warehouses/:id', async ({ request, params }) => {
      const refused = await record(request, 'DELETE /api/warehouses/:id');
      if (refused) return refused;
      const found = state.warehouses.find((w) => w.id === params.id)!;
      if (found.lotCount > 0)
        return errorBody(
          409,
          ERROR_CODES.conflict,
          'El almacén tiene lotes registrados; desactívalo en lugar de eliminarlo',
        );
      state.warehouses = state.warehouses.filter((w) => w.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

/** Calls made to one endpoint ('GET /api/inventory?'), in order. */
export function callsTo(state: FakeInventory, prefix: string): string[] {
  return state.calls.filter((c) => c.startsWith(prefix));
}
