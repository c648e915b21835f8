/**
 * The warehouse catalogue: where lots are received. A code is unique in the tenant; a warehouse
 * that lots or orders name is deactivated (`active: false`), never deleted, so its history stays.
 */
import type {
  WarehouseCreate,
  WarehouseListQuery,
  WarehouseUpdate,
  WarehouseView,
} from '../../../domain/inventory/warehouses';
import { pageOf } from '../../../domain/lists';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, invalidFields, notFound, staleVersion } from '../../errors';
import {
  deleteWarehouseRow,
  insertWarehouse,
  regionExists,
  updateWarehouseRow,
  WAREHOUSE_CODE_INDEX,
  type WarehouseWithStock,
  warehousePage,
  warehouseRow,
  warehouseUses,
  warehouseWithStock,
} from './warehouseQueries';

function toView({ warehouse: w, regionName, lotCount, availableKg }: WarehouseWithStock): WarehouseView {
  return {
    id: w.id,
    code: w.code,
    name: w.name,
    city: w.city,
    state: w.state,
    region: w.regionId && regionName !== null ? { id: w.regionId, name: regionName } : null,
    address: w.address,
    email: w.email,
    active: w.active,
    lotCount: Number(lotCount),
    availableKg: String(availableKg),
    version: w.version,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

const codeTaken = (code: string) => conflict('inventory.warehouseCodeTaken', { code });

/** A region of another tenant is invisible, so it reads as unknown: a field error, not a leak. */
async function checkRegion(db: Executor, actor: Actor, regionId: string | null | undefined) {
  if (regionId && !(await regionExists(db, regionId)))
    throw invalidFields(actor.t, [{ path: 'body.regionId', key: 'inventory.regionNotFound' }]);
}

export async function listWarehouses(db: Executor, _actor: Actor, query: WarehouseListQuery) {
  const { rows, total } = await warehousePage(db, query);
  return { data: rows.map(toView), ...pageOf(total, query.limit, query.offset) };
}

export async function getWarehouse(db: Executor, _actor: Actor, id: string): Promise<WarehouseView> {
  const row = await warehouseWithStock(db, id);
  if (!row) throw notFound('inventory.warehouseNotFound');
  return toView(row);
}

export async function createWarehouse(
  db: Executor,
  actor: Actor,
  input: WarehouseCreate,
): Promise<WarehouseView> {
  await checkRegion(db, actor, input.regionId);
  let created: { id: string } | undefined;
  try {
    created = await insertWarehouse(db, input);
  } catch (error) {
    if (isUniqueViolation(error, WAREHOUSE_CODE_INDEX)) throw codeTaken(input.code);
    throw error;
  }
  if (!created) throw new Error('warehouse insert returned nothing');
  return getWarehouse(db, actor, created.id);
}

/** Replaces what the body sends; 409 when `version` is not the warehouse's current one. */
export async function updateWarehouse(
  db: Executor,
  actor: Actor,
  id: string,
  input: WarehouseUpdate,
): Promise<WarehouseView> {
  const { version, ...changes } = input;
  if (!(await warehouseRow(db, id))) throw notFound('inventory.warehouseNotFound');
  await checkRegion(db, actor, changes.regionId);
  let updated: { id: string } | undefined;
  try {
    updated = await updateWarehouseRow(db, id, version, changes);
  } catch (error) {
    if (changes.code && isUniqueViolation(error, WAREHOUSE_CODE_INDEX)) throw codeTaken(changes.code);
    throw error;
  }
  if (!updated) throw staleVersion();
  return getWarehouse(db, actor, id);
}

/** Deletes a warehouse nothing names yet; one with lots or orders is deactivated instead (409). */
export async function deleteWarehouse(db: Executor, _actor: Actor, id: string): Promise<void> {
  if (!(await warehouseRow(db, id))) throw notFound('inventory.warehouseNotFound');
  const uses = await warehouseUses(db, id);
  if (uses.lots > 0) throw conflict('inventory.warehouseHasLots');
  if (uses.orders > 0) throw conflict('inventory.warehouseHasOrders');
  await deleteWarehouseRow(db, id);
}
