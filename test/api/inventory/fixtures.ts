/** What the inventory API tests share: the main tenant's reference rows and requests that create stock. */
import { sql } from 'drizzle-orm';
import { businessDay } from '../../../src/domain/dates';
import { rowsOf } from '../../../src/server/db/client';
import { call, type Session, type TestContext } from '../../helpers/testApp';

export interface Ref {
  id: string;
  name: string;
}

/** The main tenant's regions, by name. */
export async function mainRegions(t: TestContext): Promise<Record<string, Ref>> {
  const rows = rowsOf<Ref>(
    await t.database.db.execute(
      sql`select r.id, r.name from regions r join tenants t on t.id = r.tenant_id where t.slug = 'main'`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r]));
}

export interface ProductRef {
  id: string;
  reference: string;
  packagingTypes: string[];
}

/** An active product of the main tenant sold in bags and in bulk (created when the demo has none). */
export async function mainProduct(t: TestContext, tenant = 'main'): Promise<ProductRef> {
  const rows = rowsOf<{ id: string; reference: string; packaging_types: string[] }>(
    await t.database.db.execute(
      sql`select p.id, p.reference, p.packaging_types from products p join tenants t on t.id = p.tenant_id
          where t.slug = ${tenant} and p.active order by p.reference`,
    ),
  );
  const row = rows.find((r) => r.packaging_types.includes('BAG') && r.packaging_types.includes('BULK'));
  if (!row) throw new Error(`no active product sold in BAG and BULK in ${tenant}`);
  return { id: row.id, reference: row.reference, packagingTypes: row.packaging_types };
}

let sequence = 0;
/** A code or lot number no other request of the file used. */
export const unique = (prefix: string) => `${prefix}-${process.pid % 1000}${++sequence}`;

export async function createWarehouse(
  t: TestContext,
  session: Session,
  body: Record<string, unknown> = {},
): Promise<{ id: string; code: string; version: number }> {
  const res = await call(t.app, session, {
    method: 'POST',
    url: '/api/warehouses',
    payload: {
      code: unique('WH'),
      name: 'Almacén de prueba',
      city: 'Querétaro',
      state: 'Querétaro',
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`warehouse not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function lotBody(productId: string, warehouseId: string, body: Record<string, unknown> = {}) {
  return {
    productId,
    packingType: 'BAG',
    lot: unique('L'),
    price: '215.50',
    quantity: '1000',
    receptionDate: businessDay(),
    warehouseId,
    batchId: 'OC-2291',
    supplier: 'Minera del Centro',
    ...body,
  };
}

export async function createLot(
  t: TestContext,
  session: Session,
  productId: string,
  warehouseId: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; lot: string; version: number; availableKg: string }> {
  const res = await call(t.app, session, {
    method: 'POST',
    url: '/api/inventory',
    payload: lotBody(productId, warehouseId, body),
  });
  if (res.statusCode !== 201) throw new Error(`lot not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The main tenant's id. */
export async function tenantId(t: TestContext, slug = 'main'): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select id from tenants where slug = ${slug}`),
  );
  return row!.id;
}
