/**
 * What the price-request API tests share: the main tenant's rows by name (customers, products,
 * users), a valid submission for a seller's customer, and the steps of a request's life (ask, cost,
 * approve) through the real routes.
 */
import { sql } from 'drizzle-orm';
import { businessDay } from '../../../src/domain/dates';
import type {
  PriceRequestCreateInput,
  PriceRequestDetail,
  PriceRequestRow,
} from '../../../src/domain/priceRequests';
import { rowsOf } from '../../../src/server/db/client';
import { addDays } from '../../../src/server/db/seed/orderRows';
import { call, type Session, type TestContext } from '../../helpers/testApp';

export const query = async <T>(t: TestContext, text: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(text));

export interface Named {
  id: string;
  name: string;
}

/** A main customer by the start of its company name, with its seller and first active address. */
export async function customerNamed(t: TestContext, prefix: string, tenant = 'main') {
  const [row] = await query<{ id: string; seller_id: string; address_id: string }>(
    t,
    sql`select c.id, c.seller_id, (select a.id from addresses a where a.customer_id = c.id and a.active
          order by a.created_at, a.id limit 1) as address_id
        from customers c join tenants tn on tn.id = c.tenant_id
        where tn.slug = ${tenant} and c.company_name like ${`${prefix}%`} limit 1`,
  );
  if (!row) throw new Error(`no customer ${prefix} in ${tenant}`);
  return { id: row.id, sellerId: row.seller_id, addressId: row.address_id };
}

export async function productByReference(t: TestContext, reference: string, tenant = 'main') {
  const [row] = await query<{ id: string; reference: string; packaging_types: string[] }>(
    t,
    sql`select p.id, p.reference, p.packaging_types from products p join tenants tn on tn.id = p.tenant_id
        where tn.slug = ${tenant} and p.reference = ${reference}`,
  );
  if (!row) throw new Error(`no product ${reference} in ${tenant}`);
  return { id: row.id, reference: row.reference, packagingTypes: row.packaging_types };
}

export async function userId(t: TestContext, email: string): Promise<string> {
  const [row] = await query<{ id: string }>(t, sql`select id from users where email = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export const today = () => businessDay();
export const inDays = (n: number) => addDays(businessDay(), n);

/** A submission for `customer` with one item per product (BAG when sold so, else the first packaging). */
export function submission(
  customer: { id: string; addressId: string },
  products: { id: string; packagingTypes: string[] }[],
  overrides: Partial<PriceRequestCreateInput> = {},
): PriceRequestCreateInput {
  return {
    customerId: customer.id,
    requestedByType: 'SELLER',
    deliveryMethod: 'DELIVERY_PARTNER',
    addressId: customer.addressId,
    paymentTerm: 'CREDIT',
    deliveryWindowFrom: inDays(2),
    deliveryWindowTo: inDays(20),
    comments: 'Cliente compara contra otro proveedor',
    items: products.map((p, i) => ({
      productId: p.id,
      packagingType: (p.packagingTypes.includes('BAG') ? 'BAG' : p.packagingTypes[0]) as 'BAG',
      volumeTons: String(20 + i * 5),
      targetPriceUsdPerTon: '240',
    })),
    ...overrides,
  };
}

export async function ask(
  t: TestContext,
  session: Session,
  body: PriceRequestCreateInput,
): Promise<PriceRequestRow[]> {
  const res = await call(t.app, session, {
    method: 'POST',
    url: '/api/price-requests/multiple',
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`ask failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: PriceRequestRow[] }>().data;
}

export async function detail(t: TestContext, session: Session, id: string): Promise<PriceRequestDetail> {
  const res = await call(t.app, session, { method: 'GET', url: `/api/price-requests/${id}` });
  if (res.statusCode !== 200) throw new Error(`detail failed: ${res.statusCode} ${res.body}`);
  return res.json<PriceRequestDetail>();
}

/** A calculation with a base cost: for 20 t, total cost 241.0000 and MSP 250.0000 (lifecycle.test.ts). */
export const COSTS = {
  baseCost: '210',
  storageCost: '3',
  transferCost: '4,5',
  pickingCost: '2',
  packagingCost: '6',
  transportMode: 'TOTAL' as const,
  firstMileCostTotal: '100',
  middleMileCostTotal: '150',
  lastMileCostTotal: '50',
  extraCost: '0.5',
  commissionUsdPerTon: '5',
  salesMarginUsdPerTon: '4',
};

export function cost(t: TestContext, session: Session, id: string, version: number, costs: object = COSTS) {
  return call(t.app, session, {
    method: 'PUT',
    url: `/api/price-requests/${id}/calculator`,
    payload: { ...costs, version },
  });
}

export function approve(
  t: TestContext,
  session: Session,
  id: string,
  version: number,
  body: { priceUsdPerTon?: string; validUntil?: string } = {},
) {
  return call(t.app, session, {
    method: 'PUT',
    url: `/api/price-requests/${id}/approve`,
    payload: { priceUsdPerTon: '320', validUntil: inDays(30), version, ...body },
  });
}

/** Asks (as `seller`), costs and approves (as `pricing`) one request; answers its approved detail. */
export async function approvedRequest(
  t: TestContext,
  seller: Session,
  pricing: Session,
  customer: { id: string; addressId: string },
  product: { id: string; packagingTypes: string[] },
  approval: { priceUsdPerTon?: string; validUntil?: string } = {},
): Promise<PriceRequestDetail> {
  const [row] = await ask(t, seller, submission(customer, [product]));
  const costed = await cost(t, pricing, row!.id, row!.version);
  if (costed.statusCode !== 200) throw new Error(`cost failed: ${costed.statusCode} ${costed.body}`);
  const res = await approve(t, pricing, row!.id, costed.json<PriceRequestDetail>().version, approval);
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return res.json<PriceRequestDetail>();
}
