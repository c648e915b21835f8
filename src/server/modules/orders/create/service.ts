/**
 * Creating orders (`POST /api/orders`): the body already passed every form rule
 * (`orderCreationSchema`); here the server checks what only it can know, prices the order with the
 * parameters in force, copies the customer's credit term, numbers it and writes it with its items,
 * documents, proforma placeholder and history. A multi-order writes one order per delivery day, all
 * in the caller's transaction: they are all created or none is.
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../../domain/dates';
import {
  displayOrderNumber,
  type MoneySummary,
  type MoneySummaryValues,
  type OrderCreated,
  type OrderCreation,
  type OrderTotals,
  ordersAsCustomer,
  orderTotals,
  type QuantityUnit,
  toKg,
} from '../../../../domain/orders';
import { pricingForOrder } from '../../../../domain/pricing';
import type { PackagingType } from '../../../../domain/products';
import type { Actor } from '../../../actor';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import {
  assertOverrideAllowed,
  guardOrderPrices,
  linkRequestToOrder,
  priceRequestLinkProblem,
} from '../../priceRequests';
import type { ClaimedUpload } from '../documents/staging';
import { recordHistory } from '../history';
import { markProformaUpdating } from '../proforma';
import { checkAgreedPrices } from './agreedPrices';
import { claimDocuments, insertDocuments } from './documents';
import { paymentTermsForOrder } from './paymentTerms';
import { type OrderPricingVersion, pricingVersionForOrder } from './pricingInForce';
import { insertOrder, insertOrderItems, takeOrderNumbers, unitOfUser } from './queries';
import {
  checkAddress,
  checkWarehouse,
  customerForOrder,
  type OrderProduct,
  productsForOrder,
  ReferenceProblems,
  sellerForOrder,
} from './references';

/** A million tons per product row: far above any real order, and within the stored precision. */
export const MAX_ITEM_KG = new Decimal(1_000_000_000);

interface PricedLine {
  productId: string;
  presentation: PackagingType;
  quantityKg: Decimal;
  price: Decimal;
}

const money = (d: Decimal) => d.toFixed(2);
const summaryValues = (s: MoneySummary): MoneySummaryValues => ({
  productsTotal: money(s.productsTotal),
  deliveryPremium: money(s.deliveryPremium),
  handling: money(s.handling),
  subTotalWithHandlingAndDelivery: money(s.subTotalWithHandlingAndDelivery),
  taxes: money(s.taxes),
  totalWithTaxes: money(s.totalWithTaxes),
});

/** Quantities are typed in the creator's unit (users.unit_measure, KG unless they chose TON). */
async function creatorUnit(tx: Tx, userId: string): Promise<QuantityUnit> {
  return (await unitOfUser(tx, userId)) === 'TON' ? 'TON' : 'KG';
}

function pricedLines(order: OrderCreation, unit: QuantityUnit, problems: ReferenceProblems): PricedLine[] {
  return order.items.map((item, i) => {
    const quantityKg = toKg(new Decimal(item.quantity), unit);
    if (quantityKg.gt(MAX_ITEM_KG)) problems.add(`items.${i}.quantity`, 'orders.creation.quantityTooLarge');
    return {
      productId: item.productId,
      presentation: item.presentation,
      quantityKg,
      price: new Decimal(item.targetPrice),
    };
  });
}

/** Product names in row order, each once: what lists show and search. */
function productsLabel(lines: readonly PricedLine[], products: Map<string, OrderProduct>): string {
  return [...new Set(lines.map((l) => products.get(l.productId)!.name))].join(', ');
}

function orderMoney(totals: OrderTotals, pricing: OrderPricingVersion, lines: readonly PricedLine[]) {
  return {
    exchangeRate: pricing.values.exchangeRateUsdMxn,
    vatRate: pricing.values.vatRate,
    pricingVersionId: pricing.id,
    pricingValues: { setId: pricing.setId, version: pricing.version, ...pricing.values },
    totalKg: lines.reduce((sum, l) => sum.plus(l.quantityKg), new Decimal(0)).toFixed(3),
    totalWithTaxes: money(totals.totalWithTaxes),
    productsTotalUsd: money(totals.USD.productsTotal),
    totalWithTaxesUsd: money(totals.USD.totalWithTaxes),
    totalWithTaxesMxn: money(totals.MXN.totalWithTaxes),
    computedValues: { USD: summaryValues(totals.USD), MXN: summaryValues(totals.MXN) },
  };
}

/**
 * Checks, prices and writes the order(s); answers their ids and numbers in delivery-day order.
 * The body passed every form rule of the actor's business day (`orderCreationSchema`).
 */
export async function createOrders(
  tx: Tx,
  actor: Actor,
  order: OrderCreation,
  ctx: AppContext,
): Promise<OrderCreated> {
  const { claims } = actor;
  // An override from someone without pricing's permission is refused whatever the prices.
  assertOverrideAllowed(actor, order.mspOverride);
  const customer = await customerForOrder(tx, actor, order.customer.id);

  const problems = new ReferenceProblems(actor);
  const products = await productsForOrder(tx, actor, order.items, problems);
  await checkAddress(tx, order.addressId, customer.id, problems);
  await checkWarehouse(tx, order.warehouseNoInvoice, problems);
  const sellerId = await sellerForOrder(tx, actor, order.sellerId, customer, problems);
  // The portal's customer orders at the prices agreed with its seller, never at one it types.
  if (ordersAsCustomer(claims.role)) await checkAgreedPrices(tx, customer.id, order, problems);
  const lines = pricedLines(order, await creatorUnit(tx, claims.sub), problems);
  if (order.priceRequestId) {
    const link = await priceRequestLinkProblem(tx, actor, order.priceRequestId, {
      customerId: customer.id,
      productIds: order.items.map((i) => i.productId),
    });
    if (link) problems.add('priceRequestId', link.key);
  }
  const firstFiles = await claimDocuments(tx, ctx, actor, order.documents, problems);
  problems.throwIfAny();

  const pricing = await pricingVersionForOrder(tx);
  // The approved MSPs guard the prices staff type; the portal orders at its agreed prices.
  const override = ordersAsCustomer(claims.role)
    ? null
    : await guardOrderPrices(tx, actor, {
        customerId: customer.id,
        currency: order.currency,
        exchangeRate: pricing.values.exchangeRateUsdMxn,
        lines: order.items.map((i) => ({
          productId: i.productId,
          reference: products.get(i.productId)?.reference ?? '',
          pricePerKg: i.targetPrice,
        })),
        override: order.mspOverride,
      });
  const totals = orderTotals({
    currency: order.currency,
    items: lines.map((l) => ({ quantityKg: l.quantityKg, price: l.price, packagingType: l.presentation })),
    pricing: pricingForOrder(pricing.values),
    deliveryModel: order.deliveryModel,
    hasIva: order.hasIva,
  });
  const terms = await paymentTermsForOrder(tx, customer.id, order.paymentTerm, businessDay(actor.now));
  const days = order.isMultiOrder ? order.deliveryDates : [order.deliveryDate];
  const groupId = days.length > 1 ? randomUUID() : null;
  const numbers = await takeOrderNumbers(tx, days.length);
  const label = productsLabel(lines, products);
  const amounts = orderMoney(totals, pricing, lines);

  const created: OrderCreated['data'] = [];
  for (const [n, day] of days.entries()) {
    const claimed = n === 0 ? firstFiles : await claimDocuments(tx, ctx, actor, order.documents, problems);
    const row = await insertOrder(
      tx,
      {
        number: numbers[n]!,
        purchaseOrderId: order.purchaseOrderId,
        customerId: customer.id,
        customerExternalId: customer.externalId,
        sellerId,
        createdById: claims.sub,
        multiOrderGroupId: groupId,
        channel: order.environment,
        type: order.type,
        requiredInvoice: order.requiredInvoice,
        clientIsNotInvoice: order.clientIsNotInvoice,
        clientPaid: order.clientPaid,
        hasIva: order.hasIva,
        comments: order.comments,
        opsStatus: 'ORDEN_CREADA',
        deliveryModel: order.deliveryModel,
        addressId: order.addressId,
        deliveryDate: day,
        deliveryFrequency: order.DELIVERY_FREQUENCY,
        shipments: order.quantityDelivered,
        warehouseId: order.warehouseNoInvoice,
        paymentTerm: terms.paymentTerm,
        creditDays: terms.creditDays,
        currency: order.currency,
        productsLabel: label,
        // A request becomes one order: the first of a multi-order.
        priceRequestId: n === 0 ? order.priceRequestId : null,
        ...amounts,
      },
      n,
    );
    const orderId = row.id;
    await insertOrderItems(
      tx,
      lines.map((line, position) => {
        const product = products.get(line.productId)!;
        const item = totals.items[position]!;
        return {
          orderId,
          position,
          productId: product.id,
          productReference: product.reference,
          productName: product.name,
          packagingType: line.presentation,
          quantityKg: line.quantityKg.toFixed(3),
          price: line.price.toFixed(4),
          priceUsd: item.priceUSD.toFixed(4),
          priceMxn: item.priceMXN.toFixed(4),
          totalPrice: money(item.totalPrice),
          totalPriceUsd: money(item.totalPriceUSD),
          totalPriceMxn: money(item.totalPriceMXN),
        };
      }),
    );
    // The rest of a multi-order claims again; a failure there is a vanished upload: refuse all.
    problems.throwIfAny();
    await insertDocuments(tx, orderId, claims.sub, order.documents, claimed as ClaimedUpload[]);
    await markProformaUpdating(tx, orderId);
    await recordHistory(tx, {
      orderId,
      userId: claims.sub,
      event: 'created',
      toStatus: 'ORDEN_CREADA',
      data: {
        channel: order.environment,
        ...(groupId ? { multiOrderGroupId: groupId, position: n + 1, of: days.length } : {}),
        ...(n === 0 && order.priceRequestId ? { priceRequestId: order.priceRequestId } : {}),
      },
    });
    if (override) {
      await recordHistory(tx, { orderId, userId: claims.sub, event: 'mspOverridden', data: { ...override } });
    }
    const displayNumber = displayOrderNumber(row);
    if (n === 0 && order.priceRequestId)
      await linkRequestToOrder(tx, actor, order.priceRequestId, { id: orderId, displayNumber });
    created.push({ id: orderId, number: row.number, displayNumber });
  }
  return { data: created };
}
