/**
 * What a file really is, read from its first bytes (magic numbers): the client's file name and
 * declared type are never trusted. Add a signature here when a feature accepts a new kind of file.
 */

export interface FileType {
  /** Extension the stored file gets. */
  ext: string;
  mime: string;
  /** Shown in "allowed types" messages. */
  label: string;
}

export const FILE_TYPES = {
  png: { ext: 'png', mime: 'image/png', label: 'PNG' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg', label: 'JPEG' },
  webp: { ext: 'webp', mime: 'image/webp', label: 'WEBP' },
  ico: { ext: 'ico', mime: 'image/x-icon', label: 'ICO' },
  pdf: { ext: 'pdf', mime: 'application/pdf', label: 'PDF' },
} as const satisfies Record<string, FileType>;
export type FileTypeId = keyof typeof FILE_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type of a file by its content, or null when it is none we know. */
export function sniffFileType(bytes: Uint8Array): FileTypeId | null {
  // PNG: signature, then the IHDR chunk always comes first.
  if (startsWith(bytes, PNG) && startsWith(bytes, ascii('IHDR'), 12)) return 'png';
  // JPEG: start-of-image marker followed by another marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // WEBP: a RIFF container of form type WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // ICO: reserved 0, type 1, at least one image, and room for its directory entries.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6) {
    const count = bytes[4]! | (bytes[5]! << 8);
    if (count > 0 && bytes.length >= 6 + 16 * count) return 'ico';
  }
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/** Content type of a stored file by its extension (stored names always carry the sniffed one). */
export function mimeOfStoredFile(fileName: string): string {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const type = Object.values(FILE_TYPES).find((t) => t.ext === ext);
  return type?.mime ?? 'application/octet-stream';
}

// ---- Office documents, archives, audio, video and text, checked against the claimed extension ---

const OLE_COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];

/** True when the bytes contain `text` (Latin-1) anywhere: Office zips name their parts in clear. */
function containsAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1');
}

const isZip = (b: Uint8Array) => startsWith(b, ZIP_LOCAL) || startsWith(b, ZIP_EMPTY);
const isIsoMedia = (b: Uint8Array) => startsWith(b, ascii('ftyp'), 4);
const isRiff = (b: Uint8Array, form: string) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii(form), 8);

/**
 * Plain text (txt, csv): no NUL and no control characters but tab, line breaks, form feed and the
 * old DOS end-of-file mark. Bytes above 0x7f pass, so UTF-8 and Windows-1252 exports (Excel's CSV
 * in Mexico) are both text.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if (b === 0x7f) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1a) return false;
  }
  return true;
}

/** Content check per extension: does the file really start like a file of that kind? */
const CONTENT_CHECKS: Record<string, (b: Uint8Array) => boolean> = {
  pdf: (b) => sniffFileType(b) === 'pdf',
  jpg: (b) => sniffFileType(b) === 'jpeg',
  jpeg: (b) => sniffFileType(b) === 'jpeg',
  png: (b) => sniffFileType(b) === 'png',
  webp: (b) => sniffFileType(b) === 'webp',
  gif: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  doc: (b) => startsWith(b, OLE_COMPOUND),
  xls: (b) => startsWith(b, OLE_COMPOUND),
  ppt: (b) => startsWith(b, OLE_COMPOUND),
  docx: (b) => isZip(b) && containsAscii(b, 'word/'),
  xlsx: (b) => isZip(b) && containsAscii(b, 'xl/'),
  pptx: (b) => isZip(b) && containsAscii(b, 'ppt/'),
  rtf: (b) => startsWith(b, ascii('{\\rtf')),
  txt: looksLikeText,
  csv: looksLikeText,
  zip: isZip,
  rar: (b) => startsWith(b, ascii('Rar!\x1a\x07')),
  '7z': (b) => startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  mp3: (b) => startsWith(b, ascii('ID3')) || (b.length > 1 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  wav: (b) => isRiff(b, 'WAVE'),
  avi: (b) => isRiff(b, 'AVI '),
  ogg: (b) => startsWith(b, ascii('OggS')),
  m4a: isIsoMedia,
  mp4: isIsoMedia,
  mov: (b) => isIsoMedia(b) || startsWith(b, ascii('moov'), 4) || startsWith(b, ascii('mdat'), 4),
};

/** True when the content is what the extension claims; false for an extension we cannot check. */
export function contentMatchesExtension(bytes: Uint8Array, ext: string): boolean {
  const check = CONTENT_CHECKS[ext.toLowerCase()];
  return check ? check(bytes) : false;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

/** Content type to serve a file of that (already verified) extension with. */
export function mimeOfExtension(ext: string): string {
  return MIME_BY_EXTENSION[ext.toLowerCase()] ?? 'application/octet-stream';
}
