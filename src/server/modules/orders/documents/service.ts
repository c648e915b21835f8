/**
 * Order documents: list, add (a checked upload), rename or retype, delete, and the file to
 * download. The generated ones (proforma `sales_order`, bulk authorization) are listed and
 * downloaded like the others but never changed by hand. Every change writes a history row.
 */
import type { OrderDocumentType } from '../../../../domain/orders/enums';
import {
  generatedFileName,
  MAX_ORDER_DOCUMENTS,
  nameFromFileName,
  type OrderDocumentUpdate,
} from '../../../../domain/orders/files';
import { displayOrderNumber, type OrderDocumentView } from '../../../../domain/orders/views';
import type { Actor } from '../../../actor';
import type { Executor, Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../errors';
import { visibleOrder } from '../access';
import { recordHistory } from '../history';
import type { CheckedFile } from './orderFiles';
import {
  countDocuments,
  type DocumentRow,
  deleteDocumentRow,
  documentRow,
  documentRowsWithUser,
  insertDocument,
  updateDocumentRow,
} from './queries';
import { ordersText } from './texts';

/** Produced by the system; people may not edit or delete them (a shipment's remission goes with its shipment). */
export const GENERATED_DOCUMENT_TYPES: readonly string[] = ['sales_order', 'authorization_bulk', 'remission'];

export const documentFileUrl = (orderId: string, documentId: string) =>
  `/api/orders/${orderId}/documents/${documentId}/file`;

function toView(row: DocumentRow, userName: string | null): OrderDocumentView {
  return {
    id: row.id,
    name: row.name,
    type: row.type as OrderDocumentType,
    fileKind: row.fileKind,
    url: row.storedName ? documentFileUrl(row.orderId, row.id) : null,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    updating: row.updating,
    userId: row.userId,
    userName,
    editable: !GENERATED_DOCUMENT_TYPES.includes(row.type),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The documents of an order (already checked visible), proforma first, then by upload time. */
export async function orderDocumentViews(db: Executor, orderId: string): Promise<OrderDocumentView[]> {
  const rows = await documentRowsWithUser(db, orderId);
  const views = rows.map((r) =>
    toView(r.doc, r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim()),
  );
  return [...views.filter((v) => !v.editable), ...views.filter((v) => v.editable)];
}

export async function listDocuments(db: Executor, actor: Actor, orderId: string) {
  await visibleOrder(db, actor, orderId);
  return orderDocumentViews(db, orderId);
}

async function documentOf(db: Executor, orderId: string, documentId: string): Promise<DocumentRow> {
  const row = await documentRow(db, orderId, documentId);
  if (!row) throw notFound(ordersText('documents.notFound'));
  return row;
}

async function viewOf(db: Executor, orderId: string, documentId: string): Promise<OrderDocumentView> {
  const view = (await orderDocumentViews(db, orderId)).find((d) => d.id === documentId);
  if (!view) throw notFound(ordersText('documents.notFound'));
  return view;
}

const generatedLocked = () => conflict(ordersText('documents.generatedLocked'));

/** Adds a checked file already saved in the store under `storedName`. */
export async function addDocument(
  db: Tx,
  actor: Actor,
  orderId: string,
  input: { type: string; name: string; fileKind: string; storedName: string; file: CheckedFile },
): Promise<OrderDocumentView> {
  await visibleOrder(db, actor, orderId, { forUpdate: true });
  if ((await countDocuments(db, orderId, GENERATED_DOCUMENT_TYPES)) >= MAX_ORDER_DOCUMENTS)
    throw badRequest(ordersText('documents.tooMany'), { max: MAX_ORDER_DOCUMENTS });
  const row = await insertDocument(db, {
    orderId,
    type: input.type,
    name: input.name,
    fileKind: input.fileKind,
    storedName: input.storedName,
    originalName: input.file.originalName,
    contentType: input.file.contentType,
    sizeBytes: input.file.bytes.length,
    userId: actor.claims.sub,
  });
  if (!row) throw new Error('document insert returned nothing');
  await recordHistory(db, {
    orderId,
    userId: actor.claims.sub,
    event: 'documentAdded',
    data: { documentId: row.id, name: row.name, type: row.type },
  });
  return viewOf(db, orderId, row.id);
}

/**
 * A logistics file of a shipment (invoice, credit note, signed remission) stored under `storedName`:
 * the row only. The logistics service checks the order and the shipment and writes its own
 * timeline row; these files do not count against the order's document limit (each belongs to one
 * of at most three shipments).
 */
export async function addShipmentDocument(
  db: Executor,
  input: {
    orderId: string;
    shipmentId: string;
    type: 'invoice' | 'credit_note' | 'remission_signed';
    userId: string;
    storedName: string;
    file: CheckedFile;
  },
): Promise<{ id: string; name: string }> {
  const row = await insertDocument(db, {
    orderId: input.orderId,
    shipmentId: input.shipmentId,
    type: input.type,
    name: nameFromFileName(input.file.originalName),
    fileKind: 'document',
    storedName: input.storedName,
    originalName: input.file.originalName,
    contentType: input.file.contentType,
    sizeBytes: input.file.bytes.length,
    userId: input.userId,
  });
  if (!row) throw new Error('document insert returned nothing');
  return { id: row.id, name: row.name };
}

export async function updateDocument(
  db: Tx,
  actor: Actor,
  orderId: string,
  documentId: string,
  change: OrderDocumentUpdate,
): Promise<OrderDocumentView> {
  await visibleOrder(db, actor, orderId, { forUpdate: true });
  const row = await documentOf(db, orderId, documentId);
  if (GENERATED_DOCUMENT_TYPES.includes(row.type)) throw generatedLocked();
  const data: Record<string, { from: string; to: string }> = {};
  if (change.name !== undefined && change.name !== row.name) data.name = { from: row.name, to: change.name };
  if (change.type !== undefined && change.type !== row.type) data.type = { from: row.type, to: change.type };
  if (change.fileKind !== undefined && change.fileKind !== row.fileKind)
    data.fileKind = { from: row.fileKind, to: change.fileKind };
  if (Object.keys(data).length === 0) throw badRequest(ordersText('documents.nothingToChange'));
  await updateDocumentRow(db, documentId, {
    name: data.name?.to ?? row.name,
    type: data.type?.to ?? row.type,
    fileKind: data.fileKind?.to ?? row.fileKind,
  });
  await recordHistory(db, {
    orderId,
    userId: actor.claims.sub,
    event: 'documentRenamed',
    data: { documentId, ...data },
  });
  return viewOf(db, orderId, documentId);
}

/** Deletes the row and answers the stored file name, removed by the caller once committed. */
export async function deleteDocument(
  db: Tx,
  actor: Actor,
  orderId: string,
  documentId: string,
): Promise<string | null> {
  await visibleOrder(db, actor, orderId, { forUpdate: true });
  const row = await documentOf(db, orderId, documentId);
  if (GENERATED_DOCUMENT_TYPES.includes(row.type)) throw generatedLocked();
  await deleteDocumentRow(db, documentId);
  await recordHistory(db, {
    orderId,
    userId: actor.claims.sub,
    event: 'documentDeleted',
    data: { documentId, name: row.name, type: row.type },
  });
  return row.storedName;
}

export interface DocumentDownload {
  storedName: string;
  contentType: string;
  /** Accents stripped, non-alphanumerics removed, spaces to underscores, lowercase. */
  fileName: string;
}

export async function documentDownload(
  db: Executor,
  actor: Actor,
  orderId: string,
  documentId: string,
): Promise<DocumentDownload> {
  const order = await visibleOrder(db, actor, orderId);
  const row = await documentOf(db, orderId, documentId);
  if (!row.storedName) throw conflict(ordersText('documents.updating'));
  const ext = row.storedName.slice(row.storedName.lastIndexOf('.') + 1);
  const label = GENERATED_DOCUMENT_TYPES.includes(row.type)
    ? `${row.name} ${displayOrderNumber(order)}`
    : row.name;
  return {
    storedName: row.storedName,
    contentType: row.contentType ?? 'application/octet-stream',
    fileName: generatedFileName(label, ext),
  };
}
