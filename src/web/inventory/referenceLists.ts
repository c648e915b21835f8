/**
 * What the lot screens pick from: the tenant's warehouses and products (all of them for the list's
 * filters, the active ones for a reception), through the dataProvider's standard lists.
 */
import { useGetList } from 'react-admin';
import type { WarehouseView } from '../../domain/inventory/warehouses';
import type { Product } from '../../domain/products';

/** The longest page the API gives: the tenant's warehouses and products fit in one. */
const ALL = { pagination: { page: 1, perPage: 100 } } as const;

export function useWarehouseOptions(onlyActive = false) {
  return useGetList<WarehouseView>('warehouses', {
    ...ALL,
    sort: { field: 'code', order: 'ASC' },
    filter: onlyActive ? { active: 'true' } : {},
  });
}

export function useProductOptions(onlyActive = false) {
  return useGetList<Product>('products', {
    ...ALL,
    sort: { field: 'reference', order: 'ASC' },
    filter: onlyActive ? { active: 'true' } : {},
  });
}
