/**
 * The creation rules that read several fields. Each names the fields
 * it reads, so `orderCreationSchema` runs it whenever those are valid, and puts its issue on the
 * field the user has to change.
 */
import { Decimal } from 'decimal.js';
import type { z } from 'zod';
import type { PaymentTerm } from '../creditTerms';
import { isAdminRole } from '../roles';
import { CUSTOMER_FIXED_FIELDS, type CustomerFixedField, ordersAsCustomer } from './customerOrdering';
import type { Currency, DeliveryModel, OrderType } from './enums';

/** Bounds per KG; the original client compares the price floored to whole units, so USD 5.99 passes and 6 does not. */
export const PRICE_RANGES: Record<Currency, { min: number; max: number }> = {
  USD: { min: 0, max: 5 },
  MXN: { min: 1, max: 130 },
};

export function isPriceInRange(price: Decimal, currency: Currency): boolean {
  const whole = price.floor();
  return whole.gte(PRICE_RANGES[currency].min) && whole.lte(PRICE_RANGES[currency].max);
}

/** A counter sale (venta mostrador) is an order without invoice, picked up at a warehouse. */
export function isCounterSale(input: { requiredInvoice: boolean }): boolean {
  return !input.requiredInvoice;
}

/** Admin and customer service create orders for others, so they must say whose sale it is. */
export function createsForSellers(role: string | null | undefined): boolean {
  const name = (role ?? '').trim().toLowerCase().replace(/[_\s]/g, '.');
  return isAdminRole(name) || name === 'customer.service';
}

/** The fields the rules read, as the field schemas answer them. */
export interface OrderCreationRuleInput {
  currency: Currency;
  isSeller: boolean;
  hasIva: boolean;
  requiredInvoice: boolean;
  type: OrderType;
  isMultiOrder: boolean;
  items: readonly { targetPrice: string }[];
  deliveryModel: DeliveryModel;
  addressId: string | null;
  deliveryDates: readonly string[];
  numberOfAdditionalOrders: number;
  paymentTerm: PaymentTerm;
  sellerId: string | null;
  warehouseNoInvoice: string | null;
  purchaseOrderId: string | null;
  clientIsNotInvoice: boolean;
  clientPaid: boolean;
  documents: readonly { type: string }[];
}

type Ctx = Pick<z.core.$RefinementCtx, 'addIssue' | 'issues'>;

export interface CrossFieldRule {
  name: string;
  /** Top-level fields read; the rule is skipped while one of them has an issue. */
  reads: readonly (keyof OrderCreationRuleInput)[];
  check(order: OrderCreationRuleInput, ctx: Ctx): void;
}

const issue = (ctx: Ctx, path: (string | number)[], name: string) =>
  ctx.addIssue({ code: 'custom', path, message: `validation.orders.${name}`, input: undefined });

const hasIssueAt = (ctx: Ctx, path: readonly (string | number)[]) =>
  ctx.issues.some((i) => path.every((part, n) => i.path?.[n] === part));

const hasDocument = (order: OrderCreationRuleInput, type: string) =>
  order.documents.some((d) => d.type === type);

const FIXED_FOR_CUSTOMER = Object.keys(CUSTOMER_FIXED_FIELDS) as CustomerFixedField[];

/** A customer orders a normal sale under its own terms: each internal switch keeps its only value. */
const customerChoosesNoInternals: CrossFieldRule = {
  name: 'customerChoosesNoInternals',
  reads: FIXED_FOR_CUSTOMER,
  check(order, ctx) {
    for (const field of FIXED_FOR_CUSTOMER) {
      if (order[field] !== CUSTOMER_FIXED_FIELDS[field]) issue(ctx, [field], 'customerCannotChoose');
    }
  },
};

/** A rule per sentence of the original client's rules, in their order; `role` is the creator's, from the session. */
export function crossFieldRules(role: string | null | undefined): CrossFieldRule[] {
  return [
    ...(ordersAsCustomer(role) ? [customerChoosesNoInternals] : []),
    {
      // Per item: a price with its own problem (blank, malformed) is reported once, by its field.
      name: 'priceRange',
      reads: ['currency'],
      check(order, ctx) {
        if (!Array.isArray(order.items)) return;
        order.items.forEach((item, i) => {
          if (hasIssueAt(ctx, ['items', i, 'targetPrice']) || typeof item?.targetPrice !== 'string') return;
          if (!isPriceInRange(new Decimal(item.targetPrice), order.currency)) {
            issue(ctx, ['items', i, 'targetPrice'], 'priceRange');
          }
        });
      },
    },
    {
      name: 'sampleCounterSale',
      reads: ['type', 'requiredInvoice'],
      check(order, ctx) {
        if (order.type === 'sample' && isCounterSale(order)) issue(ctx, ['type'], 'sampleCounterSale');
      },
    },
    {
      name: 'addressRequired',
      reads: ['deliveryModel', 'addressId'],
      check(order, ctx) {
        if (order.deliveryModel === 'DELIVERY_PARTNER' && !order.addressId) {
          issue(ctx, ['addressId'], 'addressRequired');
        }
      },
    },
    {
      name: 'warehouseRequired',
      reads: ['requiredInvoice', 'warehouseNoInvoice'],
      check(order, ctx) {
        if (isCounterSale(order) && !order.warehouseNoInvoice)
          issue(ctx, ['warehouseNoInvoice'], 'warehouseRequired');
      },
    },
    {
      // The proof is any attached file; its type is checked for advance payment below.
      name: 'paymentProofRequired',
      reads: ['clientPaid', 'documents'],
      check(order, ctx) {
        if (order.clientPaid && order.documents.length === 0)
          issue(ctx, ['documents'], 'paymentProofRequired');
      },
    },
    {
      name: 'sellerRequired',
      reads: ['requiredInvoice', 'clientIsNotInvoice', 'type', 'sellerId'],
      check(order, ctx) {
        const needsSeller =
          createsForSellers(role) &&
          order.requiredInvoice &&
          order.clientIsNotInvoice &&
          order.type !== 'sample';
        if (needsSeller && !order.sellerId) issue(ctx, ['sellerId'], 'sellerRequired');
      },
    },
    {
      name: 'purchaseOrderIdRequired',
      reads: ['documents', 'purchaseOrderId'],
      check(order, ctx) {
        if (hasDocument(order, 'client_purchase_order') && !order.purchaseOrderId) {
          issue(ctx, ['purchaseOrderId'], 'purchaseOrderIdRequired');
        }
      },
    },
    {
      name: 'sampleRequestRequired',
      reads: ['type', 'documents'],
      check(order, ctx) {
        if (order.type === 'sample' && order.documents.length > 0 && !hasDocument(order, 'sample_order')) {
          issue(ctx, ['documents'], 'sampleRequestRequired');
        }
      },
    },
    {
      name: 'paymentConfirmationRequired',
      reads: ['paymentTerm', 'clientPaid', 'documents'],
      check(order, ctx) {
        const paidInAdvance = order.paymentTerm === 'ADVANCE_PAYMENT' && order.clientPaid;
        if (paidInAdvance && order.documents.length > 0 && !hasDocument(order, 'payment_confirmation')) {
          issue(ctx, ['documents'], 'paymentConfirmationRequired');
        }
      },
    },
    {
      // Only the count is read here; each day's own problems are reported on `deliveryDates.N`.
      name: 'deliveryDatesCount',
      reads: ['isMultiOrder', 'numberOfAdditionalOrders'],
      check(order, ctx) {
        if (!order.isMultiOrder || !Array.isArray(order.deliveryDates)) return;
        if (order.deliveryDates.length !== order.numberOfAdditionalOrders + 1) {
          issue(ctx, ['deliveryDates'], 'deliveryDatesCount');
        }
      },
    },
  ];
}
