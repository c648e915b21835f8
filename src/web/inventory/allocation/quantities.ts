/**
 * Kilogram amounts as the allocation screens show them: the API's decimal text in the user's
 * grouping (1,234.5 kg), and the domain's requirements rebuilt from the order's inventory view so the
 * dialog checks with the same rule (allocationProblems) the server applies.
 */
import { Decimal } from 'decimal.js';
import type { Locale } from '../../../domain/i18n';
import type { OrderInventory, Requirement } from '../../../domain/inventory';
import { formatNumber } from '../../format';

export const kg = (value: string | Decimal, locale: Locale) => formatNumber(String(value), 3, locale);

/** What the order requested, per product and packaging. */
export function requirementsOfView(view: OrderInventory): Requirement[] {
  return view.requirements.map((r) => ({
    productId: r.productId,
    packagingType: r.packagingType,
    reference: r.reference,
    productName: r.productName,
    requestedKg: new Decimal(r.requestedKg),
  }));
}

/** The order's current allocations, as the rule reads them. */
export function currentOfView(view: OrderInventory) {
  return view.data.map((a) => ({
    id: a.id,
    productId: a.inventoryDetail.product.id,
    packagingType: a.inventoryDetail.packagingType,
    allocatedKg: a.allocatedQuantity,
  }));
}
