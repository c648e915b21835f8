/**
 * The order creation form and every creation rule, written once for the
 * web form (zodResolver) and the server. Messages are keys under `validation.orders`.
 *
 * `orderCreationSchema({ today, role })` is a factory because two rules depend on the moment and on
 * who creates: the delivery window starts today (Mexico City; the server passes `businessDay()`)
 * and admin or customer service must name a seller. The role comes from the session, never from
 * the body's `role` field, which is kept only because the original form sends it.
 */
import { z } from 'zod';
import { PAYMENT_TERMS } from '../creditTerms';
import { mspOverrideSchema } from '../priceRequests/guard';
import { PACKAGING_TYPES } from '../products';
import { crossFieldRules, type OrderCreationRuleInput } from './creationRules';
import { deliveryWindow } from './deliveryWindow';
import {
  CURRENCIES,
  DELIVERY_FREQUENCIES,
  DELIVERY_MODELS,
  ORDER_TYPES,
  UPLOADABLE_DOCUMENT_TYPES,
} from './enums';
import {
  day,
  key,
  optionalText,
  optionalUuid,
  positiveQuantity,
  requiredUuid,
  typedDecimal,
  wholeNumber,
} from './fields';

export const MIN_ORDER_ITEMS = 1;
export const MAX_ORDER_ITEMS = 10;
export const MAX_ADDITIONAL_ORDERS = 10;
export const MIN_SHIPMENTS = 1;
export const MAX_SHIPMENTS = 3;
export const MAX_ORDER_DOCUMENTS = 20;

export const orderItemInputSchema = z
  .object({
    productId: requiredUuid(key('productRequired')),
    /** The packaging type the product is sold in. */
    presentation: z.enum(PACKAGING_TYPES, { error: key('presentationRequired') }),
    /** In the user's unit (KG by default); see `toKg`. */
    quantity: positiveQuantity().prefault('1'),
    /** Sale price per KG in the order currency; its range depends on the currency (see rules). */
    targetPrice: typedDecimal(key('priceRequired'), key('priceInvalid')),
  })
  .strict();

/**
 * A document attached at creation. The file was uploaded first (`POST /api/orders/uploads`, checked
 * by size and content there); `uploadId` names that staged file, so the server checks the document
 * rules against files it really holds. Extra keys (the browser's File) are dropped.
 */
export const orderDocumentInputSchema = z.object({
  uploadId: z.uuid('validation.orders.uploadRequired'),
  type: z.enum(UPLOADABLE_DOCUMENT_TYPES, { error: key('documentType') }),
  name: z.string('validation.required').trim().min(1, 'validation.required').max(255, 'validation.tooLong'),
});

export interface OrderCreationContext {
  /** 'yyyy-mm-dd' in Mexico City: `businessDay()` on the server. Without it no window is checked. */
  today?: string;
  /** Role name of the creator, from the session. Without it no role's rule applies. */
  role?: string | null;
}

function fields(today: string | undefined) {
  const window = today ? deliveryWindow(today) : undefined;
  return z
    .object({
      currency: z.enum(CURRENCIES, { error: key('currencyRequired') }).default('USD'),
      /** The source channel; the original form always sends 'bubble'. */
      environment: z.literal('bubble', { error: 'validation.invalid' }).default('bubble'),
      comments: optionalText(1000),
      isSeller: z.boolean().default(false),
      requiredInvoice: z.boolean().default(true),
      type: z.enum(ORDER_TYPES, { error: key('typeRequired') }).default('retail'),
      isMultiOrder: z.boolean().default(false),
      // Not strict: the form may keep the picked customer's name beside its id.
      customer: z.object({ id: requiredUuid(key('customerRequired')) }, { error: key('customerRequired') }),
      items: z
        .array(orderItemInputSchema, { error: key('minProducts') })
        .min(MIN_ORDER_ITEMS, key('minProducts'))
        .max(MAX_ORDER_ITEMS, key('maxProducts')),
      deliveryModel: z.enum(DELIVERY_MODELS, { error: key('deliveryModelRequired') }),
      addressId: optionalUuid,
      deliveryDate: day(window),
      /** Multi order: one day per order, the first order's included. */
      deliveryDates: z
        .array(day(window))
        .max(MAX_ADDITIONAL_ORDERS + 1, key('maxAdditionalOrders'))
        .default([]),
      numberOfAdditionalOrders: wholeNumber(0, MAX_ADDITIONAL_ORDERS, {
        invalid: key('additionalOrdersInvalid'),
        tooSmall: key('additionalOrdersInvalid'),
        tooBig: key('maxAdditionalOrders'),
      }).prefault('0'),
      /** Number of shipments the order is delivered in. */
      quantityDelivered: wholeNumber(MIN_SHIPMENTS, MAX_SHIPMENTS, {
        invalid: key('shipmentsInvalid'),
        tooSmall: key('minShipments'),
        tooBig: key('maxShipments'),
      }).prefault(1),
      paymentTerm: z.enum(PAYMENT_TERMS, { error: key('paymentTermRequired') }).default('CREDIT'),
      hasIva: z.boolean().default(true),
      sellerId: optionalUuid,
      /** The warehouse a counter sale is picked up from. */
      warehouseNoInvoice: optionalUuid,
      /** The client's purchase-order number. */
      purchaseOrderId: optionalText(60),
      role: z.string().max(64, 'validation.tooLong').nullish(),
      clientIsNotInvoice: z.boolean().default(false),
      clientPaid: z.boolean().default(false),
      DELIVERY_FREQUENCY: z.enum(DELIVERY_FREQUENCIES, { error: 'validation.invalid' }).default('once'),
      documents: z.array(orderDocumentInputSchema).max(MAX_ORDER_DOCUMENTS, 'validation.tooMany').default([]),
      /** The approved price request the order was made from (it links back to the order). */
      priceRequestId: optionalUuid,
      /** Pricing's override of the MSP guard: lines below the approved MSP go through with this reason. */
      mspOverride: mspOverrideSchema.nullish(),
    })
    .strict();
}

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The creation body, validated with every rule for this day and this creator. */
export function orderCreationSchema(context: OrderCreationContext) {
  let schema = fields(context.today);
  for (const rule of crossFieldRules(context.role)) {
    // Each rule runs whenever the fields it reads are valid, so the form shows every problem at
    // once instead of revealing them one submit at a time; never on a body that is not an object
    // (an array or a number has no fields to be invalid, and a rule reading them would throw).
    schema = schema.superRefine((order: OrderCreationRuleInput, ctx) => rule.check(order, ctx), {
      when: (payload) =>
        isPlainObject(payload.value) &&
        !payload.issues.some((i) => (rule.reads as readonly unknown[]).includes(i.path?.[0])),
    });
  }
  return schema;
}

/**
 * The creation body with every rule that depends on neither the day nor the creator: the shape the
 * API documents and checks first; the delivery window and the seller rule are checked per request.
 */
export const orderCreationBodySchema = orderCreationSchema({});

export type OrderCreationSchema = ReturnType<typeof orderCreationSchema>;
/** What the form holds and the API receives. */
export type OrderCreationInput = z.input<OrderCreationSchema>;
/** What the server stores from: canonical decimals, defaults filled in. */
export type OrderCreation = z.output<OrderCreationSchema>;
