/**
 * The quantity summary: available tons by product × packaging × warehouse (active warehouses,
 * lots with stock), the customer's region apart from the rest. Without a customer everything is
 * "elsewhere" and no region is named; a customer the caller may not reach is a 404.
 */
import { Decimal } from 'decimal.js';
import type { InventorySummary, SummaryQuery, SummaryRow } from '../../../domain/inventory/summary';
import type { PackagingType } from '../../../domain/products';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import { customerScope } from '../customers';
import { customerRegion, stockByWarehouse } from './summaryQueries';

export async function inventorySummary(
  db: Executor,
  actor: Actor,
  q: SummaryQuery,
): Promise<InventorySummary> {
  let region: InventorySummary['region'] = null;
  if (q.customerId) {
    const customer = await customerRegion(db, q.customerId, await customerScope(db, actor));
    if (!customer) throw notFound('customers.notFound');
    region =
      customer.regionId && customer.regionName !== null
        ? { id: customer.regionId, name: customer.regionName }
        : null;
  }
  const rows: SummaryRow[] = (await stockByWarehouse(db, q)).map((r) => ({
    productId: r.productId,
    reference: r.reference,
    productName: r.productName,
    packagingType: r.packagingType as PackagingType,
    warehouse: { id: r.warehouseId, code: r.warehouseCode, name: r.warehouseName },
    region: r.regionId && r.regionName !== null ? { id: r.regionId, name: r.regionName } : null,
    availableTons: new Decimal(r.availableKg).div(1000).toFixed(3),
    lots: Number(r.lots),
  }));
  const inRegion = region ? rows.filter((r) => r.region?.id === region.id) : [];
  const elsewhere = region ? rows.filter((r) => r.region?.id !== region.id) : rows;
  return { region, inRegion, elsewhere };
}
