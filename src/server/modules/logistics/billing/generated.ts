/**
 * The generated logistics documents (a shipment's remission, the order's bulk authorization) follow
 * the proforma's pattern: the change marks the document `updating` and queues a render job in its
 * transaction; the job reads the order as it is when it runs, renders, stores the file and clears
 * the flag. A render that finds the document marked again since it read drops its file: the job of
 * that later mark renders the newer state. A repeat run renders again, which changes nothing.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import {
  type HistoryEntry,
  lockForRender,
  ORDER_FILES_AREA,
  orderFileStore,
  recordHistory,
  updateDocumentRow,
} from '../../orders';
import { type LogisticsDocumentRow, logisticsDocument } from './documentQueries';

export interface GeneratedDocument<D> {
  orderId: string;
  type: 'remission' | 'authorization_bulk';
  shipmentId: string | null;
  /** What the PDF shows, read in the tenant's transaction (null: its subject is gone). */
  load(db: Executor): Promise<D | null>;
  render(data: D): Promise<Uint8Array>;
  fileName(data: D): string;
  /** The timeline row of a stored render. */
  history(data: D, documentId: string): Omit<HistoryEntry, 'orderId' | 'userId'>;
}

export async function generateDocument<D>(
  ctx: AppContext,
  tenantId: string,
  spec: GeneratedDocument<D>,
): Promise<void> {
  const loaded = await ctx.inTenant(tenantId, async (tx) => {
    const doc: LogisticsDocumentRow | undefined = await logisticsDocument(
      tx,
      spec.orderId,
      spec.type,
      spec.shipmentId,
    );
    const data = doc ? await spec.load(tx) : null;
    return doc && data ? { doc, data } : null;
  });
  if (!loaded) return;
  const bytes = await spec.render(loaded.data);
  const store = orderFileStore(ctx);
  const storedName = await store.save(tenantId, ORDER_FILES_AREA, spec.type.replace('_', '-'), 'pdf', bytes);
  const dropNew = () => store.remove(tenantId, ORDER_FILES_AREA, storedName);
  await ctx.inTenant(tenantId, async (tx) => {
    tx.onRollback(dropNew);
    const current = await lockForRender(tx, spec.orderId, loaded.doc.id);
    if (!current || current.updatedAt.getTime() !== loaded.doc.updatedAt.getTime()) {
      tx.afterCommit(dropNew);
      return;
    }
    await updateDocumentRow(tx, current.id, {
      storedName,
      originalName: spec.fileName(loaded.data),
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      updating: false,
    });
    await recordHistory(tx, {
      orderId: spec.orderId,
      userId: null,
      ...spec.history(loaded.data, current.id),
    });
    const old = current.storedName;
    if (old) tx.afterCommit(() => store.remove(tenantId, ORDER_FILES_AREA, old));
  });
}
