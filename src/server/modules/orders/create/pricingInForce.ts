/**
 * The pricing parameters an order is priced with: the latest version of the tenant's 'default'
 * set when the order is created (ARCHITECTURE "More decisions"), chosen exactly like the creation
 * form's estimate (`../creationOptions.ts`: 'default' first, else the oldest set). The order keeps
 * that version's row id and values, so later changes never rewrite an existing order.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PricingValues } from '../../../../domain/pricing';
import type { Executor } from '../../../db/client';
import { pricingParameterSets, pricingParameterVersions } from '../../../db/schema';
import { conflict } from '../../../errors';
import { DEFAULT_PRICING_SET } from '../creationOptions';

export interface OrderPricingVersion {
  /** The version row's id (orders.pricing_version_id). */
  id: string;
  setId: string;
  version: number;
  values: PricingValues;
}

export async function pricingVersionForOrder(db: Executor): Promise<OrderPricingVersion> {
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
  // Without parameters there are no totals: an admin must set them up before orders are taken.
  if (!row) throw conflict('orders.creation.pricingMissing');
  return row;
}
