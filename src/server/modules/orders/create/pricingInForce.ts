/**
 * The pricing parameters an order is priced with: the latest version of the tenant's 'default'
 * set when the order is created, chosen exactly like the creation form's estimate
 * (`../options`: 'default' first, else the oldest set). The order keeps that version's row id and
 * values, so later changes never rewrite an existing order.
 */
import type { PricingValues } from '../../../../domain/pricing';
import type { Executor } from '../../../db/client';
import { conflict } from '../../../errors';
import { pricingVersionInForce } from '../options/queries';

export interface OrderPricingVersion {
  /** The version row's id (orders.pricing_version_id). */
  id: string;
  setId: string;
  version: number;
  values: PricingValues;
}

export async function pricingVersionForOrder(db: Executor): Promise<OrderPricingVersion> {
  const row = await pricingVersionInForce(db);
  // Without parameters there are no totals: an admin must set them up before orders are taken.
  if (!row) throw conflict('orders.creation.pricingMissing');
  return row;
}
