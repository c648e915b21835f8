/**
 * The price-request list as a file (src/server/exports/tableFile.ts writes it): only the chosen
 * columns, in the order chosen, headed in the caller's language.
 */
import { PAYMENT_TERM_LABELS } from '../../../domain/creditTerms';
import type { Locale } from '../../../domain/i18n';
import { DELIVERY_MODEL_LABELS } from '../../../domain/orders/enums';
import {
  PRICE_REQUEST_STATUS_LABELS,
  type PriceRequestColumn,
  type PriceRequestRow,
  REQUESTED_BY_TYPE_LABELS,
} from '../../../domain/priceRequests';
import { PACKAGING_LABELS } from '../../../domain/products';
import { type Cell, datedFileName, type TableColumn, tableBuffer, textCell } from '../../exports/tableFile';
import { translate } from '../../i18n';

/** A column before it is headed in the caller's language. */
type Column = Omit<TableColumn<PriceRequestRow>, 'header'>;

const text = textCell;
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const amount = (value: string | null, decimals = 2): Cell => ({
  kind: 'number',
  value: value === null ? null : Number(value),
  decimals,
});
const MONEY = '#,##0.00';

function columns(locale: Locale, productName: string): Record<PriceRequestColumn, Column> {
  return {
    number: { width: 12, cell: (r) => text(r.displayNumber) },
    status: { width: 14, cell: (r) => text(PRICE_REQUEST_STATUS_LABELS[r.status][locale]) },
    customer: { width: 36, cell: (r) => text(r.customer.companyName) },
    product: { width: 32, cell: (r) => text(`${r.product.reference} ${r.product.name}`) },
    packagingType: { width: 14, cell: (r) => text(PACKAGING_LABELS[r.packagingType][locale]) },
    volumeTons: { width: 12, numFmt: '#,##0.000', cell: (r) => amount(r.volumeTons, 3) },
    targetPrice: { width: 14, numFmt: MONEY, cell: (r) => amount(r.targetPriceUsdPerTon) },
    msp: { width: 14, numFmt: MONEY, cell: (r) => amount(r.msp) },
    approvedPrice: { width: 14, numFmt: MONEY, cell: (r) => amount(r.approvedPriceUsdPerTon) },
    validUntil: { width: 14, numFmt: 'dd/mm/yyyy', cell: (r) => ({ kind: 'day', value: r.validUntil }) },
    requestedByType: {
      width: 18,
      cell: (r) => text(REQUESTED_BY_TYPE_LABELS[r.requestedByType][locale]),
    },
    requestedBy: { width: 24, cell: (r) => text(r.requestedBy.name) },
    seller: { width: 24, cell: (r) => text(r.seller?.name) },
    deliveryMethod: {
      width: 26,
      cell: (r) => text(DELIVERY_MODEL_LABELS[r.deliveryMethod][locale].replace('%{product}', productName)),
    },
    paymentTerm: { width: 16, cell: (r) => text(PAYMENT_TERM_LABELS[r.paymentTerm][locale]) },
    deliveryWindow: {
      width: 24,
      cell: (r) => text(`${ddmmyyyy(r.deliveryWindowFrom)} – ${ddmmyyyy(r.deliveryWindowTo)}`),
    },
    createdAt: {
      width: 18,
      numFmt: 'dd/mm/yyyy hh:mm',
      cell: (r) => ({ kind: 'instant', value: r.createdAt }),
    },
  };
}

/** The header of a column in the caller's language. */
export const columnHeader = (locale: Locale, column: PriceRequestColumn) =>
  translate(locale, `priceRequests.export.columns.${column}`);

/** 'solicitudes-de-precio-2026-03-14.xlsx' (the day in Mexico City). */
export function exportFileName(locale: Locale, format: 'xlsx' | 'csv', now = new Date()): string {
  return datedFileName(locale, 'priceRequests.export.fileName', format, now);
}

export interface ExportSpec {
  format: 'xlsx' | 'csv';
  columns: readonly PriceRequestColumn[];
  locale: Locale;
  productName: string;
}

/** The whole file in memory (the mail's attachment). */
export function exportBuffer(rows: readonly PriceRequestRow[], spec: ExportSpec): Promise<Buffer> {
  const all = columns(spec.locale, spec.productName);
  const chosen = spec.columns.map((key) => ({ header: columnHeader(spec.locale, key), ...all[key] }));
  return tableBuffer(rows, chosen, {
    format: spec.format,
    sheetName: translate(spec.locale, 'priceRequests.export.sheetName'),
  });
}
