/** SQL of what the creation form offers: active warehouses and the pricing version in force. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { pricingParameterSets, pricingParameterVersions, warehouses } from '../../../db/schema';

/** The set orders are priced with: the one the demo and every new tenant get. */
export const DEFAULT_PRICING_SET = 'default';

export function activeWarehouses(db: Executor) {
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

/** The newest version of the 'default' set, else of the tenant's oldest set; none without pricing. */
export async function pricingVersionInForce(db: Executor) {
  const sets = pricingParameterSets;
  const versions = pricingParameterVersions;
  const [row] = await db
    .select({ id: versions.id, setId: versions.setId, version: versions.version, values: versions.values })
    .from(versions)
    .innerJoin(sets, eq(sets.id, versions.setId))
    .orderBy(
      sql`case when ${sets.name} = ${DEFAULT_PRICING_SET} then 0 else 1 end`,
      asc(sets.createdAt),
      desc(versions.version),
    )
    .limit(1);
  return row;
}
