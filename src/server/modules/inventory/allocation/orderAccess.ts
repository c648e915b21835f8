/**
 * The order an allocation call is about: visible to the caller (404 / 403 otherwise), and for a
 * change locked (SELECT … FOR UPDATE) until the transaction ends, so two changes of one order
 * run one after the other and each sees the other's allocations.
 */
import { Decimal } from 'decimal.js';
import { type AllocationStage, allocationStage } from '../../../../domain/inventory/allocation';
import type { OpsStatus } from '../../../../domain/orders/status';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { conflict } from '../../../errors';
import { type OrderRow, visibleOrder } from '../../orders';
import { customerRegion, type LotPreference } from './queries';

/** Why an order in each closed stage takes no material (the message key). */
export const STAGE_REFUSALS: Record<Exclude<AllocationStage, 'open'>, string> = {
  pendingApproval: 'inventory.pendingApproval',
  shipmentScheduled: 'inventory.shipmentScheduled',
  cancelled: 'inventory.orderCancelled',
};

export const stageOf = (order: OrderRow): AllocationStage =>
  allocationStage({ opsStatus: order.opsStatus as OpsStatus, financeStatus: order.financeStatus });

/** The order locked for a change, refused (409 with the reason) unless its stage is open. */
export async function orderOpenForChange(db: Executor, actor: Actor, orderId: string): Promise<OrderRow> {
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  const stage = stageOf(order);
  if (stage !== 'open') throw conflict(STAGE_REFUSALS[stage]);
  return order;
}

/**
 * Which warehouses serve the order first: a counter sale (no invoice, a warehouse chosen) its own
 * warehouse; any other order the warehouses of its customer's region.
 */
export async function preferenceOf(db: Executor, order: OrderRow): Promise<LotPreference> {
  if (!order.requiredInvoice && order.warehouseId) return { warehouseId: order.warehouseId, regionId: null };
  return { warehouseId: null, regionId: await customerRegion(db, order.customerId) };
}

/** Kilograms as the API answers them: canonical text without trailing zeros ('1200', '0.5'). */
export const kgOut = (v: Decimal.Value) => new Decimal(v).toFixed();
/** Kilograms as the ledger and the numeric columns take them. */
export const kgIn = (v: Decimal.Value) => new Decimal(v).toFixed(3);

export const byLotId = <T extends { lotId: string }>(a: T, b: T) => a.lotId.localeCompare(b.lotId);
