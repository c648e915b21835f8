/**
 * The text drawn on a PDF made with pdf-lib's standard fonts: inflates each content stream and
 * decodes the hex strings shown with `Tj` (WinAnsi, read as Latin-1). Enough to assert what a
 * generated document says without a PDF parser.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    const body = raw.subarray(bodyStart, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    for (const m of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) texts.push(m[1]!);
    at = end + 9;
  }
  return texts.join('\n');
}
