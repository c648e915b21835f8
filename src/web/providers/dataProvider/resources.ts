/**
 * react-admin's standard dataProvider methods over the REST conventions of the API: the paths of
 * each resource live in one table, lists answer `{ data, totalRows }`.
 */
import type { AxiosInstance } from 'axios';
import type { DataProvider, GetListResult, Identifier, RaRecord } from 'react-admin';
import { type ListParams, type QueryValue, toListQuery } from '../listQuery';
import { PRICE_REQUEST_RESOURCES } from './priceRequests';

export interface ResourcePaths {
  list: string;
  one?: (id: Identifier) => string;
  create?: string;
  /** Parameter that filters a list by its parent (getManyReference). */
  reference?: Record<string, string>;
  /** Parameters every list call of the resource sends (one queue of an endpoint that serves two). */
  query?: Record<string, string>;
  /** The list sorts with one `order=field:DIR` parameter instead of orderField and orderDirection. */
  sortParam?: 'order';
}

const byId = (base: string) => (id: Identifier) => `${base}/${encodeURIComponent(String(id))}`;

/** One row per resource; the original client's paths exactly as written. */
export const RESOURCES: Record<string, ResourcePaths> = {
  orders: { list: '/orders', one: byId('/orders'), create: '/orders' },
  customers: { list: '/customers', one: byId('/customers'), create: '/customers/create_by_admin' },
  addresses: {
    list: '/addresses',
    one: byId('/addresses'),
    create: '/addresses',
    reference: { customerId: '/addresses/customer?customer=' },
  },
  'customer-credit-terms': {
    list: '/customer-credit-terms',
    one: byId('/customer-credit-terms'),
    create: '/customer-credit-terms',
  },
  ...PRICE_REQUEST_RESOURCES,
  products: { list: '/products', one: byId('/products'), create: '/products' },
  inventory: { list: '/inventory', one: byId('/inventory'), create: '/inventory' },
  warehouses: { list: '/warehouses', one: byId('/warehouses'), create: '/warehouses' },
  sellers: { list: '/sellers' },
  roles: { list: '/roles' },
  users: { list: '/users', one: byId('/users'), create: '/users' },
  notifications: { list: '/user-notifications', one: byId('/user-notifications') },
  countries: { list: '/countries' },
  'vehicle-types': { list: '/vehicle-type' },
  // The finance queues of the dashboard and 'Pendientes de liberación': lists of finance queue rows.
  'orders-release-not-requested': {
    list: '/orders/pending-liberation',
    query: { status: 'PENDINGRELEASEREQUEST' },
  },
  'orders-payment-not-requested': {
    list: '/orders/pending-liberation',
    query: { status: 'PENDINGVALIDATEPAYMENTREQUEST' },
  },
  'orders-release-missing': { list: '/orders/not-answered-finance' },
  'orders-retained': { list: '/orders/held' },
  'orders-approved-by-finance': { list: '/orders/approved-finance' },
  'orders-pending-released': { list: '/orders/pending-released' },
  // The logistics lists: shipments not delivered, and the late orders.
  'orders-not-delivered': { list: '/order-logistic/not-delivered' },
  'orders-overdue': { list: '/orders/overdue' },
};

/** The list's query with its sort in the form the resource's API reads. */
function listQueryOf(paths: ResourcePaths, params: ListParams): Record<string, QueryValue> {
  const query = { ...toListQuery(params), ...paths.query };
  if (paths.sortParam !== 'order' || query.orderField === undefined) return query;
  const { limit, offset, orderField, orderDirection, ...filters } = query;
  return { limit, offset, order: `${orderField}:${orderDirection}`, ...filters } as Record<
    string,
    QueryValue
  >;
}

function pathsOf(resource: string): ResourcePaths {
  const paths = RESOURCES[resource];
  if (!paths) throw new Error(`Unknown resource: ${resource}`);
  return paths;
}

interface ListAnswer<T> {
  data: T[];
  totalRows: number;
  page?: number;
  totalPages?: number;
  [extra: string]: unknown;
}

/**
 * Lists answer `{ data, totalRows }`; a few reference lists answer a plain array. Anything else in
 * the answer (the order list's tab `counts`) reaches the screen as the list's `meta`.
 */
function asList<T extends RaRecord>(body: ListAnswer<T> | T[]): GetListResult<T> {
  if (Array.isArray(body)) return { data: body, total: body.length };
  const { data, totalRows, page: _page, totalPages: _pages, ...extra } = body;
  return Object.keys(extra).length ? { data, total: totalRows, meta: extra } : { data, total: totalRows };
}

export function standardMethods(api: AxiosInstance) {
  return {
    async getList(resource, params) {
      const paths = pathsOf(resource);
      const { data } = await api.get(paths.list, {
        params: listQueryOf(paths, params as ListParams),
        signal: params.signal,
      });
      return asList(data);
    },
    async getOne(resource, params) {
      const one = pathsOf(resource).one;
      if (!one) throw new Error(`${resource} has no detail`);
      const { data } = await api.get(one(params.id), { signal: params.signal });
      return { data };
    },
    async getMany(resource, params) {
      const one = pathsOf(resource).one;
      if (!one) throw new Error(`${resource} has no detail`);
      const data = await Promise.all(
        params.ids.map(async (id) => (await api.get(one(id), { signal: params.signal })).data),
      );
      return { data };
    },
    async getManyReference(resource, params) {
      const paths = pathsOf(resource);
      const ref = paths.reference?.[params.target];
      const url = ref ? `${ref}${encodeURIComponent(String(params.id))}` : paths.list;
      const query = toListQuery({
        ...params,
        filter: { ...params.filter, ...(ref ? {} : { [params.target]: params.id }) },
      } as ListParams);
      const { data } = await api.get(url, { params: query, signal: params.signal });
      return asList(data);
    },
    async create(resource, params) {
      const create = pathsOf(resource).create;
      if (!create) throw new Error(`${resource} cannot be created`);
      const { data } = await api.post(create, params.data);
      return { data };
    },
    async update(resource, params) {
      const one = pathsOf(resource).one;
      if (!one) throw new Error(`${resource} cannot be updated`);
      const { data } = await api.put(one(params.id), params.data);
      return { data };
    },
    async updateMany(resource, params) {
      const one = pathsOf(resource).one;
      if (!one) throw new Error(`${resource} cannot be updated`);
      await Promise.all(params.ids.map((id) => api.put(one(id), params.data)));
      return { data: params.ids };
    },
    async delete(resource, params) {
      const one = pathsOf(resource).one;
      if (!one) throw new Error(`${resource} cannot be deleted`);
      await api.delete(one(params.id));
      return { data: params.previousData as never };
    },
    async deleteMany(resource, params) {
      const one = pathsOf(resource).one;
      if (!one) throw new Error(`${resource} cannot be deleted`);
      await Promise.all(params.ids.map((id) => api.delete(one(id))));
      return { data: params.ids };
    },
  } satisfies DataProvider;
}
