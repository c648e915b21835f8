/**
 * The prices a customer is entitled to order at in the portal (see `customerOrdering` in the
 * domain): per product and presentation, the one of its latest order that was not cancelled.
 * Customer-role orders are priced with them and nothing else.
 */
import { Decimal } from 'decimal.js';
import {
  type AgreedPrice,
  agreedPriceFor,
  displayOrderNumber,
  type OrderCreation,
} from '../../../../domain/orders';
import type { PackagingType } from '../../../../domain/products';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { latestPricesOfCustomer } from './queries';
import { customerForOrder, type ReferenceProblems } from './references';

/** Stored with 4 decimals (the other currency is converted); a price is typed with at most 3. */
const asPrice = (value: string) => new Decimal(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed();

export async function agreedPricesOf(db: Executor, customerId: string): Promise<AgreedPrice[]> {
  const rows = await latestPricesOfCustomer(db, customerId);
  return rows
    .map((r) => ({
      productId: r.productId,
      productName: r.productName,
      reference: r.reference,
      presentation: r.presentation as PackagingType,
      priceUsd: asPrice(r.priceUsd),
      priceMxn: asPrice(r.priceMxn),
      fromOrder: displayOrderNumber(r),
      agreedAt: r.createdAt.toISOString(),
    }))
    .sort(
      (a, b) =>
        a.productName.localeCompare(b.productName, 'es') || a.presentation.localeCompare(b.presentation),
    );
}

/** `GET /api/orders/agreed-prices?customerId=`: for a customer the caller may create orders for. */
export async function agreedPrices(db: Executor, actor: Actor, customerId: string): Promise<AgreedPrice[]> {
  const customer = await customerForOrder(db, actor, customerId);
  return agreedPricesOf(db, customer.id);
}

/**
 * A customer's rows: each must be a product and presentation with an agreed price, at that price
 * (the form shows it read-only; anything else was not typed in the portal).
 */
export async function checkAgreedPrices(
  db: Executor,
  customerId: string,
  order: Pick<OrderCreation, 'items' | 'currency'>,
  problems: ReferenceProblems,
): Promise<void> {
  const prices = await agreedPricesOf(db, customerId);
  for (const [i, item] of order.items.entries()) {
    const agreed = agreedPriceFor(prices, item.productId, item.presentation, order.currency);
    if (agreed === null) problems.add(`items.${i}.productId`, 'orders.creation.noAgreedPrice');
    else if (!new Decimal(item.targetPrice).eq(agreed)) {
      problems.add(`items.${i}.targetPrice`, 'orders.creation.priceNotAgreed', {
        price: `${agreed} ${order.currency}`,
      });
    }
  }
}
