/** Multipart bodies for `app.inject`, and small real files of each kind the order uploads accept. */
import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small but well-formed PDF (header, one object, trailer) with some random bytes inside. */
export function samplePdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% '),
    Buffer.from(randomBytes(64).toString('hex')),
    Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** First bytes of a PNG (signature and IHDR header): enough for the content check. */
export function samplePng(): Buffer {
  return Buffer.concat([PNG_SIGNATURE, Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), randomBytes(32)]);
}
