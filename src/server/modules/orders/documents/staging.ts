/**
 * Files uploaded for an order that does not exist yet (the creation form uploads each document
 * first, then sends `{uploadId, type, name}`). A staged file lives in
 * `DATA_DIR/uploads/<tenant>/orders/staging/<user>/<uploadId>.bin` with its description beside it
 * in `<uploadId>.json`; only the user who uploaded it can claim it.
 *
 * Claiming copies the file into the order store and leaves the staged one in place: a multi-order
 * attaches the same upload to each of its orders, and a creation refused for another field can be
 * sent again. Staged files older than a day are swept on start-up and on each upload.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../errors';
import { type CheckedFile, ORDER_FILES_AREA, orderFileStore } from './orderFiles';

const STAGING_AREA = `${ORDER_FILES_AREA}/staging`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const STAGED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface StagedUpload {
  uploadId: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

interface StagedMeta {
  originalName: string;
  ext: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

export interface ClaimedUpload {
  storedName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

function userFolder(ctx: AppContext, tenantId: string, userId: string): string {
  if (!UUID.test(userId)) throw new Error(`not a user id: ${userId}`);
  return orderFileStore(ctx).folderOf(tenantId, `${STAGING_AREA}/${userId.toLowerCase()}`);
}

export async function stageUpload(
  ctx: AppContext,
  owner: { tenantId: string; userId: string },
  file: CheckedFile,
): Promise<StagedUpload> {
  const folder = userFolder(ctx, owner.tenantId, owner.userId);
  await mkdir(folder, { recursive: true });
  await sweepFolder(folder, Date.now() - STAGED_UPLOAD_TTL_MS);
  const uploadId = randomUUID();
  const meta: StagedMeta = {
    originalName: file.originalName,
    ext: file.ext,
    contentType: file.contentType,
    sizeBytes: file.bytes.length,
    uploadedAt: new Date().toISOString(),
  };
  await writeFile(join(folder, `${uploadId}.bin`), file.bytes, { flag: 'wx', mode: 0o640 });
  await writeFile(join(folder, `${uploadId}.json`), JSON.stringify(meta), { flag: 'wx', mode: 0o640 });
  return { uploadId, name: file.originalName, contentType: file.contentType, sizeBytes: file.bytes.length };
}

/**
 * Copies the caller's staged upload into the order store and answers what the document row needs.
 * 400 `validation.orders.uploadRequired` when the id is unknown, expired or someone else's.
 */
export async function claimStagedUpload(
  ctx: AppContext,
  ref: { tenantId: string; userId: string; uploadId: string },
): Promise<ClaimedUpload> {
  const missing = () => badRequest('validation.orders.uploadRequired');
  if (!UUID.test(ref.uploadId)) throw missing();
  const folder = userFolder(ctx, ref.tenantId, ref.userId);
  const id = ref.uploadId.toLowerCase();
  let meta: StagedMeta;
  let bytes: Buffer;
  try {
    meta = JSON.parse(await readFile(join(folder, `${id}.json`), 'utf8')) as StagedMeta;
    bytes = await readFile(join(folder, `${id}.bin`));
  } catch {
    throw missing();
  }
  const storedName = await orderFileStore(ctx).save(
    ref.tenantId,
    ORDER_FILES_AREA,
    'document',
    meta.ext,
    bytes,
  );
  return {
    storedName,
    originalName: meta.originalName,
    contentType: meta.contentType,
    sizeBytes: bytes.length,
  };
}

async function sweepFolder(folder: string, olderThan: number): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && info.mtimeMs < olderThan) await rm(path, { force: true });
  }
}

/** Removes every tenant's staged files older than a day (run at start-up). */
export async function sweepStagedUploads(ctx: AppContext, now = Date.now()): Promise<void> {
  const root = orderFileStore(ctx).root;
  const tenants = await readdir(root).catch(() => [] as string[]);
  for (const tenantId of tenants.filter((t) => UUID.test(t))) {
    const staging = orderFileStore(ctx).folderOf(tenantId, STAGING_AREA);
    const users = await readdir(staging).catch(() => [] as string[]);
    for (const user of users.filter((u) => UUID.test(u))) {
      await sweepFolder(join(staging, user), now - STAGED_UPLOAD_TTL_MS);
    }
  }
}
