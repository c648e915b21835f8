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
