/**
 * Which files an order accepts, shared by the upload forms (checked before
 * sending) and the server (checked again, then by content). Extensions are compared lowercase.
 *
 * The original client names the invoice/credit-note list and the signed-remission list exactly; the general
 * list is "a wider set (archives, audio, video)": ours is the invoice list plus the common image,
 * archive, audio and video formats whose content the server can recognise by its first bytes.
 */
import { z } from 'zod';
import { UPLOADABLE_DOCUMENT_TYPES } from './enums';

/** Upload option chosen in the upload modal ("Upload file type options"). */
export const ORDER_FILE_KINDS = ['document', 'image', 'other'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];

export const ORDER_FILE_KIND_LABELS: Record<OrderFileKind, { es: string; en: string }> = {
  document: { es: 'Documento', en: 'Document' },
  image: { es: 'Imagen', en: 'Image' },
  other: { es: 'Otro', en: 'Other' },
};

/** Invoices and credit notes (the original client's list, exactly). */
export const INVOICE_FILE_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'rtf',
  'csv',
] as const;

/** Signed remissions (the original client's list, exactly). */
export const SIGNED_REMISSION_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

/** Order documents and creation attachments: the general upload. */
export const GENERAL_FILE_EXTENSIONS = [
  ...INVOICE_FILE_EXTENSIONS,
  'gif',
  'webp',
  'zip',
  'rar',
  '7z',
  'mp3',
  'wav',
  'ogg',
  'm4a',
  'mp4',
  'mov',
  'avi',
] as const;
export type GeneralFileExtension = (typeof GENERAL_FILE_EXTENSIONS)[number];

/** Default maximum size; the server's ORDER_FILE_MAX_MB setting may change it. */
export const DEFAULT_ORDER_FILE_MAX_MB = 10;

/** Lowercase extension of a file name, '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedExtension(fileName: string, allowed: readonly string[]): boolean {
  const ext = fileExtension(fileName);
  return ext !== '' && allowed.includes(ext);
}

/** "pdf, jpg, …" for the 'Tipos permitidos' message. */
export function allowedTypesText(allowed: readonly string[]): string {
  return allowed.join(', ');
}

/**
 * Generated file names: accents stripped, non-alphanumerics removed, spaces to
 * underscores, lowercase. The extension is kept apart and appended with its dot.
 */
export function generatedFileName(displayName: string, ext: string): string {
  const base =
    displayName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 ]+/g, '')
      .trim()
      .replace(/\s+/g, '_')
      .toLowerCase() || 'archivo';
  const cleanExt = ext.toLowerCase().replace(/[^a-z0-9]/g, '');
  return cleanExt ? `${base}.${cleanExt}` : base;
}

// ---- Request and response shapes of the upload and document calls ----------------------------

/** `POST /api/orders/uploads` answers the staged file the creation form will name by uploadId. */
export const stagedUploadSchema = z.object({
  uploadId: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type StagedUploadView = z.infer<typeof stagedUploadSchema>;

export const DOCUMENT_NAME_MAX_LENGTH = 200;
/** At most this many documents per order, the proforma aside (docs/decisions.md "Orders: domain rules"). */
export const MAX_ORDER_DOCUMENTS = 20;

const documentName = z
  .string('validation.orders.documentNameRequired')
  .trim()
  .min(1, 'validation.orders.documentNameRequired')
  .max(DOCUMENT_NAME_MAX_LENGTH, 'validation.tooLong');
const uploadableType = z.enum(UPLOADABLE_DOCUMENT_TYPES, { error: 'validation.orders.documentType' });
const fileKind = z.enum(ORDER_FILE_KINDS, { error: 'validation.orders.documentFileKind' });

/** The text fields of `POST /api/orders/{id}/documents` (multipart, beside `file`). */
export const orderDocumentUploadFieldsSchema = z.object({
  type: uploadableType,
  name: documentName,
  fileKind: fileKind.default('document'),
});
export type OrderDocumentUploadFields = z.infer<typeof orderDocumentUploadFieldsSchema>;

/** `PATCH /api/orders/{id}/documents/{documentId}`: rename, change type or kind. */
export const orderDocumentUpdateSchema = z
  .object({ name: documentName.optional(), type: uploadableType.optional(), fileKind: fileKind.optional() })
  .strict();
export type OrderDocumentUpdate = z.infer<typeof orderDocumentUpdateSchema>;

export interface FileProblem {
  key: 'empty' | 'tooLarge' | 'typeNotAllowed';
  vars: Record<string, string | number>;
}

/**
 * The checks a form makes before sending (the server repeats them and also reads the content):
 * not empty, at most `maxMb`, extension in the list. Null when the file may be sent.
 */
export function fileProblem(
  file: { name: string; size: number },
  maxMb: number = DEFAULT_ORDER_FILE_MAX_MB,
  allowed: readonly string[] = GENERAL_FILE_EXTENSIONS,
): FileProblem | null {
  if (file.size === 0) return { key: 'empty', vars: {} };
  if (file.size > maxMb * 1024 * 1024) return { key: 'tooLarge', vars: { max: maxMb } };
  if (!isAllowedExtension(file.name, allowed))
    return { key: 'typeNotAllowed', vars: { types: allowedTypesText(allowed) } };
  return null;
}

/** A display name from a file name: its base without the extension. */
export function nameFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, DOCUMENT_NAME_MAX_LENGTH);
}
