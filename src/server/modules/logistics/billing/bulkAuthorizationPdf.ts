/**
 * Draws an order's bulk authorization (pdf-lib, the remission's frame): for each warehouse of the
 * order's lots, the lots and kilos it releases, then the shipments with their carrier and plates
 * when known. The warehouse receives it by e-mail before handing the material over.
 */
import type { Locale } from '../../../../domain/i18n';
import { translate } from '../../../i18n';
import { pdfKit } from '../../orders';
import { fact, logisticsPdf } from './remissionPdf';

const { A4, MARGIN, MUTED, groupDecimal, isoDay } = pdfKit;

export interface BulkAuthorizationData {
  tenant: { name: string; color: string };
  orderNumber: string;
  customer: { companyName: string; rfc: string };
  deliveryDate: string;
  warehouses: {
    name: string;
    lots: { lot: string; productName: string; presentation: string; kg: string }[];
    totalKg: string;
  }[];
  shipments: {
    number: number;
    date: string;
    kg: string;
    carrier: string | null;
    plates: string | null;
    driverName: string | null;
  }[];
  generatedAt: Date;
}

export function renderBulkAuthorizationPdf(
  data: BulkAuthorizationData,
  locale: Locale = 'es',
): Promise<Uint8Array> {
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(locale, `logisticsDocuments.bulkAuthorization.${key}`, vars);
  const width = A4[0];
  return logisticsPdf(
    t('title'),
    `${t('order')} ${data.orderNumber}`,
    data.tenant,
    data.generatedAt,
    locale,
    (w) => {
      fact(w, t('customer'), data.customer.companyName, 0);
      fact(w, t('rfc'), data.customer.rfc, 1);
      w.y -= 32;
      fact(w, t('deliveryDate'), isoDay(data.deliveryDate), 0);
      w.y -= 36;

      const cols = [
        { key: 'lot', x: MARGIN, w: 110 },
        { key: 'product', x: MARGIN + 112, w: 200 },
        { key: 'presentation', x: MARGIN + 314, w: 90 },
        { key: 'kgToRelease', x: MARGIN + 406, w: width - 2 * MARGIN - 406, right: true },
      ] as const;
      const cells = (values: Record<(typeof cols)[number]['key'], string>, strong = false) => {
        const font = strong ? w.bold : w.regular;
        for (const c of cols) {
          const value = w.fit(values[c.key], c.w, 8.5, font);
          if ('right' in c) w.right(value, c.x + c.w, { size: 8.5, font });
          else w.text(value, c.x, { size: 8.5, font });
        }
        w.y -= 6;
        w.rule();
        w.y -= 12;
      };
      for (const warehouse of data.warehouses) {
        w.need(70);
        w.text(`${t('warehouse')}: ${warehouse.name}`, MARGIN, { size: 11, font: w.bold });
        w.y -= 18;
        cells(
          {
            lot: t('lot'),
            product: t('product'),
            presentation: t('presentation'),
            kgToRelease: t('kgToRelease'),
          },
          true,
        );
        for (const lot of warehouse.lots) {
          w.need(20);
          cells({
            lot: lot.lot,
            product: lot.productName,
            presentation: lot.presentation,
            kgToRelease: groupDecimal(lot.kg, 3),
          });
        }
        cells(
          {
            lot: t('warehouseTotal'),
            product: '',
            presentation: '',
            kgToRelease: groupDecimal(warehouse.totalKg, 3),
          },
          true,
        );
        w.y -= 10;
      }

      w.need(60);
      w.text(t('shipments'), MARGIN, { size: 11, font: w.bold });
      w.y -= 18;
      if (data.shipments.length === 0) {
        w.text(t('none'), MARGIN, { size: 10, color: MUTED });
        w.y -= 16;
      }
      for (const s of data.shipments) {
        w.need(50);
        w.text(
          `${t('shipment', { number: s.number })} · ${isoDay(s.date)} · ${groupDecimal(s.kg, 3)} kg`,
          MARGIN,
          {
            size: 10,
            font: w.bold,
          },
        );
        w.y -= 14;
        const known = (v: string | null) => (v?.trim() ? v : t('pending'));
        w.text(
          w.fit(
            `${t('carrier')}: ${known(s.carrier)}   ${t('plates')}: ${known(s.plates)}   ${t('driver')}: ${known(s.driverName)}`,
            width - 2 * MARGIN,
            9,
          ),
          MARGIN,
          { size: 9 },
        );
        w.y -= 18;
      }
    },
  );
}
