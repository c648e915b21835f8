/**
 * The bulk authorization: the order's `authorization_bulk` document, generated from its lots and
 * shipments by a 'logistics.bulkAuthorization.render' job, then e-mailed (the PDF attached) to each
 * warehouse the order's lots are in. Sending is refused until a render is stored and names the
 * first warehouse without an address; it is noted on the order's shipments (`lastSentAt`).
 */
import { readFile } from 'node:fs/promises';
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { displayOrderNumber } from '../../../../domain/orders/views';
import type { Actor } from '../../../actor';
import type { AppContext } from '../../../context';
import type { Executor, Tx } from '../../../db/client';
import { conflict } from '../../../errors';
import { translate } from '../../../i18n';
import { enqueue } from '../../../jobs/outbox';
import { defineJob } from '../../../jobs/registry';
import { keepForMail, sendAfterCommit } from '../../../mail/mailJob';
import {
  markGeneratedUpdating,
  ORDER_FILES_AREA,
  orderFileStore,
  recordHistory,
  visibleOrder,
} from '../../orders';
import { type BulkAuthorizationData, renderBulkAuthorizationPdf } from './bulkAuthorizationPdf';
import {
  allocatedLots,
  documentOrder,
  documentShipments,
  logisticsDocument,
  markBulkAuthorizationSent,
} from './documentQueries';
import { generateDocument } from './generated';
import { presentation } from './remission';

const lkey = (name: string) => `logistics.${name}`;

async function lockedOrder(db: Executor, actor: Actor, orderId: string) {
  const order = await visibleOrder(db, actor, orderId, { forUpdate: true });
  if (order.opsStatus === 'ORDEN_CANCELADA') throw conflict(lkey('orderCancelled'));
  return order;
}

/** The warehouses of the order's lots, each once, by name. */
function warehousesOf(lots: Awaited<ReturnType<typeof allocatedLots>>) {
  const byId = new Map<string, { id: string; name: string; email: string | null }>();
  for (const l of lots)
    if (!byId.has(l.warehouseId))
      byId.set(l.warehouseId, { id: l.warehouseId, name: l.warehouse, email: l.email });
  return [...byId.values()];
}

/** `POST /orders/{id}/logistics/bulk-authorization`: marks the document and queues its render. */
export async function requestBulkAuthorization(tx: Tx, actor: Actor, orderId: string): Promise<void> {
  await lockedOrder(tx, actor, orderId);
  if ((await allocatedLots(tx, orderId)).length === 0) throw conflict(lkey('orderNotShippable'));
  await markGeneratedUpdating(tx, {
    orderId,
    shipmentId: null,
    type: 'authorization_bulk',
    name: 'Autorización de granel',
  });
  await enqueue(tx, 'logistics.bulkAuthorization.render', { orderId }, { dedupeKey: orderId });
}

async function bulkAuthorizationData(db: Executor, orderId: string): Promise<BulkAuthorizationData | null> {
  const order = await documentOrder(db, orderId);
  if (!order) return null;
  const lots = await allocatedLots(db, orderId);
  const shipments = await documentShipments(db, orderId);
  return {
    tenant: { name: order.tenant.name, color: order.tenant.color },
    orderNumber: displayOrderNumber(order.order),
    customer: order.customer,
    deliveryDate: order.order.deliveryDate,
    warehouses: warehousesOf(lots).map((w) => {
      const own = lots.filter((l) => l.warehouseId === w.id);
      return {
        name: w.name,
        lots: own.map((l) => ({
          lot: l.lot,
          productName: `${l.reference} ${l.productName}`,
          presentation: presentation(l.packagingType),
          kg: new Decimal(l.allocatedKg).toFixed(3),
        })),
        totalKg: own.reduce((s, l) => s.plus(l.allocatedKg), new Decimal(0)).toFixed(3),
      };
    }),
    shipments: shipments.map((s) => ({
      number: s.number,
      date: s.dateDelivery,
      kg: new Decimal(s.quantityKg).toFixed(3),
      carrier: s.carrier,
      plates: s.plates,
      driverName: s.driverName,
    })),
    generatedAt: new Date(),
  };
}

export const bulkAuthorizationRenderJob = defineJob({
  kind: 'logistics.bulkAuthorization.render',
  payload: z.object({ orderId: z.uuid() }),
  run: (job, { orderId }) =>
    generateDocument(job.ctx, job.tenantId, {
      orderId,
      type: 'authorization_bulk',
      shipmentId: null,
      load: (db) => bulkAuthorizationData(db, orderId),
      render: (data) => renderBulkAuthorizationPdf(data),
      fileName: (data) => `autorizacion_granel_${data.orderNumber}.pdf`,
      history: (_data, documentId) => ({ event: 'bulkAuthorizationGenerated', data: { documentId } }),
    }),
});

/** `POST /orders/{id}/logistics/bulk-authorization/send`: one mail per warehouse, the PDF attached. */
export async function sendBulkAuthorization(
  tx: Tx,
  actor: Actor,
  ctx: AppContext,
  orderId: string,
): Promise<void> {
  await lockedOrder(tx, actor, orderId);
  const doc = await logisticsDocument(tx, orderId, 'authorization_bulk', null);
  if (!doc?.storedName || doc.updating) throw conflict(lkey('bulkAuthorizationNotGenerated'));
  const warehouses = warehousesOf(await allocatedLots(tx, orderId));
  const missing = warehouses.find((w) => !w.email?.trim());
  if (missing) throw conflict(lkey('warehouseWithoutEmail'), { warehouse: missing.name });
  const file = await orderFileStore(ctx).find(actor.tenant.id, ORDER_FILES_AREA, doc.storedName);
  if (!file) throw conflict(lkey('bulkAuthorizationNotGenerated'));
  const bytes = await readFile(file.path);
  const order = await documentOrder(tx, orderId);
  const number = order ? displayOrderNumber(order.order) : '';
  for (const warehouse of warehouses) {
    const vars = {
      order: number,
      tenant: actor.tenant.name,
      customer: order?.customer.companyName ?? '',
      warehouse: warehouse.name,
    };
    const t = (key: string) =>
      translate(actor.locale, `logisticsDocuments.bulkAuthorizationMail.${key}`, vars);
    const attachment = await keepForMail(tx, ctx, actor.tenant.id, {
      bytes,
      ext: 'pdf',
      filename: doc.originalName ?? `autorizacion_granel_${number}.pdf`,
      contentType: 'application/pdf',
    });
    const paragraphs = [t('greeting'), t('body'), t('closing')];
    await sendAfterCommit(tx, {
      to: warehouse.email ?? '',
      subject: t('subject'),
      text: paragraphs.join('\n\n'),
      html: `<!doctype html><html lang="${actor.locale}"><body style="font-family:Arial,sans-serif;color:#1f2937">${paragraphs
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('')}</body></html>`,
      attachments: [attachment],
    });
  }
  await markBulkAuthorizationSent(tx, orderId, actor.now);
  await recordHistory(tx, {
    orderId,
    userId: actor.claims.sub,
    event: 'bulkAuthorizationSent',
    data: {
      name: warehouses.map((w) => w.name).join(', '),
      warehouses: warehouses.map((w) => ({ id: w.id, name: w.name, email: w.email })),
      documentId: doc.id,
    },
  });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
