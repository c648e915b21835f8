/**
 * Draws the proforma PDF of one order (pdf-lib, A4). Pure: the data in, the bytes out. Texts come
 * from the server catalogue (`proformaPdf.*`); the business document is Spanish by default.
 *
 * The standard Helvetica fonts use WinAnsi encoding, which covers Spanish (á é í ó ú ñ ü ¿ ¡);
 * any character outside it is replaced rather than failing the whole document.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Locale } from '../../../../domain/i18n';
import type { MoneySummaryValues } from '../../../../domain/orders/views';
import { translate } from '../../../i18n';
import {
  A4,
  groupDecimal,
  hexColor,
  INK,
  isoDay,
  MARGIN,
  MUTED,
  mexicoDate,
  money,
  pdfSafe,
  RULE,
  Writer,
} from './pdfKit';

export { groupDecimal };

export interface ProformaItem {
  reference: string;
  productName: string;
  presentation: string;
  quantityKg: string;
  tons: string;
  price: string;
  totalPrice: string;
}

export interface ProformaData {
  tenant: { name: string; color: string };
  displayNumber: string;
  purchaseOrderId: string | null;
  createdAt: Date;
  deliveryDate: string;
  customer: { companyName: string; fullName: string; rfc: string };
  sellerName: string | null;
  deliveryModel: string;
  /** Delivery address (delivery partner) or warehouse (counter sale / pickup), when there is one. */
  address: string | null;
  warehouse: string | null;
  items: ProformaItem[];
  currency: 'USD' | 'MXN';
  exchangeRate: string;
  summary: MoneySummaryValues;
  hasIva: boolean;
  paymentTerm: string;
  creditDays: number | null;
  comments: string | null;
  generatedAt: Date;
}

export async function renderProformaPdf(data: ProformaData, locale: Locale = 'es'): Promise<Uint8Array> {
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(locale, `orders.proformaPdf.${key}`, vars);
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`${t('title')} ${data.displayNumber}`));
  doc.setAuthor(pdfSafe(data.tenant.name));
  doc.setCreator(pdfSafe(data.tenant.name));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(data.generatedAt);
  doc.setModificationDate(data.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);
  const width = A4[0];
  const brand = hexColor(data.tenant.color);

  // Header band in the tenant's colour.
  w.page.drawRectangle({ x: 0, y: A4[1] - 80, width, height: 80, color: brand });
  w.text(data.tenant.name, MARGIN, { y: A4[1] - 45, size: 16, font: bold, color: rgb(1, 1, 1) });
  w.page.drawText(pdfSafe(t('title')), {
    x: width - MARGIN - bold.widthOfTextAtSize(pdfSafe(t('title')), 20),
    y: A4[1] - 40,
    size: 20,
    font: bold,
    color: rgb(1, 1, 1),
  });
  const numberLabel = pdfSafe(`${t('order')} ${data.displayNumber}`);
  w.page.drawText(numberLabel, {
    x: width - MARGIN - bold.widthOfTextAtSize(numberLabel, 11),
    y: A4[1] - 60,
    size: 11,
    font: bold,
    color: rgb(1, 1, 1),
  });
  w.y = A4[1] - 110;

  // Order facts in two columns.
  const colB = width / 2 + 10;
  const fact = (label: string, value: string, x: number, y: number) => {
    w.text(label, x, { y, size: 7.5, color: MUTED });
    w.text(w.fit(value, width / 2 - MARGIN - 10, 10), x, { y: y - 12, size: 10 });
  };
  fact(t('createdAt'), mexicoDate(data.createdAt), MARGIN, w.y);
  fact(t('deliveryDate'), isoDay(data.deliveryDate), colB, w.y);
  w.y -= 32;
  fact(t('customer'), data.customer.companyName, MARGIN, w.y);
  fact(t('rfc'), data.customer.rfc, colB, w.y);
  w.y -= 32;
  fact(t('seller'), data.sellerName ?? t('none'), MARGIN, w.y);
  fact(t('purchaseOrder'), data.purchaseOrderId ?? t('none'), colB, w.y);
  w.y -= 32;
  fact(t('deliveryModel'), data.deliveryModel, MARGIN, w.y);
  fact(
    t('paymentTerm'),
    data.creditDays
      ? `${data.paymentTerm} · ${t('creditDays', { days: data.creditDays })}`
      : data.paymentTerm,
    colB,
    w.y,
  );
  w.y -= 32;
  if (data.address) {
    w.text(t('address'), MARGIN, { size: 7.5, color: MUTED });
    w.y -= 12;
    for (const line of w.wrap(data.address, width - 2 * MARGIN, 10)) {
      w.text(line, MARGIN, { size: 10 });
      w.y -= 13;
    }
    w.y -= 7;
  }
  if (data.warehouse) {
    fact(t('warehouse'), data.warehouse, MARGIN, w.y);
    w.y -= 32;
  }
  fact(t('currency'), data.currency, MARGIN, w.y);
  fact(t('exchangeRate'), `${groupDecimal(data.exchangeRate, 4)} MXN/USD`, colB, w.y);
  w.y -= 34;

  // Items table.
  const cols = [
    { key: 'reference', x: MARGIN, w: 62 },
    { key: 'product', x: MARGIN + 64, w: 128 },
    { key: 'presentation', x: MARGIN + 194, w: 60 },
    { key: 'quantityKg', x: MARGIN + 256, w: 62, right: true },
    { key: 'tons', x: MARGIN + 320, w: 44, right: true },
    { key: 'pricePerKg', x: MARGIN + 366, w: 64, right: true },
    { key: 'total', x: MARGIN + 432, w: width - 2 * MARGIN - 432, right: true },
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
      const label = w.fit(t(c.key), c.w, 7.5, bold);
      if ('right' in c) w.right(label, c.x + c.w, { size: 7.5, font: bold });
      else w.text(label, c.x, { size: 7.5, font: bold });
    }
    w.y -= 20;
  };
  w.text(t('items'), MARGIN, { size: 11, font: bold });
  w.y -= 18;
  header();
  for (const item of data.items) {
    if (w.y < MARGIN + 60) {
      w.newPage();
      header();
    }
    const cells: Record<(typeof cols)[number]['key'], string> = {
      reference: item.reference,
      product: item.productName,
      presentation: item.presentation,
      quantityKg: groupDecimal(item.quantityKg, 3),
      tons: groupDecimal(item.tons, 3),
      pricePerKg: `$${groupDecimal(item.price, 4)}`,
      total: money(item.totalPrice, data.currency),
    };
    for (const c of cols) {
      const value = w.fit(cells[c.key], c.w, 8.5);
      if ('right' in c) w.right(value, c.x + c.w, { size: 8.5 });
      else w.text(value, c.x, { size: 8.5 });
    }
    w.y -= 6;
    w.rule();
    w.y -= 12;
  }
  w.y -= 10;

  // Summary, right-aligned.
  const rows: [string, string, boolean][] = [
    [t('productsTotal'), data.summary.productsTotal, false],
    [t('deliveryPremium'), data.summary.deliveryPremium, false],
    [t('handling'), data.summary.handling, false],
    [t('subtotal'), data.summary.subTotalWithHandlingAndDelivery, false],
    [t('taxes'), data.summary.taxes, false],
    [t('totalWithTaxes'), data.summary.totalWithTaxes, true],
  ];
  w.need(rows.length * 15 + 24);
  w.text(t('summary'), width - MARGIN - 220, { size: 11, font: bold });
  w.y -= 18;
  for (const [label, value, strong] of rows) {
    const font = strong ? bold : regular;
    if (strong) {
      w.page.drawLine({
        start: { x: width - MARGIN - 220, y: w.y + 11 },
        end: { x: width - MARGIN, y: w.y + 11 },
        thickness: 0.8,
        color: INK,
      });
    }
    w.text(label, width - MARGIN - 220, { size: strong ? 10.5 : 9, font });
    w.right(money(value, data.currency), width - MARGIN, { size: strong ? 10.5 : 9, font });
    w.y -= strong ? 18 : 15;
  }

  // Comments.
  if (data.comments?.trim()) {
    w.y -= 8;
    w.need(40);
    w.text(t('comments'), MARGIN, { size: 11, font: bold });
    w.y -= 15;
    for (const line of w.wrap(data.comments, width - 2 * MARGIN, 9)) {
      w.need(14);
      w.text(line, MARGIN, { size: 9 });
      w.y -= 12;
    }
  }

  // Footer on every page.
  w.pages.forEach((page, i) => {
    const footerY = MARGIN - 10;
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + 2 },
      end: { x: width - MARGIN, y: MARGIN + 2 },
      thickness: 0.6,
      color: RULE,
    });
    page.drawText(
      pdfSafe(`${data.tenant.name} · ${t('generatedAt', { date: mexicoDate(data.generatedAt, true) })}`),
      {
        x: MARGIN,
        y: footerY,
        size: 7.5,
        font: regular,
        color: MUTED,
      },
    );
    const label = pdfSafe(t('page', { page: i + 1, pages: w.pages.length }));
    page.drawText(label, {
      x: width - MARGIN - regular.widthOfTextAtSize(label, 7.5),
      y: footerY,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
  });

  return doc.save();
}
