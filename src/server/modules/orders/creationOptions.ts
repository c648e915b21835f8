/**
 * Reference data of the order creation form: the tenant's active warehouses and the pricing version
 * in force. Orders are priced with the tenant's 'default' set (the one the demo and a new tenant
 * get); a tenant that named its only set otherwise uses its oldest set.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PricingInForce, Warehouse } from '../../../domain/orders/creationOptions';
import type { Executor } from '../../db/client';
import { pricingParameterSets, pricingParameterVersions, warehouses } from '../../db/schema';
import { notFound } from '../../errors';

export const DEFAULT_PRICING_SET = 'default';

export async function listActiveWarehouses(db: Executor): Promise<Warehouse[]> {
  return db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      name: warehouses.name,
      city: warehouses.city,
      state: warehouses.state,
    })
    .from(warehouses)
    .where(eq(warehouses.active, true))
    .orderBy(asc(warehouses.name), asc(warehouses.code));
}

/** The latest version of the set orders are priced with; 404 when the tenant has no pricing yet. */
export async function pricingInForce(db: Executor): Promise<PricingInForce> {
  const sets = pricingParameterSets;
  const versions = pricingParameterVersions;
  const [row] = await db
    .select({ setId: versions.setId, version: versions.version, values: versions.values })
    .from(versions)
    .innerJoin(sets, eq(sets.id, versions.setId))
    .orderBy(
      // The 'default' set first, then the oldest set; its newest version.
      sql`case when ${sets.name} = ${DEFAULT_PRICING_SET} then 0 else 1 end`,
      asc(sets.createdAt),
      desc(versions.version),
    )
    .limit(1);
  if (!row) throw notFound('pricing.setNotFound');
  return row;
}
