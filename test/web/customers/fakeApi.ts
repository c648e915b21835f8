/**
 * An msw fake of the customer, address, zip-code, reference and credit-term endpoints, with record
 * builders. It keeps its rows in `state`, records each call, and can be told to refuse a call.
 * Every answer goes through the response schema the server declares on that route, and every
 * refusal is the server's error body.
 */
import { HttpResponse, http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { z } from 'zod';
import { type CreditTerm, creditTermSchema } from '../../../src/domain/creditTerms';
import {
  type Address,
  addressSchema,
  type CustomerDetail,
  countrySchema,
  customerDetailSchema,
  customerSchema,
  regionSchema,
  type ZipCode,
  zipCodeSchema,
} from '../../../src/domain/customers';
import { ERROR_CODES } from '../../../src/domain/errors';
import { listResponseSchema } from '../../../src/domain/lists';
import { sellerSchema } from '../../../src/domain/users';
import { answer, refusal as errorBody } from '../support/apiAnswers';

let sequence = 0;
const uuid = () => crypto.randomUUID();

export const REGIONS = [
  { id: '0b5d3b9e-1f3a-4a0e-9d55-4f7a1c2b3d01', name: 'Bajío' },
  { id: '0b5d3b9e-1f3a-4a0e-9d55-4f7a1c2b3d02', name: 'Noreste' },
];
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
export const COUNTRIES = [
  { code: 'MX', name: 'México', areaCode: '+52', emoji: '🇲🇽' },
  { code: 'US', name: 'Estados Unidos', areaCode: '+1', emoji: '🇺🇸' },
  { code: 'CA', name: 'Canadá', areaCode: '+1', emoji: '🇨🇦' },
];

export function buildZip(overrides: Partial<ZipCode> = {}): ZipCode {
  sequence += 1;
  return {
    id: 1000 + sequence,
    zipCode: '76248',
    settlement: `Colonia ${sequence}`,
    settlementType: 'Colonia',
    municipality: 'El Marqués',
    city: null,
    state: 'Querétaro',
    country: 'MX',
    ...overrides,
  };
}

/** The four settlements of 76248 and the one of 37340, as in the demo data. */
export const ZIPS: ZipCode[] = [
  buildZip({ id: 373, settlement: 'Ampliación del Paraíso' }),
  buildZip({ id: 374, settlement: 'El Paraíso' }),
  buildZip({
    id: 375,
    settlement: 'Parque Industrial FINSA Querétaro II',
    settlementType: 'Zona industrial',
  }),
  buildZip({ id: 376, settlement: 'Parque Industrial TLC', settlementType: 'Zona industrial' }),
  buildZip({
    id: 90,
    zipCode: '37340',
    settlement: 'Industrial',
    municipality: 'León',
    city: 'León de los Aldama',
    state: 'Guanajuato',
  }),
];

export function buildCustomer(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  sequence += 1;
  return {
    id: uuid(),
    companyName: `Cliente ${sequence} S.A. de C.V.`,
    fullName: `Contacto ${sequence}`,
    rfc: 'CIQ0807145G3',
    email: null,
    phone: null,
    externalId: null,
    region: REGIONS[0]!,
    seller: { id: SELLERS[0]!.id, fullName: SELLERS[0]!.fullName },
    version: 1,
    createdAt: '2026-03-10T18:00:00.000Z',
    updatedAt: '2026-03-10T18:00:00.000Z',
    addresses: [],
    billingAddress: null,
    ...overrides,
  };
}

export function buildAddress(customerId: string, overrides: Partial<Address> = {}): Address {
  const zip = overrides.zipCode ?? ZIPS[2]!;
  return {
    id: uuid(),
    customerId,
    street: 'Avenida de la Noria',
    extNumber: '118',
    intNumber: null,
    phone: '442 123 4567',
    areaCode: '+52',
    addressType: 'billing',
    zipCodeId: zip.id,
    zipCode: zip,
    active: true,
    principalAddress: true,
    description: null,
    mapUrl: null,
    optionalStreetOne: null,
    optionalStreetTwo: null,
    fullAddress: `Avenida de la Noria 118, ${zip.settlement}, ${zip.zipCode} ${zip.municipality}, ${zip.state}`,
    version: 1,
    ...overrides,
  };
}

export function buildCreditTerm(overrides: Partial<CreditTerm> = {}): CreditTerm {
  sequence += 1;
  return {
    id: uuid(),
    customer: { id: uuid(), companyName: `Cliente ${sequence} S.A. de C.V.`, rfc: 'CIQ0807145G3' },
    paymentTerm: 'CREDIT',
    creditLimit: '150000.00',
    currency: 'USD',
    creditDays: 30,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    notes: null,
    approvedBy: { id: uuid(), fullName: 'Lucía Navarro Ibarra' },
    approvedAt: '2026-01-02T16:00:00.000Z',
    isCurrent: true,
    version: 1,
    createdAt: '2026-01-02T16:00:00.000Z',
    updatedAt: '2026-01-02T16:00:00.000Z',
    ...overrides,
  };
}

export type Refusal = { status: number; body?: Record<string, unknown> } | 'network';

export interface FakeState {
  customers: CustomerDetail[];
  addresses: Address[];
  zips: ZipCode[];
  terms: CreditTerm[];
  /** 'GET /api/zip-codes/search/76248', 'POST /api/addresses {…}' … */
  calls: string[];
  /** Refusals by 'METHOD /api/path' (the path without its query and ids as written). */
  refuse: Record<string, Refusal>;
}

function refusal(state: FakeState, key: string) {
  const r = state.refuse[key];
  if (!r) return null;
  if (r === 'network') return HttpResponse.error();
  const {
    code = 'ERROR',
    message = 'Algo falló',
    details,
  } = (r.body ?? {}) as {
    code?: string;
    message?: string;
    details?: Parameters<typeof errorBody>[3];
  };
  return errorBody(r.status, code, message, details);
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

export function fakeApi(server: SetupServer, initial: Partial<Omit<FakeState, 'calls' | 'refuse'>> = {}) {
  const state: FakeState = {
    customers: initial.customers ?? [],
    addresses: initial.addresses ?? [],
    zips: initial.zips ?? ZIPS,
    terms: initial.terms ?? [],
    calls: [],
    refuse: {},
  };
  const record = async (request: Request, key: string) => {
    const url = new URL(request.url);
    const body = ['POST', 'PUT', 'PATCH'].includes(request.method)
      ? ` ${JSON.stringify(await request.clone().json())}`
      : '';
    state.calls.push(`${request.method} ${url.pathname}${url.search}${body}`);
    return refusal(state, key);
  };

  server.use(
    mock.get(
      '/api/regions',
      async ({ request }) =>
        (await record(request, 'GET /api/regions')) ?? answer(z.array(regionSchema), REGIONS),
    ),
    mock.get(
      '/api/countries',
      async ({ request }) =>
        (await record(request, 'GET /api/countries')) ?? answer(z.array(countrySchema), COUNTRIES),
    ),
    mock.get(
      '/api/sellers',
      async ({ request }) =>
        (await record(request, 'GET /api/sellers')) ??
        answer(listResponseSchema(sellerSchema), page(SELLERS, new URL(request.url))),
    ),

    mock.get('/api/customers', async ({ request }) => {
      const refused = await record(request, 'GET /api/customers');
      if (refused) return refused;
      const url = new URL(request.url);
      const q = url.searchParams.get('searchParam')?.toLowerCase();
      const rows = state.customers.filter((c) => !q || `${c.companyName} ${c.rfc}`.toLowerCase().includes(q));
      // The list's schema leaves out the addresses, as the server's does.
      return answer(listResponseSchema(customerSchema), page(rows, url));
    }),
    mock.get('/api/customers/:id', async ({ request, params }) => {
      const refused = await record(request, 'GET /api/customers/:id');
      if (refused) return refused;
      const found = state.customers.find((c) => c.id === params.id);
      if (!found) return errorBody(404, ERROR_CODES.notFound, 'No se encontró el cliente');
      return answer(customerDetailSchema, found);
    }),
    mock.post('/api/customers/create_by_admin', async ({ request }) => {
      const refused = await record(request, 'POST /api/customers/create_by_admin');
      if (refused) return refused;
      const body = (await request.json()) as Partial<CustomerDetail> & { regionId?: string | null };
      const created = buildCustomer({ ...body, region: REGIONS.find((r) => r.id === body.regionId) ?? null });
      state.customers.push(created);
      return answer(customerDetailSchema, created, { status: 201 });
    }),
    mock.put('/api/customers/:id', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/customers/:id');
      if (refused) return refused;
      const index = state.customers.findIndex((c) => c.id === params.id);
      const body = (await request.json()) as Partial<CustomerDetail>;
      const current = state.customers[index]!;
      if (body.version !== current.version) {
        return errorBody(
          409,
          ERROR_CODES.staleVersion,
          'Otro usuario modificó este registro; recarga para ver los cambios',
        );
      }
      const updated = { ...current, ...body, version: current.version + 1 };
      state.customers[index] = updated;
      return answer(customerDetailSchema, updated);
    }),

    mock.get('/api/addresses/customer', async ({ request }) => {
      const refused = await record(request, 'GET /api/addresses/customer');
      if (refused) return refused;
      const customer = new URL(request.url).searchParams.get('customer');
      return answer(
        z.array(addressSchema),
        state.addresses.filter((a) => a.customerId === customer),
      );
    }),
    mock.post('/api/addresses', async ({ request }) => {
      const refused = await record(request, 'POST /api/addresses');
      if (refused) return refused;
      const body = (await request.json()) as Address;
      const zip = state.zips.find((z) => z.id === body.zipCodeId)!;
      const created = buildAddress(body.customerId, { ...body, zipCode: zip });
      state.addresses.push(created);
      return answer(addressSchema, created, { status: 201 });
    }),
    mock.put('/api/addresses/:id', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/addresses/:id');
      if (refused) return refused;
      const index = state.addresses.findIndex((a) => a.id === params.id);
      const body = (await request.json()) as Partial<Address>;
      const zip = state.zips.find((z) => z.id === body.zipCodeId) ?? state.addresses[index]!.zipCode;
      const updated = { ...state.addresses[index]!, ...body, zipCode: zip, version: (body.version ?? 1) + 1 };
      state.addresses[index] = updated;
      return answer(addressSchema, updated);
    }),
    mock.delete('/api/addresses/:id', async ({ request, params }) => {
      const refused = await record(request, 'DELETE /api/addresses/:id');
      if (refused) return refused;
      state.addresses = state.addresses.filter((a) => a.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),

    mock.get('/api/zip-codes/search/:zip', async ({ request, params }) => {
      const refused = await record(request, 'GET /api/zip-codes/search');
      if (refused) return refused;
      const zip = String(params.zip);
      return answer(
        z.array(zipCodeSchema),
        state.zips.filter((row) => (zip.length === 5 ? row.zipCode === zip : row.zipCode.startsWith(zip))),
      );
    }),

    mock.get('/api/customer-credit-terms', async ({ request }) => {
      const refused = await record(request, 'GET /api/customer-credit-terms');
      if (refused) return refused;
      const url = new URL(request.url);
      const term = url.searchParams.get('paymentTerm');
      const q = url.searchParams.get('searchParam')?.toLowerCase();
      const rows = state.terms.filter(
        (t) => (!term || t.paymentTerm === term) && (!q || t.customer.companyName.toLowerCase().includes(q)),
      );
      return answer(listResponseSchema(creditTermSchema), page(rows, url));
    }),
    mock.get('/api/customer-credit-terms/:id', async ({ request, params }) => {
      const refused = await record(request, 'GET /api/customer-credit-terms/:id');
      const term = state.terms.find((t) => t.id === params.id);
      if (refused) return refused;
      return term ? answer(creditTermSchema, term) : errorBody(404, ERROR_CODES.notFound, 'No encontrado');
    }),
    mock.post('/api/customer-credit-terms', async ({ request }) => {
      const refused = await record(request, 'POST /api/customer-credit-terms');
      if (refused) return refused;
      const body = (await request.json()) as CreditTerm & { customerId: string };
      const customer = state.customers.find((c) => c.id === body.customerId)!;
      const created = buildCreditTerm({
        ...body,
        customer: { id: customer.id, companyName: customer.companyName, rfc: customer.rfc },
      });
      state.terms.push(created);
      return answer(creditTermSchema, created, { status: 201 });
    }),
    mock.put('/api/customer-credit-terms/:id', async ({ request, params }) => {
      const refused = await record(request, 'PUT /api/customer-credit-terms/:id');
      if (refused) return refused;
      const index = state.terms.findIndex((t) => t.id === params.id);
      const body = (await request.json()) as Partial<CreditTerm>;
      const updated = { ...state.terms[index]!, ...body, version: state.terms[index]!.version + 1 };
      state.terms[index] = updated;
      return answer(creditTermSchema, updated);
    }),
    mock.delete('/api/customer-credit-terms/:id', async ({ request, params }) => {
      const refused = await record(request, 'DELETE /api/customer-credit-terms/:id');
      if (refused) return refused;
      state.terms = state.terms.filter((t) => t.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

/** Calls made to one endpoint ('GET /api/zip-codes/search'), in order. */
export function callsTo(state: FakeState, prefix: string): string[] {
  return state.calls.filter((c) => c.startsWith(prefix));
}
