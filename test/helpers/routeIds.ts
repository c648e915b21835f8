/**
 * Real ids of a tenant for every kind of path parameter the API has, and a route's path built
 * with them: the suites that call every registered route (role × route matrix, cross-tenant sweep)
 * aim each at rows that exist. A parameter of a kind not known here fails those suites, so a new
 * kind of route gets its ids instead of being called with a wrong one.
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { RegisteredRoute } from '../../src/server/app';
import { type Database, rowsOf } from '../../src/server/db/client';

/** One id per kind: order, document, allocation, shipment, invoice, creditNote, lot, warehouse… */
export type RouteIds = Record<string, string>;

/** The kind of a bare `:id`, by the path segment before it. */
const ID_BEFORE: Record<string, string> = {
  orders: 'order',
  cancel: 'order',
  'request-release': 'order',
  'request-payment': 'order',
  overdue: 'order',
  'order-logistic': 'shipment',
  inventory: 'lot',
  warehouses: 'warehouse',
  customers: 'customer',
  addresses: 'address',
  users: 'user',
  products: 'product',
  'pricing-parameters': 'pricingSet',
  'user-notifications': 'notification',
  'customer-credit-terms': 'creditTerm',
  'price-requests': 'priceRequest',
  'supplier-quotes': 'supplierQuote',
};
/** The kind of a named parameter. */
const ID_NAMED: Record<string, string> = {
  documentId: 'document',
  allocationId: 'allocation',
  shipmentId: 'shipment',
  creditNoteId: 'creditNote',
  version: 'pricingVersion',
  zip: 'zip',
  email: 'email',
};
/** Parameters that are words, not ids. */
const WORD_PARAMS: Record<string, string> = { kind: 'logo', type: 'cancel' };

export function paramKind(route: RegisteredRoute, index: number): string {
  const segments = route.url.split('/');
  const name = segments[index]!.slice(1);
  const kind = name === 'id' ? ID_BEFORE[segments[index - 1] ?? ''] : ID_NAMED[name];
  if (!kind) throw new Error(`${route.method} ${route.url}: no id kind for :${name}`);
  return kind;
}

/** The query a route cannot answer without (the customer of the creation form, the tenant's name). */
function queryOf(url: string, fill: RouteIds, slug: string): string {
  const query: Record<string, Record<string, string>> = {
    '/api/addresses/customer': { customer: fill.customer! },
    '/api/orders/agreed-prices': { customerId: fill.customer! },
    '/api/orders/payment-terms': { customerId: fill.customer! },
    '/api/tenants/config': { name: slug },
    '/api/users/hierarchy-by-role': { role: 'seller' },
    '/api/price-requests/approved-msp': { customerId: fill.customer!, productIds: fill.product! },
  };
  return url in query ? `?${new URLSearchParams(query[url]).toString()}` : '';
}

/**
 * The route's path with the given ids (and the query it needs); `missingLast` puts a fresh uuid in
 * the last id, for a deletion that must find nothing.
 */
export function pathOf(
  route: RegisteredRoute,
  fill: RouteIds,
  options: { missingLast?: boolean; slug?: string } = {},
): string {
  const segments = route.url.split('/');
  const lastParam = segments.reduce((last, s, i) => (s.startsWith(':') ? i : last), -1);
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const word = WORD_PARAMS[segment.slice(1)];
      if (word) return word;
      if (options.missingLast && i === lastParam) return randomUUID();
      return encodeURIComponent(fill[paramKind(route, i)]!);
    })
    .join('/')
    .concat(queryOf(route.url, fill, options.slug ?? 'main'));
}

/**
 * The tenant's ids, centred on one order (among `orders`, default all of the tenant's) with the
 * most behind it: its documents, allocations, shipment, invoice and credit note when it has them,
 * the tenant's first of each kind otherwise.
 */
export async function loadRouteIds(database: Database, slug: string, orders?: SQL): Promise<RouteIds> {
  const query = async <T>(text: SQL): Promise<T[]> => rowsOf<T>(await database.db.execute(text));
  const tenant = sql`(select id from tenants where slug = ${slug})`;
  const [order] = await query<{ id: string }>(sql`
    select o.id from orders o where o.tenant_id = ${tenant} and ${orders ?? sql`true`}
    order by (select count(*) from invoice_credit_notes n join customer_invoices i on i.id = n.invoice_id
        where i.order_id = o.id) desc,
      (select count(*) from order_documents d where d.order_id = o.id) desc,
      (select count(*) from customer_invoices i where i.order_id = o.id) desc,
      (select count(*) from order_allocations a where a.order_id = o.id) desc, o.number
    limit 1`);
  if (!order) throw new Error(`no order of ${slug}`);
  const orderId = order.id;
  const first = async (...texts: SQL[]): Promise<string> => {
    for (const text of texts) {
      const [row] = await query<{ id: string | number }>(text);
      if (row !== undefined) return String(row.id);
    }
    throw new Error(`${slug}: no row for ${JSON.stringify(texts[0])}`);
  };
  const ofTenant = (table: string) =>
    sql`select id from ${sql.identifier(table)} where tenant_id = ${tenant} order by id limit 1`;
  const ofOrder = (table: string) =>
    sql`select id from ${sql.identifier(table)} where order_id = ${orderId} order by id limit 1`;
  return {
    order: orderId,
    document: await first(ofOrder('order_documents'), ofTenant('order_documents')),
    allocation: await first(ofOrder('order_allocations'), ofTenant('order_allocations')),
    shipment: await first(ofOrder('order_shipments'), ofTenant('order_shipments')),
    invoice: await first(ofOrder('customer_invoices'), ofTenant('customer_invoices')),
    creditNote: await first(
      sql`select n.id from invoice_credit_notes n join customer_invoices i on i.id = n.invoice_id
        where i.order_id = ${orderId} limit 1`,
      ofTenant('invoice_credit_notes'),
    ),
    payment: await first(ofOrder('order_payments'), ofTenant('order_payments')),
    comment: await first(ofOrder('order_comments'), ofTenant('order_comments')),
    // A lot with its certificate first, so the certificate's route has one to give.
    lot: await first(sql`select id from inventory_lots where tenant_id = ${tenant}
      order by coa_stored_name is null, reception_date desc, id limit 1`),
    warehouse: await first(sql`select id from warehouses where tenant_id = ${tenant} order by code limit 1`),
    customer: await first(sql`select customer_id as id from orders where id = ${orderId}`),
    address: await first(sql`select a.id from addresses a join orders o on o.customer_id = a.customer_id
      where o.id = ${orderId} order by a.created_at, a.id limit 1`),
    user: await first(sql`select id from users where tenant_id = ${tenant} and email like 'seller3@%'`),
    email: await first(
      sql`select email as id from users where tenant_id = ${tenant} and email like 'admin@%'`,
    ),
    product: await first(sql`select id from products where tenant_id = ${tenant} order by name limit 1`),
    pricingSet: await first(ofTenant('pricing_parameter_sets')),
    pricingVersion: await first(sql`select v.version as id from pricing_parameter_versions v
      join pricing_parameter_sets s on s.id = v.set_id where s.tenant_id = ${tenant} order by v.version limit 1`),
    notification: await first(ofTenant('user_notifications')),
    creditTerm: await first(ofTenant('customer_credit_terms')),
    incidentReason: await first(ofTenant('order_incident_reasons')),
    vehicleType: await first(ofTenant('vehicle_types')),
    region: await first(ofTenant('regions')),
    transportProvider: await first(ofTenant('transport_providers')),
    zip: await first(sql`select zip_code as id from zip_codes order by id limit 1`),
    // An open request of the order's customer's seller (so the roles that see that seller's requests
    // reach it), else the tenant's first.
    priceRequest: await first(
      sql`select p.id from price_requests p join orders o on o.id = ${orderId}
        where p.tenant_id = ${tenant} and p.seller_id = o.seller_id and p.deleted_at is null
        order by p.status = 'REQUESTED' desc, p.number limit 1`,
      sql`select id from price_requests where tenant_id = ${tenant} order by number limit 1`,
    ),
    supplierQuote: await first(ofTenant('supplier_quotes')),
  };
}
