/**
 * The shipments of generated orders, consistent with the logistics steps (`logisticsStatus`): every
 * order from EMBARCADO/PROGRAMADO on left in one shipment (the order plans one) carrying all its
 * lots, created when its stock was shipped (`stockTimesOf`):
 *
 * - scheduled on the order's requested date, now and then moved a few days (the date the order is
 *   then late against); delivered ones on their real day, confirmed by operations;
 * - transport (plates, driver) once TRANSPORTE_ASIGNADO or delivered, and on some shipped orders
 *   still waiting for their invoice (transport before the invoice is allowed; the status waits);
 * - the order's invoice (scaleFinance.ts) is its shipment's;
 * - `orders.shipment_due_date` = the shipment's date while it is not delivered, as the logistics
 *   service keeps it.
 *
 * Pure: the caller inserts the rows, shipments after the allocations and before the invoices.
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import { hasReached, type OpsStatus } from '../../../domain/orders';
import type { orderShipments, shipmentLines } from '../schema';
import type { OrderContext } from './orderContext';
import { addDays, type NewOrder } from './orderRows';
import type { Random } from './random';
import type { NewCustomerInvoice } from './scaleFinance';
import { type NewAllocation, stockTimesOf } from './scaleInventory';

export type NewShipment = typeof orderShipments.$inferInsert;
export type NewShipmentLine = typeof shipmentLines.$inferInsert;

export interface BatchShipments {
  shipments: NewShipment[];
  lines: NewShipmentLine[];
}

const DRIVERS = [
  'Juan Pérez',
  'María López',
  'José Hernández',
  'Luis García',
  'Ana Martínez',
  'Pedro Ramírez',
];
const HOUR_MS = 3_600_000;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function plates(random: Random): string {
  const letter = () => LETTERS[random.int(0, LETTERS.length - 1)];
  return `${letter()}${letter()}${letter()}-${random.int(100, 999)}-${letter()}`;
}

/**
 * Shipments and their lines for one batch; sets each shipped order's `shipmentDueDate` and its
 * invoice's `shipmentId`. `sequence` numbers the shipments on from the tenant's existing ones.
 */
export function batchShipments(
  context: Pick<OrderContext, 'staff'>,
  batch: { orders: NewOrder[]; invoices: NewCustomerInvoice[] },
  allocations: readonly NewAllocation[],
  random: Random,
  sequence: { next: number },
): BatchShipments {
  const out: BatchShipments = { shipments: [], lines: [] };
  const operator = context.staff.get('operation') ?? context.staff.get('admin') ?? null;
  const allocationsOf = new Map<string, NewAllocation[]>();
  for (const a of allocations) {
    const list = allocationsOf.get(a.orderId);
    if (list) list.push(a);
    else allocationsOf.set(a.orderId, [a]);
  }
  const invoiceOf = new Map(batch.invoices.map((i) => [i.orderId, i]));

  for (const order of batch.orders) {
    const status = order.opsStatus as OpsStatus;
    const { shippedAt } = stockTimesOf(order);
    const picks = allocationsOf.get(order.id!) ?? [];
    if (!shippedAt || picks.length === 0) continue;
    const delivered = hasReached(status, 'ORDEN_ENTREGADA');
    const deliveredAt = delivered ? ((order.deliveredAt as Date | null) ?? shippedAt) : null;
    const moved = random.chance(0.2) ? random.int(-3, 7) : 0;
    const dateDelivery = deliveredAt ? businessDay(deliveredAt) : addDays(order.deliveryDate, moved);
    const transported =
      delivered ||
      status === 'TRANSPORTE_ASIGNADO' ||
      (status === 'EMBARCADO/PROGRAMADO' && order.requiredInvoice !== false && random.chance(0.3));
    // An hour after shipping, never after the order's current status.
    const statusAt = deliveredAt ?? (order.updatedAt as Date | undefined) ?? shippedAt;
    const transportAt = transported
      ? new Date(Math.max(shippedAt.getTime(), Math.min(shippedAt.getTime() + HOUR_MS, statusAt.getTime())))
      : null;
    const id = randomUUID();
    const invoice = invoiceOf.get(order.id!);
    out.shipments.push({
      id,
      tenantId: order.tenantId,
      orderId: order.id!,
      number: sequence.next++,
      sequence: 1,
      dateDelivery,
      quantityKg: picks.reduce((sum, a) => sum.plus(a.allocatedKg), new Decimal(0)).toFixed(3),
      isDelivered: delivered,
      deliveredAt: deliveredAt ? dateDelivery : null,
      // What the service keeps on the row: the order's model, and whether an invoice names it.
      deliveryModel: order.deliveryModel,
      customerId: order.customerId!,
      isInvoiced: invoice !== undefined && invoice.isCancelled !== true,
      deliveryConfirmedById: delivered ? operator : null,
      plates: transported ? plates(random) : null,
      driverName: transported ? random.pick(DRIVERS) : null,
      transportAssignedAt: transportAt,
      transportAssignedById: transported ? operator : null,
      createdById: operator,
      createdAt: shippedAt,
      updatedAt: deliveredAt ?? transportAt ?? shippedAt,
    });
    for (const a of picks)
      out.lines.push({
        tenantId: order.tenantId,
        shipmentId: id,
        allocationId: a.id!,
        lotId: a.lotId,
        productId: a.productId,
        packagingType: a.packagingType,
        quantityKg: a.allocatedKg,
      });
    if (!delivered) order.shipmentDueDate = dateDelivery;
    if (invoice) invoice.shipmentId = id;
  }
  return out;
}
