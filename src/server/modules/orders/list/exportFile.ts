/**
 * The order list as a file: the visible columns in the user's order, headers in the user's language.
 * src/server/exports/tableFile.ts writes it (and the lots' and price requests' files) this way:
 *
 * CSV for Excel in es-MX: UTF-8 with a byte-order mark (without it Excel reads the bytes as
 * Windows-1252 and 'Cerámica' turns into 'CerÃ¡mica'), comma separated because Mexico's regional
 * settings use ',' as list separator and '.' as decimal point (';' is what es-ES needs), CRLF rows,
 * numbers with a '.' decimal and no grouping, dates dd/MM/yyyy. No `sep=` line: Excel ignores the
 * byte-order mark when one is present. Text that starts like a formula (= + - @) is prefixed with
 * an apostrophe so Excel never runs it.
 *
 * XLSX through exceljs' streaming writer: real numbers and dates with formats, bold frozen header.
 */
import { PAYMENT_TERM_LABELS } from '../../../../domain/creditTerms';
import type { Locale } from '../../../../domain/i18n';
import { DELIVERY_MODEL_LABELS } from '../../../../domain/orders/enums';
import type { OrderListColumn } from '../../../../domain/orders/listColumns';
import { OPS_STATUS_BADGE_LABELS } from '../../../../domain/orders/status';
import type { OrderListRow } from '../../../../domain/orders/views';
import { type Cell, type TableColumn, textCell } from '../../../exports/tableFile';

export type ExportColumn = TableColumn<OrderListRow>;

export interface ExportLabels {
  locale: Locale;
  /** The tenant's delivery brand ('{product} Delivery Partner'). */
  productName: string;
  header: (column: OrderListColumn | 'currency') => string;
}

const text = (value: string): Cell => textCell(value);

/** The file's columns: `total` brings its currency along, so amounts in USD and MXN stay readable. */
export function exportColumns(columns: readonly OrderListColumn[], labels: ExportLabels): ExportColumn[] {
  const { locale } = labels;
  const defs: Record<OrderListColumn, ExportColumn[]> = {
    number: [{ header: labels.header('number'), width: 14, cell: (r) => text(r.displayNumber) }],
    company: [{ header: labels.header('company'), width: 42, cell: (r) => text(r.customer.companyName) }],
    seller: [{ header: labels.header('seller'), width: 26, cell: (r) => text(r.seller?.name ?? '') }],
    products: [{ header: labels.header('products'), width: 40, cell: (r) => text(r.products) }],
    tons: [
      {
        header: labels.header('tons'),
        width: 12,
        numFmt: '#,##0.000',
        cell: (r) => ({ kind: 'number', value: Number(r.tons), decimals: 3 }),
      },
    ],
    status: [
      {
        header: labels.header('status'),
        width: 24,
        cell: (r) => text(OPS_STATUS_BADGE_LABELS[r.opsStatus][locale]),
      },
    ],
    deliveryDate: [
      {
        header: labels.header('deliveryDate'),
        width: 16,
        numFmt: 'dd/mm/yyyy',
        cell: (r) => ({ kind: 'day', value: r.deliveryDate }),
      },
    ],
    deliveryModel: [
      {
        header: labels.header('deliveryModel'),
        width: 28,
        cell: (r) =>
          text(DELIVERY_MODEL_LABELS[r.deliveryModel][locale].replace('%{product}', labels.productName)),
      },
    ],
    paymentTerm: [
      {
        header: labels.header('paymentTerm'),
        width: 18,
        cell: (r) => text(PAYMENT_TERM_LABELS[r.paymentTerm][locale]),
      },
    ],
    total: [
      {
        header: labels.header('total'),
        width: 16,
        numFmt: '#,##0.00',
        cell: (r) => ({ kind: 'number', value: Number(r.totalWithTaxes), decimals: 2 }),
      },
      { header: labels.header('currency'), width: 9, cell: (r) => text(r.currency) },
    ],
    createdAt: [
      {
        header: labels.header('createdAt'),
        width: 18,
        numFmt: 'dd/mm/yyyy hh:mm',
        cell: (r) => ({ kind: 'instant', value: r.createdAt }),
      },
    ],
  };
  return columns.flatMap((c) => defs[c]);
}
