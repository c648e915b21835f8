/**
 * An in-memory data provider written for the bench: 1,000 generated orders, sorted and paged like a
 * server would, answered after a microtask (no network), so the bare app measures react-admin's own
 * rendering and the download of its files.
 */
import type { DataProvider, RaRecord } from 'react-admin';

export interface Order extends RaRecord {
  id: number;
  reference: string;
  customer: string;
  status: string;
  date: string;
  total: number;
  items: number;
}

const CUSTOMERS = [
  'Cerámica Industrial',
  'Química Vallejo',
  'Aceros del Norte',
  'Cementos Ruiz',
  'Vidrios Luna',
];
const STATUSES = ['created', 'approved', 'shipped', 'delivered', 'invoiced'];

function generate(count: number): Order[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    reference: `ORD-${String(i + 1).padStart(6, '0')}`,
    customer: CUSTOMERS[i % CUSTOMERS.length] as string,
    status: STATUSES[(i * 7) % STATUSES.length] as string,
    date: new Date(start + i * 3_600_000 * 7).toISOString(),
    total: Math.round(((i * 7919) % 100_000) + 500) / 1,
    items: (i % 5) + 1,
  }));
}

const orders = generate(1000);

function compare(field: string, order: string) {
  const sign = order === 'ASC' ? 1 : -1;
  return (a: Order, b: Order) => {
    const x = a[field as keyof Order];
    const y = b[field as keyof Order];
    return x < y ? -sign : x > y ? sign : 0;
  };
}

const notSupported = () => Promise.reject(new Error('not supported by the bench'));
const find = (id: unknown) => orders.findIndex((o) => String(o.id) === String(id));

const provider = {
  getList: async (
    _resource: string,
    { pagination = { page: 1, perPage: 10 }, sort = { field: 'id', order: 'DESC' } },
  ) => {
    const sorted = [...orders].sort(compare(sort.field, sort.order));
    const from = (pagination.page - 1) * pagination.perPage;
    return { data: sorted.slice(from, from + pagination.perPage), total: sorted.length };
  },
  getOne: async (_resource: string, { id }: { id: unknown }) => ({ data: orders[find(id)] }),
  getMany: async (_resource: string, { ids }: { ids: unknown[] }) => ({
    data: orders.filter((o) => ids.map(String).includes(String(o.id))),
  }),
  getManyReference: async () => ({ data: [], total: 0 }),
  update: async (_resource: string, { id, data }: { id: unknown; data: Partial<Order> }) => {
    const index = find(id);
    orders[index] = { ...(orders[index] as Order), ...data };
    return { data: orders[index] };
  },
  create: notSupported,
  delete: notSupported,
  deleteMany: notSupported,
  updateMany: notSupported,
};

/** react-admin's methods are generic in the record type; this provider only ever holds orders. */
export const dataProvider = provider as unknown as DataProvider;
