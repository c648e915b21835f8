/**
 * An msw fake of the user-management and hierarchy API (users, roles, customers, countries,
 * hierarchy-by-role, subordinates, management chain) that keeps its records in memory, records
 * every call with its body, and answers a refusal the test sets for a given call. Answers go
 * through the response schemas the server declares; refusals are the server's error body.
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { z } from 'zod';
import { messageResponseSchema } from '../../../src/domain/auth';
import { countrySchema, customerSchema } from '../../../src/domain/customers';
import { listResponseSchema } from '../../../src/domain/lists';
import {
  type HierarchyItem,
  type HierarchyPerson,
  hierarchyItemSchema,
  type ManagementChain,
  managementChainSchema,
  roleSchema,
  type User,
  userSchema,
} from '../../../src/domain/users';
import { buildCustomer } from '../customers/fakeApi';
import { answer, refusal as errorBody } from '../support/apiAnswers';

export const ROLES = [
  { id: '0b8f8f4e-0000-4000-8000-000000000001', name: 'admin', displayName: 'Administrador' },
  { id: '0b8f8f4e-0000-4000-8000-000000000002', name: 'customer', displayName: 'Cliente' },
  {
    id: '0b8f8f4e-0000-4000-8000-000000000003',
    name: 'customer.service',
    displayName: 'Servicio al cliente',
  },
  { id: '0b8f8f4e-0000-4000-8000-000000000004', name: 'seller', displayName: 'Vendedor' },
] as const;

export const roleNamed = (name: string) => {
  const role = ROLES.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return { ...role };
};

export const CUSTOMERS = [
  buildCustomer({
    id: 'c0000000-0000-4000-8000-000000000001',
    companyName: 'Cementos del Bajío',
    rfc: 'CBA010203XY9',
  }),
  buildCustomer({
    id: 'c0000000-0000-4000-8000-000000000002',
    companyName: 'Agregados del Norte',
    rfc: 'ANO040506AB1',
  }),
];

let sequence = 0;
export function buildUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  const firstName = overrides.firstName ?? `Persona${sequence}`;
  const lastName = overrides.lastName ?? 'Prueba';
  return {
    id: `a0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    email: `persona${sequence}@demo.local`,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    role: roleNamed('seller'),
    phone: null,
    areaCode: '+52',
    isBlocked: false,
    isUserVerified: true,
    invitationPending: false,
    orderFlow: 'MANUAL',
    unitMeasure: 'KG',
    externalErp: false,
    requiresExternalId: false,
    customer: null,
    lastLoginAt: '2026-03-02T16:05:00.000Z',
    createdAt: '2026-01-15T18:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export const personOf = (user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>): HierarchyPerson => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

export interface Refusal {
  status: number;
  body: { code: string; message: string; details?: { path: string; key: string; message: string }[] };
}

export interface FakeUsersApi {
  users: User[];
  /** `hierarchy-by-role` answers, by role name. */
  hierarchy: Record<string, HierarchyItem[]>;
  chains: Record<string, ManagementChain>;
  /** Every call: 'METHOD /path?query' and, for writes, its JSON body. */
  calls: { call: string; body?: unknown }[];
  /** Refusals by 'METHOD /api/path' (path with the real id). */
  refuse: Record<string, Refusal>;
}

const refusalOf = ({ status, body }: Refusal) => errorBody(status, body.code, body.message, body.details);

export function fakeUsersApi(server: SetupServer, users: User[] = []): FakeUsersApi {
  const state: FakeUsersApi = { users, hierarchy: {}, chains: {}, calls: [], refuse: {} };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname}${url.search}`;
    const body = ['POST', 'PUT', 'PATCH'].includes(request.method)
      ? await request
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    state.calls.push(body === undefined ? { call } : { call, body });
    return state.refuse[`${request.method} ${url.pathname}`];
  };
  const find = (id: unknown) => state.users.find((u) => u.id === id);
  const replace = (user: User) => {
    state.users = state.users.map((u) => (u.id === user.id ? user : u));
    return user;
  };

  server.use(
    mock.get('/api/roles', () => answer(z.array(roleSchema), [...ROLES])),
    mock.get('/api/countries', () =>
      answer(z.array(countrySchema), [
        { code: 'MX', name: 'México', areaCode: '+52', emoji: '🇲🇽' },
        { code: 'US', name: 'Estados Unidos', areaCode: '+1', emoji: '🇺🇸' },
      ]),
    ),
    mock.get('/api/customers', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('searchParam') ?? '').toLowerCase();
      const data = CUSTOMERS.filter((c) => c.companyName.toLowerCase().includes(q));
      return answer(listResponseSchema(customerSchema), {
        data,
        totalRows: data.length,
        page: 1,
        totalPages: 1,
      });
    }),
    mock.get('/api/users/hierarchy-by-role', async ({ request }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      const role = new URL(request.url).searchParams.get('role') ?? '';
      return answer(z.array(hierarchyItemSchema), state.hierarchy[role] ?? []);
    }),
    mock.put('/api/users/:id/subordinates', async ({ request, params }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      const { subordinateIds } = (await request.json()) as { subordinateIds: string[] };
      const all = Object.values(state.hierarchy).flat();
      const me = all.find((i) => i.id === params.id);
      const subordinates = subordinateIds.map((id) => {
        const person = all.find((i) => i.id === id);
        return person ? personOf(person) : { id, firstName: '?', lastName: '?', email: '?' };
      });
      for (const list of Object.values(state.hierarchy)) {
        for (const item of list) if (item.id === params.id) item.subordinates = subordinates;
      }
      return answer(hierarchyItemSchema, { ...me!, subordinates });
    }),
    mock.get('/api/users/:id/management-chain', async ({ request, params }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      return answer(managementChainSchema, state.chains[String(params.id)] ?? []);
    }),
    mock.get('/api/users', async ({ request }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const data = state.users.slice(offset, offset + limit);
      return answer(listResponseSchema(userSchema), {
        data,
        totalRows: state.users.length,
        page: Math.floor(offset / limit) + 1,
        totalPages: Math.max(1, Math.ceil(state.users.length / limit)),
      });
    }),
    mock.post('/api/users', async ({ request }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      const body = (await request.json()) as {
        email: string;
        firstName: string;
        lastName: string;
        role: string;
      };
      const user = buildUser({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: roleNamed(body.role),
        invitationPending: true,
        lastLoginAt: null,
        version: 1,
      });
      state.users.push(user);
      return answer(userSchema, user, { status: 201 });
    }),
    mock.get('/api/users/:id', async ({ request, params }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      const user = find(params.id);
      return user ? answer(userSchema, user) : errorBody(404, 'NOT_FOUND', 'No se encontró');
    }),
    mock.put('/api/users/:id', async ({ request, params }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      const user = find(params.id)!;
      const {
        version: _version,
        role,
        customerId: _customerId,
        ...fields
      } = (await request.json()) as Record<string, unknown> & { role?: string };
      const next = { ...user, ...fields, version: user.version + 1 } as User;
      if (role) next.role = roleNamed(role);
      next.fullName = `${next.firstName} ${next.lastName}`;
      return answer(userSchema, replace(next));
    }),
    mock.post('/api/users/:id/block', async ({ request, params }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      const user = find(params.id)!;
      return answer(userSchema, replace({ ...user, isBlocked: true, version: user.version + 1 }));
    }),
    mock.post('/api/users/:id/unblock', async ({ request, params }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      const user = find(params.id)!;
      return answer(userSchema, replace({ ...user, isBlocked: false, version: user.version + 1 }));
    }),
    mock.post('/api/users/:id/resend-invitation', async ({ request, params }) => {
      const refusal = await record(request);
      if (refusal) return refusalOf(refusal);
      return answer(messageResponseSchema, { message: `Invitación enviada a ${find(params.id)?.email}` });
    }),
  );
  return state;
}

/** The calls made with one method (writes carry their body). */
export function writes(api: FakeUsersApi, method: 'POST' | 'PUT' | 'PATCH') {
  return api.calls.filter((c) => c.call.startsWith(`${method} `));
}
