/**
 * Reads the one file of a multipart request into memory, within a size limit, answering the
 * project's errors: 415 not multipart, 400 no file, an empty one or a body cut short or malformed,
 * 413 too large. The route's plugin scope must have registered @fastify/multipart.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_CODES } from '../../domain/errors';
import { AppError, badRequest } from '../errors';
import { FILE_TYPES, type FileTypeId, sniffFileType } from './fileTypes';

export interface Upload {
  bytes: Buffer;
  /** Client's name and declared type: for logs only, never for storing or deciding. */
  clientFileName: string;
  declaredType: string;
}

/**
 * The validator of a multipart route: zod for params and query as everywhere, while the body
 * schema only documents the form's fields in OpenAPI (the handler reads them with readSingleFile).
 */
export const multipartValidator = (route: FastifyRouteSchemaDef<unknown>) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route as FastifyRouteSchemaDef<z.ZodType>);

const tooLarge = (maxBytes: number) =>
  new AppError(413, ERROR_CODES.payloadTooLarge, 'uploads.tooLarge', { max: Math.floor(maxBytes / 1024) });

function multipartError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('uploads.oneFileOnly');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, ERROR_CODES.unsupportedMediaType, 'uploads.multipartRequired');
  if (error instanceof AppError) return error;
  // Anything else is the parser refusing the body (cut short, another boundary, none): the client's fault.
  return badRequest('uploads.malformed');
}

export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'uploads.multipartRequired');
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    if (!part) throw badRequest('uploads.fileRequired');
    bytes = await part.toBuffer();
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  // The parser marks a file cut at the limit, but toBuffer() only throws when it sees the mark
  // before the last chunk: read after it, the mark is the only sign the file was cut.
  if (part.file.truncated) throw tooLarge(maxBytes);
  if (bytes.length === 0) throw badRequest('uploads.empty');
  return { bytes, clientFileName: part.filename, declaredType: part.mimetype };
}

/** The file's real type when it is one of `allowed`; 415 naming the allowed types otherwise. */
export function requireFileType(bytes: Uint8Array, allowed: readonly FileTypeId[]): FileTypeId {
  const type = sniffFileType(bytes);
  if (type && allowed.includes(type)) return type;
  throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'uploads.typeNotAllowed', {
    types: allowed.map((t) => FILE_TYPES[t].label).join(', '),
  });
}
