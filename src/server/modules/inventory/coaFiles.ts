/**
 * The COA certificates of lots: one PDF or image per lot, at most ORDER_FILE_MAX_MB (the order
 * documents' limit, 10 MB by default), kept in `DATA_DIR/uploads/<tenant>/inventory/`. The type is
 * read from the content, never from the client's name or declared type.
 */
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { FileStore } from '../../storage/fileStore';
import { FILE_TYPES, type FileTypeId } from '../../storage/fileTypes';
import { readSingleFile, requireFileType } from '../../storage/upload';
import type { CoaFile } from './lotService';

export const COA_AREA = 'inventory';
const COA_TYPES: readonly FileTypeId[] = ['pdf', 'png', 'jpeg', 'webp'];

export const coaStore = (ctx: AppContext) => new FileStore(join(ctx.env.DATA_DIR, 'uploads'));
export const coaMaxBytes = (ctx: AppContext) => ctx.env.ORDER_FILE_MAX_MB * 1024 * 1024;

/** The client's name without folders or control characters, kept for display and downloads. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(-200);
}

/**
 * Reads the uploaded certificate (400 none or empty, 413 too large, 415 not a PDF or image) and
 * saves it under a new name; the caller records it on the lot or removes it on failure.
 */
export async function saveCoaUpload(
  req: FastifyRequest,
  ctx: AppContext,
  tenantId: string,
): Promise<CoaFile> {
  const upload = await readSingleFile(req, coaMaxBytes(ctx));
  const type = FILE_TYPES[requireFileType(upload.bytes, COA_TYPES)];
  const storedName = await coaStore(ctx).save(tenantId, COA_AREA, 'coa', type.ext, upload.bytes);
  return {
    storedName,
    originalName: cleanName(upload.clientFileName) || `coa.${type.ext}`,
    contentType: type.mime,
    sizeBytes: upload.bytes.length,
  };
}
