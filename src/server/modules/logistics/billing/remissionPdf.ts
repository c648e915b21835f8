/**
 * Draws a shipment's remission (pdf-lib, A4, the proforma's look): who ships, to whom and where,
 * each lot with its product and kilos, the transport when assigned, and the two signature boxes
 * (entregó / recibió) the signed copy comes back with. Pure: the data in, the bytes out.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Locale } from '../../../../domain/i18n';
import { translate } from '../../../i18n';
import { pdfKit } from '../../orders';

const { A4, MARGIN, MUTED, RULE, Writer, groupDecimal, hexColor, isoDay, pdfSafe } = pdfKit;

export interface RemissionData {
  tenant: { name: string; color: string };
  shipmentNumber: number;
  shipmentDate: string;
  orderNumber: string;
  customer: { companyName: string; rfc: string };
  /** The delivery address (delivery partner) or the pickup warehouse, whichever the order has. */
  destination: { kind: 'address' | 'warehouse'; text: string } | null;
  lines: {
    lot: string;
    reference: string;
    productName: string;
    presentation: string;
    kg: string;
    tons: string;
  }[];
  totalKg: string;
  totalTons: string;
  transport: {
    plates: string;
    driverName: string;
    vehicleType: string | null;
    carrier: string | null;
  } | null;
  generatedAt: Date;
}

/** Header band, footer on every page: what both logistics PDFs draw around their body. */
export async function logisticsPdf(
  title: string,
  subtitle: string,
  tenant: { name: string; color: string },
  generatedAt: Date,
  locale: Locale,
  draw: (w: InstanceType<typeof Writer>) => void,
): Promise<Uint8Array> {
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(locale, `logisticsDocuments.pdf.${key}`, vars);
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`${title} ${subtitle}`));
  doc.setAuthor(pdfSafe(tenant.name));
  doc.setCreator(pdfSafe(tenant.name));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);
  const width = A4[0];
  const white = rgb(1, 1, 1);
  w.page.drawRectangle({ x: 0, y: A4[1] - 80, width, height: 80, color: hexColor(tenant.color) });
  w.text(tenant.name, MARGIN, { y: A4[1] - 45, size: 16, font: bold, color: white });
  w.page.drawText(pdfSafe(title), {
    x: width - MARGIN - bold.widthOfTextAtSize(pdfSafe(title), 20),
    y: A4[1] - 40,
    size: 20,
    font: bold,
    color: white,
  });
  w.page.drawText(pdfSafe(subtitle), {
    x: width - MARGIN - bold.widthOfTextAtSize(pdfSafe(subtitle), 11),
    y: A4[1] - 60,
    size: 11,
    font: bold,
    color: white,
  });
  w.y = A4[1] - 110;
  draw(w);
  w.pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + 2 },
      end: { x: width - MARGIN, y: MARGIN + 2 },
      thickness: 0.6,
      color: RULE,
    });
    const stamp = pdfSafe(
      `${tenant.name} · ${t('generatedAt', { date: pdfKit.mexicoDate(generatedAt, true) })}`,
    );
    page.drawText(stamp, { x: MARGIN, y: MARGIN - 10, size: 7.5, font: regular, color: MUTED });
    const label = pdfSafe(t('page', { page: i + 1, pages: w.pages.length }));
    page.drawText(label, {
      x: width - MARGIN - regular.widthOfTextAtSize(label, 7.5),
      y: MARGIN - 10,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save();
}

/** A label over a value, in one of two columns. */
export function fact(w: InstanceType<typeof Writer>, label: string, value: string, column: 0 | 1) {
  const x = column === 0 ? MARGIN : A4[0] / 2 + 10;
  w.text(label, x, { size: 7.5, color: MUTED });
  w.text(w.fit(value, A4[0] / 2 - MARGIN - 10, 10), x, { y: w.y - 12, size: 10 });
}

export function renderRemissionPdf(data: RemissionData, locale: Locale = 'es'): Promise<Uint8Array> {
  const t = (key: string) => translate(locale, `logisticsDocuments.remission.${key}`);
  const width = A4[0];
  return logisticsPdf(
    t('title'),
    `${t('shipment')} ${data.shipmentNumber}`,
    data.tenant,
    data.generatedAt,
    locale,
    (w) => {
      fact(w, t('order'), data.orderNumber, 0);
      fact(w, t('shipmentDate'), isoDay(data.shipmentDate), 1);
      w.y -= 32;
      fact(w, t('customer'), data.customer.companyName, 0);
      fact(w, t('rfc'), data.customer.rfc, 1);
      w.y -= 32;
      if (data.destination) {
        const label = data.destination.kind === 'address' ? t('deliveryAddress') : t('pickupWarehouse');
        w.text(label, MARGIN, { size: 7.5, color: MUTED });
        w.y -= 12;
        for (const line of w.wrap(data.destination.text, width - 2 * MARGIN, 10)) {
          w.text(line, MARGIN, { size: 10 });
          w.y -= 13;
        }
        w.y -= 10;
      }

      const cols = [
        { key: 'lot', x: MARGIN, w: 80 },
        { key: 'reference', x: MARGIN + 82, w: 70 },
        { key: 'product', x: MARGIN + 154, w: 140 },
        { key: 'presentation', x: MARGIN + 296, w: 70 },
        { key: 'kg', x: MARGIN + 368, w: 70, right: true },
        { key: 'tons', x: MARGIN + 440, w: width - 2 * MARGIN - 440, right: true },
      ] as const;
      const header = () => {
        w.page.drawRectangle({
          x: MARGIN,
          y: w.y - 5,
          width: width - 2 * MARGIN,
          height: 18,
          color: rgb(0.95, 0.95, 0.95),
        });
        for (const c of cols) {
          const label = w.fit(t(c.key), c.w, 7.5, w.bold);
          if ('right' in c) w.right(label, c.x + c.w, { size: 7.5, font: w.bold });
          else w.text(label, c.x, { size: 7.5, font: w.bold });
        }
        w.y -= 20;
      };
      w.text(t('lines'), MARGIN, { size: 11, font: w.bold });
      w.y -= 18;
      header();
      const row = (cells: Record<(typeof cols)[number]['key'], string>, strong = false) => {
        if (w.y < MARGIN + 60) {
          w.newPage();
          header();
        }
        const font = strong ? w.bold : w.regular;
        for (const c of cols) {
          const value = w.fit(cells[c.key], c.w, 8.5, font);
          if ('right' in c) w.right(value, c.x + c.w, { size: 8.5, font });
          else w.text(value, c.x, { size: 8.5, font });
        }
        w.y -= 6;
        w.rule();
        w.y -= 12;
      };
      for (const line of data.lines)
        row({
          lot: line.lot,
          reference: line.reference,
          product: line.productName,
          presentation: line.presentation,
          kg: groupDecimal(line.kg, 3),
          tons: groupDecimal(line.tons, 3),
        });
      row(
        {
          lot: t('total'),
          reference: '',
          product: '',
          presentation: '',
          kg: groupDecimal(data.totalKg, 3),
          tons: groupDecimal(data.totalTons, 3),
        },
        true,
      );
      w.y -= 10;

      w.need(80);
      w.text(t('transport'), MARGIN, { size: 11, font: w.bold });
      w.y -= 18;
      if (data.transport) {
        fact(w, t('plates'), data.transport.plates, 0);
        fact(w, t('driver'), data.transport.driverName, 1);
        w.y -= 32;
        if (data.transport.vehicleType || data.transport.carrier) {
          fact(w, t('vehicleType'), data.transport.vehicleType ?? '—', 0);
          fact(w, t('carrier'), data.transport.carrier ?? '—', 1);
          w.y -= 32;
        }
      } else {
        w.text(t('noTransport'), MARGIN, { size: 10, color: MUTED });
        w.y -= 24;
      }

      // Signature boxes: who hands the material over and who receives it.
      w.need(110);
      w.y -= 10;
      const boxWidth = (width - 2 * MARGIN - 20) / 2;
      for (const [i, key] of (['delivered', 'received'] as const).entries()) {
        const x = MARGIN + i * (boxWidth + 20);
        w.page.drawRectangle({
          x,
          y: w.y - 80,
          width: boxWidth,
          height: 80,
          borderColor: RULE,
          borderWidth: 0.8,
        });
        w.text(t(key), x + 8, { y: w.y - 14, size: 9, font: w.bold });
        w.page.drawLine({
          start: { x: x + 12, y: w.y - 60 },
          end: { x: x + boxWidth - 12, y: w.y - 60 },
          thickness: 0.6,
          color: MUTED,
        });
        w.text(t('signature'), x + 12, { y: w.y - 72, size: 7.5, color: MUTED });
      }
      w.y -= 90;
    },
  );
}
