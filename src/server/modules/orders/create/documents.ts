/**
 * Creation documents name files the creator staged first (`POST /api/orders/uploads`). Each order
 * gets its own copy of each file (a multi-order's orders are edited and deleted independently), so
 * the staged upload is claimed once per order. An unknown, expired or someone else's upload is
 * reported on its own `documents.N.uploadId` field, like every other refused field.
 */
import type { OrderCreation } from '../../../../domain/orders';
import type { Actor } from '../../../actor';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../errors';
import { ORDER_FILES_AREA, orderFileStore } from '../documents/orderFiles';
import { type ClaimedUpload, claimStagedUpload } from '../documents/staging';
import { insertOrderDocuments } from './queries';
import type { ReferenceProblems } from './references';

const UPLOAD_REQUIRED = 'validation.orders.uploadRequired';

/** The upload option the file belongs to (document, image, other). */
export function fileKindOf(contentType: string): 'document' | 'image' | 'other' {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('audio/') || contentType.startsWith('video/')) return 'other';
  if (/zip|rar|7z|tar|gzip|octet-stream/.test(contentType)) return 'other';
  return 'document';
}

/**
 * Copies every staged upload for one order; gathers unknown ones as field problems. Each copy is
 * removed again if the creation's transaction rolls back (the staged upload stays).
 */
export async function claimDocuments(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  documents: OrderCreation['documents'],
  problems: ReferenceProblems,
): Promise<(ClaimedUpload | null)[]> {
  const store = orderFileStore(ctx);
  const claimed: (ClaimedUpload | null)[] = [];
  for (const [i, doc] of documents.entries()) {
    try {
      const file = await claimStagedUpload(ctx, {
        tenantId: actor.tenant.id,
        userId: actor.claims.sub,
        uploadId: doc.uploadId,
      });
      tx.onRollback(() => store.remove(actor.tenant.id, ORDER_FILES_AREA, file.storedName));
      claimed.push(file);
    } catch (error) {
      if (!(error instanceof AppError) || error.messageKey !== UPLOAD_REQUIRED) throw error;
      problems.add(`documents.${i}.uploadId`, UPLOAD_REQUIRED);
      claimed.push(null);
    }
  }
  return claimed;
}

export async function insertDocuments(
  tx: Tx,
  orderId: string,
  userId: string,
  documents: OrderCreation['documents'],
  files: readonly ClaimedUpload[],
): Promise<void> {
  await insertOrderDocuments(
    tx,
    documents.map((doc, i) => {
      const file = files[i]!;
      return {
        orderId,
        type: doc.type,
        name: doc.name,
        fileKind: fileKindOf(file.contentType),
        storedName: file.storedName,
        originalName: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        userId,
      };
    }),
  );
}
