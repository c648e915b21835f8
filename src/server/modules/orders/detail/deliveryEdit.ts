/**
 * `PUT /api/orders/{id}/delivery-date` and `PUT /api/orders/{id}/delivery-model`. The model change
 * recomputes the totals (the delivery premium exists only for the delivery-partner model); a
 * pickup has no address, a delivery goes to one of the order's customer's active addresses.
 */
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../../domain/dates';
import {
  type DeliveryDateChange,
  type DeliveryModelChange,
  deliveryDateChangeOn,
} from '../../../../domain/orders/edits';
import type { PackagingType } from '../../../../domain/products';
import type { Actor } from '../../../actor';
import type { Tx } from '../../../db/client';
import { invalidFields } from '../../../errors';
import { fullAddress } from '../../customers';
import { recordHistory } from '../history';
import { markProformaUpdating } from '../proforma';
import { customerAddress, orderItemRows, updateOrderRow } from './queries';
import { assertUnlocked, NO_CHANGES_KEY, orderForEdit } from './service';
import { recomputedTotals } from './totals';

export async function changeDeliveryDate(tx: Tx, actor: Actor, orderId: string, body: DeliveryDateChange) {
  const { order, locks } = await orderForEdit(tx, actor, orderId, body.version);
  assertUnlocked(locks, ['deliveryDate']);
  if (order.deliveryDate === body.deliveryDate) {
    throw invalidFields(actor.t, [{ path: 'body.deliveryDate', key: NO_CHANGES_KEY }]);
  }
  const onToday = deliveryDateChangeOn(businessDay(actor.now)).safeParse(body);
  if (!onToday.success) {
    throw invalidFields(
      actor.t,
      onToday.error.issues.map((issue) => ({ path: `body.${issue.path.join('.')}`, key: issue.message })),
    );
  }
  await updateOrderRow(tx, orderId, { deliveryDate: body.deliveryDate, version: order.version + 1 });
  await recordHistory(tx, {
    orderId,
    userId: actor.claims.sub,
    event: 'deliveryDateChanged',
    data: { deliveryDate: { from: order.deliveryDate, to: body.deliveryDate } },
  });
  await markProformaUpdating(tx, orderId);
}

/** The address as the timeline shows it, if it is one of this customer's (active, for a new one). */
async function customerAddressText(
  tx: Tx,
  customerId: string,
  addressId: string,
  onlyActive = true,
): Promise<string | null> {
  const row = await customerAddress(tx, customerId, addressId, onlyActive);
  return row ? fullAddress(row) : null;
}

export async function changeDeliveryModel(tx: Tx, actor: Actor, orderId: string, body: DeliveryModelChange) {
  const { order, locks } = await orderForEdit(tx, actor, orderId, body.version);
  assertUnlocked(locks, ['deliveryModel']);
  // A pickup is collected, so whatever address came along is dropped.
  const addressId = body.deliveryModel === 'PICKUP' ? null : body.addressId;
  const newAddress = addressId ? await customerAddressText(tx, order.customerId, addressId) : null;
  if (addressId && newAddress === null) {
    throw invalidFields(actor.t, [{ path: 'body.addressId', key: 'orders.addressNotOfCustomer' }]);
  }
  if (order.deliveryModel === body.deliveryModel && order.addressId === addressId) {
    throw invalidFields(actor.t, [{ path: 'body.deliveryModel', key: NO_CHANGES_KEY }]);
  }
  const oldAddress = order.addressId
    ? await customerAddressText(tx, order.customerId, order.addressId, false)
    : null;

  const items = await orderItemRows(tx, orderId);
  const totals = recomputedTotals(
    order,
    items.map((i) => ({
      quantityKg: new Decimal(i.quantityKg),
      price: new Decimal(i.price),
      packagingType: i.packagingType as PackagingType,
      productName: i.productName,
    })),
    body.deliveryModel,
  );
  // Item lines do not depend on the model: only the order's summary changes.
  await updateOrderRow(tx, orderId, {
    deliveryModel: body.deliveryModel,
    addressId,
    ...totals.order,
    version: order.version + 1,
  });
  const data: Record<string, unknown> = {
    deliveryModel: { from: order.deliveryModel, to: body.deliveryModel },
  };
  if (order.addressId !== addressId) data.address = { from: oldAddress, to: newAddress };
  await recordHistory(tx, { orderId, userId: actor.claims.sub, event: 'deliveryModelChanged', data });
  await markProformaUpdating(tx, orderId);
}
