/**
 * Files of a shipment: invoice and credit-note files (uploaded first, then named by the invoice or
 * credit note as `documentId`) and the signed remission, which replaces the previous one. The
 * upload itself (size, extension list, content) is the order documents' (`readOrderUpload`); these
 * services write the rows once the file is stored.
 */
import type { Actor } from '../../../actor';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import {
  addShipmentDocument,
  type CheckedFile,
  ORDER_FILES_AREA,
  orderFileStore,
  recordHistory,
} from '../../orders';
import { deleteLogisticsDocument, logisticsDocument } from './documentQueries';
import { orderShipment } from './invoices';

/** `POST …/shipments/{shipmentId}/files`: an invoice or credit-note file of the shipment. */
export async function addShipmentFile(
  tx: Tx,
  actor: Actor,
  input: {
    orderId: string;
    shipmentId: string;
    type: 'invoice' | 'credit_note';
    storedName: string;
    file: CheckedFile;
  },
): Promise<{ id: string; name: string }> {
  await orderShipment(tx, actor, input.orderId, input.shipmentId);
  return addShipmentDocument(tx, { ...input, userId: actor.claims.sub });
}

/** `PUT …/shipments/{shipmentId}/signed-remission`: the new file replaces the previous one. */
export async function replaceSignedRemission(
  tx: Tx,
  actor: Actor,
  ctx: AppContext,
  input: { orderId: string; shipmentId: string; storedName: string; file: CheckedFile },
): Promise<void> {
  const { shipment } = await orderShipment(tx, actor, input.orderId, input.shipmentId);
  const previous = await logisticsDocument(tx, input.orderId, 'remission_signed', input.shipmentId);
  if (previous) {
    await deleteLogisticsDocument(tx, previous.id);
    const old = previous.storedName;
    if (old) tx.afterCommit(() => orderFileStore(ctx).remove(actor.tenant.id, ORDER_FILES_AREA, old));
  }
  const doc = await addShipmentDocument(tx, {
    orderId: input.orderId,
    shipmentId: input.shipmentId,
    type: 'remission_signed',
    userId: actor.claims.sub,
    storedName: input.storedName,
    file: input.file,
  });
  await recordHistory(tx, {
    orderId: input.orderId,
    userId: actor.claims.sub,
    event: 'signedRemissionUploaded',
    data: { name: String(shipment.number), shipmentId: shipment.id, documentId: doc.id },
  });
}
