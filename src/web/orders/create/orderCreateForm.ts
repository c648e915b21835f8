/**
 * The order creation form's values, their starting point and what is checked before sending. The
 * rules are the domain's `orderCreationSchema` (the server's own); the form only adds the picked
 * customer's name beside its id and each staged file's name and size beside its upload id.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { PaymentTerm } from '../../../domain/creditTerms';
import {
  type Currency,
  type DeliveryFrequency,
  type DeliveryModel,
  type OrderCreation,
  type OrderCreationInput,
  type OrderType,
  orderCreationSchema,
  type UPLOADABLE_DOCUMENT_TYPES,
} from '../../../domain/orders';
import type { PackagingType } from '../../../domain/products';
import type { CustomerOption } from '../../customers/CustomerAutocomplete';

export type UploadableDocumentType = (typeof UPLOADABLE_DOCUMENT_TYPES)[number];

export interface OrderItemFormValues {
  productId: string;
  presentation: PackagingType | '';
  quantity: string;
  targetPrice: string;
}

/** A file already staged on the server; the order only names it. */
export interface OrderDocumentFormValues {
  uploadId: string;
  type: UploadableDocumentType;
  name: string;
  sizeBytes: number;
}

export interface OrderCreateFormValues extends FieldValues {
  environment: 'bubble';
  role: string;
  isSeller: boolean;
  customer: CustomerOption | null;
  currency: Currency;
  type: OrderType;
  /** false = counter sale (venta mostrador). */
  requiredInvoice: boolean;
  warehouseNoInvoice: string;
  clientIsNotInvoice: boolean;
  hasIva: boolean;
  paymentTerm: PaymentTerm;
  clientPaid: boolean;
  sellerId: string;
  items: OrderItemFormValues[];
  deliveryModel: DeliveryModel | '';
  addressId: string;
  deliveryDate: string;
  isMultiOrder: boolean;
  numberOfAdditionalOrders: string;
  /** Multi order: the first order's day is `deliveryDate`; entries 1… are the additional orders'. */
  deliveryDates: string[];
  quantityDelivered: string;
  DELIVERY_FREQUENCY: DeliveryFrequency;
  purchaseOrderId: string;
  comments: string;
  documents: OrderDocumentFormValues[];
  /** The approved price request the order is made from ('' for none). */
  priceRequestId: string;
  /** Pricing's override of the MSP guard: on with its reason, or null. */
  mspOverride: { reason: string } | null;
}

export const EMPTY_ORDER_ITEM: OrderItemFormValues = {
  productId: '',
  presentation: '',
  quantity: '1',
  targetPrice: '',
};

export function emptyOrderForm(role: string, currency: Currency = 'USD'): OrderCreateFormValues {
  return {
    environment: 'bubble',
    role,
    isSeller: role === 'seller' || role === 'manager.seller',
    customer: null,
    currency,
    type: 'retail',
    requiredInvoice: true,
    warehouseNoInvoice: '',
    clientIsNotInvoice: false,
    hasIva: true,
    paymentTerm: 'CREDIT',
    clientPaid: false,
    sellerId: '',
    items: [{ ...EMPTY_ORDER_ITEM }],
    deliveryModel: '',
    addressId: '',
    deliveryDate: '',
    isMultiOrder: false,
    numberOfAdditionalOrders: '0',
    deliveryDates: [],
    quantityDelivered: '1',
    DELIVERY_FREQUENCY: 'once',
    purchaseOrderId: '',
    comments: '',
    documents: [],
    priceRequestId: '',
    mspOverride: null,
  };
}

/** The additional orders typed, when it is a whole number the form can lay out (0–10). */
export function additionalOrdersCount(typed: string): number {
  const text = typed.trim();
  if (!/^\d{1,2}$/.test(text)) return 0;
  return Math.min(Number(text), 10);
}

/**
 * What the schema reads: a single order sends no list of days; a multi order sends one day per
 * order with the first order's day first, so the list always has as many days as orders.
 */
export function alignDeliveryDates(values: OrderCreateFormValues): OrderCreateFormValues {
  if (!values.isMultiOrder) return { ...values, deliveryDates: [], numberOfAdditionalOrders: '0' };
  const count = additionalOrdersCount(values.numberOfAdditionalOrders);
  const extra = Array.from({ length: count }, (_, n) => values.deliveryDates[n + 1] ?? '');
  return { ...values, deliveryDates: [values.deliveryDate, ...extra] };
}

/**
 * The domain schema for this day and this creator, over the aligned values. Build it once per day
 * and role (useMemo): a resolver rebuilt on each render makes react-hook-form revalidate for nothing.
 */
export function orderCreateResolver(
  today: string,
  role: string,
): Resolver<OrderCreateFormValues, unknown, OrderCreation> {
  const resolve = zodResolver(orderCreationSchema({ today, role })) as unknown as Resolver<
    OrderCreateFormValues,
    unknown,
    OrderCreation
  >;
  return (values, context, options) => resolve(alignDeliveryDates(values), context, options);
}

/**
 * The body of `POST /api/orders`: the schema's answer, with only what the API takes (the price
 * request and the MSP override only when there are some).
 */
export function toOrderPayload(order: OrderCreation): OrderCreationInput {
  const { priceRequestId, mspOverride, ...rest } = order;
  return {
    ...rest,
    customer: { id: order.customer.id },
    documents: order.documents.map(({ uploadId, type, name }) => ({ uploadId, type, name })),
    ...(priceRequestId ? { priceRequestId } : {}),
    ...(mspOverride ? { mspOverride } : {}),
  };
}

/** Top-level fields a refusal's detail may name ('items.0.targetPrice' lands on that input). */
const ORDER_FORM_FIELDS: readonly string[] = Object.keys(emptyOrderForm(''));

/** The inputs of a row, by list: a detail naming one of them lands on it, another on the list. */
const ROW_INPUTS: Record<string, readonly string[]> = {
  items: ['productId', 'presentation', 'quantity', 'targetPrice'],
  documents: ['type', 'name'],
};

/**
 * The form input a refusal's detail names, or null when the form has none (said above the form):
 * the first order's day of a multi order is the delivery date, the others their own fields; a
 * row's field its input, anything else about a list (a staged file, the count) the list.
 */
export function orderCreateInputOf(path: string): string | null {
  const [top = '', index, leaf] = path.split('.');
  if (!ORDER_FORM_FIELDS.includes(top)) return null;
  if (top === 'deliveryDates' && index !== undefined) {
    return index === '0' ? 'deliveryDate' : `deliveryDates.${index}`;
  }
  const inputs = ROW_INPUTS[top];
  if (inputs && index !== undefined && leaf !== undefined && inputs.includes(leaf)) {
    return `${top}.${index}.${leaf}`;
  }
  return top;
}
