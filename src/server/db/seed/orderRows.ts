/**
 * Builds the rows of one order (header, items, history) from plain inputs, with the totals computed
 * by the domain's `orderTotals` exactly like creation does, so generated orders (demo seed, scale
 * generator) are indistinguishable from orders made through the API: the stored summary, the item
 * lines and `computed_values` always agree.
 *
 * Pure: no database access. Callers supply ids, numbers and the pricing version in force.
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { PaymentTerm } from '../../../domain/creditTerms';
import {
  type Currency,
  type DeliveryModel,
  hasReached,
  OPS_STEPS,
  type OpsStatus,
  type OpsStep,
  type OrderType,
  orderTotals,
} from '../../../domain/orders';
import type { MoneySummary } from '../../../domain/orders/totals';
import type { MoneySummaryValues } from '../../../domain/orders/views';
import { type PricingValues, pricingForOrder } from '../../../domain/pricing';
import type { PackagingType } from '../../../domain/products';
import type { orderComments, orderHistory, orderItems, orders } from '../schema';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewOrderHistory = typeof orderHistory.$inferInsert;
export type NewOrderComment = typeof orderComments.$inferInsert;

export interface OrderRowItem {
  product: { id: string; reference: string; name: string };
  packagingType: PackagingType;
  /** Decimal strings, as a person would have typed them (kg, price per KG in the order currency). */
  quantityKg: string;
  price: string;
}

/** Who moved the order into each status (null: the system did). Missing steps fall back to the creator. */
export type StatusActors = Partial<Record<OpsStatus, string | null>>;

export interface OrderRowPricing {
  versionId: string;
  setId: string;
  version: number;
  values: PricingValues;
}

export interface OrderRowInput {
  id?: string;
  tenantId: string;
  number: number;
  externalId?: string | null;
  purchaseOrderId?: string | null;
  customer: { id: string; externalId: string | null };
  sellerId: string | null;
  createdById: string;
  type?: OrderType;
  requiredInvoice?: boolean;
  hasIva?: boolean;
  currency: Currency;
  deliveryModel: DeliveryModel;
  /** Delivery-partner orders go to an address; pickups do not. */
  addressId: string | null;
  /** Counter sales (no invoice) are picked up from a warehouse. */
  warehouseId?: string | null;
  deliveryDate: string;
  /** How many shipments the order is planned in (1–3; 1 unless said). */
  shipments?: number;
  paymentTerm: PaymentTerm;
  creditDays: number;
  opsStatus: OpsStatus;
  /** The pricing version in force (stored on the order as creation stores it). */
  pricing: OrderRowPricing;
  items: readonly OrderRowItem[];
  createdAt: Date;
  /** When the order reached its current status; the history spreads the steps up to it. */
  statusAt?: Date;
  comments?: string | null;
  /** Cancelled orders: the reason row (or free text for 'other'). */
  cancellation?: { reasonId: string | null; other: string | null; byId: string | null };
  actors?: StatusActors;
}

export interface OrderRows {
  order: NewOrder;
  items: NewOrderItem[];
  history: NewOrderHistory[];
}

/** 'created' only (bulk data) or one row per status the order went through (demo timeline). */
export type HistoryDepth = 'created' | 'steps';

/** 'yyyy-mm-dd' plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const money = (d: Decimal) => d.toFixed(2);
const unit = (d: Decimal) => d.toFixed(4);

function summaryValues(s: MoneySummary): MoneySummaryValues {
  return {
    productsTotal: money(s.productsTotal),
    deliveryPremium: money(s.deliveryPremium),
    handling: money(s.handling),
    subTotalWithHandlingAndDelivery: money(s.subTotalWithHandlingAndDelivery),
    taxes: money(s.taxes),
    totalWithTaxes: money(s.totalWithTaxes),
  };
}

/**
 * The happy-path steps an order in `status` went through, after ORDEN_CREADA, in stepper order.
 * EFIRMA_CLIENTE is optional per tenant, so it only appears when it is the current status.
 * Retained and cancelled orders leave from ORDEN_CREADA.
 */
export function stepsUpTo(status: OpsStatus): OpsStatus[] {
  if (status === 'ORDEN_RETENIDA' || status === 'ORDEN_CANCELADA') return [status];
  if (status === 'EFIRMA_CLIENTE') return ['EFIRMA_CLIENTE'];
  return (OPS_STEPS as readonly OpsStep[]).filter(
    (s) => s !== 'ORDEN_CREADA' && s !== 'EFIRMA_CLIENTE' && hasReached(status, s),
  );
}

export function buildOrderRows(input: OrderRowInput, depth: HistoryDepth = 'created'): OrderRows {
  if (input.items.length === 0) throw new Error('buildOrderRows: an order has at least one item');
  const id = input.id ?? randomUUID();
  const hasIva = input.hasIva ?? true;
  const totals = orderTotals({
    currency: input.currency,
    deliveryModel: input.deliveryModel,
    hasIva,
    pricing: pricingForOrder(input.pricing.values),
    items: input.items.map((i) => ({
      quantityKg: new Decimal(i.quantityKg),
      price: new Decimal(i.price),
      packagingType: i.packagingType,
    })),
  });
  const status = input.opsStatus;
  const statusAt = input.statusAt ?? input.createdAt;
  const delivered = hasReached(status, 'ORDEN_ENTREGADA');
  const cancelled = status === 'ORDEN_CANCELADA';
  const released = hasReached(status, 'APROBADO_POR_FINANZAS');

  const order: NewOrder = {
    id,
    tenantId: input.tenantId,
    number: input.number,
    externalId: input.externalId ?? null,
    purchaseOrderId: input.purchaseOrderId ?? null,
    customerId: input.customer.id,
    customerExternalId: input.customer.externalId,
    sellerId: input.sellerId,
    createdById: input.createdById,
    channel: 'bubble',
    type: input.type ?? 'retail',
    requiredInvoice: input.requiredInvoice ?? true,
    hasIva,
    comments: input.comments ?? null,
    opsStatus: status,
    financeStatus: released ? 'FINANCE_RELEASED' : null,
    deliveryModel: input.deliveryModel,
    addressId: input.addressId,
    deliveryDate: input.deliveryDate,
    shipments: input.shipments ?? 1,
    warehouseId: input.warehouseId ?? null,
    isDelivered: delivered,
    deliveredAt: delivered ? statusAt : null,
    paymentTerm: input.paymentTerm,
    creditDays: input.creditDays,
    paymentStatus: status === 'PAGADO' ? 'PAID' : 'PENDING',
    currency: input.currency,
    exchangeRate: input.pricing.values.exchangeRateUsdMxn,
    vatRate: input.pricing.values.vatRate,
    pricingVersionId: input.pricing.versionId,
    // Same shape as creation stores: which version, and its values as they were.
    pricingValues: { setId: input.pricing.setId, version: input.pricing.version, ...input.pricing.values },
    totalKg: input.items.reduce((sum, i) => sum.plus(i.quantityKg), new Decimal(0)).toFixed(3),
    totalWithTaxes: money(totals.totalWithTaxes),
    productsTotalUsd: money(totals.USD.productsTotal),
    totalWithTaxesUsd: money(totals.USD.totalWithTaxes),
    totalWithTaxesMxn: money(totals.MXN.totalWithTaxes),
    computedValues: { USD: summaryValues(totals.USD), MXN: summaryValues(totals.MXN) },
    // Product names in row order, each once (as creation writes it).
    productsLabel: [...new Set(input.items.map((i) => i.product.name))].join(', '),
    cancellationReasonId: cancelled ? (input.cancellation?.reasonId ?? null) : null,
    cancellationOther: cancelled ? (input.cancellation?.other ?? null) : null,
    cancelledAt: cancelled ? statusAt : null,
    cancelledById: cancelled ? (input.cancellation?.byId ?? input.createdById) : null,
    createdAt: input.createdAt,
    updatedAt: statusAt,
  };

  const items: NewOrderItem[] = input.items.map((item, position) => {
    const t = totals.items[position]!;
    return {
      tenantId: input.tenantId,
      orderId: id,
      position,
      productId: item.product.id,
      productReference: item.product.reference,
      productName: item.product.name,
      packagingType: item.packagingType,
      quantityKg: new Decimal(item.quantityKg).toFixed(3),
      price: unit(new Decimal(item.price)),
      priceUsd: unit(t.priceUSD),
      priceMxn: unit(t.priceMXN),
      totalPrice: money(t.totalPrice),
      totalPriceUsd: money(t.totalPriceUSD),
      totalPriceMxn: money(t.totalPriceMXN),
    };
  });

  const history: NewOrderHistory[] = [
    {
      tenantId: input.tenantId,
      orderId: id,
      userId: input.createdById,
      event: 'created',
      fromStatus: null,
      toStatus: 'ORDEN_CREADA',
      data: { channel: 'bubble' },
      createdAt: input.createdAt,
    },
  ];
  if (depth === 'steps') {
    const steps = stepsUpTo(status);
    const span = Math.max(0, statusAt.getTime() - input.createdAt.getTime());
    let from: OpsStatus = 'ORDEN_CREADA';
    steps.forEach((to, i) => {
      const at = new Date(input.createdAt.getTime() + Math.round((span * (i + 1)) / steps.length));
      const actor = input.actors && to in input.actors ? (input.actors[to] ?? null) : input.createdById;
      history.push({
        tenantId: input.tenantId,
        orderId: id,
        userId: to === 'ORDEN_CANCELADA' ? (input.cancellation?.byId ?? actor) : actor,
        event: to === 'ORDEN_CANCELADA' ? 'cancelled' : 'statusChanged',
        fromStatus: from,
        toStatus: to,
        data:
          to === 'ORDEN_CANCELADA'
            ? { reasonId: input.cancellation?.reasonId ?? null, other: input.cancellation?.other ?? null }
            : {},
        createdAt: at,
      });
      from = to;
    });
  }
  return { order, items, history };
}
