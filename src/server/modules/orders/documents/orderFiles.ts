/**
 * Files attached to orders: reading one multipart upload with its form fields, the checks every
 * order file passes (size, extension list, real content), and where the files are kept
 * (`DATA_DIR/uploads/<tenant>/orders/`).
 */
import { join } from 'node:path';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../../domain/errors';
import { allowedTypesText, fileExtension, GENERAL_FILE_EXTENSIONS } from '../../../../domain/orders/files';
import type { AppContext } from '../../../context';
import { AppError, badRequest } from '../../../errors';
import { refuseUnstorableText } from '../../../plugins/inputHygiene';
import { FileStore } from '../../../storage/fileStore';
import { contentMatchesExtension, mimeOfExtension } from '../../../storage/fileTypes';
import { ordersText } from './texts';

export const ORDER_FILES_AREA = 'orders';

export function orderFileStore(ctx: AppContext): FileStore {
  return new FileStore(join(ctx.env.DATA_DIR, 'uploads'));
}

export const orderFileMaxBytes = (ctx: AppContext) => ctx.env.ORDER_FILE_MAX_MB * 1024 * 1024;

export interface CheckedFile {
  bytes: Buffer;
  /** The client's file name, kept for display and downloads, never used as a path. */
  originalName: string;
  ext: string;
  contentType: string;
}

export interface OrderUpload {
  file: CheckedFile;
  /** Text fields sent with the file (any order before or after it). */
  fields: Record<string, string>;
}

const tooLarge = (maxMb: number) =>
  new AppError(413, ERROR_CODES.payloadTooLarge, ordersText('files.tooLarge'), { max: maxMb });
const typeNotAllowed = (allowed: readonly string[]) =>
  new AppError(415, ERROR_CODES.unsupportedMediaType, ordersText('files.typeNotAllowed'), {
    types: allowedTypesText(allowed),
  });

/** Strips folders and control characters from the client's name; keeps accents for display. */
function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  return printable.trim().slice(-200);
}

/** Extension in the list and content of that kind (magic bytes, or text for csv/txt); 415 otherwise. */
export function checkOrderFile(
  bytes: Buffer,
  clientName: string,
  allowed: readonly string[] = GENERAL_FILE_EXTENSIONS,
): CheckedFile {
  if (bytes.length === 0) throw badRequest(ordersText('files.empty'));
  const originalName = cleanOriginalName(clientName);
  const ext = fileExtension(originalName);
  if (!ext || !allowed.includes(ext)) throw typeNotAllowed(allowed);
  if (!contentMatchesExtension(bytes, ext))
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, ordersText('files.contentMismatch'), { ext });
  return { bytes, originalName, ext, contentType: mimeOfExtension(ext) };
}

function multipartFailure(error: unknown, maxMb: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxMb);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('uploads.oneFileOnly');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, ERROR_CODES.unsupportedMediaType, 'uploads.multipartRequired');
  if (error instanceof AppError) return error;
  // Anything else here is the body itself (a cut or malformed multipart): the client's fault.
  return badRequest(ordersText('files.empty'));
}

/**
 * Reads the one file (field `file`) and the text fields of a multipart request, within the order
 * file size, then checks it. Empty → 400, too large → 413, wrong type or content → 415. The
 * accepted extensions are the general list unless `allowed` names another (it may depend on the
 * text fields: a logistics file's list follows its `type`).
 */
export async function readOrderUpload(
  req: FastifyRequest,
  ctx: AppContext,
  allowed: (fields: Record<string, string>) => readonly string[] = () => GENERAL_FILE_EXTENSIONS,
): Promise<OrderUpload> {
  if (!req.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'uploads.multipartRequired');
  const maxMb = ctx.env.ORDER_FILE_MAX_MB;
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    const parts: AsyncIterableIterator<Multipart> = req.parts({
      limits: { fileSize: orderFileMaxBytes(ctx), files: 1, fields: 10, fieldSize: 2048, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, name: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error, maxMb);
  }
  // The form's text fields are not a parsed body the input hook sees: checked here the same way.
  refuseUnstorableText(req, 'body', fields);
  if (!file) throw badRequest(ordersText('files.fileRequired'));
  return { file: checkOrderFile(file.bytes, file.name, allowed(fields)), fields };
}
