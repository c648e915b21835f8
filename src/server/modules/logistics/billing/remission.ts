/**
 * A shipment's remission: an order document `remission` with the shipment's id, generated as a PDF
 * by a 'logistics.remission.render' job.
 *
 * CONTRACT for the shipment's creation: `queueRemission(tx, orderId, shipmentId)` inside the
 * creating transaction (after the shipment and its lines are written). Nothing to call after the
 * commit. Calling it again later (transport assigned) renders the shipment as it is then.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { kgToTons } from '../../../../domain/orders/decimals';
import { displayOrderNumber } from '../../../../domain/orders/views';
import { PACKAGING_LABELS, type PackagingType } from '../../../../domain/products';
import type { Executor, Tx } from '../../../db/client';
import { enqueue } from '../../../jobs/outbox';
import { defineJob } from '../../../jobs/registry';
import { fullAddress } from '../../customers';
import { markGeneratedUpdating } from '../../orders';
import { documentOrder, documentShipmentLines, documentShipments } from './documentQueries';
import { generateDocument } from './generated';
import { shipmentOfOrder } from './invoiceQueries';
import { type RemissionData, renderRemissionPdf } from './remissionPdf';

export async function queueRemission(tx: Tx, orderId: string, shipmentId: string): Promise<void> {
  const shipment = await shipmentOfOrder(tx, orderId, shipmentId);
  if (!shipment) throw new Error(`shipment ${shipmentId} is not of order ${orderId}`);
  await markGeneratedUpdating(tx, {
    orderId,
    shipmentId,
    type: 'remission',
    name: `Remisión ${shipment.number}`,
  });
  await enqueue(tx, 'logistics.remission.render', { orderId, shipmentId }, { dedupeKey: shipmentId });
}

const presentation = (packaging: string) => PACKAGING_LABELS[packaging as PackagingType]?.es ?? packaging;
const tons = (kg: Decimal.Value) => kgToTons(new Decimal(kg)).toFixed(3);

/** The delivery address of a delivery-partner order, else its pickup warehouse. */
export function destinationOf(row: NonNullable<Awaited<ReturnType<typeof documentOrder>>>) {
  if (row.address?.street && row.zip?.zipCode)
    return { kind: 'address' as const, text: fullAddress({ ...row.address, zipCode: row.zip }) };
  if (row.warehouseName) return { kind: 'warehouse' as const, text: row.warehouseName };
  return null;
}

async function remissionData(
  db: Executor,
  orderId: string,
  shipmentId: string,
): Promise<RemissionData | null> {
  const order = await documentOrder(db, orderId);
  const [shipment] = await documentShipments(db, orderId, shipmentId);
  if (!order || !shipment) return null;
  const lines = await documentShipmentLines(db, [shipmentId]);
  const totalKg = lines.reduce((s, l) => s.plus(l.quantityKg), new Decimal(0));
  return {
    tenant: { name: order.tenant.name, color: order.tenant.color },
    shipmentNumber: shipment.number,
    shipmentDate: shipment.dateDelivery,
    orderNumber: displayOrderNumber(order.order),
    customer: order.customer,
    destination: destinationOf(order),
    lines: lines.map((l) => ({
      lot: l.lot,
      reference: l.reference,
      productName: l.productName,
      presentation: presentation(l.packagingType),
      kg: new Decimal(l.quantityKg).toFixed(3),
      tons: tons(l.quantityKg),
    })),
    totalKg: totalKg.toFixed(3),
    totalTons: tons(totalKg),
    transport: shipment.plates
      ? {
          plates: shipment.plates,
          driverName: shipment.driverName ?? '',
          vehicleType: shipment.vehicleType,
          carrier: shipment.carrier,
        }
      : null,
    generatedAt: new Date(),
  };
}

export const remissionRenderJob = defineJob({
  kind: 'logistics.remission.render',
  payload: z.object({ orderId: z.uuid(), shipmentId: z.uuid() }),
  run: (job, { orderId, shipmentId }) =>
    generateDocument(job.ctx, job.tenantId, {
      orderId,
      type: 'remission',
      shipmentId,
      load: (db) => remissionData(db, orderId, shipmentId),
      render: (data) => renderRemissionPdf(data),
      fileName: (data) => `remision_${data.shipmentNumber}.pdf`,
      history: (data, documentId) => ({
        event: 'remissionGenerated',
        data: { name: String(data.shipmentNumber), shipmentId, documentId },
      }),
    }),
});

export { presentation, tons };
