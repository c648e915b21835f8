/**
 * The product rows as the editor's form holds them: quantities in the user's unit (KG or TON),
 * prices as typed. Conversions from the order's items and to the edit body, exact (decimal.js), and
 * the form input a refusal's detail names.
 */
import { Decimal } from 'decimal.js';
import type { QuantityUnit } from '../../../../domain/orders/decimals';
import type { ItemRow } from '../../../../domain/orders/edits';
import type { OrderItemView } from '../../../../domain/orders/views';
import type { PackagingType } from '../../../../domain/products';
import type { ItemChangeRow } from '../../../providers/dataProvider/orders';
import type { ProductOption } from '../../create/ProductPicker';

export interface EditorRow {
  /** The order item kept by this row. */
  id?: string;
  product: ProductOption | null;
  presentation: PackagingType | '';
  quantity: string;
  targetPrice: string;
}

/** kg as the user reads it: 2500 kg is '2500' in KG and '2.5' in TON. */
export function quantityInUnit(kg: string, unit: QuantityUnit): string {
  const value = new Decimal(kg);
  return (unit === 'TON' ? value.dividedBy(1000) : value).toFixed();
}

export function editorRowsOf(items: readonly OrderItemView[], unit: QuantityUnit): EditorRow[] {
  return items.map((item) => ({
    id: item.id,
    product: {
      id: item.productId,
      reference: item.reference,
      name: item.productName,
      packagingTypes: [item.packagingType],
    },
    presentation: item.packagingType,
    quantity: quantityInUnit(item.quantityKg, unit),
    // Stored with 4 decimals ('2.5000'); shown as typed ('2.5').
    targetPrice: new Decimal(item.price).toFixed(),
  }));
}

/** For `itemsChanged` of the domain: the rows as comparable text. */
export function comparableRows(rows: readonly EditorRow[]): ItemRow[] {
  return rows.map((r) => ({
    productId: r.product?.id ?? '',
    presentation: r.presentation,
    quantity: r.quantity,
    targetPrice: r.targetPrice,
  }));
}

export function changeBodyRows(rows: readonly EditorRow[]): ItemChangeRow[] {
  return rows.map((r) => ({
    ...(r.id ? { id: r.id } : {}),
    productId: r.product?.id ?? '',
    presentation: r.presentation as PackagingType,
    quantity: r.quantity,
    targetPrice: r.targetPrice,
  }));
}

export const EMPTY_EDITOR_ROW: EditorRow = { product: null, presentation: '', quantity: '', targetPrice: '' };

const ROW_INPUT = /^items\.\d+\.(productId|presentation|quantity|targetPrice)$|^mspOverride\.reason$/;

/**
 * The editor's input a detail's field path names ('items.0.quantity', the override's reason), or
 * null (said above the buttons).
 */
export function rowInputOf(path: string): string | null {
  return ROW_INPUT.test(path) ? path : null;
}
