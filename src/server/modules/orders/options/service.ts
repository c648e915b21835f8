/**
 * Reference data of the order creation form: the tenant's active warehouses and the pricing version
 * in force. Orders are priced with the tenant's 'default' set (the one the demo and a new tenant
 * get); a tenant that named its only set otherwise uses its oldest set.
 */
import type { PricingInForce, Warehouse } from '../../../../domain/orders/creationOptions';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../errors';
import { activeWarehouses, pricingVersionInForce } from './queries';

export function listActiveWarehouses(db: Executor): Promise<Warehouse[]> {
  return activeWarehouses(db);
}

/** The latest version of the set orders are priced with; 404 when the tenant has no pricing yet. */
export async function pricingInForce(db: Executor): Promise<PricingInForce> {
  const row = await pricingVersionInForce(db);
  if (!row) throw notFound('pricing.setNotFound');
  return { setId: row.setId, version: row.version, values: row.values };
}
