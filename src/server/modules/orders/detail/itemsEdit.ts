/**
 * `PUT /api/orders/{id}/items`: the product rows of an order replaced as a whole. Rows sent with
 * their `id` are kept (same id, updated in place), rows without one are added, rows left out are
 * removed. Quantities come in the user's unit and are stored in kg; totals are recomputed with the
 * pricing stored on the order.
 */
import { Decimal } from 'decimal.js';
import { ordersAsCustomer } from '../../../../domain/orders';
import { toKg } from '../../../../domain/orders/decimals';
import { type OrderItemsChangeBody, orderItemsChangeSchema } from '../../../../domain/orders/edits';
import type { Currency, DeliveryModel } from '../../../../domain/orders/enums';
import type { EditableOrderField } from '../../../../domain/orders/locks';
import type { PackagingType } from '../../../../domain/products';
import type { Actor } from '../../../actor';
import type { Tx } from '../../../db/client';
import { invalidFields } from '../../../errors';
import { assertOverrideAllowed, guardOrderPrices } from '../../priceRequests';
import { recordHistory } from '../history';
import { markProformaUpdating } from '../proforma';
import { type OrderItemRow, orderItemRows, productsByIds, saveItemRows, updateOrderRow } from './queries';
import { assertUnlocked, NO_CHANGES_KEY, orderForEdit } from './service';
import { recomputedTotals } from './totals';

interface NewRow {
  id: string | undefined;
  productId: string;
  reference: string;
  productName: string;
  packagingType: PackagingType;
  quantityKg: Decimal;
  price: Decimal;
}

const summaryOf = (r: { reference: string; packagingType: string; quantityKg: string; price: string }) => ({
  reference: r.reference,
  presentation: r.packagingType,
  quantityKg: r.quantityKg,
  price: r.price,
});

/** Which lock applies: only quantities changed → 'quantity', anything else → 'products'. */
function fieldsTouched(before: readonly OrderItemRow[], after: readonly NewRow[]): EditableOrderField[] {
  const onlyQuantities =
    before.length === after.length &&
    after.every((row, i) => {
      const was = before[i]!;
      return (
        row.id === was.id &&
        row.productId === was.productId &&
        row.packagingType === was.packagingType &&
        row.price.eq(was.price)
      );
    });
  return onlyQuantities ? ['quantity'] : ['products'];
}

function unchanged(before: readonly OrderItemRow[], after: readonly NewRow[]): boolean {
  return (
    before.length === after.length &&
    after.every((row, i) => {
      const was = before[i]!;
      return (
        row.productId === was.productId &&
        row.packagingType === was.packagingType &&
        row.quantityKg.eq(was.quantityKg) &&
        row.price.eq(was.price)
      );
    })
  );
}

/** Rows as they will be stored, or 400 naming each row at fault. */
async function resolveRows(
  tx: Tx,
  actor: Actor,
  current: readonly OrderItemRow[],
  body: OrderItemsChangeBody,
  unit: 'KG' | 'TON',
): Promise<NewRow[]> {
  const byId = new Map(current.map((r) => [r.id, r]));
  const ids = [...new Set(body.items.map((i) => i.productId))];
  const catalog = new Map((await productsByIds(tx, ids)).map((p) => [p.id, p]));
  const problems: { path: string; key: string }[] = [];
  const seen = new Set<string>();
  const rows = body.items.map((item, i): NewRow | null => {
    const at = (field: string) => `body.items.${i}.${field}`;
    const kept = item.id ? byId.get(item.id) : undefined;
    if (item.id && (!kept || seen.has(item.id))) {
      problems.push({ path: at('id'), key: 'orders.itemNotInOrder' });
      return null;
    }
    if (item.id) seen.add(item.id);
    const product = catalog.get(item.productId);
    // A kept row may stay on a product later withdrawn from the catalogue; a new pick may not.
    const keepsProduct =
      kept && kept.productId === item.productId && kept.packagingType === item.presentation;
    if (!keepsProduct) {
      if (!product?.active) {
        problems.push({ path: at('productId'), key: 'orders.productUnavailable' });
        return null;
      }
      if (!product.packagingTypes.includes(item.presentation)) {
        problems.push({ path: at('presentation'), key: 'orders.presentationNotSold' });
        return null;
      }
    }
    // The name copied at creation stays while the product does; a new product brings its own.
    const sameProduct = kept && kept.productId === item.productId;
    return {
      id: kept?.id,
      productId: item.productId,
      reference: sameProduct ? kept.productReference : (product?.reference ?? ''),
      productName: sameProduct ? kept.productName : (product?.name ?? ''),
      packagingType: item.presentation,
      quantityKg: toKg(new Decimal(item.quantity), unit),
      price: new Decimal(item.targetPrice),
    };
  });
  if (problems.length) throw invalidFields(actor.t, problems);
  return rows as NewRow[];
}

/** Rows whose price is new: added, or their product or price changed (what the MSP guard checks). */
function repriced(before: readonly OrderItemRow[], after: readonly NewRow[]): NewRow[] {
  const byId = new Map(before.map((r) => [r.id, r]));
  return after.filter((row) => {
    const was = row.id ? byId.get(row.id) : undefined;
    return !was || was.productId !== row.productId || !row.price.eq(was.price);
  });
}

export async function changeOrderItems(tx: Tx, actor: Actor, orderId: string, body: OrderItemsChangeBody) {
  assertOverrideAllowed(actor, body.mspOverride);
  const { order, settings, locks } = await orderForEdit(tx, actor, orderId, body.version);
  // Whatever changes in the rows, a locked quantity means the table is locked: say so before
  // checking the rows themselves (the precise field is checked again once they are known).
  assertUnlocked(locks, ['quantity']);
  // The route already checked the shape; here the price range of the order's currency.
  const parsed = orderItemsChangeSchema(order.currency as Currency).safeParse(body);
  if (!parsed.success) {
    throw invalidFields(
      actor.t,
      parsed.error.issues.map((issue) => ({
        path: ['body', ...issue.path].join('.'),
        key: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      })),
    );
  }
  const before = await orderItemRows(tx, orderId);
  const after = await resolveRows(tx, actor, before, body, settings.unitMeasure);
  assertUnlocked(locks, fieldsTouched(before, after));
  if (unchanged(before, after)) throw invalidFields(actor.t, [{ path: 'body.items', key: NO_CHANGES_KEY }]);
  // Prices kept from before are not checked again: an approval after the order was taken does not
  // lock its existing lines, only new prices must respect it.
  const guarded = repriced(before, after);
  const override =
    guarded.length && !ordersAsCustomer(actor.claims.role)
      ? await guardOrderPrices(tx, actor, {
          customerId: order.customerId,
          currency: order.currency as Currency,
          exchangeRate: order.exchangeRate,
          lines: guarded.map((r) => ({
            productId: r.productId,
            reference: r.reference,
            pricePerKg: r.price.toFixed(),
          })),
          override: body.mspOverride,
        })
      : null;

  const totals = recomputedTotals(order, after, order.deliveryModel as DeliveryModel);
  const keptIds = after.flatMap((r) => (r.id ? [r.id] : []));
  const removed = before.filter((r) => !keptIds.includes(r.id)).map((r) => r.id);
  await saveItemRows(
    tx,
    orderId,
    removed,
    after.map((row, position) => ({
      id: row.id,
      values: {
        position,
        productId: row.productId,
        productReference: row.reference,
        productName: row.productName,
        packagingType: row.packagingType,
        ...totals.items[position]!,
      },
    })),
  );
  await updateOrderRow(tx, orderId, { ...totals.order, version: order.version + 1 });
  await recordHistory(tx, {
    orderId,
    userId: actor.claims.sub,
    event: 'itemsChanged',
    data: {
      items: {
        from: before.map((r) => summaryOf({ ...r, reference: r.productReference })),
        to: after.map((r, i) =>
          summaryOf({
            reference: r.reference,
            packagingType: r.packagingType,
            quantityKg: totals.items[i]!.quantityKg,
            price: totals.items[i]!.price,
          }),
        ),
      },
    },
  });
  if (override) {
    await recordHistory(tx, {
      orderId,
      userId: actor.claims.sub,
      event: 'mspOverridden',
      data: { ...override },
    });
  }
  await markProformaUpdating(tx, orderId);
}
