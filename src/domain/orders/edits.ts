/**
 * Changes to an existing order and the small forms of the order page: delivery model,
 * delivery date, product rows, a payment, a delivery. The page edits one field at a time; each
 * change sends the order's `version`, so a change made meanwhile by someone else answers 409.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { mspOverrideSchema } from '../priceRequests/guard';
import { versionSchema } from '../versioning';
import { MAX_ORDER_ITEMS, MIN_ORDER_ITEMS, orderItemInputSchema } from './creation';
import { isPriceInRange } from './creationRules';
import { normalizeDecimalInput } from './decimals';
import { isIsoDay } from './deliveryWindow';
import { type Currency, DELIVERY_MODELS } from './enums';
import { day, key, optionalUuid, positiveQuantity, typedDecimal } from './fields';

const version = versionSchema;
const deliveryModel = z.enum(DELIVERY_MODELS, { error: key('deliveryModelRequired') });

/** The delivery-partner model takes the goods to an address, so it needs one; pickup does not. */
function addressForDelivery(
  value: { deliveryModel: string; addressId: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.deliveryModel === 'DELIVERY_PARTNER' && !value.addressId) {
    ctx.addIssue({ code: 'custom', path: ['addressId'], message: key('addressRequired'), input: null });
  }
}

export const deliveryModelChangeSchema = z
  .object({ version, deliveryModel, addressId: optionalUuid })
  .strict()
  .superRefine(addressForDelivery);
export type DeliveryModelChange = z.infer<typeof deliveryModelChangeSchema>;

/**
 * The original client only asks for a non-blank date here, and moving an overdue order forward (or far out,
 * when the customer postpones) is a legitimate edit; the creation window's end does not apply.
 */
export const deliveryDateChangeSchema = z.object({ version, deliveryDate: day() }).strict();
export type DeliveryDateChange = z.infer<typeof deliveryDateChangeSchema>;

/**
 * The same change on a given day ('yyyy-mm-dd' in Mexico City, `businessDay()`): a new date before
 * today is a mistake (the real delivery day is recorded by the delivery confirmation instead).
 */
export const deliveryDateChangeOn = (today: string) =>
  deliveryDateChangeSchema.superRefine((value, ctx) => {
    if (isIsoDay(value.deliveryDate) && value.deliveryDate < today) {
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryDate'],
        message: key('deliveryDateInPast'),
        input: value,
      });
    }
  });

const itemRows = z
  .array(orderItemInputSchema.extend({ id: z.uuid('validation.uuid').optional() }), {
    error: key('minProducts'),
  })
  .min(MIN_ORDER_ITEMS, key('minProducts'))
  .max(MAX_ORDER_ITEMS, key('maxProducts'));

/**
 * Product rows of an existing order as the API receives them; `id` marks a kept row. The price
 * range depends on the order's currency, known once the order is read: `orderItemsChangeSchema`.
 */
export const orderItemsChangeBodySchema = z
  .object({
    version,
    items: itemRows,
    /** Pricing's override of the MSP guard (see src/domain/priceRequests/guard.ts). */
    mspOverride: mspOverrideSchema.nullish(),
  })
  .strict();
export type OrderItemsChangeBody = z.infer<typeof orderItemsChangeBodySchema>;

/** Product rows of an existing order, priced in the order's currency. */
export function orderItemsChangeSchema(currency: Currency) {
  return z
    .object({
      version,
      items: itemRows.superRefine((items, ctx) => {
        items.forEach((item, i) => {
          if (!isPriceInRange(new Decimal(item.targetPrice), currency)) {
            ctx.addIssue({
              code: 'custom',
              path: [i, 'targetPrice'],
              message: key('priceRange'),
              input: null,
            });
          }
        });
      }),
      mspOverride: mspOverrideSchema.nullish(),
    })
    .strict();
}
export type OrderItemsChange = z.infer<ReturnType<typeof orderItemsChangeSchema>>;

export interface ItemRow {
  productId: string;
  presentation: string;
  quantity: string;
  targetPrice: string;
}

/** '1,5' and '1.50' are the same number; text that is not a number yet compares as typed. */
const sameNumber = (a: string, b: string) => {
  const [x, y] = [normalizeDecimalInput(a), normalizeDecimalInput(b)];
  return x !== null && y !== null ? new Decimal(x).eq(y) : a.trim() === b.trim();
};

/** The save button of the product editor is enabled only when some row really changed. */
export function itemsChanged(before: readonly ItemRow[], after: readonly ItemRow[]): boolean {
  if (before.length !== after.length) return true;
  return after.some((row, i) => {
    const was = before[i]!;
    return (
      row.productId !== was.productId ||
      row.presentation !== was.presentation ||
      !sameNumber(row.quantity, was.quantity) ||
      !sameNumber(row.targetPrice, was.targetPrice)
    );
  });
}

/** A payment registered against the order (amounts are money: at most 2 decimals). */
export const paymentInputSchema = z
  .object({
    paymentDate: day(undefined, key('paymentDateRequired')),
    amount: typedDecimal(key('amountRequired'), key('amountInvalid')).pipe(
      z
        .string()
        .refine((a) => new Decimal(a).gt(0), key('amountPositive'))
        .refine((a) => new Decimal(a).decimalPlaces() <= 2, key('amountInvalid')),
    ),
    /** The uploaded receipt's file reference. */
    paymentReceipt: z
      .string(key('receiptRequired'))
      .trim()
      .min(1, key('receiptRequired'))
      .max(500, 'validation.tooLong'),
  })
  .strict();
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** A delivery (package) of the order. */
export const deliveryInputSchema = z
  .object({ quantity: positiveQuantity(), deliveryDate: day(), deliveryModel, addressId: optionalUuid })
  .strict()
  .superRefine(addressForDelivery);
export type DeliveryInput = z.infer<typeof deliveryInputSchema>;
