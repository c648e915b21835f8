/**
 * What the generated PDFs share (pdf-lib, A4, the standard Helvetica fonts): WinAnsi-safe text,
 * es-MX dates and figures, and a small page writer (text, right-aligned text, cuts and wraps,
 * rules, page breaks). The proforma and the logistics documents (remission, bulk authorization)
 * draw with it, so they read alike.
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.42, 0.42, 0.42);
export const RULE = rgb(0.85, 0.85, 0.85);

// WinAnsi: printable ASCII, Latin-1 and the Windows-1252 extras.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfSafe(text: string): string {
  return [...text.normalize('NFC').replace(/[\r\t]/g, ' ')]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(c))
        return c;
      return c === '\n' ? c : '?';
    })
    .join('');
}

export function hexColor(hex: string) {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const n = m ? Number.parseInt(m[1]!, 16) : 0x003366;
  return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
}

export const mexicoDate = (d: Date, withTime = false) => {
  const parts = new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  })
    .formatToParts(d)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  const day = `${parts.day}/${parts.month}/${parts.year}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
};
export const isoDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};

/** es-MX grouping on a decimal string, no float on the way ('12345.5' → '12,345.50'). */
export function groupDecimal(value: string, decimals: number): string {
  const negative = value.trim().startsWith('-');
  const [int = '0', frac = ''] = value.replace('-', '').trim().split('.');
  const grouped = int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? `.${frac.padEnd(decimals, '0').slice(0, decimals)}` : '';
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}
export const money = (value: string, currency: string) => `$${groupDecimal(value, 2)} ${currency}`;

export class Writer {
  page: PDFPage;
  y: number;
  pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  newPage(): PDFPage {
    const page = this.doc.addPage(A4);
    this.pages.push(page);
    this.page = page;
    this.y = A4[1] - MARGIN;
    return page;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  need(height: number) {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  text(
    text: string,
    x: number,
    options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; y?: number } = {},
  ) {
    this.page.drawText(pdfSafe(text), {
      x,
      y: options.y ?? this.y,
      size: options.size ?? 9,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    });
  }

  right(text: string, xRight: number, options: { size?: number; font?: PDFFont; y?: number } = {}) {
    const font = options.font ?? this.regular;
    const size = options.size ?? 9;
    const width = font.widthOfTextAtSize(pdfSafe(text), size);
    this.text(text, xRight - width, { ...options, font, size });
  }

  /** Cuts a text to a width, with an ellipsis. */
  fit(text: string, width: number, size = 9, font: PDFFont = this.regular): string {
    const safe = pdfSafe(text);
    if (font.widthOfTextAtSize(safe, size) <= width) return safe;
    let cut = safe;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  /** Splits a paragraph into lines of at most `width` points. */
  wrap(text: string, width: number, size = 9): string[] {
    const lines: string[] = [];
    for (const paragraph of pdfSafe(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (this.regular.widthOfTextAtSize(next, size) <= width) line = next;
        else {
          if (line) lines.push(line);
          line = this.fit(word, width, size);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  rule(y = this.y) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4[0] - MARGIN, y },
      thickness: 0.6,
      color: RULE,
    });
  }
}
